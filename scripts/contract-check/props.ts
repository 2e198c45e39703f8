/**
 * The props group: each prop of src/contracts/props.ts changes in place on the mounted
 * `SportInfoApp` — the root element stays the same (no remount) and the change shows where it
 * can be seen: attributes, tabs, links, and the headers of the next requests.
 */
import type { SessionInfo } from '../../src/contracts/bridge-events';
import { AnchorCalls } from '../../src/contracts/anchors';
import { AnchorRankCalls } from '../../src/contracts/anchors-rank';
import { FootballCalls } from '../../src/contracts/football-calls';
import { FILE_PATH_PREFIX, Header } from '../../src/contracts/http';
import { RankingCalls } from '../../src/contracts/ranking-calls';
import type { ApiClient } from './api-client';
import type { BrowserSession } from './browser-session';
import type { PropsInput } from './page/kit-page';
import { Checks, assert } from './types';
import { verifySignature } from './http';

/** A signed API call: `/api` or `/ssapi`, but not the file paths (images are plain GETs, unsigned). */
const SIGNED_CALL = new RegExp(`^/(api|ssapi)/(?!${FILE_PATH_PREFIX.slice('/api/'.length)})`);

export class PropsChecks {
  readonly checks = new Checks('props');

  constructor(
    private readonly browser: BrowserSession,
    private readonly api: ApiClient,
    private readonly signingKey: string,
  ) {}

  /** Applies `props`, runs `effect` (which checks what changed), then checks there was no remount. */
  private async change(name: string, props: PropsInput, effect: (since: number) => Promise<string>): Promise<boolean> {
    const { browser } = this;
    return this.checks.check(name, async () => {
      assert(await browser.mark(), 'the app is not mounted');
      const since = Date.now();
      await browser.update(props);
      const seen = await effect(since);
      assert(await browser.marked(), 'the app remounted (its root element was replaced)');
      return `${seen}; no remount`;
    });
  }

  async run(): Promise<SessionInfo | null> {
    const { browser } = this;
    const page = browser.page;
    const root = page.getByTestId('sport-info-root');
    const sportsTab = page.getByRole('tab', { name: /体育专题/ });

    await this.change('theme', { theme: 'dark' }, async () => {
      await page.locator('[data-testid="sport-info-root"][data-theme="dark"]').waitFor();
      return 'data-theme="dark"';
    });
    await this.change('theme back', { theme: 'normal' }, async () => {
      await page.locator('[data-testid="sport-info-root"][data-theme="normal"]').waitFor();
      return 'data-theme="normal"';
    });
    await this.change('platform', { platform: 'app' }, async () => {
      await page.locator('[data-testid="sport-info-root"][data-platform="app"]').waitFor();
      await browser.update({ platform: 'web' });
      await page.locator('[data-testid="sport-info-root"][data-platform="web"]').waitFor();
      return 'data-platform app, then web';
    });
    await this.change('flags.euro', { flags: { euro: true } }, async () => {
      await sportsTab.waitFor({ state: 'detached' });
      await browser.update({ flags: {} });
      await sportsTab.waitFor();
      return 'the 体育专题 tab hidden with euro, back without';
    });
    await this.change('basename', { basename: '/qa-base' }, async () => {
      await browser.go('/qa-base/anchor');
      await page.getByRole('tab', { name: /主播/, selected: true }).waitFor();
      await page.locator('a[href^="/qa-base/anchor/detail/"]').first().waitFor();
      await browser.go('/sport-info/anchor');
      await browser.update({ basename: '/sport-info' });
      await page.locator('a[href^="/sport-info/anchor/detail/"]').first().waitFor();
      return 'links under /qa-base/, then back under /sport-info/';
    });
    // The checks of a request's headers wait for the call of the page they open: a call the previous
    // page signed before the change can reach the network after it (seen in CI: the news page's
    // banners signed with the old key, a push snapshot in the old language).
    // A tag is taken as the locale it maps to (docs/i18n.md): the header and the root's `lang` say zh-HK.
    await this.change('locale', { locale: 'zh-Hant-HK' }, async (since) => {
      await browser.go('/sport-info/user-ranking');
      const request = await browser.waitForRequest(RankingCalls.config.path, since);
      assert(
        request.headers[Header.Language] === 'zh-HK',
        `next request ${request.url.pathname} sent language ${request.headers[Header.Language] ?? '(none)'}`,
      );
      await page.locator('[data-testid="sport-info-root"][lang="zh-HK"]').waitFor();
      await browser.update({ locale: 'zh-CN' });
      return `language: zh-HK on ${request.url.pathname}, lang="zh-HK" on the root`;
    });
    await this.change('signer', { recordingSigner: true }, async (since) => {
      const before = await browser.signedCount();
      await browser.go('/sport-info/news');
      await browser.waitForRequest(SIGNED_CALL, since);
      // The request seen may have been signed before the prop arrived: wait for the next ones.
      let after = await browser.signedCount();
      for (let waited = 0; after <= before && waited < 10_000; waited += 250) {
        await browser.page.waitForTimeout(250);
        after = await browser.signedCount();
      }
      assert(after > before, 'the new signer was not called');
      return `the host's signer signed ${after - before} request(s)`;
    });
    await this.change('signingKey', { signingKey: 'contract-kit-other-key' }, async (since) => {
      await browser.go('/sport-info/five-leagues');
      const request = await browser.waitForRequest(FootballCalls.competitions.path, since);
      const check = verifySignature(request, 'contract-kit-other-key');
      assert(check.ok, `${request.url.pathname}: ${check.detail}`);
      await browser.update({ signingKey: this.signingKey });
      return `${request.url.pathname} signed with the new key`;
    });
    await this.change('apiBaseUrl', { apiBaseUrl: `${this.api.base}/` }, async () => {
      await root.waitFor();
      await browser.update({ apiBaseUrl: this.api.base });
      return 'accepted (the domain list was loaded already)';
    });
    await this.change('allowedHosts', { allowedHosts: ['example.com'] }, async () => {
      await root.waitFor();
      return 'accepted';
    });
    let session: SessionInfo | null = null;
    await this.change('session', {}, async (since) => {
      session = await this.api.demoLogin('contract-kit');
      await browser.update({ session });
      await browser.go('/sport-info/anchor/week-rank');
      const request = await browser.waitForRequest(AnchorRankCalls.hostRank.path, since);
      assert(request.headers[Header.Token] === session.token, `next request ${request.url.pathname} sent no token`);
      assert(
        request.headers[Header.Uid] === session.uid,
        `next request ${request.url.pathname} sent uid ${request.headers[Header.Uid] ?? '(none)'}`,
      );
      return `token and uid ${session.uid} on ${request.url.pathname}`;
    });
    await this.change('session null', { session: null }, async (since) => {
      await browser.go('/sport-info/anchor/all-anchor');
      const request = await browser.waitForRequest(AnchorCalls.hostList.path, since);
      assert(!request.headers[Header.Token], `next request ${request.url.pathname} still sent a token`);
      return `no token on ${request.url.pathname}`;
    });
    await this.change('bridge', { newBridge: true }, async () => {
      await browser.go('/sport-info/anchor');
      const since = await browser.eventCount();
      await page.getByRole('button', { name: /联系客服/ }).click();
      const event = await browser.waitForEvent('customer-service', since);
      const newest = await browser.bridgeId();
      assert(
        event.bridge === newest,
        `the event went to the first bridge (#${event.bridge}), not the new one (#${newest})`,
      );
      return 'events go to the new emitter';
    });
    await browser.go('/sport-info/anchor');
    return session;
  }
}
