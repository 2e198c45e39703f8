/**
 * The routing table of push messages (design section 4): domains register, per namespace and
 * name, how to parse a payload and which store action applies it.
 */
import type { ChannelName } from '../../contracts/push';

/**
 * event: every message applies, in order (a goal, a new comment).
 * latest: only the newest value per key matters (a score, a viewer count); values are
 * coalesced per key and applied at most once per animation frame.
 */
export type PushHandlerMode = 'event' | 'latest';

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

export interface PushHandler<T> {
  mode: PushHandlerMode;
  /** Turns the payload into the action's argument; throws MalformedDataError when it cannot. */
  parse(payload: unknown): T;
  apply(value: T, meta: PushMessageMeta): void;
  /** Which value of the stream this is (e.g. the match id); one value per channel when absent. */
  key?(value: T): string;
  /**
   * latest mode: applies one frame's values at once instead of calling `apply` for each
   * (one store update for 500 scores instead of 500).
   */
  applyBatch?(items: readonly { value: T; meta: PushMessageMeta }[]): void;
}

const routeKey = (namespace: string, name: string) => `${namespace}\0${name}`;

export class PushHandlerRegistry {
  private readonly handlers = new Map<string, PushHandler<unknown>>();

  /** Returns the function that removes the handler again. Two handlers for one name are a bug. */
  register<T>(namespace: string, name: string, handler: PushHandler<T>): () => void {
    const key = routeKey(namespace, name);
    if (this.handlers.has(key)) throw new Error(`push handler registered twice: ${namespace}.${name}`);
    const stored = handler as PushHandler<unknown>;
    this.handlers.set(key, stored);
    return () => {
      if (this.handlers.get(key) === stored) this.handlers.delete(key);
    };
  }

  find(namespace: string, name: string): PushHandler<unknown> | undefined {
    return this.handlers.get(routeKey(namespace, name));
  }
}
