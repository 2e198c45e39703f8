/**
 * The match centre end to end, Chromium at 390x844 against the development server: in
 * a live room the 赛况 panel shows the world's events — the text live, the timeline — no sooner
 * than the stream's delay, and at once with 实时比分; a key event made to happen now (a booking,
 * the development server's /__dev/world/card) reaches the timeline and the text live when the
 * stream shows it, as the world has it; a schedule shows live rows with their momentum sparkline
 * and last key event. Screenshots of both.
 */
import type { Page } from 'playwright-core';
import { DevCalls } from '../../src/contracts/dev-server';
import type { MatchCentreEvent } from '../../src/contracts/match-centre';
import { localDateText } from '../../shell-demo/server/world/clock';
import { centreSnapshot } from '../../shell-demo/server/world/match-centre/centre';
import { FIVE_LEAGUE_IDS } from '../../shell-demo/server/world/ids';
import { footballMatchKickingOff, liveFootballRoom, showsVideo } from './support/live-rooms';
import { noteWhenShown } from './support/shown-at';
import { screenshot, screenshotPath, stackForFile } from './support/stack';

const stack = stackForFile(180_000);

/** The world's commentary lines of the match up to `until` (server time), newest first. */
function worldLines(matchId: number, until: number): MatchCentreEvent[] {
  const world = stack.devServer.world();
  const events = centreSnapshot(world, world.matches.get(matchId)!).events;
  return events.filter((event) => event.text !== '' && event.at <= until).reverse();
}

async function newestShownLine(page: Page): Promise<string> {
  const list = page.getByRole('list', { name: '文字直播' });
  await list.locator('li').first().waitFor();
  return (await list.locator('li').first().locator('span').nth(1).textContent()) ?? '';
}

/**
 * The room of a live football host, its video playing: the match (kicked off twenty minutes ago
 * through the development control, so it has lines older than any stream's delay) and the
 * stream's delay.
 */
async function enterLiveFootballRoom(page: Page): Promise<{ matchId: number; delayMs: number }> {
  const { hostId, matchId } = await liveFootballRoom(stack, showsVideo);
  await page.goto(`${stack.remoteUrl}/anchor/detail/${hostId}`);
  await page
    .waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, null, { timeout: 30_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: screenshotPath('match-centre-room-no-video') });
      throw error;
    });
  // The player measures its delay from the stream's timeline once it has played a while; a
  // loaded machine's stalls put that off (once past 30 s in a clean-clone run).
  const delayText = await page
    .getByText(/\d+ 秒延迟/)
    .first()
    .textContent({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: screenshotPath('match-centre-room-no-delay') });
      const played = await page.evaluate(() => document.querySelector('video')?.currentTime ?? null);
      throw new Error(`no stream delay shown in 60 s (the video at ${played} s): ${String(error)}`);
    });
  return { matchId, delayMs: Number(/(\d+) 秒延迟/.exec(delayText ?? '')![1]) * 1000 };
}

it('the room’s 赛况 shows the world’s events after the stream delay, and at once with 实时比分', async () => {
  const { page } = await stack.newPage();
  const { matchId, delayMs } = await enterLiveFootballRoom(page);

  await page.getByRole('tab', { name: '赛况' }).click();
  await page.getByTestId('match-centre').waitFor();
  await page.getByTestId('momentum-chart').waitFor();
  await screenshot(page, 'match-centre-room-events');

  await page.getByRole('radio', { name: '文字直播' }).click();
  expect(await page.getByRole('list', { name: '文字直播' }).getAttribute('aria-live')).toBe('polite');
  const delayedAt = stack.now();
  const shown = await newestShownLine(page);
  // What the video shows: the newest line is one the world had said a delay ago (a second of slack
  // either side), never one said within the delay.
  const expected = worldLines(matchId, delayedAt - delayMs + 1500)
    .slice(0, 2)
    .map((event) => event.text);
  expect(expected).toContain(shown);
  const tooNew = worldLines(matchId, stack.now()).filter((event) => event.at > delayedAt - delayMs + 1500);
  expect(tooNew.map((event) => event.text)).not.toContain(shown);

  await page.getByRole('switch', { name: '实时比分' }).click();
  // The list re-renders from the switch: read until it shows one of the world's two newest lines
  // (a fixed wait was short on a loaded machine), for at most 5 s.
  const newestTwo = () =>
    worldLines(matchId, stack.now())
      .slice(0, 2)
      .map((event) => event.text);
  let realtime = await newestShownLine(page);
  for (const until = Date.now() + 5000; !newestTwo().includes(realtime) && Date.now() < until;) {
    await page.waitForTimeout(100);
    realtime = await newestShownLine(page);
  }
  expect(newestTwo()).toContain(realtime);
  await screenshot(page, 'match-centre-room-text');

  await page.getByRole('radio', { name: '阵容' }).click();
  // A formation line such as 4-3-3 or 3-5-2 (the world picks one per team; both can lack a 4).
  await page
    .getByText(/^\d-\d-\d$/)
    .first()
    .waitFor();
  await screenshot(page, 'match-centre-room-lineups', { fullPage: true });
});

it('a key event made now reaches the timeline and the text live after the stream delay, as the world has it', async () => {
  const { page } = await stack.newPage();
  const { matchId, delayMs } = await enterLiveFootballRoom(page);
  await page.getByRole('tab', { name: '赛况' }).click();
  await page.getByTestId('match-centre').waitFor();

  const response = await fetch(`${stack.apiUrl}${DevCalls.bookPlayer}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, side: 'home' }),
  });
  expect(response.status).toBe(200);
  const card = (await response.json()) as MatchCentreEvent;
  expect(card.text).toContain(card.playerName);
  // The timeline: one more row for this player's booking, timed where it came in the page.
  // Counted, not read off the top: the world may have booked the player before, and a key event
  // of its own (a substitution, the half's end) may come right after and sit above it.
  const bookingShown = await noteWhenShown(
    page,
    { within: '[data-testid="match-centre"] ol li', text: `🟨${card.playerName}` },
    stack.now,
  );

  // The world has it, where it said, once its moment has passed (the simulator's next tick).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const world = stack.devServer.world();
  const worldCard = centreSnapshot(world, world.matches.get(matchId)!).events[card.index];
  expect(worldCard).toMatchObject({ kind: 'card', detail: 'yellow', playerName: card.playerName, text: card.text });

  // No sooner than the delay after it happened. The panel holds events back by the player's delay
  // as measured now: a stream that stalled under load is further behind than when the room opened,
  // so the wait is generous and a timeout says what the room showed.
  const timeline = page.getByTestId('match-centre').locator('ol').first();
  const bookings = timeline.locator('li', { hasText: `🟨${card.playerName}` });
  const shown = await bookingShown(delayMs + 40_000).catch(async (error: unknown) => {
    await page.screenshot({ path: screenshotPath('match-centre-room-card-missing') });
    const delayNow = await page
      .getByText(/\d+ 秒延迟/)
      .first()
      .textContent()
      .catch(() => 'none shown');
    const rows = await timeline.locator('li').allTextContents();
    throw new Error(
      `the booking of ${card.playerName} (index ${card.index}) is not on the timeline: delay ${delayNow}, rows ${JSON.stringify(rows.slice(0, 4))}; ${String(error)}`,
    );
  });
  // Against the delay the page showed as the row came (whole seconds, sampled once a second).
  if ((shown.delayMs ?? 0) > 3000) expect(shown.at - card.at).toBeGreaterThanOrEqual(shown.delayMs! - 2000);
  const clock = card.extraMinute > 0 ? `${card.minute}+${card.extraMinute}'` : `${card.minute}'`;
  expect(await bookings.first().textContent()).toContain(clock);
  await screenshot(page, 'match-centre-room-card');

  // The text live has its line, the world's words.
  await page.getByRole('radio', { name: '文字直播' }).click();
  const lines = page.getByRole('list', { name: '文字直播' });
  await lines.getByText(card.text, { exact: true }).first().waitFor({ timeout: 5000 });
});

it('a schedule’s live rows show the momentum sparkline and the last key event', async () => {
  const { page } = await stack.newPage();
  // A match of /five-leagues' first tab in play for ten minutes (a pulse to draw), whatever the
  // hour; in the first minutes after midnight it kicked off on yesterday's date, where a fan finds it.
  const { matchId, competitionId } = await footballMatchKickingOff(stack, FIVE_LEAGUE_IDS, { minute: 10 });
  const world = stack.devServer.world();
  await page.goto(`${stack.remoteUrl}/five-leagues`);
  const tab = world.competitions.get(competitionId)!.shortNameZh;
  await page.getByRole('tablist', { name: '选择联赛' }).getByRole('tab', { name: tab, exact: true }).click();
  const day = localDateText(world.matches.get(matchId)!.matchDate).slice(5).replace('-', '月');
  await page
    .getByRole('radiogroup', { name: '选择比赛日期' })
    .getByRole('radio', { name: new RegExp(`${day}日$`) })
    .click();
  const row = page.locator(`[data-match-id="${matchId}"]`).first();
  await row.waitFor();
  const sparkline = page.getByRole('img', { name: '比赛势头' }).first();
  await sparkline.waitFor({ timeout: 30_000 });
  await sparkline.scrollIntoViewIfNeeded();
  await screenshot(page, 'match-centre-list-sparklines');
});
