/**
 * What the match alerts' journeys share, on either stack: a fan who booked a match (the app's own
 * calls), shell-demo opened as that fan, the alert cards a page showed and the moment it holds the
 * match's alerts channel.
 */
import type { Page } from 'playwright-core';
import { AnchorCalls } from '../../../src/contracts/anchors';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { DevCalls } from '../../../src/contracts/dev-server';
import type { CallOptions } from '../../integration/server/signed-client';
import type { Envelope } from '../../../src/contracts/http';

/** An alert card a page showed: its id, kind and words. */
export interface SeenAlert {
  id: string;
  kind: string;
  text: string;
}

/** Notes every alert card the page shows (an init script: before the page's own scripts run). */
function noteAlerts(): void {
  const seen: SeenAlert[] = [];
  (window as unknown as { __alerts: SeenAlert[] }).__alerts = seen;
  new MutationObserver(() => {
    for (const card of document.querySelectorAll<HTMLElement>('[data-testid="match-alert"]')) {
      if (card.dataset.noted) continue;
      card.dataset.noted = 'true';
      seen.push({ id: card.dataset.alertId ?? '', kind: card.dataset.kind ?? '', text: card.textContent ?? '' });
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
) {
  await page.addInitScript(
    ({ stored, chosen }) => {
      if (!localStorage.getItem('shell-demo:controls'))
        localStorage.setItem('shell-demo:controls', JSON.stringify({ session: stored, theme: chosen }));
    },
    { stored: session, chosen: theme },
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
