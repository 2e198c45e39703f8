/**
 * /five-leagues over the development server's football routes (in-process, support/football-backend)
 * at a fixed time: the Premier League's 20th round under way — a match in play with live streamers,
 * finished ones and ones to come.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type FootballMatch,
  type FootballStage,
  type HomeAwayWireRow,
  type PlayerStatRow,
  type StandingTable,
} from '@src/contracts/football';
import { FootballCalls } from '@src/contracts/football-calls';
import { HostRoute } from '@src/contracts/host-routes';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { nodeOk, paramsOf } from '@tests/support/fake-transport';
import { liveValue } from '@tests/support/match-fixtures';
import { renderRoute } from '@tests/support/render-route';
import { pageTestsOnTheWorld } from '@tests/support/world-page-tests';
import { installFootballBackend } from '../support/football-backend';
import { BACKEND_NOW } from '@tests/support/in-process-backend';

jest.setTimeout(30_000);

const PREMIER_LEAGUE = 12387;
const IN_PLAY = [2, 3, 4, 5, 7];
const FINISHED = 8;

let backend: ReturnType<typeof installFootballBackend>;
pageTestsOnTheWorld();
afterEach(() => backend.restore());

const matchList = () => screen.findByRole('list', { name: /的比赛$/ });
/** Today's Premier League matches as the server answered them. */
const todaysMatches = () => backend.answersTo<FootballMatch[]>(FootballCalls.matchList.path)[0]!;
const rowOf = (list: HTMLElement, match: FootballMatch) =>
  within(list)
    .getByRole('button', { name: new RegExp(`^${match.home.shortNameZh} `) })
    .closest('li')!;
/** The match in play with a live streamer (the world has one at this time). */
const liveWithStreamer = (matches: FootballMatch[]) =>
  matches.find(
    (match) =>
      IN_PLAY.includes(match.statusId) &&
      match.anchorInfo?.some((anchor) => anchor.hostLiveStatus === 1 && anchor.liveStatus === 1),
  )!;

describe('赛程', () => {
  it("shows today's matches with status words, live scores, the video pick and streamers", async () => {
    backend = installFootballBackend();
    await renderRoute('/five-leagues');
    const list = await matchList();
    const matches = todaysMatches();
    expect(within(list).getAllByRole('listitem')).toHaveLength(matches.length);
    const live = liveWithStreamer(matches);
    const finished = matches.find((match) => match.statusId === FINISHED)!;
    const upcoming = matches.find((match) => match.statusId === 1)!;
    expect(within(rowOf(list, live)).getByText(`${live.minute}'`)).toBeInTheDocument();
    expect(within(rowOf(list, live)).getByText(`${live.homeScore} : ${live.awayScore}`)).toBeInTheDocument();
    expect(within(rowOf(list, finished)).getByText('完场')).toBeInTheDocument();
    expect(within(rowOf(list, upcoming)).getByText('VS')).toBeInTheDocument();
    expect(within(rowOf(list, live)).getByText(`第${live.round}轮`)).toBeInTheDocument();
    // The video schedule: the match in play with a live streamer.
    expect(
      within(screen.getByRole('region', { name: '正在直播' })).getByRole('button', {
        name: new RegExp(`${live.home.shortNameZh} ${live.homeScore} : ${live.awayScore} ${live.away.shortNameZh}`),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { checked: true, name: /今天/ })).toBeInTheDocument();
    expect(backend.sentTo(FootballCalls.matchList.path)[0]!.body).toContain('pid=164');
  });

  it('a tap opens the match in the portal; a streamer, the live room', async () => {
    backend = installFootballBackend();
    const { navigation } = await renderRoute('/five-leagues');
    const list = await matchList();
    const matches = todaysMatches();
    const live = liveWithStreamer(matches);
    const finished = matches.find((match) => match.statusId === FINISHED)!;
    fireEvent.click(within(rowOf(list, live)).getByRole('button', { name: new RegExp(`^${live.home.shortNameZh} `) }));
    fireEvent.click(
      within(rowOf(list, finished)).getByRole('button', { name: new RegExp(`^${finished.home.shortNameZh} `) }),
    );
    const streamerButton = within(rowOf(list, live)).getByRole('button', { name: /^进入.+的直播间$/ });
    const nickName = /^进入(.+)的直播间$/.exec(
      streamerButton.getAttribute('aria-label') ?? streamerButton.textContent ?? '',
    )![1];
    const lead = live.anchorInfo!.find((anchor) => anchor.nickName === nickName)!;
    expect(lead).toMatchObject({ hostLiveStatus: 1, liveStatus: 1 });
    fireEvent.click(streamerButton);
    expect(navigation.jumps).toEqual([
      {
        kind: 'host',
        path: HostRoute.matchDetail,
        query: { matchId: String(live.id), hostId: String(lead.hostId), tab: 'anchor' },
      },
      { kind: 'host', path: HostRoute.resultDetail, query: { matchId: String(finished.id) } },
      { kind: 'app', path: `/anchor/detail/${lead.hostId}` },
    ]);
  });

  it('a pushed score changes that row on screen', async () => {
    backend = installFootballBackend();
    await renderRoute('/five-leagues');
    const list = await matchList();
    const live = liveWithStreamer(todaysMatches());
    act(() => {
      useLiveMatchStore.getState().applyMatchLive([
        {
          at: BACKEND_NOW + 60_000,
          value: liveValue({ matchId: live.id, statusId: 4, minute: 70, homeScore: 3, awayScore: 1 }),
        },
      ]);
    });
    expect(rowOf(list, live)).toHaveTextContent('3 : 1');
    expect(rowOf(list, live)).toHaveTextContent("70'");
  });

  it('another day loads that day', async () => {
    // The day after has matches in the world; answered empty here, for the empty state.
    const answeredEmpty = { day: '' };
    backend = installFootballBackend((request) =>
      request.path === FootballCalls.matchList.path && paramsOf(request).matchDate === answeredEmpty.day
        ? nodeOk([])
        : undefined,
    );
    await renderRoute('/five-leagues');
    await matchList();
    const today = paramsOf(backend.sentTo(FootballCalls.matchList.path)[0]!).matchDate!;
    const days = within(screen.getByRole('radiogroup', { name: '选择比赛日期' })).getAllByRole('radio');
    const todayIndex = days.findIndex((day) => day.getAttribute('aria-checked') === 'true');
    const emptyDay = String(Number(today) + 24 * 3_600_000);
    answeredEmpty.day = emptyDay;
    fireEvent.click(days[todayIndex + 1]!);
    expect(await screen.findByText('当天没有比赛')).toBeInTheDocument();
    expect(
      backend.sentTo(FootballCalls.matchList.path).map((request) => new URLSearchParams(request.body).get('matchDate')),
    ).toEqual([today, emptyDay]);
  });
});

/** The five leagues page on its `section` switch, once the table named `tableName` shows. */
async function openTable(section: string, tableName: string) {
  backend = installFootballBackend();
  const { navigation } = await renderRoute('/five-leagues');
  fireEvent.click(await screen.findByRole('radio', { name: section }));
  return { navigation, table: await screen.findByRole('table', { name: tableName }) };
}

describe('积分榜, 球员榜', () => {
  it('shows the table with its zones, the home table, and opens a team', async () => {
    const { navigation, table } = await openTable('积分榜', '英超 积分榜');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByText('欧冠区')).toHaveLength(4);
    expect(within(table).getAllByText('降级区')).toHaveLength(3);
    // The legend under it: each zone's colour and word, in the table's order.
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '欧冠区欧联区降级区'),
    ).toBeInTheDocument();
    const fourth = within(table).getAllByRole('row')[4]!;
    fireEvent.click(within(fourth).getByRole('button'));
    const standings = backend.answersTo<StandingTable>(FootballCalls.ranking.path)[0]!;
    expect(navigation.jumps).toEqual([
      { kind: 'app', path: `/five-leagues/league/${PREMIER_LEAGUE}/team/${standings.groups[0]!.rows[3]!.teamId}` },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '主场' }));
    await waitFor(() => expect(backend.sentTo(FootballCalls.homeAway.path)).toHaveLength(1));
    const home = await screen.findByRole('table', { name: '英超 积分榜' });
    // Ranked by home points: a team with the most home points first.
    const rows = backend.answersTo<HomeAwayWireRow[]>(FootballCalls.homeAway.path)[0]!;
    // Both tables are asked as the spec names the calls: the season, its league stage, every group.
    const [leagueStage] = backend
      .answersTo<FootballStage[]>(FootballCalls.stages.path)
      .flat()
      .filter((stage) => stage.kind === 'league' && stage.seasonId === standings.seasonId);
    const tableQuery = { seasonId: String(standings.seasonId), stageId: String(leagueStage!.id), groupName: '' };
    expect(paramsOf(backend.sentTo(FootballCalls.ranking.path)[0]!)).toEqual(tableQuery);
    expect(paramsOf(backend.sentTo(FootballCalls.homeAway.path)[0]!)).toEqual(tableQuery);
    const most = Math.max(...rows.map((row) => Number(row.homePoints)));
    const leaders = rows.filter((row) => Number(row.homePoints) === most).map((row) => row.team.shortNameZh);
    const first = within(home).getAllByRole('row')[1]!.textContent ?? '';
    expect(leaders.some((name) => first.includes(name))).toBe(true);
  });

  it('shows the top 10 players of a statistic', async () => {
    const { navigation, table } = await openTable('球员榜', '英超 球员榜 进球');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const [top] = backend.answersTo<PlayerStatRow[]>(FootballCalls.playerRanking.path)[0]!;
    fireEvent.click(
      within(table).getByRole('button', { name: new RegExp(`^1\\s*${top!.name}\\s*${top!.team.shortNameZh}$`) }),
    );
    expect(navigation.jumps).toEqual([
      { kind: 'app', path: `/five-leagues/league/${PREMIER_LEAGUE}/player/${top!.playerId}` },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '助攻' }));
    expect(await screen.findByRole('table', { name: '英超 球员榜 助攻' })).toBeInTheDocument();
  });
});

describe('the league switch', () => {
  it('a cup shows its days and, instead of a table, its bracket', async () => {
    backend = installFootballBackend();
    await renderRoute('/five-leagues');
    fireEvent.click(await screen.findByRole('tab', { name: '欧冠' }));
    const list = await matchList();
    // Today the Champions League plays a leg of its round of 16: each row names it.
    const [cupMatch] = backend.answersTo<FootballMatch[]>(FootballCalls.list.path).at(-1)!;
    const leg = cupMatch!.leg === 1 ? '首回合' : '次回合';
    expect(within(list).getAllByText(`1/8决赛 · ${leg}`).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: '对阵图' }));
    const [tie] = await screen.findAllByRole('button', { name: /^1\/8决赛 / });
    expect(tie).toBeInTheDocument();
    expect(screen.getAllByText('待定').length).toBeGreaterThan(0);
  });
});

it('a failed first load shows retry, and retry loads', async () => {
  let fail = true;
  backend = installFootballBackend(() => (fail ? { network: true } : undefined));
  await renderRoute('/five-leagues');
  const retry = await screen.findByRole('button', { name: '重试' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('list', { name: /的比赛$/ })).toBeInTheDocument();
});
