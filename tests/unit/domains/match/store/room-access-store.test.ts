/** The special rooms a logged-in user may enter, in the shared match layer. */
import * as api from '@src/domains/match/api/match-api';
import { useRoomAccessStore } from '@src/domains/match/store/room-access-store';
import { currentDisplayContext } from '@src/domains/match/store/display-context';
import { configureHttp } from '@src/platform/http/http-client';
import { useSessionStore } from '@src/platform/session/session-store';
import { deferred, setUpAppWorld } from '@tests/support/app-world';

jest.mock('@src/domains/match/api/match-api');
const mocked = jest.mocked(api.matchApi);
const access = () => useRoomAccessStore.getState();

afterEach(() => configureHttp({ platform: 'web' }));

/** The native app at this version (the web reports none). */
function inTheApp(world: { loggedIn: boolean; appVersion: string }): void {
  setUpAppWorld(world);
  configureHttp({ platform: 'app' });
}

it('loads the special rooms of a logged-in user in the app from the privilege-anchor version (4.6.0)', async () => {
  inTheApp({ loggedIn: true, appVersion: '4.6.0' });
  mocked.specialRoomIds.mockResolvedValue([7001]);
  await access().loadSpecialRooms();
  expect(access().specialRoomIds).toEqual([7001]);
  expect(currentDisplayContext().allowedRoomIds).toEqual(new Set([7001]));
});

it('asks nothing below that version, on the web, or for a visitor', async () => {
  for (const world of [
    { loggedIn: true, appVersion: '4.5.9' },
    { loggedIn: true, appVersion: '' },
    { loggedIn: false, appVersion: '4.6.0' },
  ]) {
    inTheApp(world);
    await access().loadSpecialRooms();
  }
  // The web, even with a version its host passed.
  setUpAppWorld({ loggedIn: true, appVersion: '4.6.0' });
  configureHttp({ platform: 'web' });
  await access().loadSpecialRooms();
  expect(mocked.specialRoomIds).not.toHaveBeenCalled();
});

it('keeps private rooms hidden when the call fails, and drops an answer meant for a user who has gone', async () => {
  inTheApp({ loggedIn: true, appVersion: '4.6.0' });
  mocked.specialRoomIds.mockRejectedValueOnce(new Error('offline'));
  await access().loadSpecialRooms();
  expect(access().specialRoomIds).toEqual([]);

  const late = deferred<number[]>();
  mocked.specialRoomIds.mockReturnValueOnce(late.promise);
  const loading = access().loadSpecialRooms();
  useSessionStore.setState({ token: 'token-2', uid: 'u2' });
  access().clearUserData();
  late.resolve([7001]);
  await loading;
  expect(access().specialRoomIds).toEqual([]);
});

it('asks quietly (a failure shows no message), and forgets the private rooms at logout', async () => {
  inTheApp({ loggedIn: true, appVersion: '4.6.0' });
  mocked.specialRoomIds.mockResolvedValue([7001]);
  await access().loadSpecialRooms();
  expect(mocked.specialRoomIds).toHaveBeenCalledWith(undefined, { silent: true });
  access().clearUserData();
  expect(access().specialRoomIds).toEqual([]);
});
