/**
 * What each user follows — streamers and matches — for the server's lifetime: the anchors calls
 * (routes/anchors.ts) keep it, the live room's red envelope (crowd/lottery.ts) reads whether an
 * entrant follows the host. One store per started server, so tests start from scratch.
 */
import type { ServerContext } from '../server-context';

/** Per uid; Sets keep the order the user followed in. */
export type UserFollows = Map<string, { hosts: Set<number>; matches: Set<number> }>;

const byServer = new WeakMap<ServerContext, UserFollows>();

export function userFollowsOf(server: ServerContext): UserFollows {
  let follows = byServer.get(server);
  if (!follows) {
    follows = new Map();
    byServer.set(server, follows);
  }
  return follows;
}
