/**
 * The emitter passed to the remote as its `bridge` prop. Every event that crosses it, in
 * either direction, goes through here so that the event log sees it.
 */
import EventEmitter from 'eventemitter3';
import type { BridgeEmitter, HostToRemoteEvents, RemoteToHostEvents } from '../../../../src/contracts/bridge-events';
import { parseRemoteEvent, REMOTE_TO_HOST_EVENTS } from '../../../../src/contracts/bridge-remote-events';
import { logEvent } from '../state/event-log';

export function createHostBridge(): BridgeEmitter {
  return new EventEmitter();
}

export function emitToRemote<Name extends keyof HostToRemoteEvents>(
  bridge: BridgeEmitter,
  name: Name,
  payload: HostToRemoteEvents[Name],
): void {
  logEvent('host-to-remote', name, payload);
  bridge.emit(name, payload);
}

export type RemoteEventHandlers = {
  [Name in keyof RemoteToHostEvents]?: (payload: RemoteToHostEvents[Name]) => void;
};

/** Logs every remote→host event and hands it to its handler. Returns the unsubscribe. */
export function listenToRemote(bridge: BridgeEmitter, handlers: RemoteEventHandlers): () => void {
  const unsubscribes = REMOTE_TO_HOST_EVENTS.map((name) => {
    const listener = (payload: unknown) => {
      logEvent('remote-to-host', name, payload);
      // The remote is another team's code: a payload of the wrong shape must not break the host.
      const read = parseRemoteEvent(name, payload);
      if (read === undefined) {
        logEvent('host', name, payload, '格式错误：不是约定的事件内容');
        return;
      }
      try {
        (handlers[name] as ((payload: unknown) => void) | undefined)?.(read);
      } catch (error) {
        logEvent('host', name, payload, `处理失败：${error instanceof Error ? error.message : String(error)}`);
      }
    };
    bridge.on(name, listener);
    return () => bridge.off(name, listener);
  });
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
