/**
 * Match alerts end to end on the production builds in shell-demo (support/match-alerts.ts runs the
 * same core journeys on `npm start`'s development builds in dev-stack.test.ts, whose one start
 * serves them): two fans book a match in play; one watches its stream (some seconds
 * behind live), one browses 盈利榜. A goal forced through /__dev reaches the browsing fan at once
 * and the watching fan only when the picture shows it; a goal taken back by VAR before the
 * watcher's picture reaches it gives the watcher nothing and the browser a correction. The
 * portal's home page (outside /sport-info), with `./alerts` mounted, shows a red card and hears
 * `match-alert`; a reload tells nothing again. On the production builds also: a fan who follows a
 * streamer is told at once when /__dev takes the streamer live, and the tap opens its room; a goal
 * of a match a streamer is live on opens that room. Screenshots of the alert in light and dark
 * (tests/e2e/screenshots/match-alert-*.png).
 */
import path from 'node:path';
import { DevCalls } from '../../src/contracts/dev-server';
import { GameId } from '../../src/contracts/system';
import { NAVIGATION_DEBOUNCE_MS } from '../../src/platform/bridge/navigation';
import { devCall } from '../integration/server/signed-client';
import { liveFootballRoom, scoreHomeGoal, showsVideo } from './support/live-rooms';
import {
  alertShown,
  alertsOf,
  asPortalFan,
  fanWhoBooked,
  pictureJourney,
  portalJourney,
  untilQuiet,
  type AlertsStack,
} from './support/match-alerts';
import { SCREENSHOTS, screenshot, stackForFile } from './support/stack';
import { simplifiedIn } from '../support/han-script';

const HAN = /\p{Script=Han}/u;

const stack = stackForFile(240_000);

const screenshotPath = (name: string) => path.join(SCREENSHOTS, `${name}.png`);
const call: Parameters<typeof fanWhoBooked>[0] = (method, route, options) => stack.callEnvelope(method, route, options);

/** The production builds, served as a deployment serves them (support/stack.ts). */
const production: AlertsStack = {
  get hostUrl() {
    return stack.hostUrl;
  },
  get apiUrl() {
    return stack.apiUrl;
  },
  call,
  newPage: async (colorScheme) => (await stack.newPage({ colorScheme })).page,
  liveRoom: () => liveFootballRoom(stack, showsVideo),
  screenshot: screenshotPath,
  label: 'production',
};

it('the browsing fan is told at once, the watching fan when the picture shows it; VAR: a correction, or nothing', async () => {
  await pictureJourney(production);
});

it("the portal's home page with ./alerts: a red card shows over it and reaches the host as match-alert; a reload tells nothing again", async () => {
  await portalJourney(production);
});

it('a followed streamer going live: told at once, named, the tap opens the room; a goal of a match a streamer is live on opens that room', async () => {
  const { matchId } = await liveFootballRoom(stack);
  const world = stack.devServer.world();
  // The world's time, not the machine's: a run may be set at another hour (support/world-clock.ts).
  const now = stack.now();
  const dayAhead = now + 20 * 3_600_000;
  // A streamer not live yet, with a stream ahead that a fan may see (the platform's game or 畅玩, no private group).
  const ahead = (entry: {
    matchId: number;
    liveStatus: number;
    matchSource: number;
    liveUserGroupId: number | null;
  }) => {
    const match = world.matches.get(entry.matchId);
    return (
      entry.liveStatus === 0 &&
      entry.matchId !== matchId &&
      entry.liveUserGroupId === null &&
      ([GameId.NewSt, GameId.Play] as number[]).includes(entry.matchSource) &&
      match !== undefined &&
      match.homeId !== 0 &&
      match.matchDate > now &&
      match.matchDate < dayAhead
    );
  };
  const streamer = [...world.hosts.values()].find((host) => host.liveStatus === 0 && host.liveSchedule.some(ahead))!;
  expect(streamer).toBeDefined();
  const streamed = streamer.liveSchedule.find(ahead)!;
  const session = await fanWhoBooked(call, 'alert-streamer-fan', matchId, [streamer.id]);
  const { page } = await stack.newPage();
  const fan = await asPortalFan(page, session, matchId);
  await page.goto(`${stack.hostUrl}/sport-info/user-ranking`);
  await page.getByRole('tab', { name: /盈利榜/, selected: true }).waitFor();
  await Promise.all([fan.held(), fan.holds(`host:${streamer.id}`)]);
  await untilQuiet(page);

  const wentLiveAt = Date.now();
  await devCall(stack.apiUrl, 'POST', DevCalls.hostLive, { hostId: streamer.id, matchId: streamed.matchId });
  const live = await alertShown(page, (alert) => alert.kind === 'streamer-live', 5000);
  const lag = Date.now() - wentLiveAt;
  console.log(`[match-alerts] streamer live: told in ${lag} ms`);
  expect(live.id).toBe(`host-${streamer.id}-${streamed.matchId}`);
  expect(live.text).toContain(streamer.nickName);
  expect(live.text).toContain('点按进入直播间');
  await page.screenshot({ path: screenshotPath('match-alert-streamer-light') });
  await page.locator('[data-testid="match-alert"][data-kind="streamer-live"]').click();
  await page.waitForURL(new RegExp(`/sport-info/anchor/detail/${streamer.id}(\\?|$)`));

  // A goal of the booked match, which a streamer is live on: its tap opens a live streamer's room, not the match centre.
  const homeScore = await scoreHomeGoal(stack, matchId);
  const goal = await alertShown(page, (alert) => alert.kind === 'goal' && alert.text.includes(`${homeScore}-`), 5000);
  expect(goal.text).toContain('点按进入直播间');
  await screenshot(page, 'match-alert-goal-room');
  // Tapped as soon as it shows, which may be within a second of the last jump: the navigation's
  // debounce does not take that tap, and the card stays for the fan's second tap.
  const goalCard = page.locator(`[data-testid="match-alert"][data-alert-id="${goal.id}"]`);
  const inOtherRoom = (url: URL) =>
    /^\/sport-info\/anchor\/detail\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${streamer.id}`);
  await goalCard.click();
  if (
    !(await page.waitForURL(inOtherRoom, { timeout: NAVIGATION_DEBOUNCE_MS + 500 }).then(
      () => true,
      () => false,
    ))
  ) {
    await goalCard.click({ timeout: 2000 });
    await page.waitForURL(inOtherRoom);
  }
  const opened = Number(/detail\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
  const liveOnMatch = (world.hostsByMatch.get(matchId) ?? []).filter((id) => world.hosts.get(id)?.liveStatus === 1);
  expect(liveOnMatch).toContain(opened);
  // Once: the value again after a reload tells nothing.
  fan.reset();
  await page.reload();
  await fan.holds(`host:${streamer.id}`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect((await alertsOf(page)).filter((alert) => alert.kind === 'streamer-live')).toEqual([]);
});

it("the portal in en and zh-HK: ./alerts speaks the locale passed, the server's names in it too", async () => {
  const { matchId } = await liveFootballRoom(stack);
  const told = new Set<string>();
  for (const locale of ['en', 'zh-HK'] as const) {
    const session = await fanWhoBooked(call, `alert-${locale}`, matchId);
    const { page } = await stack.newPage();
    const channel = await asPortalFan(page, session, matchId, 'normal', locale);
    await page.goto(`${stack.hostUrl}/`);
    await page.getByTestId('host-match-alerts').waitFor({ timeout: 60_000 });
    await channel.held();
    await untilQuiet(page);
    await devCall(stack.apiUrl, 'POST', DevCalls.bookPlayer, { matchId, side: 'away', red: true });
    // This pass's card: an earlier pass's comes too, as a late one (稍早 ·), through the missed call.
    const red = await alertShown(
      page,
      (alert) => alert.kind === 'red-card' && alert.id.startsWith(`${matchId}-`) && !told.has(alert.id),
      8000,
    );
    told.add(red.id);
    // The socket asked in the locale: names and words alike, nothing of zh-CN's.
    if (locale === 'en') {
      expect(red.text).toMatch(/^Red card/);
      expect(red.text).not.toMatch(HAN);
      expect(red.text).toContain('Tap to see the match');
    } else {
      expect(red.text).toMatch(/^紅牌/);
      expect(simplifiedIn(red.text)).toBe('');
    }
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll('[data-testid="match-alert"]')].flatMap((card) =>
          card.getAnimations().map((animation) => animation.finished),
        ),
      ),
    );
    await screenshot(page, `match-alert-${locale}`);
    await page.close();
  }
});
