/**
 * The product as the bench measures it (the approach of tests/e2e/support/stack.ts): the
 * development server in-process, the production builds served as production serves them —
 * compressed, over HTTPS and HTTP/2 (a throwaway certificate that the bench's Chromium trusts by
 * its key pin) — and the system Chromium. HTTP/2 matters to what is measured: over HTTP/1.1 every
 * chunk beyond six per origin waits for a connection, and each new connection starts slow, which
 * no production CDN makes a phone do. Every address is 127.0.0.1 — loopback only, and no
 * `localhost` lookup that may try IPv6 first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { chromiumTrustArgs, createDevCertificate, type TlsCredentials } from '../../shell-demo/dev-certificate';
import { startDevServer, type DevServer } from '../../shell-demo/server/create-server';
import { acceleratedClock } from '../../shell-demo/server/world/clock';
import { LEAN_MANIFEST_PATH, MANIFEST_PATH } from '../../dev-env/ports';
import { startStaticServer, type StaticServer } from '../../shell-demo/static-server';

export const ROOT = path.resolve(__dirname, '../..');

export interface BenchStack {
  api: DevServer;
  apiUrl: string;
  /** The remote's static server: remoteEntry, manifest, chunks and the standalone page. */
  remoteUrl: string;
  /** shell-demo on the lean manifest (it provides the federation runtime). */
  hostUrl: string;
  /** shell-demo on the default manifest, which any host loads. */
  defaultManifestHostUrl: string;
  dist: string;
  /** The certificate every server of the stack presents. */
  tls: TlsCredentials;
  /** Flags a Chromium needs to trust the stack. */
  chromiumArgs: string[];
  close(): Promise<void>;
}

export const loopback = (port: number, protocol: 'http' | 'https' = 'http'): string =>
  `${protocol}://127.0.0.1:${port}`;

export interface BenchStackOptions {
  /** The world's matches run this many times faster than real time (the soak); default 1. */
  worldSpeed?: number;
  /** Present this certificate instead of a new one (a second stack for the same Chromium). */
  tls?: TlsCredentials;
}

export async function startBenchStack(dist: string, options: BenchStackOptions = {}): Promise<BenchStack> {
  for (const file of ['remote/mf-manifest.json', 'remote/index.html', 'host/index.html']) {
    if (!existsSync(path.join(dist, file))) throw new Error(`${path.join(dist, file)} is missing: build first`);
  }
  const tls = options.tls ?? (await createDevCertificate());
  const worldSpeed = options.worldSpeed ?? 1;
  const api = await startDevServer({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    tls,
    worldNow: worldSpeed === 1 ? undefined : acceleratedClock({ startAt: Date.now(), speed: worldSpeed }).now,
  });
  // As `npm start` does (shell-demo/server/main.ts): a running server has its world built, so the
  // first page measured does not wait ~0.7 s for the lazy build behind its first anchor call.
  api.world();
  const apiUrl = loopback(api.port, 'https');
  const servers: StaticServer[] = [];
  try {
    const remote = await startStaticServer({
      root: path.join(dist, 'remote'),
      cors: true,
      tls,
      runtimeConfig: { apiBaseUrl: apiUrl },
    });
    servers.push(remote);
    const remoteUrl = loopback(remote.port, 'https');
    const host = await startStaticServer({
      root: path.join(dist, 'host'),
      tls,
      runtimeConfig: { remoteManifestUrl: `${remoteUrl}${LEAN_MANIFEST_PATH}`, apiBaseUrl: apiUrl },
    });
    servers.push(host);
    // The same host page on the default manifest, which carries its own federation runtime.
    const defaultHost = await startStaticServer({
      root: path.join(dist, 'host'),
      tls,
      runtimeConfig: { remoteManifestUrl: `${remoteUrl}${MANIFEST_PATH}`, apiBaseUrl: apiUrl },
    });
    servers.push(defaultHost);
    return {
      api,
      apiUrl,
      remoteUrl,
      hostUrl: loopback(host.port, 'https'),
      defaultManifestHostUrl: loopback(defaultHost.port, 'https'),
      dist,
      tls,
      chromiumArgs: chromiumTrustArgs(tls),
      close: async () => {
        await Promise.all([...servers.map((server) => server.close()), api.close()]);
      },
    };
  } catch (error) {
    await Promise.all([...servers.map((server) => server.close()), api.close()]);
    throw error;
  }
}

export function requireChromium(): string {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: install the OS package `chromium` or set CHROME_PATH');
  return executablePath;
}

export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS, ...extraArgs] });

/** A phone: 390x844 at 2x, touch, Chinese locale — what the e2e tests use. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
} as const;

export const newPhoneContext = (browser: Browser): Promise<BrowserContext> => browser.newContext(PHONE);
