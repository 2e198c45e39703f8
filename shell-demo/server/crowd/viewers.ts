/**
 * The simulated viewers of a room: nicknames from the world's user pool, a title of
 * user/title/list/all for some, a user level (most low, a few high) and a VIP level for a fifth
 * of them. The same seed and room give the same viewers. Their uids (`v…`) never look like a
 * session's (`u…`), so no client takes a viewer's line for its own.
 */
import { USER_TITLES } from '../world/data/texts';
import { userNicknames } from '../world/people/nicknames';
import { rngFor } from '../world/random';

export interface Viewer {
  uid: string;
  nickName: string;
  titleId: number;
  level: number;
  vip: number;
}

/** Viewers who chat in a room: from the smallest host's room to the most popular one. */
export const VIEWERS = { min: 40, max: 400 } as const;

const cache = new Map<string, readonly Viewer[]>();

/** The room's viewers (popularity 0–1 sets how many). */
export function roomViewers(seed: number, roomId: number, popularity: number): readonly Viewer[] {
  const count = Math.round(VIEWERS.min + (VIEWERS.max - VIEWERS.min) * popularity);
  const key = `${seed}:${roomId}:${count}`;
  const known = cache.get(key);
  if (known) return known;
  const rng = rngFor(seed, 'crowd-viewers', roomId);
  const names = userNicknames(rng, count);
  const viewers = names.map((nickName, index): Viewer => {
    const levelRoll = rng.next();
    return {
      uid: `v${roomId}${String(index).padStart(3, '0')}`,
      nickName,
      titleId: rng.chance(0.25) ? rng.pick(USER_TITLES).id : 0,
      // Most viewers are low levels; a few have climbed near the top.
      level: 1 + Math.floor(49 * levelRoll ** 2.2),
      vip: rng.chance(0.2) ? rng.int(1, 6) : 0,
    };
  });
  // Rooms are few (a few hundred in a world): the cache stays small.
  cache.set(key, viewers);
  return viewers;
}
