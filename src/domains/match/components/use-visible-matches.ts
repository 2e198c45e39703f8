/**
 * A schedule's matches as the user may see them (through the match layer's
 * rules): only the anchors that are displayable for the platform's game id and allowed private
 * rooms; re-applied when who is looking changes (login, special rooms, the game id). The one
 * display-context hook of the app: every sport's lists read it.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { MatchSummary } from '../../../contracts/match';
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { isLoggedIn } from '../../../platform/session/session-store';
import { withVisibleAnchors, type DisplayContext } from '../rules/match-anchors';
import { currentDisplayContext, subscribeDisplayContext } from '../store/display-context';
import { useRoomAccessStore } from '../store/room-access-store';

let cached: { jumpGameId: number; loggedIn: boolean; rooms: readonly number[]; context: DisplayContext } | null = null;

/** The current display context, the same object until one of its inputs changes. */
function displayContextSnapshot(): DisplayContext {
  const jumpGameId = configSelectors.sportJumpGame(useConfigStore.getState());
  const loggedIn = isLoggedIn();
  const rooms = useRoomAccessStore.getState().specialRoomIds;
  if (!cached || cached.jumpGameId !== jumpGameId || cached.loggedIn !== loggedIn || cached.rooms !== rooms) {
    cached = { jumpGameId, loggedIn, rooms, context: currentDisplayContext() };
  }
  return cached.context;
}

/** Who is looking (game id, login, special rooms): the anchors a row shows follow it. */
export function useDisplayContext(): DisplayContext {
  return useSyncExternalStore(subscribeDisplayContext, displayContextSnapshot, displayContextSnapshot);
}

/** Each match with only the anchors the user may see, its own (sport's) fields kept. */
export function useVisibleMatches<Match extends MatchSummary>(matches: readonly Match[]): Match[] {
  const context = useDisplayContext();
  return useMemo(
    () =>
      matches.map((match) => {
        const visible = withVisibleAnchors(match, context);
        return visible === match ? match : { ...match, anchorInfo: visible.anchorInfo };
      }),
    [matches, context],
  );
}
