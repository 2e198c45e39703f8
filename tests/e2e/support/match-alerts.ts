/**
 * What the match alerts' journeys share, on either stack: a fan who booked a match (the app's own
 * calls), shell-demo opened as that fan, the alert cards a page showed and the moment it holds the
 * match's alerts channel — and the core journeys themselves, which match-alerts.test.ts runs on the
 * production builds and on `npm start`'s development builds alike.
 */
import type { Page } from 'playwright-core';
import { AnchorCalls } from '../../../src/contracts/anchors';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import { devCall, type CallOptions } from '../../integration/server/signed-client';
import type { Envelope } from '../../../src/contracts/http';
import type { LocaleName } from '../../../src/contracts/props';
import { noteShortestDelay, scoreHomeGoal, streamDelayMsOf } from './live-rooms';

/** An alert card a page showed: its id, kind and words. */
export interface SeenAlert {
  id: string;
  kind: string;
  text: string;
  /** When the card appeared: wall-clock ms (the page's `performance`, which the world's clock leaves alone). */
  shownAt: number;
}

/** Notes every alert card the page shows (an init script: before the page's own scripts run). */
function noteAlerts(): void {
  const seen: SeenAlert[] = [];
  (window as unknown as { __alerts: SeenAlert[] }).__alerts = seen;
  new MutationObserver(() => {
    for (const card of document.querySelectorAll<HTMLElement>('[data-testid="match-alert"]')) {
      if (card.dataset.noted) continue;
      card.dataset.noted = 'true';
      seen.push({
        id: card.dataset.alertId ?? '',
        kind: card.dataset.kind ?? '',
        text: card.textContent ?? '',
        shownAt: performance.timeOrigin + performance.now(),
      });
    }
  }).observe(document, { subtree: true, childList: true });
}

export const alertsOf = (page: Page): Promise<SeenAlert[]> =>
  page.evaluate(() => (window as unknown as { __alerts: SeenAlert[] }).__alerts);

/** Until `page` has shown an alert that `match`es; answers it. */
export async function alertShown(
  page: Page,
  match: (alert: SeenAlert) => boolean,
  timeoutMs: number,
): Promise<SeenAlert> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await alertsOf(page)).find(match);
    if (found) return found;
    if (Date.now() > until)
      throw new Error(`no such alert within ${timeoutMs} ms: ${JSON.stringify(await alertsOf(page))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Call = <T>(
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<{ status: number; envelope: Envelope<T> }>;

/** A fan logged in as `username` who booked `matchId` (and followed `hostIds`), through the app's own calls. */
export async function fanWhoBooked(
  call: Call,
  username: string,
  matchId: number,
  hostIds: readonly number[] = [],
): Promise<SessionInfo> {
  const { envelope } = await call<SessionInfo>('POST', DevCalls.demoLogin, { json: { username } });
  const session = { token: envelope.data.token, uid: envelope.data.uid };
  const targets = [{ subscribeMatchId: matchId }, ...hostIds.map((subscribeHostId) => ({ subscribeHostId }))];
  for (const form of targets) {
    const followed = await call('POST', AnchorCalls.subscribe.path, { session, form });
    if (followed.envelope.code !== 1)
      throw new Error(`${JSON.stringify(form)} answered ${JSON.stringify(followed.envelope)}`);
  }
  return session;
}

/**
 * Prepares `page` to open shell-demo as `session` (its controls hold the session and the theme),
 * noting the alerts it shows; `held()` waits until the page holds `alerts:<matchId>`, `holds(channel)`
 * until it holds that channel (after a reload, again once `reset()`).
 */
export async function asPortalFan(
  page: Page,
  session: SessionInfo,
  matchId: number,
  theme: 'normal' | 'dark' = 'normal',
  locale?: LocaleName,
) {
  await page.addInitScript(
    ({ stored, chosen, language }) => {
      if (!localStorage.getItem('shell-demo:controls'))
        localStorage.setItem(
          'shell-demo:controls',
          JSON.stringify({ session: stored, theme: chosen, ...(language && { locale: language }) }),
        );
    },
    { stored: session, chosen: theme, language: locale },
  );
  await page.addInitScript(noteAlerts);
  const subscribed = new Set<string>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type?: string; channels?: string[] };
      if (message.type === 'subscribed') for (const channel of message.channels ?? []) subscribed.add(channel);
    }),
  );
  /** Until the page holds `channel`. */
  const holds = async (channel: string) => {
    const until = Date.now() + 30_000;
    while (!subscribed.has(channel)) {
      if (Date.now() > until) throw new Error(`${channel} was not subscribed`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    held: () => holds(`alerts:${matchId}`),
    holds,
    reset: () => subscribed.clear(),
  };
}

/**
 * Until the alert queue of each page is empty: a match set in play has had its moments, which a
 * fan who just booked it is told once, late (the missed-alerts call), one at a time.
 */
export async function untilQuiet(...pages: Page[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const page of pages)
    await page.waitForFunction(() => !document.querySelector('[data-testid="match-alert"]'), null, { timeout: 60_000 });
}

/** Where the alerts' core journeys run: the production builds (support/stack.ts) or `npm start`. */
export interface AlertsStack {
  /** shell-demo's origin. */
  hostUrl: string;
  /** The development server's origin. */
  apiUrl: string;
  call: Call;
  newPage(colorScheme: 'light' | 'dark'): Promise<Page>;
  /** A football match in play whose streamer's room shows video, that streamer live on it. */
  liveRoom(): Promise<{ hostId: number; matchId: number }>;
  /** Where a journey's screenshot goes; null: none taken. */
  screenshot(name: string): string | null;
  /** Tells the log which stack a figure is from. */
  label: string;
}

async function portalPage(on: AlertsStack, session: SessionInfo, matchId: number, colorScheme: 'light' | 'dark') {
  const page = await on.newPage(colorScheme);
  const channel = await asPortalFan(page, session, matchId, colorScheme === 'dark' ? 'dark' : 'normal');
  return { page, alertsHeld: channel.held, resetHeld: channel.reset };
}

async function shoot(on: AlertsStack, page: Page, name: string): Promise<void> {
  const file = on.screenshot(name);
  if (!file) return;
  // The card as the fan reads it: its entrance (a fade) over, not half see-through.
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('[data-testid="match-alert"]')].flatMap((card) =>
        card.getAnimations().map((animation) => animation.finished),
      ),
    ),
  );
  await page.screenshot({ path: file });
}

/**
 * Two fans book a match in play; one watches its stream (some seconds behind live), one browses
 * 盈利榜. A goal reaches the browser at once and the watcher only when the picture shows it; a goal
 * taken back by VAR before the watcher's picture reaches it gives the watcher nothing and the
 * browser a correction.
 */
export async function pictureJourney(on: AlertsStack): Promise<void> {
  const { hostId, matchId } = await on.liveRoom();
  const watcherSession = await fanWhoBooked(on.call, 'alert-watcher', matchId);
  const browserSession = await fanWhoBooked(on.call, 'alert-browser', matchId);

  const watcher = await portalPage(on, watcherSession, matchId, 'light');
  await watcher.page.goto(`${on.hostUrl}/sport-info/anchor/detail/${hostId}`);
  const delayMs = await streamDelayMsOf(watcher.page);
  const shortestDelay = await noteShortestDelay(watcher.page);
  expect(delayMs).toBeGreaterThanOrEqual(2000);

  const browser = await portalPage(on, browserSession, matchId, 'light');
  await browser.page.goto(`${on.hostUrl}/sport-info/user-ranking`);
  await browser.page.getByRole('tab', { name: /盈利榜/, selected: true }).waitFor({ timeout: 60_000 });
  // The alerts come with the late chunks, after the first screen: each page holds the match's channel.
  await Promise.all([watcher.alertsHeld(), browser.alertsHeld()]);
  await browser.page.getByTestId('match-alert-layer').waitFor({ state: 'attached' });
  await watcher.page.getByTestId('match-alert-layer').waitFor({ state: 'attached' });
  await untilQuiet(browser.page, watcher.page);

  // A goal: the browsing fan at once (≤ 1 s after the event, with a loaded machine's slack).
  const homeScore = await scoreHomeGoal(on, matchId);
  const scoredAt = Date.now();
  const isOurGoal = (alert: SeenAlert) =>
    alert.kind === 'goal' && alert.id.startsWith(`${matchId}-`) && alert.text.includes(`${homeScore}-`);
  const told = await alertShown(browser.page, isOurGoal, 5000);
  const browserLag = told.shownAt - scoredAt;
  await shoot(on, browser.page, 'match-alert-light');
  // The watcher: not before the picture (its delay, less the slack of a player catching up), timed
  // where its card appeared — not when this test looked, which a loaded machine makes late.
  const watched = await alertShown(watcher.page, (alert) => alert.id === told.id, delayMs + 8000);
  const watcherLag = watched.shownAt - scoredAt;
  expect(watcherLag).toBeGreaterThanOrEqual(Math.max(0, (await shortestDelay()) - 1500));
  expect(watcherLag).toBeGreaterThan(browserLag);
  console.log(
    `[match-alerts ${on.label}] goal: browser ${browserLag} ms, watcher ${watcherLag} ms (stream delay ${delayMs} ms)`,
  );

  // A goal taken back by VAR at once: the browser is told the goal and its correction; the watcher nothing.
  const secondScore = await scoreHomeGoal(on, matchId);
  await devCall(on.apiUrl, 'POST', DevCalls.varCancel, { matchId });
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
}

/**
 * The portal's home page (outside /sport-info) with `./alerts` mounted: a red card shows over it
 * and reaches the host as `match-alert`; a reload tells nothing again.
 */
export async function portalJourney(on: AlertsStack): Promise<void> {
  const { matchId } = await on.liveRoom();
  const session = await fanWhoBooked(on.call, 'alert-portal', matchId);
  const portal = await portalPage(on, session, matchId, 'dark');
  await portal.page.goto(`${on.hostUrl}/`);
  await portal.page.getByTestId('host-match-alerts').waitFor({ timeout: 60_000 });
  await portal.alertsHeld();
  await untilQuiet(portal.page);

  await devCall(on.apiUrl, 'POST', DevCalls.bookPlayer, { matchId, side: 'away', red: true });
  const red = await alertShown(
    portal.page,
    (alert) => alert.kind === 'red-card' && alert.id.startsWith(`${matchId}-`),
    8000,
  );
  expect(red.text).toContain('红牌');
  await shoot(on, portal.page, 'match-alert-dark');
  // The host heard it (its own list of match-alert events).
  await portal.page.locator(`[data-testid="host-match-alert"][data-alert-id="${red.id}"]`).first().waitFor();
  // Outside /sport-info: the app is not mounted, the alert is ./alerts'.
  expect(portal.page.url()).toBe(`${on.hostUrl}/`);

  // A reload: the alerts told are not told again.
  portal.resetHeld();
  await portal.page.reload();
  await portal.alertsHeld();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect((await alertsOf(portal.page)).filter((alert) => alert.id === red.id)).toEqual([]);
  expect(await portal.page.locator(`[data-testid="host-match-alert"][data-alert-id="${red.id}"]`).count()).toBe(0);
}
