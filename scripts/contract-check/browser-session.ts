/**
 * One Chromium page on the kit's page, at a 390x844 phone viewport, that records every request
 * to the API and gives the checks their helpers: events the remote emitted, props updates, waits.
 * The browser's time zone is half a day from China's (KIT_TIME_ZONE), as a portal's fans abroad or
 * its server may be: the app's times must read the same there.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import type { ContractKit, PropsInput, RecordedEvent } from './page/kit-page';
import type { Counters } from './page/leak-counters';

/** The kit's browser zone: 12 or 13 hours behind China. */
export const KIT_TIME_ZONE = 'America/New_York';

export interface CapturedRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  at: number;
}

export class BrowserSession {
  readonly requests: CapturedRequest[] = [];
  readonly pageErrors: string[] = [];
  /** The answers (JSON bodies) of the API paths asked for by `recordAnswers`, in order. */
  private readonly answers = new Map<string, unknown[]>();

  private constructor(
    private readonly browser: Browser,
    readonly page: Page,
    readonly timeoutMs: number,
  ) {}

  static async open(kitUrl: string, apiBase: string, timeoutMs: number): Promise<BrowserSession> {
    const executablePath = chromiumPath();
    if (!executablePath) throw new Error('no Chromium: install the OS package `chromium` or set CHROME_PATH');
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: KIT_TIME_ZONE,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const session = new BrowserSession(browser, page, timeoutMs);
    const apiOrigin = new URL(apiBase).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== apiOrigin || request.method() === 'OPTIONS') return;
      session.requests.push({
        url,
        method: request.method(),
        headers: request.headers(),
        body: request.postData(),
        at: Date.now(),
      });
    });
    page.on('pageerror', (error) => session.pageErrors.push(error.message));
    page.on('response', (response) => {
      const url = new URL(response.url());
      const recorded = url.origin === apiOrigin ? session.answers.get(url.pathname) : undefined;
      if (recorded)
        void response.json().then(
          (body: unknown) => recorded.push(body),
          () => undefined,
        );
    });
    await page.goto(`${kitUrl}/sport-info/anchor`);
    return session;
  }

  /** From now on, keeps the answers to the API path `path` (`answersTo`). */
  recordAnswers(path: string): void {
    if (!this.answers.has(path)) this.answers.set(path, []);
  }

  /** The first answer to `path` (recorded), within the timeout. */
  async firstAnswerTo(path: string, timeoutMs = this.timeoutMs): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [first] = this.answers.get(path) ?? [];
      if (first !== undefined) return first;
      if (Date.now() > deadline) throw new Error(`no answer to ${path} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  reactPair(): Promise<ReturnType<ContractKit['reactPair']>> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.reactPair());
  }

  load(module: 'mount' | 'SportInfoApp' | 'bridge'): Promise<string> {
    return this.page.evaluate(
      (name) => (window as unknown as { __contractKit: ContractKit }).__contractKit.load(name),
      module,
    );
  }

  mount(kind: 'mount' | 'component' | 'bridge', props: PropsInput): Promise<void> {
    return this.page.evaluate(
      ([how, input]) => (window as unknown as { __contractKit: ContractKit }).__contractKit.mount(how, input),
      [kind, props] as const,
    );
  }

  update(props: PropsInput): Promise<void> {
    return this.page.evaluate(
      (input) => (window as unknown as { __contractKit: ContractKit }).__contractKit.update(input),
      props,
    );
  }

  unmount(): Promise<void> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.unmount());
  }

  counters(): Promise<Counters> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.counters());
  }

  mark(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.mark());
  }

  /** True while the root element marked by `mark()` is still the app's root (no remount). */
  marked(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.marked());
  }

  go(path: string): Promise<void> {
    return this.page.evaluate((to) => (window as unknown as { __contractKit: ContractKit }).__contractKit.go(to), path);
  }

  bridgeId(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.bridgeId());
  }

  signedCount(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.signedCount());
  }

  events(): Promise<RecordedEvent[]> {
    return this.page.evaluate(() => (window as unknown as { __contractKit: ContractKit }).__contractKit.events);
  }

  /** The first event named `name` after the first `since` events, within the timeout. */
  async waitForEvent(name: string, since: number, timeoutMs = this.timeoutMs): Promise<RecordedEvent> {
    const handle = await this.page.waitForFunction(
      ([eventName, from]) =>
        (window as unknown as { __contractKit: ContractKit }).__contractKit.events
          .slice(from)
          .find((event) => event.name === eventName) ?? null,
      [name, since] as const,
      { timeout: timeoutMs },
    );
    return (await handle.jsonValue()) as RecordedEvent;
  }

  async eventCount(): Promise<number> {
    return (await this.events()).length;
  }

  /** The first API request to `pathPart` made after `since` (ms), within the timeout. */
  async waitForRequest(pathPart: string | RegExp, since: number, timeoutMs = this.timeoutMs): Promise<CapturedRequest> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.requests.find(
        (request) =>
          request.at >= since &&
          (typeof pathPart === 'string'
            ? request.url.pathname.includes(pathPart)
            : pathPart.test(request.url.pathname)),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no request to ${String(pathPart)} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The app's root with the 主播 tab selected: the anchor home is up. */
  async waitForAnchorHome(): Promise<void> {
    try {
      await this.page.getByTestId('sport-info-root').waitFor();
      await this.page.getByRole('tab', { name: /主播/, selected: true }).waitFor();
    } catch (error) {
      const pageError = this.pageErrors.at(-1);
      throw new Error(
        `the anchor home did not show${pageError ? ` (page error: ${pageError})` : ''}: ${(error as Error).message.split('\n')[0]}`,
      );
    }
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
