import { FlvEngine } from './flv-engine';
import { HlsEngine } from './hls-engine';
import { NativeEngine } from './native-engine';
import type { EngineKind, EngineOptions, PlayerEngine } from './player-engine';

export function createEngine(kind: EngineKind, options: EngineOptions): PlayerEngine {
  switch (kind) {
    case 'hls':
      return new HlsEngine(options);
    case 'native':
      return new NativeEngine(options);
    case 'flv':
      return new FlvEngine(options);
  }
}
