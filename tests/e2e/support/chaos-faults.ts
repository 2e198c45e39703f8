/**
 * The chaos suite's network faults, injected in the browser with Playwright's `page.route`, so
 * that the test decides every fault from a seeded random (the same run, call for call, when the
 * pages ask in the same order) instead of the development server's own fault rules.
 *
 * About `rate` (20 %) of the `/api` and `/ssapi` calls meet one of:
 * - `http`: HTTP 500 with the envelope's code 500 (the server never sees the call);
 * - `business`: HTTP 200 with a failing envelope code (a business refusal, "服务器繁忙");
 * - `timeout`: no answer, the request fails as timed out after a short wait;
 * - `lost`: the server answers (a charge or a comment happens) but the answer never arrives;
 * - `slow`: the real answer, 1–3 s late.
 * A call that met a fault goes clean the next time the same method and path are asked, so every
 * retry the app makes can succeed (a page is never left failing by chance alone). Files (images),
 * the demo login and the `/__dev` calls are never touched.
 */
import type { Page, Route } from 'playwright-core';
import { seededRandom } from '../../../shell-demo/server/seed';

export type FaultKind = 'http' | 'business' | 'timeout' | 'lost' | 'slow';

const KINDS: readonly FaultKind[] = ['http', 'business', 'timeout', 'lost', 'slow'];
const FILE_PREFIX = '/api/forehead/system/file/get/';
const LOGIN_PREFIX = '/api/forehead/user/demo/';
/** A failing envelope code that is not a session code (405, 505 and 400 would log the user out or ask for login). */
const BUSY_CODE = 5000;

export interface FaultLogEntry {
  at: number;
  method: string;
  path: string;
  kind: FaultKind | 'clean';
}

export interface ChaosFaults {
  /** Faults apply only while enabled (setting up a login goes clean). */
  enabled: boolean;
  /** The next call to a path starting with `pathPrefix` meets this fault, whatever the dice say. */
  force(pathPrefix: string, kind: FaultKind): void;
  readonly log: readonly FaultLogEntry[];
  /** Calls seen and faults met per kind. */
  summary(): Record<FaultKind | 'clean', number>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function installFaults(
  page: Page,
  apiUrl: string,
  options: { seed: number; rate: number },
): Promise<ChaosFaults> {
  const random = seededRandom(options.seed);
  const apiOrigin = new URL(apiUrl).origin;
  const log: FaultLogEntry[] = [];
  const faultedLast = new Set<string>();
  const forced: { pathPrefix: string; kind: FaultKind }[] = [];
  const state: ChaosFaults = {
    enabled: false,
    force(pathPrefix, kind) {
      forced.push({ pathPrefix, kind });
    },
    log,
    summary() {
      const counts = { clean: 0, http: 0, business: 0, timeout: 0, lost: 0, slow: 0 };
      for (const entry of log) counts[entry.kind] += 1;
      return counts;
    },
  };

  const corsHeaders = (route: Route): Record<string, string> => ({
    'access-control-allow-origin': route.request().headers()['origin'] ?? '*',
    'content-type': 'application/json; charset=utf-8',
  });

  const pick = (method: string, path: string): { kind: FaultKind | 'clean'; delayMs: number } => {
    const key = `${method} ${path}`;
    // Always draw all three numbers, so that one call's luck does not shift the next calls'.
    const roll = random();
    const drawn = KINDS[Math.floor(random() * KINDS.length)]!;
    const spread = random();
    const forcedIndex = forced.findIndex((rule) => path.startsWith(rule.pathPrefix));
    let kind: FaultKind | 'clean' = drawn;
    if (forcedIndex >= 0) kind = forced.splice(forcedIndex, 1)[0]!.kind;
    else if (faultedLast.has(key) || roll >= options.rate) kind = 'clean';
    if (kind === 'clean') faultedLast.delete(key);
    else faultedLast.add(key);
    return { kind, delayMs: kind === 'slow' ? 1000 + Math.floor(spread * 2000) : 300 + Math.floor(spread * 700) };
  };

  await page.route(
    (url) =>
      url.origin === apiOrigin &&
      (url.pathname.startsWith('/api/') || url.pathname.startsWith('/ssapi/')) &&
      !url.pathname.startsWith(FILE_PREFIX) &&
      !url.pathname.startsWith(LOGIN_PREFIX),
    async (route) => {
      const request = route.request();
      const method = request.method();
      if (!state.enabled || method === 'OPTIONS') return route.continue();
      const path = new URL(request.url()).pathname;
      const { kind, delayMs } = pick(method, path);
      log.push({ at: Date.now(), method, path, kind });
      try {
        switch (kind) {
          case 'clean':
            return await route.continue();
          case 'http':
            return await route.fulfill({
              status: 500,
              headers: corsHeaders(route),
              body: JSON.stringify({ code: 500, msg: '服务器内部错误', data: null }),
            });
          case 'business':
            return await route.fulfill({
              status: 200,
              headers: corsHeaders(route),
              body: JSON.stringify({ code: BUSY_CODE, msg: '服务器繁忙，请稍后再试', data: null }),
            });
          case 'timeout':
            await sleep(delayMs);
            return await route.abort('timedout');
          case 'lost':
            // The server does the work; its answer is lost on the way back.
            await route.fetch().catch(() => undefined);
            return await route.abort('connectionreset');
          case 'slow':
            await sleep(delayMs);
            return await route.continue();
        }
      } catch {
        // The page navigated away or closed meanwhile: nothing left to answer.
      }
    },
  );
  return state;
}
