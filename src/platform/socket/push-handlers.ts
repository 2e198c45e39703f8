/**
 * The routing table of push messages: each domain registers, per declared message of the
 * catalogue (src/contracts/<domain>-push.ts), the store action that applies its payload — in its
 * descriptor's `start()`, through `registerPushHandler` (push-connection.ts), the one way.
 */
import type { ChannelName, PushAddress, PushMessageType } from '../../contracts/push';

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

/** A registered message: its declaration and the handler applying it (every registered one, in turn). */
export interface PushRoute<T> {
  message: PushMessageType<T>;
  handler: PushHandler<T>;
}

const routeKey = (namespace: string, name: string) => `${namespace}\0${name}`;

/**
 * One message's handlers as one: each applies the message in the order they registered, and a
 * handler that throws does not keep the others from it (the first error is rethrown for the
 * client to report). It takes batches only when every handler does: a handler that applies each
 * event at once keeps doing so.
 */
function together<T>(handlers: readonly PushHandler<T>[]): PushHandler<T> {
  const each = (apply: (handler: PushHandler<T>) => void) => {
    const errors: unknown[] = [];
    for (const handler of handlers) {
      try {
        apply(handler);
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw errors[0];
  };
  const apply: PushHandler<T>['apply'] = (value, meta) => each((handler) => handler.apply(value, meta));
  if (!handlers.every((handler) => handler.applyBatch)) return { apply };
  return { apply, applyBatch: (items) => each((handler) => handler.applyBatch!(items)) };
}

export class PushHandlerRegistry {
  private readonly expected = new Map<string, number>();
  private readonly routes = new Map<
    string,
    { message: PushMessageType<unknown>; handlers: PushHandler<unknown>[]; route: PushRoute<unknown> }
  >();

  /**
   * Adds `handler` to the message's handlers (each domain that shows the message registers its
   * own); returns the function that removes it again. The same handler twice is a bug.
   */
  register<T>(message: PushMessageType<T>, handler: PushHandler<T>): () => void {
    const key = routeKey(message.namespace, message.name);
    const handlers = this.routes.get(key)?.handlers ?? [];
    const added = handler as PushHandler<unknown>;
    if (handlers.includes(added))
      throw new Error(`push handler registered twice: ${message.namespace}.${message.name}`);
    this.set(key, message as PushMessageType<unknown>, [...handlers, added]);
    return () => {
      const current = this.routes.get(key);
      if (current?.handlers.includes(added))
        this.set(
          key,
          current.message,
          current.handlers.filter((other) => other !== added),
        );
    };
  }

  /**
   * A message the app knows whose handler comes later, with a lazily loaded store (its schema
   * with it): until then it is dropped quietly, unread, instead of reported as unknown. Returns
   * the function that forgets it again.
   */
  expect(address: PushAddress): () => void {
    const key = routeKey(address.namespace, address.name);
    this.expected.set(key, (this.expected.get(key) ?? 0) + 1);
    return () => {
      const count = this.expected.get(key) ?? 0;
      if (count <= 1) this.expected.delete(key);
      else this.expected.set(key, count - 1);
    };
  }

  isExpected(namespace: string, name: string): boolean {
    return this.expected.has(routeKey(namespace, name));
  }

  /** The message's handlers as one (a stable object until a handler comes or goes: the frame batcher groups by it). */
  find(namespace: string, name: string): PushRoute<unknown> | undefined {
    return this.routes.get(routeKey(namespace, name))?.route;
  }

  private set(key: string, message: PushMessageType<unknown>, handlers: PushHandler<unknown>[]): void {
    if (handlers.length === 0) {
      this.routes.delete(key);
      return;
    }
    const handler = handlers.length === 1 ? handlers[0]! : together(handlers);
    this.routes.set(key, { message, handlers, route: { message, handler } });
  }
}
