/** /five-leagues with the real HTTP client over a fake backend (tests/support/fake-transport). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FootballCalls, type HomeAwayWireRow } from '@src/contracts/football';
import { HostRoute } from '@src/contracts/host-routes';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { setUpAppWorld } from '@tests/support/app-world';
import { anchorInfo, liveValue } from '@tests/support/match-fixtures';
import { emptyFootballData, installFootballServer, type FakeFootballData } from '../support/football-server';
import { competition, footballMatch, matchDay, playerRow, stage, standingRow, team } from '../support/fixtures';
import { renderRoute } from '@tests/support/render-route';

const HOUR = 3_600_000;
// Match days are day starts, as the backend sends them (the strip shows each at its midday):
// an arbitrary moment here made the strip show tomorrow from 13:00 on.
const today = new Date().setHours(0, 0, 0, 0);

function world(): FakeFootballData {
  const data = emptyFootballData();
  data.competitions = [
    competition(),
    competition({ competitionId: 12388, shortNameZh: '西甲', seasonId: 62388 }),
    competition({ competitionId: 11582, shortNameZh: '欧冠', kind: 'cup', seasonId: 61582 }),
  ];
  data.dates['12387'] = [matchDay(today - 24 * HOUR), matchDay(today), matchDay(today + 24 * HOUR)];
  data.matches[`62387:${today}`] = [
    footballMatch({
      id: 1,
      home: team(11, '曼联'),
      away: team(12, '切尔西'),
      homeId: 11,
      awayId: 12,
      statusId: 4,
      minute: 63,
      homeScore: 2,
      awayScore: 1,
      round: 20,
      anchorInfo: [anchorInfo({ hostId: 300_001, nickName: '老张', hostLiveStatus: 1, liveStatus: 1 })],
    }),
    footballMatch({ id: 2, homeId: 13, awayId: 14, statusId: 8, homeScore: 0, awayScore: 3, round: 20 }),
    footballMatch({ id: 3, homeId: 15, awayId: 16, statusId: 1, matchDate: today + 20 * HOUR, round: 20 }),
  ];
  const rows = Array.from({ length: 20 }, (_, index) =>
    standingRow({ teamId: 100 + index, rank: index + 1, played: 19, points: 50 - 2 * index, remaining: 19 }),
  );
  data.tables['62387'] = { seasonId: 62387, stageId: 623870, groups: [{ groupName: null, rows, fixtures: [] }] };
  data.homeAway['62387'] = rows.map((row, index): HomeAwayWireRow => ({
    teamId: row.teamId,
    team: row.team,
    homeWon: String(index % 5),
    homeLoss: '1',
    homeDraw: '1',
    homeTotal: '10',
    homePoints: String(3 * (index % 5) + 1),
    homeGoalsFor: '10',
    homeGoalsAgainst: '8',
    awayWon: '2',
    awayLoss: '5',
    awayDraw: '2',
    awayTotal: '9',
    awayPoints: '8',
    awayGoalsFor: '7',
    awayGoalsAgainst: '12',
  }));
  data.playerRanking['62387:goals'] = Array.from({ length: 20 }, (_, index) => playerRow(index + 1, 30 - index));
  data.playerRanking['62387:assists'] = [playerRow(1, 9)];
  data.stages['11582'] = [stage({ id: 5, nameZh: '1/8决赛', order: 0 }), stage({ id: 6, nameZh: '决赛', order: 1 })];
  data.dates['11582'] = [matchDay(today, [5])];
  return data;
}

let server: ReturnType<typeof installFootballServer>;
beforeEach(() => {
  clearAllLastSeen();
  setUpAppWorld();
});
afterEach(() => server.restore());

describe('赛程', () => {
  it("shows today's matches with status words, live scores, the video pick and streamers", async () => {
    server = installFootballServer(world());
    await renderRoute('/five-leagues');
    const list = await screen.findByRole('list', { name: /的比赛$/ });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("63'")).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 : 1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('完场')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('VS')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('第20轮')).toBeInTheDocument();
    // The video schedule: the match in play with a live streamer.
    expect(
      within(screen.getByRole('region', { name: '正在直播' })).getByRole('button', { name: /曼联 2 : 1 切尔西/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { checked: true, name: /今天/ })).toBeInTheDocument();
    expect(server.sentTo(FootballCalls.matchList.path)[0]!.body).toContain('pid=164');
  });

  it('a tap opens the match in the portal; a streamer, the live room', async () => {
    server = installFootballServer(world());
    const { navigation } = await renderRoute('/five-leagues');
    const list = await screen.findByRole('list', { name: /的比赛$/ });
    fireEvent.click(within(list).getByRole('button', { name: /^曼联 2 : 1 切尔西/ }));
    fireEvent.click(within(list).getByRole('button', { name: /0 : 3/ }));
    fireEvent.click(within(list).getByRole('button', { name: '进入老张的直播间' }));
    expect(navigation.jumps).toEqual([
      { kind: 'host', path: HostRoute.matchDetail, query: { matchId: '1', hostId: '300001', tab: 'anchor' } },
      { kind: 'host', path: HostRoute.resultDetail, query: { matchId: '2' } },
      { kind: 'app', path: '/anchor/detail/300001' },
    ]);
  });

  it('a pushed score changes that row on screen', async () => {
    server = installFootballServer(world());
    await renderRoute('/five-leagues');
    const list = await screen.findByRole('list', { name: /的比赛$/ });
    act(() => {
      useLiveMatchStore.getState().applyMatchLive([
        {
          at: Date.now() + 1000,
          value: liveValue({ matchId: 1, statusId: 4, minute: 70, homeScore: 3, awayScore: 1 }),
        },
      ]);
    });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('3 : 1');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent("70'");
  });

  it('another day loads that day', async () => {
    server = installFootballServer(world());
    await renderRoute('/five-leagues');
    await screen.findByRole('list', { name: /的比赛$/ });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '选择比赛日期' })).getAllByRole('radio')[2]!);
    expect(await screen.findByText('当天没有比赛')).toBeInTheDocument();
    expect(
      server.sentTo(FootballCalls.matchList.path).map((request) => new URLSearchParams(request.body).get('matchDate')),
    ).toEqual([String(today), String(today + 24 * 3_600_000)]);
  });
});

describe('积分榜, 球员榜', () => {
  it('shows the table with its zones, the home table, and opens a team', async () => {
    server = installFootballServer(world());
    const { navigation } = await renderRoute('/five-leagues');
    fireEvent.click(await screen.findByRole('radio', { name: '积分榜' }));
    const table = await screen.findByRole('table', { name: '英超 积分榜' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByText('欧冠区')).toHaveLength(4);
    expect(within(table).getAllByText('降级区')).toHaveLength(3);
    fireEvent.click(within(table).getByRole('button', { name: /球队103/ }));
    expect(navigation.jumps).toEqual([{ kind: 'app', path: '/five-leagues/league/12387/team/103' }]);
    fireEvent.click(screen.getByRole('radio', { name: '主场' }));
    await waitFor(() => expect(server.sentTo(FootballCalls.homeAway.path)).toHaveLength(1));
    const home = await screen.findByRole('table', { name: '英超 积分榜' });
    // Ranked by home points: 13 (index 4, 9, 14, 19) first.
    expect(within(home).getAllByRole('row')[1]).toHaveTextContent('球队104');
  });

  it('shows the top 10 players of a statistic', async () => {
    server = installFootballServer(world());
    const { navigation } = await renderRoute('/five-leagues');
    fireEvent.click(await screen.findByRole('radio', { name: '球员榜' }));
    const table = await screen.findByRole('table', { name: '英超 球员榜 进球' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    fireEvent.click(within(table).getByRole('button', { name: /^1\s*球员1\s*球队11$/ }));
    expect(navigation.jumps).toEqual([{ kind: 'app', path: '/five-leagues/league/12387/player/1001' }]);
    fireEvent.click(screen.getByRole('radio', { name: '助攻' }));
    expect(await screen.findByRole('table', { name: '英超 球员榜 助攻' })).toBeInTheDocument();
  });
});

describe('the league switch', () => {
  it('a cup shows its days and, instead of a table, its bracket', async () => {
    const data = world();
    data.matches[`stage:5:${today}`] = [footballMatch({ id: 9, tieId: 1, tieOrder: 0, stageName: '1/8决赛', leg: 1 })];
    data.matches['stage:5'] = [
      footballMatch({
        id: 9,
        tieId: 1,
        tieOrder: 0,
        homeId: 21,
        awayId: 22,
        home: team(21, '皇马'),
        away: team(22, '拜仁'),
        statusId: 8,
        homeScore: 2,
        awayScore: 0,
      }),
    ];
    data.matches['stage:6'] = [footballMatch({ id: 10, tieId: 2, tieOrder: 0, homeId: 0, awayId: 0 })];
    server = installFootballServer(data);
    await renderRoute('/five-leagues');
    fireEvent.click(await screen.findByRole('tab', { name: '欧冠' }));
    const list = await screen.findByRole('list', { name: /的比赛$/ });
    expect(within(list).getByText('1/8决赛 · 首回合')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '对阵图' }));
    expect(await screen.findByRole('button', { name: /^1\/8决赛 皇马 2 比 0 拜仁/ })).toBeInTheDocument();
    expect(screen.getAllByText('待定').length).toBeGreaterThan(0);
  });
});

it('a failed first load shows retry, and retry loads', async () => {
  let fail = true;
  server = installFootballServer(world(), () => (fail ? { network: true } : undefined));
  await renderRoute('/five-leagues');
  const retry = await screen.findByRole('button', { name: '重试' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('list', { name: /的比赛$/ })).toBeInTheDocument();
});
