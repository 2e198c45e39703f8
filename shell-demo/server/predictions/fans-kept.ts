/**
 * What the 竞猜 keeps per fan (the 积分 account, the record), a month after the fan's last use. A
 * fan is a session's user acting from a client address, or a room's simulated viewer (none). The
 * users are kept as the sessions are (sessions.ts USERS_KEPT, expiring-map.ts): per address they
 * act from and in all, so one address logging in name after name forgets only its own users'
 * points and records, never another address's. The viewers are the world's: as many as its rooms
 * have, and no client adds one.
 */
import { ExpiringMap, ExpiringMapsByOwner } from '../expiring-map';
import type { ServerContext } from '../server-context';
import { usersKeptFor } from '../sessions';

export const FAN_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** The world's viewers kept: more than its rooms' viewers (at most 400 a room). */
const VIEWERS_KEPT = { ttlMs: FAN_KEPT_MS, maxEntries: 200_000 } as const;
/** A user's one value, under one key of the user's own map. */
const USER_KEPT = { ttlMs: FAN_KEPT_MS, maxEntries: 1 } as const;
const USER_KEY = 'fan';

/** Who acts: a user and the client address it acts from, or (client null) a room's simulated viewer. */
export interface Fan {
  uid: string;
  client: string | null;
}

export class FansKept<V> {
  private readonly users: ExpiringMapsByOwner<string, V>;
  private readonly viewers: ExpiringMap<string, V>;

  constructor(server: Pick<ServerContext, 'now' | 'usersKept'>) {
    this.users = new ExpiringMapsByOwner(server.now, USER_KEPT, usersKeptFor(server.usersKept, FAN_KEPT_MS));
    this.viewers = new ExpiringMap(server.now, VIEWERS_KEPT);
  }

  /** Keeps `change` of the fan's value (undefined at first) for another month, renewing the fan's place. */
  update(fan: Fan, change: (kept: V | undefined) => V): V {
    const [map, key] = fan.client === null ? [this.viewers, fan.uid] : [this.users.of(fan.uid, fan.client), USER_KEY];
    const value = change(map.get(key));
    map.set(key, value);
    return value;
  }

  /** The fan's value, renewing nothing (another's view of it). */
  peek(uid: string): V | undefined {
    return this.viewers.get(uid) ?? this.users.peek(uid, USER_KEY);
  }
}
