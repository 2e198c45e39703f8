/**
 * The whole product on free ports for one test file (or for the files of a jest worker that share
 * one): the development server in-process, the production builds of the remote and shell-demo
 * served compressed, and the system Chromium at a 390x844 phone viewport.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, testChromiumPath } from '../../../scripts/chromium';
import { startTestServer, type TestServer } from '../../support/test-server';
import { drawPeople } from '../../../shell-demo/server/world/people/people-drawing';
import { LEAN_MANIFEST_PATH } from '../../../dev-env/ports';
import { startStaticServer, type StaticServer } from '../../../shell-demo/static-server';
import type { Envelope } from '../../../src/contracts/http';
import { callEnvelope, type CallOptions } from '../../integration/server/signed-client';
import { shiftedDateScript, worldSeed, worldShiftMs } from './world-clock';

const root = path.resolve(__dirname, '../../..');
export const SCREENSHOTS = path.join(root, 'tests/e2e/screenshots');

export interface Stack {
  apiUrl: string;
  /** The in-process development server (its world is the truth the pages show). */
  devServer: TestServer;
  hostUrl: string;
  remoteUrl: string;
  browser: Browser;
  /**
   * The server's clock: the world's time, which the pages' clocks read too (support/world-clock.ts:
   * a run may be set at another hour than the machine's). Compare the world's times with it, not
   * with Date.now().
   */
  now(): number;
  /** A signed call to the development server, stamped with its clock (as the pages' calls are). */
  callEnvelope<T = unknown>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; envelope: Envelope<T> }>;
  /**
   * A phone at the world's time. `ownClock`: the test installs Playwright's clock itself, set at
   * `now()` — no shifted `Date` beneath it, which would move the page's time a second time.
   */
  newPage(options?: {
    colorScheme?: 'light' | 'dark';
    ownClock?: boolean;
  }): Promise<{ page: Page; context: BrowserContext }>;
  /**
   * Moves the development server's clock `ms` past the world's time (the signature check follows
   * the browser's faked clock); 0 brings it back.
   */
  setServerClockOffset(ms: number): void;
  stopRemote(): Promise<void>;
  /** Closes the pages opened so far (stackForFile: after each test). */
  closePages(): Promise<void>;
  /** Returns and forgets the CSP violations so far (close() fails when any are left). */
  takeCspViolations(): string[];
  /** Serves the remote again on its port (nothing to do when it is up). */
  startRemote(): Promise<void>;
  /**
   * A file done with a stack it shares: its pages closed, the server's clock, faults and push
   * service and the remote put back as the stack started; fails on the file's CSP violations and
   * answers outside the contract documents (close() does all this and stops the stack).
   */
  endFile(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The stack of one test file: started before its first test, closed after its last, with the
 * file's timeout (a stack takes seconds to start, a journey in Chromium tens of seconds). The
 * object is filled in by the file's first `beforeAll`, so the file's own hooks declared after
 * this call see it started.
 */
export interface StackOptions {
  /** The remote's build to serve (default dist/remote): a copy a test may redeploy (support/redeploy.ts). */
  remoteRoot?: string;
  /**
   * The machine's time whatever `E2E_WORLD_AT` says: for a file whose other processes sign their
   * calls with the machine's clock (the QA contract kit).
   */
  realClock?: boolean;
  /**
   * The worker's stack, which its other files asking for it share (e2e-environment.ts), instead
   * of one for the file: starting one is ~17 s on the loaded 2 cores, 10 of them the world and its
   * people. The file finds the world running as the worker's earlier files left it, so it sets
   * what it needs through the development server's controls (`/__dev`) and takes nothing the
   * earlier files may have changed (a user's state) for the world's own. Not with the options
   * above, nor for a file that moves the server's clock (the world's simulator follows it): such
   * a file keeps its own stack.
   */
  shared?: boolean;
}

type WorkerKept = <T>(name: string, start: () => Promise<T>, close: (value: T) => Promise<void>) => Promise<T>;

/** The worker's shared stack; outside the e2e environment, one the file owns (`owned`: it closes it). */
async function workerStack(): Promise<{ stack: Stack; owned: boolean }> {
  const kept = (globalThis as { __workerKept?: WorkerKept }).__workerKept;
  return kept
    ? {
        stack: await kept(
          'stack',
          () => startStack(),
          (stack) => stack.close(),
        ),
        owned: false,
      }
    : { stack: await startStack(), owned: true };
}

/**
 * The worker's Chromium, kept for its later files (e2e-environment.ts: a launch is seconds of CPU);
 * outside that environment, one of the caller's own (`owned`: the caller closes it).
 */
export async function workerBrowser(options: LaunchOptions): Promise<{ browser: Browser; owned: boolean }> {
  const kept = (globalThis as { __workerBrowser?: (options: LaunchOptions) => Promise<Browser> }).__workerBrowser;
  return kept
    ? { browser: await kept(options), owned: false }
    : { browser: await chromium.launch(options), owned: true };
}

export function stackForFile(timeoutMs: number, options: StackOptions = {}): Stack {
  jest.setTimeout(timeoutMs);
  if (options.shared && (options.remoteRoot !== undefined || options.realClock))
    throw new Error('A shared stack is the default kind: a file that needs its own options keeps its own stack');
  const stack = {} as Stack;
  let owned = true;
  beforeAll(async () => {
    if (!options.shared) {
      Object.assign(stack, await startStack(options));
      return;
    }
    const shared = await workerStack();
    owned = shared.owned;
    Object.assign(stack, shared.stack);
    // The match simulator runs on the server's clock: moved on, it would leave the world ahead
    // for the worker's later files.
    stack.setServerClockOffset = (ms) => {
      if (ms !== 0) throw new Error("A shared stack's clock is the world's: a file that moves it keeps its own stack");
    };
  });
  // A test's pages close after it: a page left open goes on rendering — a live room its video,
  // the anchor home its animations — and loads the machine for the file's later tests.
  // Its server's clock goes back too: a test that moved it and then failed would leave every later test
  // of the file signing calls the server takes for a day off.
  afterEach(async () => {
    stack.setServerClockOffset?.(0);
    await stack.closePages?.();
  });
  afterAll(async () => {
    await (owned ? stack.close?.() : stack.endFile?.());
  });
  return stack;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const executablePath = testChromiumPath();
  if (!executablePath) throw new Error('No Chromium: install the OS package `chromium` or set CHROME_PATH');
  let clockOffsetMs = 0;
  const shiftMs = options.realClock ? 0 : worldShiftMs();
  const now = () => Date.now() + shiftMs + clockOffsetMs;
  const api = await startTestServer({ seed: worldSeed(), now });
  // Built here, before any page asks: otherwise a file's first page waits for the whole build in
  // its first call, which on busy cores used up most of the test's wait for that page. Its
  // experts' tips and reports too, which the server draws in the background from 5 s on or at
  // once in the first call that reads them (爆料's): drawn there, they held the server's one
  // event loop — the rooms' video's too — for 2–4 s on a loaded machine, longer than the 2–4 s a
  // live player holds, and the mini-player's playhead stood still.
  drawPeople(api.world());
  let remote: StaticServer | null = null;
  let remotePort = 0;
  const startRemote = async () => {
    if (remote) return;
    remote = await startStaticServer({
      root: options.remoteRoot ?? path.join(root, 'dist/remote'),
      port: remotePort,
      cors: true,
      // Page-relative addresses (`:port`): the pages work opened as localhost, 127.0.0.1 or [::1].
      runtimeConfig: { apiBaseUrl: `:${api.port}` },
      csp: { origins: [`:${api.port}`], scriptOrigins: [] },
    });
    remotePort = remote.port;
  };
  await startRemote();
  const host = await startStaticServer({
    root: path.join(root, 'dist/host'),
    // shell-demo provides the federation runtime: it takes the lean manifest.
    runtimeConfig: { remoteManifestUrl: `:${remotePort}${LEAN_MANIFEST_PATH}`, apiBaseUrl: `:${api.port}` },
    // Every page runs under a strict CSP; newPage fails the test on any violation.
    csp: { origins: [`:${remotePort}`, `:${api.port}`], scriptOrigins: [`:${remotePort}`] },
  });
  const { browser, owned } = await workerBrowser({ executablePath, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  mkdirSync(SCREENSHOTS, { recursive: true });

  return {
    apiUrl: api.url,
    devServer: api,
    hostUrl: host.url,
    remoteUrl: `http://localhost:${remotePort}`,
    browser,
    now,
    callEnvelope: (method, path, callOptions = {}) =>
      callEnvelope(api.url, method, path, { timestamp: now(), ...callOptions }),
    async newPage(options = {}) {
      // Every page runs under the served CSP: a violation is recorded, and close() fails on it.
      const context = await newPhoneContext(browser, {
        colorScheme: options.colorScheme,
        clockShiftMs: options.ownClock ? 0 : shiftMs,
        onCspViolation: (url, text) => cspViolations.push(`${url}: ${text}`),
      });
      contexts.push(context);
      const page = await context.newPage();
      return { page, context };
    },
    setServerClockOffset(ms) {
      clockOffsetMs = ms;
    },
    stopRemote: async () => {
      await remote?.close();
      remote = null;
    },
    startRemote,
    async closePages() {
      for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
    },
    async endFile() {
      for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
      clockOffsetMs = 0;
      api.faults.clear();
      api.push.setAccepting(true);
      await startRemote();
      const csp = cspViolations.splice(0);
      const answers = api.takeAnswerViolations();
      if (csp.length > 0 || answers.length > 0)
        throw new Error(
          [
            ...(csp.length > 0 ? ['Content-Security-Policy violations:', ...csp] : []),
            ...(answers.length > 0 ? ['answers outside the contract documents:', ...answers] : []),
          ].join('\n'),
        );
    },
    async close() {
      // The worker's browser stays for its next file (workerBrowser): only this file's pages close.
      for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
      if (owned) await browser.close();
      await Promise.all([host.close(), remote?.close(), api.close()]);
      if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
    },
    takeCspViolations: () => cspViolations.splice(0),
  };
}

/**
 * A phone in the audience's place (390x844, touch, zh-CN, UTC+8, its clock `clockShiftMs` ahead of
 * the machine's: the world's time, reduced motion) whose pages report every Content-Security-Policy violation to
 * `onCspViolation`.
 */
export async function newPhoneContext(
  browser: Browser,
  options: {
    colorScheme?: 'light' | 'dark';
    clockShiftMs?: number;
    onCspViolation: (pageUrl: string, text: string) => void;
  },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // The audience's clock: the service counts days in UTC+8, and so do its users' phones.
    // (On a UTC machine, 16:00-24:00 would otherwise be "tomorrow" on the server.)
    timezoneId: 'Asia/Shanghai',
    colorScheme: options.colorScheme ?? 'light',
    // No journey watches motion (a slide is checked by its direction, a goal by its marker), and
    // the app honours the setting: a page then draws no shine, slide or carousel frames — an idle
    // anchor home 0.11 → 0.03 s of Chromium's CPU a second. The 弹幕 fly either way.
    reducedMotion: 'reduce',
  });
  context.on('page', pollByInterval);
  // Only when the world is set at another time: a page whose test installs Playwright's clock
  // (set at the stack's now) must keep that clock's Date, which a wrapper taken first would hide.
  if (options.clockShiftMs) await context.addInitScript(shiftedDateScript, options.clockShiftMs);
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) =>
    options.onCspViolation(page.url(), text),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return context;
}

/**
 * How often a page's `waitForFunction` checks its condition when the wait names no `polling`.
 * Playwright's default checks at every frame, which keeps a page drawing ~60 frames a second for
 * the whole wait: 0.10 s of Chromium's CPU per second of waiting against 0.03 s at 100 ms on a
 * plain page, and the journeys wait for pushes, goals and the stream's delay for tens of seconds.
 */
const WAIT_POLL_MS = 100;

function pollByInterval(page: Page): void {
  const wait = page.waitForFunction.bind(page) as (...args: unknown[]) => Promise<unknown>;
  const polled = (pageFunction: unknown, arg?: unknown, options?: { polling?: number | 'raf'; timeout?: number }) =>
    wait(pageFunction, arg, { polling: WAIT_POLL_MS, ...options });
  page.waitForFunction = polled as Page['waitForFunction'];
}

export const screenshotPath = (name: string): string => path.join(SCREENSHOTS, `${name}.png`);

/**
 * `E2E_SCREENSHOTS=1`: the journeys' screenshots are written to tests/e2e/screenshots. They are
 * for a person to look at (no test reads them), and each is a PNG at twice the phone's
 * pixels: off by default, the run spends that time on what is asserted.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/** The page as `tests/e2e/screenshots/<name>.png` when screenshots are wanted (SCREENSHOTS_WANTED). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SCREENSHOTS_WANTED) await page.screenshot({ path: screenshotPath(name), ...options });
}
