/**
 * The routing table of push messages: domains register, per declared message
 * of the catalogue (src/contracts/<domain>.ts), the store action that applies its payload.
 */
import type { ChannelName, PushMessageType } from '../../contracts/push';

export interface PushMessageMeta {
  channel: ChannelName;
  namespace: string;
  name: string;
  seq: number;
  /** Server time of publication. */
  at: number;
  /** live: from the socket; snapshot: recovered after a gap. */
  source: 'live' | 'snapshot';
}

/**
 * What a domain does with a declared message's parsed payload (its store action). How it is
 * parsed, keyed and coalesced is the declaration's (src/contracts/push.ts `PushMessageType`).
 */
export interface PushHandler<T> {
  apply: (value: T, meta: PushMessageMeta) => void;
  /**
   * Applies one animation frame's messages at once instead of calling `apply` for each: in
   * latest mode the frame's newest values (one store update for 500 scores instead of 500), in
   * event mode the frame's events, in order (src/platform/socket/frame-batching.ts).
   */
  applyBatch?: (items: readonly { value: T; meta: PushMessageMeta }[]) => void;
}

/** A registered message: its declaration and the handler applying it. */
export interface PushRoute<T> {
  message: PushMessageType<T>;
  handler: PushHandler<T>;
}

const routeKey = (namespace: string, name: string) => `${namespace}\0${name}`;

export class PushHandlerRegistry {
  private readonly routes = new Map<string, PushRoute<unknown>>();

  /** Returns the function that removes the handler again. Two handlers for one message are a bug. */
  register<T>(message: PushMessageType<T>, handler: PushHandler<T>): () => void {
    const key = routeKey(message.namespace, message.name);
    if (this.routes.has(key)) throw new Error(`push handler registered twice: ${message.namespace}.${message.name}`);
    const stored = { message, handler } as PushRoute<unknown>;
    this.routes.set(key, stored);
    return () => {
      if (this.routes.get(key) === stored) this.routes.delete(key);
    };
  }

  find(namespace: string, name: string): PushRoute<unknown> | undefined {
    return this.routes.get(routeKey(namespace, name));
  }
}
