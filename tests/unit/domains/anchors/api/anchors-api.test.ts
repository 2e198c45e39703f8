/** The anchors calls over the real HTTP client (fake network): paths, methods, parameters, parsing. */
import * as api from '@src/domains/anchors/api/anchors-api';
import { followApi } from '@src/domains/match/api/follow-api';
import * as momentsApi from '@src/domains/anchors/api/anchors-moments-api';
import * as rankApi from '@src/domains/anchors/api/anchors-rank-api';
import { roomApi } from '@src/domains/live-room/api/room-api';
import { configureHttp } from '@src/platform/http/http-client';
import { fakeApiPerTest, ok, paramsOf } from '@tests/support/fake-transport';
import { streamer, matchInfo, moment, scheduleItem } from '../support/fixtures';
import { setUpAnchorsWorld } from '../support/store-setup';

beforeEach(() => setUpAnchorsWorld());
const network = fakeApiPerTest(ok);
const { last } = network;

it('GET /ssapi/anchor/list/v2 with pid, matchSource, t=1 and momentSort', async () => {
  network.data = { hosts: [streamer()], liveMatchList: [], hostMomentList: [moment()] };
  const home = await api.anchorsApi.anchorList({ pid: 164, matchSource: 164, t: 1, momentSort: 2 });
  expect(last()).toMatchObject({ method: 'GET', path: '/ssapi/anchor/list/v2' });
  expect(paramsOf(last())).toEqual({ pid: '164', matchSource: '164', t: '1', momentSort: '2' });
  expect(home.hosts[0]!.id).toBe(1);
});

it("asks the anchor list of the configured host, the other calls of the domain list's API domain", async () => {
  configureHttp({ baseUrl: 'http://api-domain.test', configuredBaseUrl: 'http://configured.test' });
  network.data = { hosts: [], liveMatchList: [], hostMomentList: [] };
  await api.anchorsApi.anchorList({ pid: 164, matchSource: 164, t: 1, momentSort: 2 });
  expect(new URL(last().url).origin).toBe('http://configured.test');
  network.data = [];
  await api.anchorsApi.hostList();
  expect(new URL(last().url).origin).toBe('http://api-domain.test');
  configureHttp({ configuredBaseUrl: undefined });
});

it('POST host/list with an optional filter', async () => {
  network.data = [streamer({ id: 3 })];
  await api.anchorsApi.hostList();
  expect(last()).toMatchObject({ method: 'POST', path: '/api/forehead/live/host/list', body: '' });
  await api.anchorsApi.hostList({ hostIds: [3, 4] });
  expect(paramsOf(last())).toEqual({ 'hostIds[0]': '3', 'hostIds[1]': '4' });
});

it('POST the host calls with their parameters', async () => {
  network.data = matchInfo();
  await roomApi.hostLiveMatchInfo({ hostId: 7 });
  expect(last().path).toBe('/api/forehead/live/host/load/live/match/info');
  expect(paramsOf(last())).toEqual({ hostId: '7' });

  network.data = { list: [moment()], page: 2, size: 10, momentSort: 1, total: 11, isLastPage: true };
  const page = await momentsApi.anchorMomentsApi.hostMoments({ hostId: 7, page: 2, size: 10, momentSort: 1 });
  expect(last().path).toBe('/api/forehead/live/host/moment/list');
  expect(paramsOf(last())).toEqual({ hostId: '7', page: '2', size: '10', momentSort: '1' });
  expect(page.isLastPage).toBe(true);
  await momentsApi.anchorMomentsApi.hostMoments({ page: 1, size: 20, momentSort: 2 });
  expect(paramsOf(last())).toEqual({ page: '1', size: '20', momentSort: '2' });

  network.data = { momentId: 5, count: 42 };
  await expect(momentsApi.anchorMomentsApi.likeMoment({ momentId: 5, count: 3 })).resolves.toEqual({
    momentId: 5,
    count: 42,
  });
  expect(last().path).toBe('/api/forehead/live/host/moment/submit/batch/liked');
  expect(paramsOf(last())).toEqual({ momentId: '5', count: '3' });

  network.data = [scheduleItem()];
  await roomApi.hostSchedule({ hostId: 7 });
  expect(last().path).toBe('/api/forehead/live/host/load/schedule');
  expect(paramsOf(last())).toEqual({ hostId: '7' });

  network.data = [];
  await rankApi.anchorRankApi.hostRank();
  expect(last().path).toBe('/api/forehead/live/host/rank');
});

it('passes the subscribe and unsubscribe body through; reads the subscriptions and the special rooms', async () => {
  network.data = null;
  await followApi.subscribe({ subscribeHostId: 7 });
  expect(last().path).toBe('/api/forehead/live/subscribe');
  expect(paramsOf(last())).toEqual({ subscribeHostId: '7' });
  await followApi.unsubscribe({ subscribeMatchId: 500 });
  expect(last().path).toBe('/api/forehead/live/unsubscribe');
  expect(paramsOf(last())).toEqual({ subscribeMatchId: '500' });

  network.data = { subscribeMatchId: [500], subscribeHostId: ['7'] };
  await expect(followApi.subscribeInfo()).resolves.toEqual({ subscribeMatchId: [500], subscribeHostId: [7] });
  expect(last().path).toBe('/api/forehead/live/user/subscribe/info');

  network.data = '9001, 9002';
  await expect(api.anchorsApi.specialRoomIds()).resolves.toEqual([9001, 9002]);
  expect(last().path).toBe('/api/forehead/live/liveRoom/getSpecialRoomIds');
  network.data = '';
  await expect(api.anchorsApi.specialRoomIds()).resolves.toEqual([]);
});

it('GET /ssapi/team/logo with matchId and pid', async () => {
  network.data = { matchId: 500, homeLogo: 'h.svg', awayLogo: 'a.svg' };
  await roomApi.teamLogo({ matchId: 500, pid: 164 });
  expect(last()).toMatchObject({ method: 'GET', path: '/ssapi/team/logo' });
  expect(paramsOf(last())).toEqual({ matchId: '500', pid: '164' });
});

it('turns a malformed answer into a typed error, not a crash', async () => {
  network.data = { hosts: 'nope' };
  await expect(
    api.anchorsApi.anchorList({ pid: 164, matchSource: 164, t: 1, momentSort: 1 }, { silent: true }),
  ).rejects.toMatchObject({
    kind: 'malformed',
  });
  network.data = 'x,9';
  await expect(api.anchorsApi.specialRoomIds(undefined, { silent: true })).rejects.toMatchObject({ kind: 'malformed' });
});
