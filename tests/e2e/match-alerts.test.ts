/**
 * Match alerts end to end, on the production builds in shell-demo: two fans book a match in play;
 * one watches its stream (some seconds behind live), one browses 盈利榜. A goal forced through
 * /__dev reaches the browsing fan at once and the watching fan only when the picture shows it; a
 * goal taken back by VAR before the watcher's picture reaches it gives the watcher nothing and the
 * browser a correction. The portal's home page (outside /sport-info), with `./alerts` mounted,
 * shows a red card and hears `match-alert`; a reload tells nothing again. A fan who follows a
 * streamer is told at once when /__dev takes the streamer live, and the tap opens its room; a goal
 * of a match a streamer is live on opens that room. Screenshots of the alert in light and dark
 * (tests/e2e/screenshots/match-alert-*.png).
 */
import path from 'node:path';
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { DevCalls } from '../../src/contracts/dev-server';
import { GameId } from '../../src/contracts/system';
import { devCall } from '../integration/server/signed-client';
import { liveFootballRoom, noteShortestDelay, scoreHomeGoal, showsVideo, streamDelayMsOf } from './support/live-rooms';
import { alertShown, alertsOf, asPortalFan, fanWhoBooked, untilQuiet, type SeenAlert } from './support/match-alerts';
import { SCREENSHOTS, stackForFile } from './support/stack';

const stack = stackForFile(240_000);

const screenshotPath = (name: string) => path.join(SCREENSHOTS, `${name}.png`);
const call: Parameters<typeof fanWhoBooked>[0] = (method, route, options) => stack.callEnvelope(method, route, options);

/** shell-demo in a new page as `session`, noting its alerts and when it holds the match's channel. */
async function portalPage(session: SessionInfo, matchId: number, colorScheme: 'light' | 'dark' = 'light') {
  const { page } = await stack.newPage({ colorScheme });
  const channel = await asPortalFan(page, session, matchId, colorScheme === 'dark' ? 'dark' : 'normal');
  return { page, alertsHeld: channel.held, resetHeld: channel.reset };
}

it('the browsing fan is told at once, the watching fan when the picture shows it; VAR: a correction, or nothing', async () => {
  const { hostId, matchId } = await liveFootballRoom(stack, showsVideo);
  const watcherSession = await fanWhoBooked(call, 'alert-watcher', matchId);
  const browserSession = await fanWhoBooked(call, 'alert-browser', matchId);

  const watcher = await portalPage(watcherSession, matchId);
  await watcher.page.goto(`${stack.hostUrl}/sport-info/anchor/detail/${hostId}`);
  const delayMs = await streamDelayMsOf(watcher.page);
  const shortestDelay = await noteShortestDelay(watcher.page);
  expect(delayMs).toBeGreaterThanOrEqual(2000);

  const browser = await portalPage(browserSession, matchId);
  await browser.page.goto(`${stack.hostUrl}/sport-info/user-ranking`);
  await browser.page.getByRole('tab', { name: /盈利榜/, selected: true }).waitFor();
  // The alerts come with the late chunks, after the first screen: each page holds the match's channel.
  await Promise.all([watcher.alertsHeld(), browser.alertsHeld()]);
  await browser.page.getByTestId('match-alert-layer').waitFor({ state: 'attached' });
  await watcher.page.getByTestId('match-alert-layer').waitFor({ state: 'attached' });
  await untilQuiet(browser.page, watcher.page);

  // A goal: the browsing fan at once (≤ 1 s after the event, with a loaded machine's slack).
  const homeScore = await scoreHomeGoal(stack, matchId);
  const scoredAt = Date.now();
  const isOurGoal = (alert: SeenAlert) =>
    alert.kind === 'goal' && alert.id.startsWith(`${matchId}-`) && alert.text.includes(`${homeScore}-`);
  const told = await alertShown(browser.page, isOurGoal, 5000);
  const browserLag = Date.now() - scoredAt;
  await browser.page.screenshot({ path: screenshotPath('match-alert-light') });
  // The watcher: not before the picture (its delay, less the slack of a player catching up).
  expect((await alertsOf(watcher.page)).some(isOurGoal)).toBe(false);
  await alertShown(watcher.page, (alert) => alert.id === told.id, delayMs + 8000);
  const watcherLag = Date.now() - scoredAt;
  expect(watcherLag).toBeGreaterThanOrEqual(Math.max(0, (await shortestDelay()) - 1500));
  expect(watcherLag).toBeGreaterThan(browserLag);
  console.log(`[match-alerts] goal: browser ${browserLag} ms, watcher ${watcherLag} ms (stream delay ${delayMs} ms)`);

  // A goal taken back by VAR at once: the browser is told the goal and its correction; the watcher nothing.
  const secondScore = await scoreHomeGoal(stack, matchId);
  await devCall(stack.apiUrl, 'POST', DevCalls.varCancel, { matchId });
  const cancelledAt = Date.now();
  const secondGoal = await alertShown(
    browser.page,
    (alert) => alert.kind === 'goal' && alert.text.includes(`${secondScore}-`),
    5000,
  );
  const correction = await alertShown(browser.page, (alert) => alert.kind === 'goal-cancelled', 15_000);
  expect(correction.text).toContain('进球取消（VAR）');
  // Past the watcher's picture: still nothing of that goal or its cancel.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, delayMs + 3000 - (Date.now() - cancelledAt))));
  const watcherSaw = await alertsOf(watcher.page);
  expect(watcherSaw.filter((alert) => alert.id === secondGoal.id || alert.kind === 'goal-cancelled')).toEqual([]);
});

it("the portal's home page with ./alerts: a red card shows over it and reaches the host as match-alert; a reload tells nothing again", async () => {
  const { matchId } = await liveFootballRoom(stack);
  const session = await fanWhoBooked(call, 'alert-portal', matchId);
  const portal = await portalPage(session, matchId, 'dark');
  await portal.page.goto(`${stack.hostUrl}/`);
  await portal.page.getByTestId('host-match-alerts').waitFor();
  await portal.alertsHeld();

  await devCall(stack.apiUrl, 'POST', DevCalls.bookPlayer, { matchId, side: 'away', red: true });
  const red = await alertShown(
    portal.page,
    (alert) => alert.kind === 'red-card' && alert.id.startsWith(`${matchId}-`),
    8000,
  );
  expect(red.text).toContain('红牌');
  await portal.page.screenshot({ path: screenshotPath('match-alert-dark') });
  // The host heard it (its own list of match-alert events).
  await portal.page.locator(`[data-testid="host-match-alert"][data-kind="red-card"]`).first().waitFor();
  // Outside /sport-info: the app is not mounted, the alert is ./alerts'.
  expect(portal.page.url()).toBe(`${stack.hostUrl}/`);

  // A reload: the alerts told are not told again.
  portal.resetHeld();
  await portal.page.reload();
  await portal.alertsHeld();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect((await alertsOf(portal.page)).filter((alert) => alert.id === red.id)).toEqual([]);
  expect(await portal.page.locator(`[data-testid="host-match-alert"][data-alert-id="${red.id}"]`).count()).toBe(0);
});

it('a followed streamer going live: told at once, named, the tap opens the room; a goal of a match a streamer is live on opens that room', async () => {
  const { matchId } = await liveFootballRoom(stack);
  const world = stack.devServer.world();
  const dayAhead = Date.now() + 20 * 3_600_000;
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
      match.matchDate > Date.now() &&
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
  await alertShown(page, (alert) => alert.kind === 'goal' && alert.text.includes(`${homeScore}-`), 5000);
  await page.locator('[data-testid="match-alert"][data-kind="goal"]').click();
  await page.waitForURL(
    (url) => /^\/sport-info\/anchor\/detail\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${streamer.id}`),
  );
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
