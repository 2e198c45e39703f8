import * as api from '../../../../../src/domains/anchors/api/anchors-api';
import { anchorsSelectors } from '../../../../../src/domains/anchors/store/selectors';
import { SUBSCRIPTIONS_REFRESH_MS } from '../../../../../src/domains/anchors/store/subscriptions-actions';
import { useSessionStore } from '../../../../../src/platform/session/session-store';
import { anchorInfo, host, liveMatch, scheduleEntry } from '../support/fixtures';
import { anchors, apiError, setUpAnchorsWorld, shownToasts } from '../support/store-setup';

jest.mock('../../../../../src/domains/anchors/api/anchors-api');
const mocked = jest.mocked(api);

beforeEach(() => {
  setUpAnchorsWorld({ loggedIn: true });
  mocked.fetchSubscriptionInfo.mockResolvedValue({ subscribeHostId: [1], subscribeMatchId: [500] });
  mocked.subscribe.mockResolvedValue(undefined);
  mocked.unsubscribe.mockResolvedValue(undefined);
});

describe('follows and live bookings', () => {
  it('loads the followed hosts and booked matches', async () => {
    await anchors().refreshSubscriptions();
    expect(anchors().subscriptions).toEqual({ status: 'ready', hostIds: [1], matchIds: [500] });
    expect(anchorsSelectors.isFollowingHost(1)(anchors())).toBe(true);
    expect(anchorsSelectors.isMatchBooked(500)(anchors())).toBe(true);
    expect(anchorsSelectors.isMatchBooked(501)(anchors())).toBe(false);
  });

  it('refreshes at most once per second: calls within the window become one trailing refresh', async () => {
    jest.useFakeTimers();
    try {
      await anchors().refreshSubscriptions();
      const second = anchors().refreshSubscriptions();
      const third = anchors().refreshSubscriptions();
      expect(mocked.fetchSubscriptionInfo).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(SUBSCRIPTIONS_REFRESH_MS);
      await Promise.all([second, third]);
      expect(mocked.fetchSubscriptionInfo).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks nothing for a visitor', async () => {
    useSessionStore.setState({ token: '' });
    await anchors().refreshSubscriptions();
    expect(mocked.fetchSubscriptionInfo).not.toHaveBeenCalled();
  });

  it('following a host says so and re-fetches the subscriptions (spec 4)', async () => {
    mocked.fetchSubscriptionInfo.mockResolvedValue({ subscribeHostId: [1, 7], subscribeMatchId: [] });
    await expect(anchors().follow({ subscribeHostId: 7 })).resolves.toBe(true);
    expect(mocked.subscribe).toHaveBeenCalledWith({ subscribeHostId: 7 });
    expect(anchorsSelectors.isFollowingHost(7)(anchors())).toBe(true);
    expect(shownToasts()).toEqual([['success', '关注成功']]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.fetchSubscriptionInfo).toHaveBeenCalledTimes(1);
    expect(anchors().subscriptions.hostIds).toEqual([1, 7]);
  });

  it('unbooking a match says so and re-fetches', async () => {
    await anchors().refreshSubscriptions();
    mocked.fetchSubscriptionInfo.mockResolvedValue({ subscribeHostId: [1], subscribeMatchId: [] });
    await expect(anchors().unfollow({ subscribeMatchId: 500 })).resolves.toBe(true);
    expect(mocked.unsubscribe).toHaveBeenCalledWith({ subscribeMatchId: 500 });
    expect(anchorsSelectors.isMatchBooked(500)(anchors())).toBe(false);
    expect(shownToasts()).toEqual([['success', '已取消关注']]);
  });

  it('a failed follow changes nothing and shows no success', async () => {
    mocked.subscribe.mockRejectedValueOnce(apiError());
    await expect(anchors().follow({ subscribeHostId: 7 })).resolves.toBe(false);
    expect(anchorsSelectors.isFollowingHost(7)(anchors())).toBe(false);
    expect(shownToasts()).toEqual([]);
    expect(mocked.fetchSubscriptionInfo).not.toHaveBeenCalled();
  });

  it('clearUserData forgets follows, bookings and special rooms, and re-applies the display rules', async () => {
    setUpAnchorsWorld({ loggedIn: true, appVersion: '4.6.0' });
    mocked.fetchSpecialRoomIds.mockResolvedValue([7001]);
    mocked.fetchAnchorHome.mockResolvedValue({
      hosts: [host({ id: 2, liveSchedule: [scheduleEntry({ liveUserGroupId: 5, liveRoomId: 7001 })] })],
      liveMatchList: [liveMatch({ hostList: [anchorInfo({ hostId: 2, liveUserGroupId: 5, liveRoomId: 7001 })] })],
      hostMomentList: [],
    });
    await anchors().loadHome();
    expect(anchors().home.displayLiveMatches).toHaveLength(0);
    await anchors().loadSpecialRooms();
    await anchors().refreshSubscriptions();
    expect(anchors().specialRoomIds).toEqual([7001]);
    expect(anchors().home.displayLiveMatches).toHaveLength(1);
    expect(anchors().home.displayHosts[0]!.liveSchedule).toHaveLength(1);

    useSessionStore.setState({ token: '' });
    anchors().clearUserData();
    expect(anchors().subscriptions).toEqual({ status: 'idle', hostIds: [], matchIds: [] });
    expect(anchors().specialRoomIds).toEqual([]);
    expect(anchors().home.displayLiveMatches).toHaveLength(0);
  });

  it('fetches special rooms only when the platform flag holds', async () => {
    setUpAnchorsWorld({ loggedIn: true, appVersion: '4.5.0' });
    await anchors().loadSpecialRooms();
    setUpAnchorsWorld({ loggedIn: true, appVersion: '' });
    await anchors().loadSpecialRooms();
    setUpAnchorsWorld({ loggedIn: false, appVersion: '4.6.0' });
    await anchors().loadSpecialRooms();
    expect(mocked.fetchSpecialRoomIds).not.toHaveBeenCalled();
  });
});
