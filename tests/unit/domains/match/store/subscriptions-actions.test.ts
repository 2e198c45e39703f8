import * as api from '@src/domains/match/api/follow-api';
import { followSelectors, useFollowsStore } from '@src/domains/match/store/follows-store';
import { SUBSCRIPTIONS_REFRESH_MS } from '@src/domains/match/store/subscriptions-actions';
import { useSessionStore } from '@src/platform/session/session-store';
import { apiError, deferred, setUpAppWorld, shownToasts } from '@tests/support/app-world';

const follows = () => useFollowsStore.getState();

jest.mock('@src/domains/match/api/follow-api');
const mocked = jest.mocked(api.followApi);

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  mocked.subscribeInfo.mockResolvedValue({ subscribeHostId: [1], subscribeMatchId: [500] });
  mocked.subscribe.mockResolvedValue(null);
  mocked.unsubscribe.mockResolvedValue(null);
});

describe('follows and live bookings', () => {
  it('loads the followed hosts and booked matches', async () => {
    await follows().refreshSubscriptions();
    // Quietly: a failed refresh keeps the last answer and says nothing.
    expect(mocked.subscribeInfo).toHaveBeenCalledWith(undefined, { silent: true });
    expect(follows().subscriptions).toMatchObject({
      status: 'ready',
      data: { subscribeHostId: [1], subscribeMatchId: [500] },
    });
    expect(followSelectors.isFollowingStreamer(1)(follows())).toBe(true);
    expect(followSelectors.isMatchBooked(500)(follows())).toBe(true);
    expect(followSelectors.isMatchBooked(501)(follows())).toBe(false);
  });

  it('refreshes at most once per second: calls within the window become one trailing refresh', async () => {
    jest.useFakeTimers();
    try {
      await follows().refreshSubscriptions();
      const second = follows().refreshSubscriptions();
      const third = follows().refreshSubscriptions();
      expect(mocked.subscribeInfo).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(SUBSCRIPTIONS_REFRESH_MS);
      await Promise.all([second, third]);
      expect(mocked.subscribeInfo).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks nothing for a visitor', async () => {
    useSessionStore.setState({ token: '' });
    await follows().refreshSubscriptions();
    expect(mocked.subscribeInfo).not.toHaveBeenCalled();
  });

  it('following a host says so and re-fetches the subscriptions', async () => {
    mocked.subscribeInfo.mockResolvedValue({ subscribeHostId: [1, 7], subscribeMatchId: [] });
    await expect(follows().follow({ subscribeHostId: 7 })).resolves.toBe(true);
    // A change of state: the loading overlay shows while it is on its way.
    expect(mocked.subscribe).toHaveBeenCalledWith({ subscribeHostId: 7 }, { loading: true });
    expect(followSelectors.isFollowingStreamer(7)(follows())).toBe(true);
    expect(shownToasts()).toEqual([['success', '关注成功']]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.subscribeInfo).toHaveBeenCalledTimes(1);
    expect(follows().subscriptions.data?.subscribeHostId).toEqual([1, 7]);
  });

  it('unbooking a match says so and re-fetches', async () => {
    await follows().refreshSubscriptions();
    mocked.subscribeInfo.mockResolvedValue({ subscribeHostId: [1], subscribeMatchId: [] });
    await expect(follows().unfollow({ subscribeMatchId: 500 })).resolves.toBe(true);
    expect(mocked.unsubscribe).toHaveBeenCalledWith({ subscribeMatchId: 500 }, { loading: true });
    expect(followSelectors.isMatchBooked(500)(follows())).toBe(false);
    expect(shownToasts()).toEqual([['success', '已取消关注']]);
  });

  it('a failed follow changes nothing and shows no success', async () => {
    mocked.subscribe.mockRejectedValueOnce(apiError());
    await expect(follows().follow({ subscribeHostId: 7 })).resolves.toBe(false);
    expect(followSelectors.isFollowingStreamer(7)(follows())).toBe(false);
    expect(shownToasts()).toEqual([]);
    expect(mocked.subscribeInfo).not.toHaveBeenCalled();
  });

  it('clearUserData (logout) forgets follows and bookings; an answer still on its way lands nowhere', async () => {
    await follows().refreshSubscriptions();
    expect(followSelectors.isFollowingStreamer(1)(follows())).toBe(true);
    const late = deferred<{ subscribeHostId: number[]; subscribeMatchId: number[] }>();
    mocked.subscribeInfo.mockReturnValueOnce(late.promise);
    jest.useFakeTimers();
    try {
      const refreshing = follows().refreshSubscriptions();
      await jest.advanceTimersByTimeAsync(SUBSCRIPTIONS_REFRESH_MS);
      // Another user logs in while the old user's answer is on its way.
      useSessionStore.setState({ token: 'token-2', uid: 'u2' });
      follows().clearUserData();
      late.resolve({ subscribeHostId: [1], subscribeMatchId: [500] });
      await refreshing;
    } finally {
      jest.useRealTimers();
    }
    expect(follows().subscriptions).toMatchObject({ status: 'idle', data: null });
    expect(followSelectors.isFollowingStreamer(1)(follows())).toBe(false);
  });

  it('a follow answered after logout lands nowhere: the next user does not inherit it, and no toast', async () => {
    const answer = deferred<null>();
    mocked.subscribe.mockReturnValueOnce(answer.promise);
    const following = follows().follow({ subscribeHostId: 7 });
    follows().clearUserData();
    answer.resolve(null);
    await expect(following).resolves.toBe(false);
    expect(followSelectors.isFollowingStreamer(7)(follows())).toBe(false);
    expect(shownToasts()).toEqual([]);
  });

  it('rapid taps on follow send once', async () => {
    await Promise.all([follows().follow({ subscribeHostId: 7 }), follows().follow({ subscribeHostId: 7 })]);
    expect(mocked.subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('what a follow leaves in the follows shown', () => {
  it('a streamer followed already (another tab) is listed once, while the refresh after it fails', async () => {
    await follows().refreshSubscriptions();
    mocked.subscribeInfo.mockRejectedValue(apiError());
    await follows().follow({ subscribeHostId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(follows().subscriptions.data).toEqual({ subscribeHostId: [1], subscribeMatchId: [500] });
  });

  it('a follow before the follows were read shows that one follow; the others come with the refresh', async () => {
    mocked.subscribeInfo.mockRejectedValue(apiError());
    await follows().follow({ subscribeMatchId: 501 });
    expect(follows().subscriptions.data).toEqual({ subscribeHostId: [], subscribeMatchId: [501] });
    expect(followSelectors.known(follows())).toBe(true);
  });

  it('unbooking one match leaves the other bookings and the follows', async () => {
    mocked.subscribeInfo.mockResolvedValueOnce({ subscribeHostId: [1], subscribeMatchId: [500, 502] });
    await follows().refreshSubscriptions();
    mocked.subscribeInfo.mockRejectedValue(apiError());
    await follows().unfollow({ subscribeMatchId: 500 });
    expect(follows().subscriptions.data).toEqual({ subscribeHostId: [1], subscribeMatchId: [502] });
  });

  it('taps on different streamers or matches, even of the same id, each send (only taps on one are one)', async () => {
    await Promise.all([
      follows().follow({ subscribeHostId: 7 }),
      follows().follow({ subscribeHostId: 8 }),
      follows().follow({ subscribeMatchId: 7 }),
      follows().follow({ subscribeMatchId: 8 }),
    ]);
    expect(mocked.subscribe).toHaveBeenCalledTimes(4);
  });

  it('the follows are not known before they are read', () => {
    expect(followSelectors.known(follows())).toBe(false);
  });

  it('a logout while a refresh waits for its window asks nothing more', async () => {
    jest.useFakeTimers();
    try {
      await follows().refreshSubscriptions();
      const waiting = follows().refreshSubscriptions();
      follows().clearUserData();
      await jest.advanceTimersByTimeAsync(SUBSCRIPTIONS_REFRESH_MS);
      await waiting;
      expect(mocked.subscribeInfo).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a refresh answered after the user logged out (no new login) is not shown', async () => {
    const late = deferred<{ subscribeHostId: number[]; subscribeMatchId: number[] }>();
    mocked.subscribeInfo.mockReturnValueOnce(late.promise);
    const refreshing = follows().refreshSubscriptions();
    useSessionStore.setState({ token: '' });
    late.resolve({ subscribeHostId: [1], subscribeMatchId: [500] });
    await refreshing;
    expect(follows().subscriptions.data).toBeNull();
  });
});
