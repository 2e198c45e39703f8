/**
 * The whole product on free ports for one test file: the development server in-process, the
 * production builds of the remote and shell-demo served compressed, and the system Chromium
 * at a 390x844 phone viewport.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium';
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';
import { startStaticServer, type StaticServer } from '../../../shell-demo/static-server';

const root = path.resolve(__dirname, '../../..');
export const SCREENSHOTS = path.join(root, 'tests/e2e/screenshots');

export interface Stack {
  apiUrl: string;
  /** The in-process development server (its world is the truth the pages show). */
  devServer: DevServer;
  hostUrl: string;
  remoteUrl: string;
  browser: Browser;
  newPage(options?: { colorScheme?: 'light' | 'dark' }): Promise<{ page: Page; context: BrowserContext }>;
  /** Moves the development server's clock (the signature check follows the browser's faked clock). */
  setServerClockOffset(ms: number): void;
  stopRemote(): Promise<void>;
  startRemote(): Promise<void>;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: install the OS package `chromium` or set CHROME_PATH');
  let clockOffsetMs = 0;
  const api = await startDevServer({ port: 0, quiet: true, now: () => Date.now() + clockOffsetMs });
  let remote: StaticServer | null = null;
  let remotePort = 0;
  const startRemote = async () => {
    remote = await startStaticServer({ root: path.join(root, 'dist/remote'), port: remotePort, cors: true, runtimeConfig: { apiBaseUrl: api.url } });
    remotePort = remote.port;
  };
  await startRemote();
  const host = await startStaticServer({
    root: path.join(root, 'dist/host'),
    runtimeConfig: { remoteManifestUrl: `http://localhost:${remotePort}/mf-manifest.json`, apiBaseUrl: api.url },
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  mkdirSync(SCREENSHOTS, { recursive: true });

  return {
    apiUrl: api.url,
    devServer: api,
    hostUrl: host.url,
    remoteUrl: `http://localhost:${remotePort}`,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        colorScheme: options.colorScheme ?? 'light',
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
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await Promise.all([host.close(), remote?.close(), api.close()]);
    },
  };
}

export const screenshotPath = (name: string): string => path.join(SCREENSHOTS, `${name}.png`);
