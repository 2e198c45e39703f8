/**
 * The bridge group: the app, driven in the kit's page, fires each remote → host event with its
 * documented payload — customer-service (the float), login (follow as a visitor in a live room,
 * with backPath), navigate (赛事详情 → /newSport/match-detail), toast and error (an unknown
 * result code injected on the follow call; development server only), and metric (reporting.ts).
 */
import { AnchorCalls } from '../../src/contracts/anchors';
import type { RemoteToHostEvents } from '../../src/contracts/bridge-events';
import { HostRoute } from '../../src/contracts/host-routes';
import { NAVIGATION_DEBOUNCE_MS } from '../../src/platform/bridge/navigation';
import type { ApiClient } from './api-client';
import type { BrowserSession } from './browser-session';
import { followButton, injectOnFollow, loginAs } from './http';
import { checkMetrics } from './reporting';
import { Checks, assert } from './types';
import { BRIDGE_PAYLOADS, describePayload } from './validators';

export const FOLLOW_PATH = AnchorCalls.subscribe.path;

export class BridgeChecks {
  readonly checks = new Checks('bridge');

  constructor(
    private readonly browser: BrowserSession,
    private readonly api: ApiClient,
  ) {}

  /** Waits for `name` after the event count `since`, validates its payload, answers it. */
  private async expectEvent<E extends keyof RemoteToHostEvents>(
    name: E,
    since: number,
    also?: (payload: RemoteToHostEvents[E]) => void,
  ): Promise<string> {
    const event = await this.browser.waitForEvent(name, since).catch(() => {
      throw new Error(`no '${name}' event on the bridge`);
    });
    const problem = BRIDGE_PAYLOADS[name](event.payload);
    assert(problem === null, `payload ${describePayload(event.payload)}: ${problem}`);
    also?.(event.payload as RemoteToHostEvents[E]);
    return describePayload(event.payload);
  }

  /** Ends in a live room with a match, as a visitor: answers whether it got there. */
  async run(devServer: boolean): Promise<boolean> {
    const { browser, checks } = this;
    const page = browser.page;
    await checkMetrics(browser, checks);
    await checks.check('customer-service', async () => {
      const since = await browser.eventCount();
      await page.getByRole('button', { name: /联系客服/ }).click();
      return this.expectEvent('customer-service', since, (payload) =>
        assert(payload.source === 'float', `source ${payload.source}`),
      );
    });
    const inRoom = await checks.check('a live room with its match', async () => {
      await page.locator('a[href*="/anchor/detail/"]').first().waitFor();
      const hrefs = await page.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll<HTMLAnchorElement>('a[href*="/anchor/detail/"]')]
            .filter((link) => (link.textContent ?? '').includes('直播中'))
            .map((link) => link.getAttribute('href')!),
        ),
      ]);
      for (const href of hrefs.slice(0, 6)) {
        await browser.go(href);
        try {
          await page.getByRole('button', { name: '赛事详情' }).waitFor({ timeout: 5000 });
          await followButton(browser).waitFor({ timeout: 5000 });
          return href;
        } catch {
          // No match on this room after all: the next one.
        }
      }
      throw new Error(`none of ${hrefs.length} live anchors' rooms showed 赛事详情 and 关注`);
    });
    if (!inRoom) return false;
    await checks.check('login (follow as a visitor)', async () => {
      const since = await browser.eventCount();
      await followButton(browser).click();
      const path = new URL(page.url()).pathname;
      return this.expectEvent('login', since, (payload) =>
        assert(payload.backPath.startsWith(path), `backPath ${payload.backPath}, the page is ${path}`),
      );
    });
    await checks.check('navigate (赛事详情)', async () => {
      // Jumps are debounced (1000 ms leading): the login ask just before would swallow it.
      await page.waitForTimeout(NAVIGATION_DEBOUNCE_MS + 100);
      const since = await browser.eventCount();
      await page.getByRole('button', { name: '赛事详情' }).click();
      return this.expectEvent('navigate', since, (payload) => {
        assert(payload.path === HostRoute.matchDetail, `path ${payload.path}`);
        assert(/^\d+$/.test(payload.query.matchId ?? ''), `matchId ${payload.query.matchId}`);
      });
    });
    if (!devServer) {
      checks.pass('toast and error', 'not provoked: the API is not the development server (no fault injection)');
      return true;
    }
    let since = 0;
    await checks.check('toast (an unknown result code)', async () => {
      await loginAs(browser, this.api);
      since = await injectOnFollow(browser, this.api, FOLLOW_PATH, 99999);
      return this.expectEvent('toast', since, (payload) => assert(payload.type === 'fail', `type ${payload.type}`));
    });
    await checks.check('error (an unknown result code)', () => this.expectEvent('error', since));
    await this.api.clearFaults().catch(() => undefined);
    return true;
  }
}
