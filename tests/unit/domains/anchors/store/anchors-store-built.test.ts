/**
 * The anchors store as the anchor pages' first chunk builds it when it first loads: its slices,
 * the forwarders of the slices whose code comes later, the anchor list's device copy and the
 * selectors the pages read with are made then, once. Each test here builds the store itself (its
 * modules loaded anew), so what the build decides is checked as built.
 */
import * as AnchorsApi from '@src/domains/anchors/api/anchors-api';
import * as RankApi from '@src/domains/anchors/api/anchors-rank-api';
import { ANCHORS_DOMAIN } from '@src/domains/anchors/anchors-domain-id';
import type * as AnchorsStore from '@src/domains/anchors/store/anchors-store';
import type * as Selectors from '@src/domains/anchors/store/selectors';
import type * as DomainStore from '@src/platform/store/domain-store';
import { keptCopies, storeBuiltInTest } from '@tests/support/store-built-in-test';
import { moment, streamer } from '../support/fixtures';

jest.mock('@src/domains/anchors/api/anchors-api');
jest.mock('@src/domains/anchors/api/anchors-rank-api');
jest.mock('@src/domains/anchors/api/anchors-moments-api');

/** The anchors store built anew, with the selectors, the logout and the api it was built with. */
const buildStore = () =>
  storeBuiltInTest(() => {
    const { useAnchorsStore } = jest.requireActual('@src/domains/anchors/store/anchors-store') as typeof AnchorsStore;
    const { clearDomainUserData } = jest.requireActual('@src/platform/store/domain-store') as typeof DomainStore;
    return {
      anchors: () => useAnchorsStore.getState(),
      select: (jest.requireActual('@src/domains/anchors/store/selectors') as typeof Selectors).anchorsSelectors,
      logOut: () => clearDomainUserData(ANCHORS_DOMAIN),
      api: jest.mocked(jest.requireMock<typeof AnchorsApi>('@src/domains/anchors/api/anchors-api').anchorsApi),
    };
  });

/**
 * The api of the slices whose code loads at their first call: that code is required after the
 * store's build, so it reads the api this file loaded, not the one built with the store.
 */
const chunkApi = jest.mocked(AnchorsApi.anchorsApi);
const chunkRankApi = jest.mocked(RankApi.anchorRankApi);

const anchorList = { hosts: [streamer({ id: 7 })], liveMatchList: [], hostMomentList: [moment({ id: 70 })] };

it('asks for the anchor list ahead of the config, and the anchor home opens on that answer', async () => {
  const { anchors, select, api } = buildStore();
  api.anchorList.mockResolvedValue(anchorList);
  anchors().guessHome();
  expect(api.anchorList.mock.calls).toEqual([[{ pid: 164, matchSource: 164, t: 1, momentSort: 1 }, { silent: true }]]);
  await anchors().loadHome();
  expect(api.anchorList).toHaveBeenCalledTimes(1);
  expect(select.homeStatus(anchors())).toBe('ready');
  expect(anchors().home.data?.streamers.map((item) => item.id)).toEqual([7]);
});

it('the all-anchors page, a profile and the weekly ranking load on their first call, before their code is there', async () => {
  const { anchors, select } = buildStore();
  chunkApi.hostList.mockImplementation(async (filter) =>
    filter?.hostIds ? [streamer({ id: 3 })] : [streamer({ id: 1 }), streamer({ id: 2 })],
  );
  chunkRankApi.hostRank.mockResolvedValue([]);
  await anchors().loadAllStreamers();
  await Promise.all([anchors().loadStreamerProfile(3), anchors().loadRank()]);
  expect(chunkApi.hostList.mock.calls).toEqual([
    [undefined, { silent: true }],
    [{ hostIds: [3] }, { silent: true }],
  ]);
  expect(chunkRankApi.hostRank.mock.calls).toEqual([[undefined, { silent: true }]]);
  const state = anchors();
  expect({
    allStreamers: select.allStreamersStatus(state),
    listed: state.allStreamers.list.data?.map((item) => item.id),
    visible: select.allStreamersVisibleCount(state),
    profile: select.streamerProfileStatus(3)(state),
    rank: select.rankStatus(state),
  }).toEqual({ allStreamers: 'ready', listed: [1, 2, 3], visible: 20, profile: 'ready', rank: 'ready' });
});

it('keeps the anchor list on the device under the name earlier versions kept it by', async () => {
  const { anchors, api, lastSeen } = buildStore();
  api.anchorList.mockResolvedValue(anchorList);
  await anchors().loadHome();
  expect(keptCopies(lastSeen)).toEqual(['anchors:home@1']);
});

it('a like not yet sent when the user logs out is forgotten', () => {
  const { anchors, logOut } = buildStore();
  anchors().receiveHomeMoments(1, [moment({ id: 70 })]);
  anchors().likeMoment(70);
  expect(anchors().pendingLikes).toEqual({ 70: 1 });
  logOut();
  expect(anchors().pendingLikes).toEqual({});
});
