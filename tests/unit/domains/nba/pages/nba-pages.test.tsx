/**
 * The NBA pages over the development server's NBA routes (in-process, support/nba-backend) and a
 * fake navigation port: the schedule with live clocks and portal jumps, the kind switch and the
 * brackets, the standings, the player ranking, a team and a player — and their error and empty
 * faces.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HostRoute } from '@src/contracts/host-routes';
import { NbaCalls } from '@src/contracts/nba';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { nbaGamesOfDate, nbaTeamGames } from '@shell-demo/server/world/queries/nba';
import { installNbaBackend } from '../support/nba-backend';
import { BACKEND_NOW, backendWorld } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { pageTestsOnTheWorld } from '@tests/support/world-page-tests';
import { textsByRole } from '@tests/support/role-texts';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNbaBackend>;
pageTestsOnTheWorld();
afterEach(() => backend.restore());

/** The NBA page over the development server's NBA routes. */
async function openNbaPage() {
  backend = installNbaBackend();
  return renderRoute('/nba');
}

const gamesList = () => screen.findByRole('list', { name: /比赛$/ });
const sentTo = (path: string) => backend.sent.filter((request) => request.path === path);

describe('/nba', () => {
  it('opens on today’s games under the sports topics, with live clocks, and opens a game in the portal', async () => {
    const { navigation } = await openNbaPage();
    expect(screen.getByRole('tab', { name: 'NBA', selected: true })).toBeInTheDocument();
    const list = await gamesList();
    const rows = within(list).getAllByRole('listitem');
    const todays = nbaGamesOfDate(backendWorld(), 1907, 'regular', BACKEND_NOW);
    expect(rows).toHaveLength(todays.length);
    expect(screen.getByRole('radio', { name: /今天/, checked: true })).toBeInTheDocument();
    // The list call carried the pid header and a JSON body.
    const [list1] = sentTo(NbaCalls.list.path);
    expect(list1!.headers.pid).toBe('164');
    expect(JSON.parse(list1!.body!)).toMatchObject({ kind: 1, seasonId: 1907 });

    const live = todays.find((game) => game.statusId >= 2 && game.statusId <= 9)!;
    const finished = todays.find((game) => game.statusId === 10)!;
    const liveRow = within(list).getByRole('button', {
      name: new RegExp(`^${live.home.shortNameZh} ${live.homeScore} : ${live.awayScore}`),
    });
    expect(liveRow).toHaveTextContent(/第\d节|中场|加时\d|第\d节结束|等待加时/);
    fireEvent.click(liveRow);
    expect(navigation.jumps.at(-1)).toEqual({
      kind: 'host',
      path: HostRoute.bMatchDetail,
      query: { sid: '2', matchId: String(live.id), pt: '164', ot: '1' },
    });
    fireEvent.click(
      within(list).getByRole('button', { name: new RegExp(`^${finished.home.shortNameZh} ${finished.homeScore} : `) }),
    );
    expect(navigation.jumps.at(-1)).toEqual({
      kind: 'host',
      path: HostRoute.basketballResult,
      query: { sid: '2', matchId: String(finished.id) },
    });
  });

  it('moves a live score when a push arrives', async () => {
    await openNbaPage();
    const list = await gamesList();
    const live = nbaGamesOfDate(backendWorld(), 1907, 'regular', BACKEND_NOW).find(
      (game) => game.statusId === 6 || game.statusId === 4 || game.statusId === 2 || game.statusId === 8,
    )!;
    act(() =>
      useLiveMatchStore.getState().applyMatchLive([
        {
          at: BACKEND_NOW + 60_000,
          value: {
            matchId: live.id,
            sport: 'basketball',
            statusId: 9,
            homeScore: 120,
            awayScore: 118,
            minute: 0,
            extraMinute: 0,
            period: 5,
            clockSeconds: 100,
            homePenaltyScore: null,
            awayPenaltyScore: null,
          },
        },
      ]),
    );
    expect(
      within(list).getByRole('button', {
        name: new RegExp(`^${live.home.shortNameZh} 120 : 118 ${live.away.shortNameZh} 加时1$`),
      }),
    ).toBeInTheDocument();
  });

  it('changes the day from the date strip', async () => {
    await openNbaPage();
    await gamesList();
    const before = sentTo(NbaCalls.list.path).length;
    const days = screen.getAllByRole('radio').filter((radio) => /月/.test(radio.textContent ?? ''));
    const index = days.findIndex((day) => day.getAttribute('aria-checked') === 'true');
    fireEvent.click(days[index - 1]!);
    await waitFor(() => expect(sentTo(NbaCalls.list.path)).toHaveLength(before + 1));
    const list = await gamesList();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .every((row) => /完场/.test(row.textContent ?? '')),
      ).toBe(true),
    );
  });

  it('reaches the seasons 21-22 and 22-23, with their all-star game (全明星) on its day', async () => {
    await openNbaPage();
    await gamesList();
    fireEvent.click(screen.getByRole('radio', { name: '21-22' }));
    fireEvent.click(await screen.findByRole('radio', { name: /02月21日/ }));
    const list = await screen.findByRole('list', { name: /02月21日.*比赛$/ });
    const allStar = await within(list).findByRole('button', { name: /^东部全明星 \d+ : \d+ 西部全明星/ });
    expect(allStar.closest('li')).toHaveTextContent('全明星');
    expect(sentTo(NbaCalls.matchDates.path).at(-1)!.url).toContain('seasonId=1414');
    expect(screen.getByRole('radio', { name: '22-23' })).toBeInTheDocument();
  });

  it('shows the cup bracket: three rounds in bracket order, and the final’s game', async () => {
    await openNbaPage();
    fireEvent.click(screen.getByRole('radio', { name: '23-24' }));
    fireEvent.click(screen.getByRole('radio', { name: '杯赛' }));
    const bracket = await screen.findByRole('region', { name: '杯赛对阵' });
    await within(bracket).findByRole('heading', { name: '杯赛1/4决赛' });
    expect(textsByRole(bracket, 'heading', { level: 3 })).toEqual(
      expect.arrayContaining(['杯赛1/4决赛', '杯赛半决赛', '杯赛决赛']),
    );
    // Three list calls as playoffs with the cup's stages.
    const stageCalls = sentTo(NbaCalls.list.path)
      .map((request) => JSON.parse(request.body!) as Record<string, number>)
      .filter((body) => body.stageId !== undefined)
      // Sent side by side: the order they leave in is not the point.
      .sort((a, b) => (a.stageId ?? 0) - (b.stageId ?? 0));
    expect(stageCalls).toEqual([
      { kind: 2, stageId: 10492, seasonId: 1745 },
      { kind: 2, stageId: 10493, seasonId: 1745 },
      { kind: 2, stageId: 10494, seasonId: 1745 },
    ]);
    expect(screen.getByRole('list', { name: /^凯尔特人 对 湖人$/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^杯赛半决赛 湖人/ }));
    expect(screen.getByRole('list', { name: /^湖人 对 火箭$/ })).toBeInTheDocument();
  });

  it('says the current season’s playoffs have not started, and shows the 23-24 bracket', async () => {
    await openNbaPage();
    fireEvent.click(screen.getByRole('radio', { name: '季后赛' }));
    expect(await screen.findByText('季后赛尚未开始')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '23-24' }));
    const bracket = await screen.findByRole('region', { name: '季后赛对阵' });
    await within(bracket).findByRole('heading', { name: '总决赛' });
    expect(within(bracket).getAllByRole('button')).toHaveLength(15);
    expect(await screen.findByRole('list', { name: /比赛$/ })).toBeInTheDocument();
  });

  it('shows the standings of the east, the west and the six divisions, records or home and away; a row opens the team', async () => {
    await openNbaPage();
    fireEvent.click(screen.getByRole('tab', { name: '排名' }));
    const east = await screen.findByRole('table', { name: '东部排名' });
    expect(within(east).getAllByRole('row')).toHaveLength(16);
    const ranking = sentTo(NbaCalls.ranking.path)[0]!;
    expect(ranking.headers['content-type']).toContain('application/json');
    expect(JSON.parse(ranking.body!)).toEqual({ scope: 1, division: 1, seasonId: 1907 });
    fireEvent.click(screen.getByRole('radio', { name: '西部' }));
    expect(await screen.findByRole('table', { name: '西部排名' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '分区' }));
    await screen.findByRole('table', { name: '太平洋区排名' });
    expect(screen.getAllByRole('table')).toHaveLength(6);
    fireEvent.click(screen.getByRole('radio', { name: '主客场' }));
    const pacific = await screen.findByRole('table', { name: '太平洋区主客场战绩' });
    expect(textsByRole(pacific, 'columnheader')).toEqual(['球队', '主场', '客场', '主胜', '主负', '客胜', '客负']);
    fireEvent.click(within(pacific).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/nba\/team\/20\d\d$/));
  });

  it('ranks the top 10 players per statistic; a row opens the player', async () => {
    await openNbaPage();
    fireEvent.click(screen.getByRole('tab', { name: '球员榜' }));
    const points = await screen.findByRole('table', { name: '球员得分榜（场均）' });
    expect(within(points).getAllByRole('row')).toHaveLength(11);
    fireEvent.click(screen.getByRole('radio', { name: '篮板' }));
    fireEvent.click(screen.getByRole('radio', { name: '总数' }));
    const rebounds = await screen.findByRole('table', { name: '球员篮板榜（总数）' });
    // The two taps' calls may leave in either order (each is signed asynchronously).
    expect(sentTo(NbaCalls.playerList.path).map((request) => request.body)).toContain('scope=2&order=2&seasonId=1907');
    fireEvent.click(within(rebounds).getAllByRole('button')[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/nba\/player\/\d+$/));
  });

  it('shows an error with retry when the schedule cannot load, and the schedule after the retry', async () => {
    let fail = true;
    backend = installNbaBackend((request) =>
      fail && request.path === NbaCalls.matchDates.path ? { network: true } : undefined,
    );
    await renderRoute('/nba');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await gamesList()).toBeInTheDocument();
  });
});

describe('/nba/team/:id and /nba/player/:id', () => {
  it('shows a team: lineup, matches of any season, players and data', async () => {
    backend = installNbaBackend();
    await renderRoute('/nba/team/2001');
    expect(await screen.findByRole('heading', { name: '凯尔特人', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('东部 · 大西洋区')).toBeInTheDocument();
    const lineup = screen.getByRole('list', { name: '凯尔特人阵容' });
    expect(within(lineup).getAllByRole('link')).toHaveLength(15);
    expect(within(lineup).getAllByRole('link')[0]).toHaveAttribute('href', '/nba/player/200101');

    fireEvent.click(screen.getByRole('tab', { name: '赛程' }));
    fireEvent.click(await screen.findByRole('radio', { name: '21-22' }));
    const games = await screen.findByRole('list', { name: '赛程' });
    const preseason = nbaTeamGames(backendWorld(), 2001, 1414, 'regular').filter((game) => game.stageId === 10478);
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(82 + preseason.length));
    // A past season's 82 games all say 完场: each caption carries its day (QA saw none dated).
    expect(within(games).getAllByText(/^常规赛 · \d{2}-\d{2}$/)).toHaveLength(82);
    expect(within(games).getAllByText(/^季前赛 · \d{2}-\d{2}$/)).toHaveLength(preseason.length);
    expect(sentTo(NbaCalls.teamMatches.path).at(-1)!.body).toBe('teamId=2001&kind=1&seasonId=1414');

    fireEvent.click(screen.getByRole('tab', { name: '球员' }));
    const players = await screen.findByRole('table', { name: '凯尔特人球员本赛季场均数据' });
    expect(within(players).getAllByRole('row')).toHaveLength(16);

    fireEvent.click(screen.getByRole('tab', { name: '数据' }));
    fireEvent.click(await screen.findByRole('radio', { name: '季后赛' }));
    // As a fan would: the season is chosen once this season's playoffs have been asked for (both
    // chosen in the same instant ended once, in CI under load, on this season's playoffs).
    await waitFor(() => expect(sentTo(NbaCalls.teamData.path).at(-1)!.body).toBe('teamId=2001&kind=2&seasonId=1907'));
    fireEvent.click(screen.getByRole('radio', { name: '22-23' }));
    expect(await screen.findByText('场均失分')).toBeInTheDocument();
    // 场均失分 may already show from the season before: wait for the asked season's call.
    await waitFor(() => expect(sentTo(NbaCalls.teamData.path).at(-1)!.body).toBe('teamId=2001&kind=2&seasonId=1566'));
  });

  it('shows a player: position, team, seasons and recent games', async () => {
    backend = installNbaBackend();
    await renderRoute('/nba/player/200101');
    const name = await screen.findByRole('heading', { level: 2 });
    // The Chinese name first (a transliteration, 名·姓), the original second.
    expect(name.textContent).toMatch(/^[\p{Script=Han}A-Z]+·\p{Script=Han}+$/u);
    expect(name.nextElementSibling?.textContent).toMatch(/^[A-Z][A-Za-z']+ [A-Z][A-Za-z']+$/);
    const seasons = screen.getByRole('table', { name: /各赛季常规赛场均数据$/ });
    expect(
      within(seasons)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent),
    ).toEqual(['24-25', '23-24', '22-23', '21-22']);
    expect(screen.getByText(/号 · (中锋|前锋|控球后卫|大前锋|得分后卫|小前锋)$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看凯尔特人' })).toHaveAttribute('href', '/nba/team/2001');
  });

  it('says so for an id that is not one', async () => {
    backend = installNbaBackend();
    await renderRoute('/nba/team/abc');
    expect(screen.getByText('找不到这支球队')).toBeInTheDocument();
  });
});
