/**
 * The 主播 tab's live badge (store/live-badge.ts): shown while a shown anchor is live on a match in
 * progress, told once per change; and the anchor list it reads, asked for once the app may call.
 */
import { waitFor } from '@testing-library/react';
import * as api from '@src/domains/anchors/api/anchors-api';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { loadHomeForBadge, shareAnchorSchedule, watchLiveBadge } from '@src/domains/anchors/store/live-badge';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { useConfigStore } from '@src/platform/config/config-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { streamer, liveNow, scheduleEntry } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';

jest.mock('@src/domains/anchors/api/anchors-api');
const mocked = jest.mocked(api.anchorsApi);

const liveHost = () =>
  streamer({ id: 1, liveStatus: 1, liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: 1 })] });
const answer = (hosts = [liveHost()]) => ({ hosts, liveMatchList: [liveNow(600, 1)], hostMomentList: [] });

beforeEach(() => {
  jest.resetAllMocks();
  setUpAnchorsWorld();
});
afterEach(() => jest.restoreAllMocks());

describe('the badge', () => {
  it('starts hidden, shows when the list has an anchor live on a live match, hides when none is, once per change', async () => {
    const told: boolean[] = [];
    const stop = watchLiveBadge((visible) => told.push(visible));
    expect(told).toEqual([false]);
    mocked.anchorList.mockResolvedValue(answer());
    await anchors().loadHome();
    expect(told).toEqual([false, true]);
    // The same list again, and a change elsewhere in the store: nothing new to tell.
    pushHome({ ...anchors().home.data! });
    anchors().showMoreStreamers();
    expect(told).toEqual([false, true]);
    pushHome({ ...anchors().home.data!, streamers: [streamer({ id: 1, liveStatus: 3 })] });
    expect(told).toEqual([false, true, false]);
    stop();
    pushHome({ ...anchors().home.data!, streamers: [liveHost()] });
    expect(told).toEqual([false, true, false]);
  });

  it('a list already live when the badge starts shows it at once', async () => {
    mocked.anchorList.mockResolvedValue(answer());
    await anchors().loadHome();
    const told: boolean[] = [];
    watchLiveBadge((visible) => told.push(visible))();
    expect(told).toEqual([false, true]);
  });
});

/** The list changed by the push (a new data object for the home). */
function pushHome(data: NonNullable<ReturnType<typeof anchors>['home']['data']>) {
  useAnchorsStore.setState({ home: { ...anchors().home, data } });
}

describe('the list it reads', () => {
  it('is asked for at once when the app may call, and not again while it is there', async () => {
    mocked.anchorList.mockResolvedValue(answer());
    const stop = loadHomeForBadge();
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    useSessionStore.setState({ uid: 'u2' });
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a change of session or config later does not ask again: the push keeps the list current', async () => {
    mocked.anchorList.mockResolvedValue(answer());
    const stop = loadHomeForBadge();
    await waitFor(() => expect(anchors().home.status).toBe('ready'));
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    useSessionStore.setState({ uid: 'u2' });
    useConfigStore.setState({ domainListStatus: 'ready' });
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a config that failed guesses nothing', async () => {
    useConfigStore.setState({ commonConfigStatus: 'failed' });
    const stop = loadHomeForBadge();
    await Promise.resolve();
    expect(mocked.anchorList).not.toHaveBeenCalled();
    stop();
  });

  it('waits for the device id, then asks', () => {
    mocked.anchorList.mockResolvedValue(answer());
    useSessionStore.setState({ deviceId: '' });
    const stop = loadHomeForBadge();
    expect(mocked.anchorList).not.toHaveBeenCalled();
    useSessionStore.setState({ deviceId: 'device-1' });
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    stop();
  });

  it('while the config is on its way, is asked for ahead with the likely game id; nothing before the domain list', async () => {
    mocked.anchorList.mockResolvedValue(answer());
    useConfigStore.setState({ commonConfigStatus: 'loading', domainListStatus: 'loading' });
    const stop = loadHomeForBadge();
    await Promise.resolve();
    expect(mocked.anchorList).not.toHaveBeenCalled();
    useConfigStore.setState({ domainListStatus: 'ready' });
    await Promise.resolve();
    expect(mocked.anchorList).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stopped, asks nothing more', () => {
    useSessionStore.setState({ deviceId: '' });
    loadHomeForBadge()();
    useSessionStore.setState({ deviceId: 'device-1' });
    expect(mocked.anchorList).not.toHaveBeenCalled();
  });
});

describe("the anchor list's schedule, shared with every page's banners", () => {
  const scheduled = () => [...(usePromotionStore.getState().scheduled ?? [])];

  it('follows the list as it loads and as a push changes it; nothing after stop', async () => {
    const stop = shareAnchorSchedule();
    expect(usePromotionStore.getState().scheduled).toBeNull();
    mocked.anchorList.mockResolvedValue(answer());
    await anchors().loadHome();
    expect(scheduled()).toEqual(['1:600']);
    const withEntry = (matchId: number) =>
      streamer({ id: 1, liveSchedule: [scheduleEntry({ matchId: 600 }), scheduleEntry({ matchId })] });
    pushHome({ ...anchors().home.data!, streamers: [withEntry(700)] });
    expect(scheduled()).toEqual(['1:600', '1:700']);
    stop();
    pushHome({ ...anchors().home.data!, streamers: [withEntry(800)] });
    expect(scheduled()).toEqual(['1:600', '1:700']);
  });
});
