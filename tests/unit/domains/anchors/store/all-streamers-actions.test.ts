/**
 * All anchors and a streamer's profile (store/all-streamers-actions.ts, view-actions.ts): the list
 * shown a page at a time, a profile's streamer asked alone and kept beside the list, a failure
 * keeping what is shown; and the weekly ranking (rank-actions.ts).
 */
import * as api from '@src/domains/anchors/api/anchors-api';
import * as rankApi from '@src/domains/anchors/api/anchors-rank-api';
import { allStreamersSlice, rankSlice } from '@src/domains/anchors/store/anchors-store';
import { ALL_STREAMERS_PAGE_SIZE } from '@src/domains/anchors/store/initial-state';
import { anchorsSelectors } from '@src/domains/anchors/store/selectors';
import { writeLastSeen } from '@src/platform/store/last-seen';
import { deferred, networkError } from '@tests/support/app-world';
import { streamer } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';

jest.mock('@src/domains/anchors/api/anchors-api');
jest.mock('@src/domains/anchors/api/anchors-rank-api');
const mocked = jest.mocked(api.anchorsApi);
const mockedRank = jest.mocked(rankApi.anchorRankApi);

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => streamer({ id: index + 1, nickName: `主播${index + 1}` }));
const ids = () => (anchorsSelectors.allStreamersResource(anchors()).data ?? []).map((item) => item.id);

beforeAll(() => Promise.all([allStreamersSlice.preload(), rankSlice.preload()]));
beforeEach(() => {
  localStorage.clear();
  setUpAnchorsWorld();
});

describe('all anchors', () => {
  // The first test of the file to ask for the list: its slice is made at that first call, with the
  // kept copy's name, so a coverage tool ties the name to this test.
  it('kept on an earlier visit (an earlier load of the app), is shown at once', () => {
    writeLastSeen({ name: 'anchors:all-streamers', version: 1 }, many(2));
    mocked.hostList.mockReturnValue(deferred<ReturnType<typeof many>>().promise);
    void anchors().loadAllStreamers();
    expect(ids()).toEqual([1, 2]);
  });

  it('shows the list a page at a time, never past its end', async () => {
    mocked.hostList.mockResolvedValue(many(ALL_STREAMERS_PAGE_SIZE * 2 + 5));
    expect(anchorsSelectors.allStreamersVisibleCount(anchors())).toBe(0);
    await anchors().loadAllStreamers();
    expect(mocked.hostList).toHaveBeenCalledWith(undefined, { silent: true });
    expect(anchorsSelectors.allStreamersStatus(anchors())).toBe('ready');
    expect(anchorsSelectors.allStreamersVisibleCount(anchors())).toBe(ALL_STREAMERS_PAGE_SIZE);
    anchors().showMoreStreamers();
    expect(anchorsSelectors.allStreamersVisibleCount(anchors())).toBe(ALL_STREAMERS_PAGE_SIZE * 2);
    anchors().showMoreStreamers();
    anchors().showMoreStreamers();
    expect(anchorsSelectors.allStreamersVisibleCount(anchors())).toBe(ALL_STREAMERS_PAGE_SIZE * 2 + 5);
    // A refresh keeps the page the fan scrolled to.
    await anchors().loadAllStreamers();
    expect(anchorsSelectors.allStreamersVisibleCount(anchors())).toBe(ALL_STREAMERS_PAGE_SIZE * 2 + 5);
  });

  it('shows nothing more before the list is there', () => {
    anchors().showMoreStreamers();
    expect(anchorsSelectors.allStreamersVisibleCount(anchors())).toBe(0);
  });
});

describe('a streamer’s profile', () => {
  it('asks for the streamer alone, keeps them beside the list, and loads while unknown', async () => {
    const answer = deferred<ReturnType<typeof many>>();
    mocked.hostList.mockReturnValue(answer.promise);
    const loading = anchors().loadStreamerProfile(9);
    expect(anchorsSelectors.streamerProfileStatus(9)(anchors())).toBe('loading');
    expect(anchorsSelectors.streamerProfileStatus(8)(anchors())).toBe('idle');
    answer.resolve([streamer({ id: 9, nickName: '老王' })]);
    await loading;
    expect(mocked.hostList).toHaveBeenCalledWith({ hostIds: [9] }, { silent: true });
    expect(anchorsSelectors.streamerProfileStatus(9)(anchors())).toBe('ready');
    expect(anchorsSelectors.listedStreamer(9)(anchors())?.nickName).toBe('老王');
    // The list itself stays to be loaded by its page.
    expect(anchorsSelectors.allStreamersStatus(anchors())).toBe('idle');
  });

  it('refreshes a listed streamer in place, shown meanwhile, and keeps them when the call fails', async () => {
    mocked.hostList.mockResolvedValueOnce(many(3));
    await anchors().loadAllStreamers();
    mocked.hostList.mockResolvedValueOnce([streamer({ id: 2, nickName: '新名字' })]);
    const loading = anchors().loadStreamerProfile(2);
    expect(anchorsSelectors.streamerProfileStatus(2)(anchors())).toBe('idle');
    await loading;
    expect(ids()).toEqual([1, 2, 3]);
    expect(anchorsSelectors.listedStreamer(2)(anchors())?.nickName).toBe('新名字');
    expect(anchorsSelectors.listedStreamer(1)(anchors())?.nickName).toBe('主播1');

    mocked.hostList.mockRejectedValueOnce(networkError());
    await anchors().loadStreamerProfile(2);
    expect(anchorsSelectors.streamerProfileStatus(2)(anchors())).toBe('ready');
    expect(anchorsSelectors.listedStreamer(2)(anchors())?.nickName).toBe('新名字');
  });

  it('keeps the list as it was when the server does not know the streamer, and fails an unknown one’s page', async () => {
    mocked.hostList.mockResolvedValueOnce(many(2));
    await anchors().loadAllStreamers();
    mocked.hostList.mockResolvedValueOnce([]);
    await anchors().loadStreamerProfile(2);
    mocked.hostList.mockResolvedValueOnce([]);
    await anchors().loadStreamerProfile(5);
    expect(ids()).toEqual([1, 2]);
    expect(anchorsSelectors.listedStreamer(2)(anchors())?.nickName).toBe('主播2');

    mocked.hostList.mockRejectedValueOnce(networkError());
    await anchors().loadStreamerProfile(7);
    expect(anchorsSelectors.streamerProfileStatus(7)(anchors())).toBe('failed');
  });

  it('adds a streamer the list did not hold, and takes the one asked for from an answer listing others too', async () => {
    mocked.hostList.mockResolvedValueOnce(many(2));
    await anchors().loadAllStreamers();
    mocked.hostList.mockResolvedValueOnce([
      streamer({ id: 1, nickName: '别人' }),
      streamer({ id: 9, nickName: '老王' }),
    ]);
    await anchors().loadStreamerProfile(9);
    expect(ids()).toEqual([1, 2, 9]);
    expect(anchorsSelectors.listedStreamer(9)(anchors())?.nickName).toBe('老王');
    expect(anchorsSelectors.listedStreamer(1)(anchors())?.nickName).toBe('主播1');
  });

  it('drops an answer for a store reset meanwhile (another user)', async () => {
    const answer = deferred<ReturnType<typeof many>>();
    mocked.hostList.mockReturnValue(answer.promise);
    const loading = anchors().loadStreamerProfile(9);
    setUpAnchorsWorld();
    answer.resolve([streamer({ id: 9 })]);
    await loading;
    expect(anchorsSelectors.listedStreamer(9)(anchors())).toBeUndefined();
    expect(anchorsSelectors.streamerProfileStatus(9)(anchors())).toBe('idle');

    const failing = deferred<ReturnType<typeof many>>();
    mocked.hostList.mockReturnValue(failing.promise);
    const failed = anchors().loadStreamerProfile(9);
    setUpAnchorsWorld();
    failing.reject(networkError());
    await failed;
    expect(anchorsSelectors.streamerProfileStatus(9)(anchors())).toBe('idle');
  });
});

it('loads the weekly ranking', async () => {
  const items = [{ id: 1 }] as unknown as Awaited<ReturnType<typeof rankApi.anchorRankApi.hostRank>>;
  mockedRank.hostRank.mockResolvedValue(items);
  await anchors().loadRank();
  expect(mockedRank.hostRank).toHaveBeenCalledWith(undefined, { silent: true });
  expect(anchorsSelectors.rankStatus(anchors())).toBe('ready');
  expect(anchorsSelectors.rankItems(anchors())).toBe(items);
});
