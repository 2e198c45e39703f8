/**
 * The push connection of the mounted app. Domains register their handlers here when their
 * module loads and subscribe to channels from their stores; the app runtime opens the
 * connection once the domain list names the push address and closes it on unmount. A
 * subscription made while no connection is open is kept and sent when one opens.
 */
import type { ChannelName, PushMessageType } from '../../contracts/push';
import { PushClient, type PushClientOptions } from './push-client';
import type { PushHandler } from './push-handlers';
import { useSocketStore } from './socket-store';

interface Registration {
  message: PushMessageType<unknown>;
  handler: PushHandler<unknown>;
  /** Removes the handler from the open connection's client (set when one is open). */
  unregisterFromClient?: () => void;
}

const registrations = new Set<Registration>();
const held = new Map<ChannelName, number>();
let client: PushClient | null = null;
let releases = new Map<ChannelName, () => void>();

/** Routes a declared message (src/contracts/<domain>.ts) to `handler`, on this and every later connection. */
export function registerPushHandler<T>(message: PushMessageType<T>, handler: PushHandler<T>): () => void {
  const registration = { message, handler } as Registration;
  registrations.add(registration);
  registration.unregisterFromClient = client?.registerHandler(registration.message, registration.handler);
  return () => {
    registrations.delete(registration);
    registration.unregisterFromClient?.();
    registration.unregisterFromClient = undefined;
  };
}

/** Holds channels until the returned function is called (safe to call before the connection opens). */
export function subscribeChannels(channels: readonly ChannelName[]): () => void {
  for (const channel of channels) {
    const count = held.get(channel) ?? 0;
    held.set(channel, count + 1);
    if (count === 0 && client) releases.set(channel, client.subscribe([channel]));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const channel of channels) {
      const count = (held.get(channel) ?? 1) - 1;
      if (count > 0) {
        held.set(channel, count);
        continue;
      }
      held.delete(channel);
      releases.get(channel)?.();
      releases.delete(channel);
    }
  };
}

export function openPushConnection(url: string, options: PushClientOptions = {}): PushClient {
  closePushConnection();
  const next = new PushClient(options);
  for (const registration of registrations) {
    registration.unregisterFromClient = next.registerHandler(registration.message, registration.handler);
  }
  next.connect(url);
  releases = new Map([...held.keys()].map((channel) => [channel, next.subscribe([channel])]));
  client = next;
  return next;
}

export function closePushConnection(): void {
  client?.dispose();
  client = null;
  releases.clear();
  useSocketStore.getState().reset();
}

/** The manual retry offered once reconnecting gave up. */
export const retryPushConnection = (): void => client?.retry();

export const currentPushClient = (): PushClient | null => client;
