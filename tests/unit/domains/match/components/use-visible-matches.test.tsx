/**
 * A schedule's matches as the user may see them (match/components/use-visible-matches.ts): only
 * the anchors of the platform's game (or 畅玩), not banned, not in a private room the user has no
 * access to — re-applied when who is looking changes (the game id, a special room granted).
 */
import { act, renderHook } from '@testing-library/react';
import { useDisplayContext, useVisibleMatches } from '@src/domains/match/components/use-visible-matches';
import { useRoomAccessStore } from '@src/domains/match/store/room-access-store';
import { useConfigStore } from '@src/platform/config/config-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { anchorInfo, GAME, matchSummary } from '@tests/support/match-fixtures';

beforeEach(() => setUpAppWorld({ loggedIn: true }));

const hosts = (match: { anchorInfo?: { hostId: number }[] }) => match.anchorInfo?.map((anchor) => anchor.hostId);

it('keeps only the anchors the user may see, each match its own fields, and follows who is looking', () => {
  const shown = anchorInfo({ hostId: 1 });
  const otherGame = anchorInfo({ hostId: 2, matchSource: GAME + 1 });
  const privateRoom = anchorInfo({ hostId: 3, liveUserGroupId: 8, liveRoomId: 77 });
  const plain = matchSummary({ id: 1 });
  const mixed = matchSummary({ id: 2, anchorInfo: [shown, otherGame, privateRoom] });
  const allShown = matchSummary({ id: 3, anchorInfo: [shown] });
  const matches = [plain, mixed, allShown];
  const { result } = renderHook(() => useVisibleMatches(matches));
  const [first, second, third] = result.current;
  expect(first).toBe(plain);
  expect(third).toBe(allShown);
  expect(hosts(second!)).toEqual([1]);
  expect(second).toMatchObject({ id: 2, competitionName: '英超' });

  act(() => useRoomAccessStore.setState({ specialRoomIds: [77] }));
  expect(hosts(result.current[1]!)).toEqual([1, 3]);

  act(() =>
    useConfigStore.setState({ commonConfig: { ...useConfigStore.getState().commonConfig, stSportJumpGame: GAME + 1 } }),
  );
  expect(hosts(result.current[1]!)).toEqual([2]);
});

it('gives the same context object until an input changes', () => {
  const { result, rerender } = renderHook(() => useDisplayContext());
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
  expect(first).toMatchObject({ jumpGameId: GAME, loggedIn: true });
  act(() => useRoomAccessStore.setState({ specialRoomIds: [77] }));
  expect(result.current).not.toBe(first);
  expect([...result.current.allowedRoomIds]).toEqual([77]);
  act(() => useSessionStore.setState({ token: '', uid: '' }));
  expect(result.current.loggedIn).toBe(false);
});
