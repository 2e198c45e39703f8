import * as api from '../../../../../src/domains/anchors/api/anchors-api';
import { startAnchorsSessionSync } from '../../../../../src/domains/anchors/store/session-sync';
import { useConfigStore } from '../../../../../src/platform/config/config-store';
import { useSessionStore } from '../../../../../src/platform/session/session-store';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';

jest.mock('../../../../../src/domains/anchors/api/anchors-api');
const mocked = jest.mocked(api);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void;
beforeEach(() => {
  setUpAnchorsWorld({ appVersion: '4.6.0' });
  mocked.fetchSubscriptionInfo.mockResolvedValue({ subscribeHostId: [3], subscribeMatchId: [500] });
  mocked.fetchSpecialRoomIds.mockResolvedValue([7001]);
});
afterEach(() => stop());

it('loads follows, bookings and special rooms at login, and clears them at logout', async () => {
  stop = startAnchorsSessionSync();
  expect(mocked.fetchSubscriptionInfo).not.toHaveBeenCalled();
  useSessionStore.getState().login({ token: 'token-1', uid: 'u1' });
  await flush();
  expect(anchors().subscriptions).toMatchObject({ status: 'ready', matchIds: [500], hostIds: [3] });
  expect(anchors().specialRoomIds).toEqual([7001]);

  useSessionStore.getState().logout();
  expect(anchors().subscriptions.matchIds).toEqual([]);
  expect(anchors().specialRoomIds).toEqual([]);
});

it('waits for the configuration before asking (the API domain comes with it)', async () => {
  useConfigStore.setState({ commonConfigStatus: 'loading' });
  useSessionStore.setState({ token: 'restored', uid: 'u1' });
  stop = startAnchorsSessionSync();
  await flush();
  expect(mocked.fetchSubscriptionInfo).not.toHaveBeenCalled();
  useConfigStore.setState({ commonConfigStatus: 'ready' });
  await flush();
  expect(mocked.fetchSubscriptionInfo).toHaveBeenCalledTimes(1);
});

it("another user's login replaces the previous user's data", async () => {
  stop = startAnchorsSessionSync();
  useSessionStore.getState().login({ token: 'a', uid: 'u1' });
  await flush();
  mocked.fetchSubscriptionInfo.mockResolvedValue({ subscribeHostId: [], subscribeMatchId: [9] });
  useSessionStore.getState().login({ token: 'b', uid: 'u2' });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(anchors().subscriptions.matchIds).toEqual([9]);
});
