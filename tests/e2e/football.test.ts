/**
 * The football journeys in Chromium at 390x844, embedded in shell-demo: the 体育专题
 * tab → a league → a date → a live score changes on screen (a goal scored through the QA control)
 * → standings → player ranking → a team page → a player page; the Euro's group table → its bracket
 * → a team. Then every football page, loaded once for all its faces, in both themes: a screenshot
 * each, and no axe violations.
 */
import type { Locator, Page } from 'playwright-core';
import { parseCompetitions, parseFootballMatches, type FootballMatch } from '../../src/contracts/football';
import { FootballCalls } from '../../src/contracts/football-calls';
import { footballMatchKickingOff, scoreHomeGoal } from './support/live-rooms';
import { screenshot, stackForFile } from './support/stack';
import { dismissServiceBubble, lookInBothThemes } from './support/themes';

const stack = stackForFile(240_000, { shared: true });

const LEAGUES: Record<number, string> = { 12387: '英超', 12388: '西甲', 12417: '意甲', 12416: '德甲', 12403: '法甲' };

async function api<T>(
  spec: { method: string; path: string },
  params: Record<string, string | number> = {},
): Promise<T> {
  const options = spec.method === 'GET' ? { query: params } : { form: params };
  const { envelope } = await stack.callEnvelope<T>(spec.method, spec.path, options);
  return envelope.data;
}

/** A match of a league to score in: kicked off now through the development control, whatever the hour. */
async function matchToScoreIn(): Promise<{ leagueId: number; match: FootballMatch }> {
  const { matchId, competitionId: leagueId } = await footballMatchKickingOff(stack, Object.keys(LEAGUES).map(Number));
  const competitions = parseCompetitions(await api(FootballCalls.competitions));
  const seasonId = competitions.find((item) => item.competitionId === leagueId)!.seasonId;
  const today = parseFootballMatches(
    await api(FootballCalls.matchList, { seasonId, matchDate: stack.now(), pid: 164 }),
  );
  return { leagueId, match: today.find((match) => match.id === matchId)! };
}

const scoreGoal = (matchId: number) => scoreHomeGoal(stack, matchId);

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it('tab → league → date → a live score → standings → player ranking → team → player', async () => {
  const { leagueId, match } = await matchToScoreIn();
  const { page } = await stack.newPage();
  const subscribed = new Set<string>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type?: string; channels?: string[] };
      if (message.type === 'subscribed') message.channels?.forEach((channel) => subscribed.add(channel));
    }),
  );
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  await page.getByRole('tab', { name: '体育专题' }).click();
  await page.waitForURL(/\/sport-info\/five-leagues$/);
  await page.getByRole('tablist', { name: '选择联赛' }).waitFor();

  // The league switch: to another league and to the one with the match.
  await page.getByRole('tab', { name: leagueId === 12388 ? '意甲' : '西甲' }).click();
  await page.getByRole('list', { name: /的比赛$/ }).waitFor();
  await page.getByRole('tab', { name: LEAGUES[leagueId]! }).click();

  // A date: the day before, then today again.
  const dates = page.getByRole('radiogroup', { name: '选择比赛日期' });
  expect((await dates.getByRole('radio', { checked: true }).textContent()) ?? '').toContain('今天');
  await dates.getByRole('radio').first().click();
  await page.getByRole('list', { name: /的比赛$/ }).waitFor();
  // Today's rows subscribe again: it is that confirmation the goal waits for.
  subscribed.clear();
  await dates.getByRole('radio', { name: /今天/ }).click();
  const list = page.getByRole('list', { name: /的比赛$/ });
  // By both clubs: a match brought forward to now may share its home club with one already played today.
  const row = new RegExp(`^${escape(match.home.shortNameZh)} \\d+ : \\d+ ${escape(match.away.shortNameZh)} `);
  await list.getByRole('button', { name: row }).waitFor();

  // A goal scored on the server reaches the row through the push socket.
  // The row holds its match's push channel; the goal is scored once the server confirmed it.
  await waitFor(() => subscribed.has(`match:${match.id}`), 10_000);
  const homeScore = await scoreGoal(match.id);
  // The row shows the server's new score (or a later one, if the world scored again meanwhile).
  await page.waitForFunction(
    ({ home, away, goals }) =>
      [...document.querySelectorAll('button[aria-label]')].some((button) => {
        if (!button.checkVisibility()) return false;
        const label = button.getAttribute('aria-label') ?? '';
        const score = / (\d+) : \d+ /.exec(label);
        return label.startsWith(`${home} `) && label.includes(` ${away} `) && Number(score?.[1] ?? -1) >= goals;
      }),
    { home: match.home.shortNameZh, away: match.away.shortNameZh, goals: homeScore },
    // Generous: under a loaded 2-core machine the push can lag by several seconds.
    { timeout: 30_000 },
  );
  await screenshot(page, 'football-journey-live-score');

  // Standings, then the player ranking.
  await page.getByRole('radio', { name: '积分榜' }).click();
  const table = page.getByRole('table', { name: `${LEAGUES[leagueId]} 积分榜` });
  await table.waitFor();
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(19);
  await page.getByRole('radio', { name: '球员榜' }).click();
  const players = page.getByRole('table', { name: `${LEAGUES[leagueId]} 球员榜 进球` });
  await players.waitFor();
  expect(await players.getByRole('row').count()).toBe(11);

  // A team page from the table, then a player page from its squad.
  await page.getByRole('radio', { name: '积分榜' }).click();
  await table.getByRole('button').first().click();
  await page.waitForURL(new RegExp(`/five-leagues/league/${leagueId}/team/\\d+$`));
  await page.getByRole('heading', { level: 2 }).waitFor();
  await page.getByRole('region', { name: '阵容' }).getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/five-leagues/league/${leagueId}/player/\\d+$`));
  await page.getByRole('region', { name: '赛季数据' }).getByText('出场', { exact: true }).waitFor();
  await page.getByRole('button', { name: '返回' }).click();
  await page.waitForURL(new RegExp(`/team/\\d+$`));
});

it('Euro: group table → bracket → a team', async () => {
  const { page } = await stack.newPage();
  await page.goto(`${stack.hostUrl}/sport-info/five-leagues`);
  await page.getByRole('tablist', { name: '体育专题' }).getByRole('tab', { name: '欧洲杯' }).click();
  await page.waitForURL(/\/euro-cup$/);
  // The page lights the 体育专题 header tab.
  expect(await page.getByRole('tab', { name: '体育专题', selected: true }).count()).toBe(1);
  await page.getByRole('radio', { name: '小组积分' }).click();
  const groupC = page.getByRole('table', { name: 'C组积分榜' });
  await groupC.waitFor();
  expect(((await groupC.getByRole('row').nth(2).textContent()) ?? '').includes('丹麦')).toBe(true);
  // What each team needed before the last matchday.
  await page.getByRole('radio', { name: '第2轮后' }).click();
  await page
    .getByRole('list', { name: 'A组 出线形势' })
    .getByText(/对 瑞士（客）/)
    .waitFor();
  await page.getByRole('radio', { name: '淘汰赛' }).click();
  await page.getByRole('button', { name: /^决赛 西班牙 2 比 1 英格兰/ }).waitFor();
  await screenshot(page, 'football-journey-euro-bracket');
  await page.getByRole('radio', { name: '小组积分' }).click();
  await page.getByRole('table', { name: 'B组积分榜' }).getByRole('button').first().click();
  await page.waitForURL(/\/euro-cup\/team\/\d+$/);
  await page.getByRole('heading', { name: '西班牙', level: 2 }).waitFor();
  await page.getByRole('region', { name: '出线形势' }).getByText('已出线').first().waitFor();
});

/**
 * Every page, with what shows each of its faces (in an order one load can follow): the tabs and
 * radios to pick, in order, then the element that says the face is there.
 */
interface Face {
  name: string;
  path: string;
  pick?: readonly (readonly ['tab' | 'radio', string])[];
  shows: (page: Page) => Locator;
}

const matchList = (page: Page) => page.getByRole('list', { name: /的比赛$/ });
const round = (name: RegExp) => (page: Page) => page.getByRole('button', { name }).first();
const table = (name: string | RegExp) => (page: Page) => page.getByRole('table', { name });

const PAGES: Face[] = [
  { name: 'five-leagues', path: '/five-leagues', shows: matchList },
  {
    name: 'five-leagues-standings',
    path: '/five-leagues',
    pick: [['radio', '积分榜']],
    shows: table('英超 积分榜'),
  },
  {
    name: 'five-leagues-players',
    path: '/five-leagues',
    pick: [['radio', '球员榜']],
    shows: table('英超 球员榜 进球'),
  },
  {
    name: 'five-leagues-teams',
    path: '/five-leagues',
    pick: [['radio', '球队榜']],
    shows: table('英超 球队榜'),
  },
  {
    name: 'five-leagues-cup-bracket',
    path: '/five-leagues',
    pick: [
      ['tab', '欧冠'],
      ['radio', '对阵图'],
    ],
    shows: round(/^1\/8决赛 /),
  },
  {
    name: 'football-team',
    path: '/five-leagues/league/12387/team/1111',
    shows: (page) => page.getByRole('region', { name: '阵容' }),
  },
  {
    name: 'football-player',
    path: '/five-leagues/league/12387/player/111120',
    shows: (page) => page.getByText('出场时间'),
  },
  { name: 'euro-cup', path: '/euro-cup', shows: matchList },
  {
    name: 'euro-cup-groups',
    path: '/euro-cup',
    pick: [
      ['radio', '小组积分'],
      ['radio', '第2轮后'],
    ],
    shows: (page) => page.getByRole('list', { name: 'A组 出线形势' }),
  },
  { name: 'euro-cup-knockout', path: '/euro-cup', pick: [['radio', '淘汰赛']], shows: round(/^决赛 /) },
  {
    name: 'euro-cup-home-away',
    path: '/euro-cup',
    pick: [['radio', '主客场']],
    shows: table(/欧洲杯 主客场/),
  },
  {
    name: 'euro-cup-team',
    path: '/euro-cup/team/1909',
    shows: (page) => page.getByRole('region', { name: '出线形势' }),
  },
  { name: 'world-cup', path: '/world-cup', shows: matchList },
  {
    name: 'world-cup-groups',
    path: '/world-cup',
    pick: [['radio', '小组积分']],
    shows: table('A组积分榜'),
  },
  { name: 'world-cup-knockout', path: '/world-cup', pick: [['radio', '淘汰赛']], shows: round(/^1\/8决赛 /) },
  {
    name: 'world-cup-team',
    path: '/world-cup/team/1900',
    shows: (page) => page.getByRole('region', { name: '出线形势' }),
  },
];

/** The pages by address, each with its faces in PAGES' order: one load shows them all. */
const PAGES_BY_PATH = [...new Set(PAGES.map((face) => face.path))].map((path) => ({
  path,
  faces: PAGES.filter((face) => face.path === path),
}));

describe('every football page in both themes', () => {
  it.each(PAGES_BY_PATH)(
    '$path: each face screenshotted, no axe violations in either theme',
    async ({ path, faces }) => {
      const { page, context } = await stack.newPage();
      await dismissServiceBubble(context, stack.hostUrl);
      await page.goto(`${stack.hostUrl}/sport-info${path}`);
      await page.getByTestId('sport-info-root').waitFor();
      for (const { name, pick = [], shows } of faces) {
        for (const [role, label] of pick) await page.getByRole(role, { name: label }).click();
        await shows(page).waitFor();
        await lookInBothThemes(page, `football-${name}`);
      }
    },
  );
});
