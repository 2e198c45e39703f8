/**
 * The NBA journey in Chromium at 390x844, embedded in shell-demo: 体育专题 → NBA (when
 * the header has the tab; else /sport-info/nba directly) → a date → a live score changes (the
 * server's world moves on) → standings east / west / division → the player ranking → a team → a
 * player; the cup and playoff brackets; standalone deep links. Every page, loaded once, in both
 * themes, with a screenshot and no axe violations.
 */
import type { Page } from 'playwright-core';
import { basketballGameTippingOff } from './support/live-rooms';
import { screenshot, stackForFile } from './support/stack';
import { lookInBothThemes } from './support/themes';

const stack = stackForFile(240_000);

// Rows are read in the page with visible ones only: kept-alive pages (the anchor home, the
// football topics) stay in the document, hidden, with game lists of their own.
const MINUTE = 60_000;
/** A live row's clock is the end of its label: a quarter, a break, an overtime or the pause before one. */
const LIVE_CLOCK = /(第\d节|第\d节结束|中场|加时\d+|等待加时|常规时间结束|加时结束)$/;

const gamesList = (page: Page) => page.getByRole('list', { name: /比赛$/ });

/** The labels of the rows of the games list ("湖人 101 : 99 勇士 第3节"). */
const rowLabels = (page: Page): Promise<string[]> =>
  gamesList(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));

const scoreOf = (label: string): string => /(\d+ : \d+)/.exec(label)?.[1] ?? '';
const teamsOf = (label: string): string => label.replace(/\d+ : \d+.*$/, '').trim();

async function openNba(page: Page): Promise<void> {
  await page.goto(`${stack.hostUrl}/sport-info/anchor`);
  await page.getByTestId('app-header').waitFor();
  const sportsTab = page.getByRole('tab', { name: '体育专题' });
  if ((await sportsTab.count()) > 0) {
    // After the football domain's merge: the header's 体育专题, then NBA among the topics.
    await sportsTab.click();
    await page.getByRole('tab', { name: 'NBA' }).click();
    await page.waitForURL('**/sport-info/nba');
    await page.getByRole('tab', { name: '体育专题', selected: true }).waitFor();
  } else {
    await page.goto(`${stack.hostUrl}/sport-info/nba`);
  }
  await page.getByRole('tab', { name: 'NBA', selected: true }).waitFor();
}

it('体育专题 → NBA → a date → a live score moves → standings → player ranking → team → player; the brackets', async () => {
  // A game in play whatever the hour: one tips off now.
  await basketballGameTippingOff(stack);
  const { page } = await stack.newPage({ ownClock: true });
  const started = stack.now();
  // The browser's clock can be moved with the server's (the signature checks the time).
  await page.clock.install({ time: started });
  await openNba(page);
  // The customer-service bubble sits over the page's bottom; out of the way for the taps below.
  await page.getByRole('button', { name: '关闭福利提示' }).click();

  // Today's games, opened on today.
  await gamesList(page).getByRole('listitem').first().waitFor();
  const today = page.getByRole('radio', { name: /今天/, checked: true });
  await today.waitFor();
  await screenshot(page, 'nba-schedule');

  // A date two game days back: all over (yesterday's last game can still be on after midnight,
  // since tip-offs spread over the whole day); then back to today.
  const dates = page.getByRole('radiogroup', { name: '比赛日期' });
  await dates.getByRole('radio', { checked: true }).press('ArrowLeft');
  await dates.getByRole('radio', { name: /今天/, checked: false }).waitFor();
  await dates.getByRole('radio', { checked: true }).press('ArrowLeft');
  await page.waitForFunction(() => {
    const list = [...document.querySelectorAll('ul[aria-label$="比赛"] button')].filter((button) =>
      button.checkVisibility(),
    );
    return list.length > 0 && list.every((button) => (button.getAttribute('aria-label') ?? '').endsWith('完场'));
  });
  await page.getByRole('radio', { name: /今天/ }).click();
  await page.getByRole('radio', { name: /今天/, checked: true }).waitFor();

  // A live game's score moves as the world moves on (pushed, no reload): the one tipped off now.
  const liveRowShown = (timeout: number): Promise<boolean> =>
    page
      .waitForFunction(
        (pattern) =>
          [...document.querySelectorAll('ul[aria-label$="比赛"] button')]
            .filter((button) => button.checkVisibility())
            .some((button) => new RegExp(pattern).test(button.getAttribute('aria-label') ?? '')),
        LIVE_CLOCK.source,
        { timeout },
      )
      .then(
        () => true,
        () => false,
      );
  expect(await liveRowShown(30_000)).toBe(true);
  // The game that tipped off last (the one tipped off now) has the most of it left: one in its
  // last seconds can end on the score it shows.
  const live = (await rowLabels(page)).findLast((label) => LIVE_CLOCK.test(label))!;
  const teams = teamsOf(live);
  const before = scoreOf(live);
  let moved = false;
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ssapi/nba/list')) listRequests.push(request.url());
  });
  for (let step = 1; step <= 8 && !moved; step += 1) {
    const offset = step * 4 * MINUTE;
    stack.setServerClockOffset(offset);
    await page.clock.setSystemTime(started + offset);
    moved = await page
      .waitForFunction(
        ({ teams: names, score }) =>
          [...document.querySelectorAll('ul[aria-label$="比赛"] button')]
            .filter((button) => button.checkVisibility())
            .some((button) => {
              const label = button.getAttribute('aria-label') ?? '';
              return label.startsWith(names.split(' ')[0]!) && !label.includes(score);
            }),
        { teams, score: before },
        { timeout: 5000 },
      )
      .then(() => true)
      .catch(() => false);
  }
  // Said when it fails: what the row showed after the world moved 32 minutes on.
  if (!moved) console.info('nba: the live row never moved', before, await rowLabels(page), listRequests);
  expect(moved).toBe(true);
  // It came by push: the list was not asked again.
  expect(listRequests).toEqual([]);
  await gamesList(page)
    .getByRole('button', { name: new RegExp(`^${teams.split(' ')[0]}`) })
    .first()
    .scrollIntoViewIfNeeded();
  await screenshot(page, 'nba-live-score');

  // Standings: east, west, the divisions.
  await page.getByRole('tab', { name: '排名' }).click();
  await page.getByRole('table', { name: '东部排名' }).waitFor();
  expect(await page.getByRole('table', { name: '东部排名' }).getByRole('row').count()).toBe(16);
  await page.getByRole('radio', { name: '西部' }).click();
  await page.getByRole('table', { name: '西部排名' }).waitFor();
  await page.getByRole('radio', { name: '分区' }).click();
  await page.getByRole('table', { name: '太平洋区排名' }).waitFor();
  expect(await page.getByRole('table').count()).toBe(6);
  await screenshot(page, 'nba-standings-divisions');

  // The player ranking.
  await page.getByRole('tab', { name: '球员榜' }).click();
  const ranking = page.getByRole('table', { name: '球员得分榜（场均）' });
  await ranking.waitFor();
  expect(await ranking.getByRole('row').count()).toBe(11);
  await page.getByRole('radio', { name: '助攻' }).click();
  await page.getByRole('table', { name: '球员助攻榜（场均）' }).waitFor();
  await screenshot(page, 'nba-player-ranking');

  // A team, from the standings.
  await page.getByRole('tab', { name: '排名' }).click();
  await page.getByRole('radio', { name: '东部' }).click();
  const first = page.getByRole('table', { name: '东部排名' }).getByRole('button').first();
  const teamName = ((await first.textContent()) ?? '').replace(/^\d+/, '').trim();
  await first.click();
  await page.waitForURL(/\/sport-info\/nba\/team\/\d+$/);
  await page.getByRole('heading', { name: teamName, level: 2 }).waitFor();
  await page.getByRole('list', { name: `${teamName}阵容` }).waitFor();
  await screenshot(page, 'nba-team');

  // A player, from the lineup.
  await page
    .getByRole('list', { name: `${teamName}阵容` })
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(/\/sport-info\/nba\/player\/\d+$/);
  await page.getByRole('table', { name: /各赛季常规赛场均数据$/ }).waitFor();
  await screenshot(page, 'nba-player');

  // Back twice: /nba kept its state (the standings, east).
  await page.getByRole('button', { name: '返回' }).click();
  await page.waitForURL(/\/nba\/team\/\d+$/);
  await page.getByRole('button', { name: '返回' }).click();
  await page.waitForURL('**/sport-info/nba');
  await page.getByRole('table', { name: '东部排名' }).waitFor();

  // The cup bracket of 23-24, and its final's game.
  await page.getByRole('tab', { name: '赛程' }).click();
  await page.getByRole('radio', { name: '23-24' }).click();
  await page.getByRole('radio', { name: '杯赛' }).click();
  const cup = page.getByRole('region', { name: '杯赛对阵' });
  await cup.getByRole('heading', { name: '杯赛决赛' }).waitFor();
  expect(await cup.getByRole('button').count()).toBe(7);
  await screenshot(page, 'nba-cup-bracket');
  // A game opens the portal's result page.
  await page.getByRole('list', { name: / 对 / }).getByRole('button').first().click();
  await page.waitForURL(/\/newSport\/match-result\/bb\?/);
  expect(new URL(page.url()).searchParams.get('sid')).toBe('2');
});

it('the playoff bracket of 23-24, and standalone deep links to a team and a player', async () => {
  const { page } = await stack.newPage();
  await page.goto(`${stack.remoteUrl}/nba`);
  await page.getByRole('radio', { name: '季后赛' }).click();
  await page.getByText('季后赛尚未开始').waitFor();
  await page.getByRole('radio', { name: '23-24' }).click();
  const bracket = page.getByRole('region', { name: '季后赛对阵' });
  await bracket.getByRole('heading', { name: '总决赛' }).waitFor();
  expect(await bracket.getByRole('button').count()).toBe(15);
  await screenshot(page, 'nba-playoff-bracket', { fullPage: true });

  await page.goto(`${stack.remoteUrl}/nba/team/2023`);
  await page.getByRole('heading', { name: '湖人', level: 2 }).waitFor();
  await page.getByRole('tab', { name: '赛程' }).click();
  await page.getByRole('radio', { name: '21-22' }).click();
  await page.getByRole('list', { name: '赛程' }).getByRole('listitem').nth(81).waitFor();
  await page.goto(`${stack.remoteUrl}/nba/player/202301`);
  await page.getByRole('link', { name: '查看湖人' }).waitFor();
});

/** Every NBA view, with the tab that shows it. */
const views: [string, string, (page: Page) => Promise<void>][] = [
  ['schedule', '/nba', async (page) => void (await gamesList(page).getByRole('listitem').first().waitFor())],
  [
    'standings',
    '/nba',
    async (page) => {
      await page.getByRole('tab', { name: '排名' }).click();
      await page.getByRole('table', { name: '东部排名' }).waitFor();
    },
  ],
  [
    'players',
    '/nba',
    async (page) => {
      await page.getByRole('tab', { name: '球员榜' }).click();
      await page.getByRole('table', { name: /^球员得分榜/ }).waitFor();
    },
  ],
  [
    'cup',
    '/nba',
    async (page) => {
      await page.getByRole('radio', { name: '杯赛' }).click();
      await page.getByRole('region', { name: '杯赛对阵' }).getByRole('heading', { name: '杯赛决赛' }).waitFor();
    },
  ],
  ['team', '/nba/team/2001', async (page) => void (await page.getByRole('list', { name: '凯尔特人阵容' }).waitFor())],
  [
    'team-data',
    '/nba/team/2001',
    async (page) => {
      await page.getByRole('tab', { name: '数据' }).click();
      await page.getByText('场均失分').waitFor();
    },
  ],
  [
    'player',
    '/nba/player/200101',
    async (page) => void (await page.getByRole('table', { name: /各赛季常规赛场均数据$/ }).waitFor()),
  ],
];

describe('every NBA view in both themes', () => {
  it.each(views)('%s: screenshots and no axe violations in either theme', async (name, path, show) => {
    const { page } = await stack.newPage();
    await page.goto(`${stack.hostUrl}/sport-info${path}`);
    await page.getByTestId('sport-info-root').waitFor();
    await show(page);
    await lookInBothThemes(page, `nba-${name}`);
  });
});
