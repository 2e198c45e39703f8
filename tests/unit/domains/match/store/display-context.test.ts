/**
 * Who is looking: the inputs of the anchor rules besides the data. A domain that keeps anchors
 * filtered re-applies its rules when one of them changes — and only then (a list is not refiltered
 * for a change that moves nothing).
 */
import { currentDisplayContext, subscribeDisplayContext } from '@src/domains/match/store/display-context';
import { useRoomAccessStore } from '@src/domains/match/store/room-access-store';
import { useConfigStore } from '@src/platform/config/config-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { setUpAppWorld } from '@tests/support/app-world';

const setJumpGame = (game: number) =>
  useConfigStore.setState((state) => ({ commonConfig: { ...state.commonConfig, stSportJumpGame: game } }));

beforeEach(() => setUpAppWorld({ loggedIn: true }));

it('reads the jump game, the login and the special rooms', () => {
  setJumpGame(7);
  useRoomAccessStore.setState({ specialRoomIds: [7001] });
  expect(currentDisplayContext()).toEqual({ jumpGameId: 7, loggedIn: true, allowedRoomIds: new Set([7001]) });
  useSessionStore.setState({ token: '' });
  expect(currentDisplayContext().loggedIn).toBe(false);
});

it('tells a change of the jump game, a logout, a login or a change of the special rooms, once each, until stopped', () => {
  const listener = jest.fn();
  const stop = subscribeDisplayContext(listener);
  setJumpGame(useConfigStore.getState().commonConfig.stSportJumpGame + 1);
  expect(listener).toHaveBeenCalledTimes(1);
  useSessionStore.setState({ token: '' });
  expect(listener).toHaveBeenCalledTimes(2);
  useSessionStore.setState({ token: 'token-1' });
  expect(listener).toHaveBeenCalledTimes(3);
  useSessionStore.setState({ token: '' });
  useRoomAccessStore.setState({ specialRoomIds: [7001] });
  expect(listener).toHaveBeenCalledTimes(5);
  stop();
  setJumpGame(useConfigStore.getState().commonConfig.stSportJumpGame + 1);
  useSessionStore.setState({ token: 'token-2' });
  useRoomAccessStore.setState({ specialRoomIds: [] });
  expect(listener).toHaveBeenCalledTimes(5);
});

it('tells nothing when what changed moves no rule: another config field, another user still logged in, the same rooms', () => {
  const listener = jest.fn();
  const stop = subscribeDisplayContext(listener);
  useConfigStore.setState({ domainListStatus: 'ready' });
  useConfigStore.setState((state) => ({ commonConfig: { ...state.commonConfig } }));
  useSessionStore.setState({ token: 'token-2', uid: 'u2' });
  const rooms = useRoomAccessStore.getState().specialRoomIds;
  useRoomAccessStore.setState({ specialRoomIds: rooms });
  stop();
  expect(listener).not.toHaveBeenCalled();
});
