/**
 * Who is looking and on which platform: the inputs of the anchor rules besides the data
 * (rules/match-anchors) — the sport-jump game id, the login state and the special rooms. A
 * domain that keeps anchors filtered in its state re-applies its rules when these change.
 */
import { configSelectors, useConfigStore } from '../../../platform/config/config-store';
import { isLoggedIn, useSessionStore } from '../../../platform/session/session-store';
import type { DisplayContext } from '../rules/match-anchors';
import { useRoomAccessStore } from './room-access-store';

export function currentDisplayContext(): DisplayContext {
  return {
    jumpGameId: configSelectors.sportJumpGame(useConfigStore.getState()),
    loggedIn: isLoggedIn(),
    allowedRoomIds: new Set(useRoomAccessStore.getState().specialRoomIds),
  };
}

/** Calls `listener` whenever an input of the display context changes; returns the unsubscribe. */
export function subscribeDisplayContext(listener: () => void): () => void {
  const stops = [
    useConfigStore.subscribe((state, previous) => {
      if (configSelectors.sportJumpGame(state) !== configSelectors.sportJumpGame(previous)) listener();
    }),
    useSessionStore.subscribe((state, previous) => {
      if ((state.token === '') !== (previous.token === '')) listener();
    }),
    useRoomAccessStore.subscribe((state, previous) => {
      if (state.specialRoomIds !== previous.specialRoomIds) listener();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
