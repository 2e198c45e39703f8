/**
 * The typed bridge to the host. Wraps the host's emitter; standalone, with no host to hear or to
 * send anything, an emitter that drops what it is given. React-free: the app's mount owns its
 * lifecycle and `dispose()` removes every listener it added.
 */
import {
  parseHostEvent,
  type BridgeEmitter,
  type HostToRemoteEvents,
  type RemoteToHostEvents,
} from '../../contracts/bridge-events';
import { report } from '../feedback/monitor';

type Listener<K extends keyof HostToRemoteEvents> = (payload: HostToRemoteEvents[K]) => void;

/** No host: nothing hears our events and none arrive; the listeners wait in `subscriptions` for one. */
const NO_HOST: BridgeEmitter = { on: () => undefined, off: () => undefined, emit: () => false };

export class HostBridge {
  private emitter: BridgeEmitter;
  private readonly subscriptions: { event: string; listener: (payload: unknown) => void }[] = [];

  constructor(hostEmitter?: BridgeEmitter) {
    this.hasHost = hostEmitter !== undefined;
    this.emitter = hostEmitter ?? NO_HOST;
  }

  /** True when a host passed its emitter: remote→host events have a listener to go to. */
  hasHost: boolean;

  /** A new `bridge` prop: our listeners move to the new emitter, and events go there from now on. */
  replaceEmitter(hostEmitter?: BridgeEmitter): void {
    const next = hostEmitter ?? NO_HOST;
    if (next === this.emitter) return;
    for (const { event, listener } of this.subscriptions) {
      this.emitter.off(event, listener);
      next.on(event, listener);
    }
    this.emitter = next;
    this.hasHost = hostEmitter !== undefined;
  }

  emit<K extends keyof RemoteToHostEvents>(event: K, payload: RemoteToHostEvents[K]): void {
    this.emitter.emit(event, payload);
  }

  on<K extends keyof HostToRemoteEvents>(event: K, listener: Listener<K>): () => void {
    // Only payloads of the contract's shape reach the app; others are reported and ignored.
    const checked = (payload: unknown) => {
      const parsed = parseHostEvent(event, payload);
      if (parsed === undefined) report({ code: 'bridge-payload-refused', message: event });
      else listener(parsed);
    };
    const entry = { event, listener: checked };
    this.emitter.on(event, entry.listener);
    this.subscriptions.push(entry);
    return () => {
      this.emitter.off(event, entry.listener);
      const index = this.subscriptions.indexOf(entry);
      if (index >= 0) this.subscriptions.splice(index, 1);
    };
  }

  dispose(): void {
    for (const { event, listener } of this.subscriptions.splice(0)) this.emitter.off(event, listener);
  }

  get listenerCount(): number {
    return this.subscriptions.length;
  }
}
