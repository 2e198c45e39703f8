/** The NBA calls over the real HTTP client (fake network): paths, methods, encodings, the pid header. */
import * as api from '@src/domains/nba/api/nba-api';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeApiPerTest, nodeOk, paramsOf } from '@tests/support/fake-transport';
import { game, lineUp, playerDetail, rankItem } from '../support/fixtures';

beforeEach(() => setUpAppWorld());
const network = fakeApiPerTest(nodeOk);
const { last } = network;

it('GET match-date with seasonId and kind in the query', async () => {
  network.data = [{ matchDate: 1 }];
  await expect(api.nbaApi.matchDates({ seasonId: 1907, kind: 1 })).resolves.toEqual([{ matchDate: 1 }]);
  expect(last()).toMatchObject({ method: 'GET', url: 'http://api.test/ssapi/nba/match-date?seasonId=1907&kind=1' });
});

it('POST list as JSON, with the pid header', async () => {
  network.data = [game()];
  await api.nbaApi.list({ seasonId: 1907, kind: 1, matchDate: 1795276800000 }, { headers: { pid: '164' } });
  expect(last()).toMatchObject({ method: 'POST', path: '/ssapi/nba/list' });
  expect(last().headers['content-type']).toContain('application/json');
  expect(last().headers.pid).toBe('164');
  expect(JSON.parse(last().body!)).toEqual({ matchDate: 1795276800000, kind: 1, seasonId: 1907 });
  // The finals cup: playoffs with a cup stage, no date.
  await api.nbaApi.list({ seasonId: 1745, kind: 2, stageId: 10493 }, { headers: { pid: '164' } });
  expect(JSON.parse(last().body!)).toEqual({ kind: 2, stageId: 10493, seasonId: 1745 });
});

it('POST ranking as JSON; home-away and player/list as forms', async () => {
  network.data = [];
  await api.nbaApi.ranking({ seasonId: 1907, scope: 1, division: 2 });
  expect(last()).toMatchObject({ method: 'POST', path: '/ssapi/nba/ranking' });
  expect(last().headers['content-type']).toContain('application/json');
  expect(JSON.parse(last().body!)).toEqual({ scope: 1, division: 2, seasonId: 1907 });
  expect(last().headers.pid).toBeUndefined();

  await api.nbaApi.homeAway({ seasonId: 1907, scope: 2, division: 0 });
  expect(last().path).toBe('/ssapi/nba/home-away');
  expect(paramsOf(last())).toEqual({ seasonId: '1907', division: '0', scope: '2' });

  network.data = { scope: 3, order: 2, list: [rankItem(1)] };
  await expect(api.nbaApi.playerList({ seasonId: 1745, scope: 3, order: 2 })).resolves.toMatchObject({ scope: 3 });
  expect(last().path).toBe('/ssapi/nba/player/list');
  expect(paramsOf(last())).toEqual({ scope: '3', order: '2', seasonId: '1745' });
});

it('POST the team and player calls as forms', async () => {
  network.data = lineUp();
  await api.nbaApi.teamLineUp({ id: 2001 });
  expect([last().path, paramsOf(last())]).toEqual(['/ssapi/nba/team/lineUp', { id: '2001' }]);
  network.data = [game()];
  await api.nbaApi.teamMatches({ teamId: 2001, seasonId: 1566, kind: 2 });
  expect([last().path, paramsOf(last())]).toEqual([
    '/ssapi/nba/team/match',
    { teamId: '2001', kind: '2', seasonId: '1566' },
  ]);
  network.data = [];
  await api.nbaApi.teamPlayers({ teamId: 2001 });
  expect([last().path, paramsOf(last())]).toEqual(['/ssapi/nba/team/player', { teamId: '2001' }]);
  network.data = {
    team: lineUp().team,
    record: null,
    games: 0,
    averages: { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0, pointsAgainst: 0 },
  };
  await api.nbaApi.teamData({ teamId: 2001, seasonId: 1414, kind: 1 });
  expect([last().path, paramsOf(last())]).toEqual([
    '/ssapi/nba/team/data',
    { teamId: '2001', kind: '1', seasonId: '1414' },
  ]);
  network.data = playerDetail();
  await api.nbaApi.playerDetail({ id: 200101 });
  expect([last().path, paramsOf(last())]).toEqual(['/ssapi/nba/player/detail', { id: '200101' }]);
});

it('turns a malformed answer into a typed error, without a toast', async () => {
  network.data = [{ matchDate: 'soon' }];
  await expect(api.nbaApi.matchDates({ seasonId: 1907, kind: 1 })).rejects.toMatchObject({ kind: 'malformed' });
});
