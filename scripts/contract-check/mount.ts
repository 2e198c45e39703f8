/**
 * The mount group: the exposed modules (`./mount`, `./bridge` as a bridge-react host renders it,
 * `./SportInfoApp`) load with the bare federation runtime, render the anchor home at
 * /sport-info/anchor, and unmount clean — no open WebSocket, window/document listener or
 * interval left beyond the page's own, no `<style>` added again by a second mount. The mounted
 * app's times read in China time, the kit's browser half a day away (the tips feed's first tip).
 */
import { NewsCalls } from '../../src/contracts/news-calls';
import { formatPostTime } from '../../src/platform/i18n/formats';
import { KIT_TIME_ZONE, type BrowserSession } from './browser-session';
import type { KitServer } from './kit-server';
import { reactPairVerdict } from './react-pair';
import type { PropsInput } from './page/kit-page';
import type { Counters } from './page/leak-counters';
import { Checks, assert } from './types';

/** What the kit mounts with: the API under test, the default locale passed (so `language` is sent). */
export const baseProps = (apiBaseUrl: string): PropsInput => ({
  apiBaseUrl,
  locale: 'zh-CN',
  theme: 'normal',
  basename: '/sport-info',
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function leaks(before: Counters, after: Counters): string[] {
  const found: string[] = [];
  if (after.openSockets > before.openSockets) found.push(`${after.openSockets - before.openSockets} WebSocket(s) open`);
  for (const [key, count] of Object.entries(after.listeners)) {
    // React DOM's own, added once per document by the first root and never removed (by design).
    if (key === 'document:selectionchange') continue;
    const extra = count - (before.listeners[key] ?? 0);
    if (extra > 0) found.push(`${extra} ${key} listener(s)`);
  }
  if (after.intervals > before.intervals) found.push(`${after.intervals - before.intervals} interval(s)`);
  return found;
}

export class MountChecks {
  readonly checks = new Checks('mount');
  private baseline: Counters | null = null;
  private stylesAfterFirst = 0;
  /** The page's web-vitals observers once a mount started them (leak-counters.ts): a later one adds none. */
  private pageObserversAfterFirst = 0;

  constructor(
    private readonly browser: BrowserSession,
    private readonly apiBaseUrl: string,
    private readonly remote: KitServer['remote'] = { buildMode: null, react: null },
  ) {
    // The tips feed the page is given, whenever it first shows (clockFace).
    browser.recordAnswers(NewsCalls.messageFeed.path);
  }

  /**
   * Loads the three modules, mounts and unmounts with `mount`, then with `./bridge`'s provider
   * (render, destroy), then mounts `SportInfoApp` for the next groups.
   */
  async run(): Promise<boolean> {
    const { checks, browser } = this;
    const loadedMount = await checks.check('loadRemote sportInfo/mount', () => browser.load('mount'));
    if (loadedMount) {
      // Which React the remote got, in which build, and whether the pair can work (plain words).
      const pair = await browser.reactPair();
      const verdict = reactPairVerdict({
        ...pair,
        remoteBuildMode: this.remote.buildMode,
        remoteReact: this.remote.react,
      });
      checks.expect('React pair (host ↔ remote)', verdict.ok, verdict.detail);
    }
    const loadedApp = await checks.check('loadRemote sportInfo/SportInfoApp', () => browser.load('SportInfoApp'));
    const loadedBridge = await checks.check('loadRemote sportInfo/bridge', () => browser.load('bridge'));
    this.baseline = await browser.counters();
    if (loadedMount) {
      const shown = await checks.check('mount(element, props) renders the anchor home', async () => {
        await browser.mount('mount', baseProps(this.apiBaseUrl));
        await browser.waitForAnchorHome();
        return 'tab 主播 selected at /sport-info/anchor';
      });
      if (shown) {
        // Let the push socket open and the start-up calls finish before unmounting.
        await browser.waitForRequest('/api/forehead/system/domain/list', 0).catch(() => undefined);
        await settle(1500);
        const during = await browser.counters();
        await this.unmountClean('mount: unmount() leaves nothing behind', during);
        this.stylesAfterFirst = (await browser.counters()).styles;
      } else await this.clearAfterFailure();
    }
    if (loadedBridge) {
      const shown = await checks.check(
        './bridge: provider().render({ dom, basename, ...props }) renders the anchor home',
        async () => {
          await browser.mount('bridge', baseProps(this.apiBaseUrl));
          await browser.waitForAnchorHome();
          return 'tab 主播 selected at /sport-info/anchor (its own React root, as bridge-react hosts mount it)';
        },
      );
      if (shown) {
        await settle(1500);
        const during = await browser.counters();
        await this.unmountClean('./bridge: destroy({ dom }) leaves nothing behind', during);
        if (this.stylesAfterFirst === 0) this.stylesAfterFirst = (await browser.counters()).styles;
      } else await this.clearAfterFailure();
    }
    if (!loadedApp) return false;
    return checks.check('<SportInfoApp {...props}/> renders the anchor home', async () => {
      await browser.mount('component', baseProps(this.apiBaseUrl));
      await browser.waitForAnchorHome();
      return 'tab 主播 selected at /sport-info/anchor';
    });
  }

  /**
   * The app's clock face is China's wherever it runs: the first tip of the feed the page was
   * given, on its card with its publish time as China reads it ('今天 20:30' or '11-20 20:30':
   * lib/post-time, whose tests pin China time in any zone), the kit's browser being in
   * KIT_TIME_ZONE. Run after the other groups: the tips page stays
   * mounted once visited (kept alive), and the props checks read the calls of its first visit —
   * the feed's answer is recorded whenever that is.
   */
  async clockFace(): Promise<void> {
    const { browser } = this;
    await this.checks.check(`times read in China time, the browser in ${KIT_TIME_ZONE}`, async () => {
      await browser.go('/sport-info/news');
      const body = (await browser.firstAnswerTo(NewsCalls.messageFeed.path)) as {
        data?: { list?: { sportsTitle?: unknown; publishTime?: unknown }[] };
      };
      const tip = body.data?.list?.find(
        (item) => typeof item.publishTime === 'number' && typeof item.sportsTitle === 'string',
      );
      assert(tip, 'the tips feed answered no tip with a title and a publish time');
      const expected = formatPostTime('zh-CN', tip.publishTime as number, Date.now());
      const card = browser.page
        .getByRole('link')
        .filter({ hasText: tip.sportsTitle as string })
        .first();
      await card.waitFor();
      const shown = (await card.textContent()) ?? '';
      assert(
        shown.includes(expected),
        `「${String(tip.sportsTitle)}」 published ${expected} in China, its card reads: ${shown}`,
      );
      return `「${String(tip.sportsTitle)}」 ${expected}`;
    });
  }

  /**
   * A mount whose page did not show is still mounted: unmounted here (its failure is already
   * reported), so the next group mounts into a page without it rather than beside it.
   */
  private async clearAfterFailure(): Promise<void> {
    await this.browser.unmount().catch(() => undefined);
    await settle(800);
  }

  /** Unmounts what is mounted and checks nothing is left. */
  async unmountClean(name: string, during?: Counters): Promise<void> {
    const { browser, baseline } = this;
    await this.checks.check(name, async () => {
      await browser.unmount();
      await settle(800);
      assert((await browser.page.getByTestId('sport-info-root').count()) === 0, "the app's root is still in the page");
      const after = await browser.counters();
      const left = leaks(baseline!, after);
      assert(left.length === 0, `left behind: ${left.join(', ')}`);
      if (this.pageObserversAfterFirst === 0) this.pageObserversAfterFirst = after.pageObservers;
      else
        assert(
          after.pageObservers <= this.pageObserversAfterFirst,
          `the page's web-vitals observers grew from ${this.pageObserversAfterFirst} to ${after.pageObservers} listener(s) over a later mount`,
        );
      if (this.stylesAfterFirst > 0) {
        assert(
          after.styles <= this.stylesAfterFirst,
          `<style>/<link> tags grew from ${this.stylesAfterFirst} to ${after.styles} over a second mount`,
        );
      }
      const seen = during ? `while mounted: ${during.openSockets} socket(s), ${during.intervals} interval(s); ` : '';
      return `${seen}after: 0 sockets, listeners and intervals back to the page's own, ${after.styles} style tag(s)`;
    });
  }
}
