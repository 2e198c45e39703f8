/**
 * Control changes reach the remote twice: as props (React re-render) and as host→remote bridge
 * events, as a real portal would announce them. In app mode the simulated native app also posts
 * its own messages, as the native shell does when login or theme change.
 */
import type { BridgeEmitter } from '../../../../src/contracts/bridge-events';
import { postNativeMessage } from '../native/native-message';
import type { ControlStore } from '../state/control-state';
import { emitToRemote } from './host-bridge';

export function pushControlChangesToRemote(store: ControlStore, bridge: BridgeEmitter): () => void {
  return store.subscribe((next, previous) => {
    const isAppMode = next.platform === 'app';
    if (next.session !== previous.session) {
      emitToRemote(bridge, 'session', next.session);
      if (isAppMode) postNativeMessage({ type: 'login-changed' });
    }
    if (next.theme !== previous.theme) {
      emitToRemote(bridge, 'theme', { theme: next.theme });
      if (isAppMode) postNativeMessage({ type: 'theme', theme: next.theme });
    }
  });
}
