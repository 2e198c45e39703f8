/**
 * The HTTP group: the conventions of every request the app made in the kit's page (headers,
 * dot-notation form bodies, the signature re-computed from the documented algorithm), the API's
 * refusals (wrong signature, stale timestamp, unknown path) and, against the development server,
 * the app's reaction to the error codes by fault injection.
 */
import { createHmac } from 'node:crypto';
import { flattenParams, type ParamObject } from '../../src/contracts/form-encoding';
import { Header } from '../../src/contracts/http';
import { SystemCalls } from '../../src/contracts/system';
import { NAVIGATION_DEBOUNCE_MS } from '../../src/platform/bridge/navigation';
import type { ApiClient } from './api-client';
import { baseProps } from './mount';
import type { BrowserSession, CapturedRequest } from './browser-session';
import { Checks, assert } from './types';

/** Sent on every signed call (README "HTTP and push"); token/uid are checked by the props group. */
export const REQUIRED_HEADERS = [
  Header.DeviceId,
  Header.OsType,
  Header.Timestamp,
  Header.Version,
  Header.Signature,
  Header.AppType,
  Header.Language,
];
const DOT_NOTATION_KEY = /^[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*|\[\d+\])*$/;

const isSignedCall = (request: CapturedRequest) =>
  /^\/(api|ssapi)\//.test(request.url.pathname) && !request.url.pathname.startsWith('/api/forehead/system/file/get/');

/** The request's parameters as `[key, value]` pairs: query, then the form or JSON body. */
function pairsOf(request: CapturedRequest): [string, string][] {
  const pairs: [string, string][] = [...request.url.searchParams];
  if (!request.body) return pairs;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) pairs.push(...flattenParams(JSON.parse(request.body) as ParamObject));
  else pairs.push(...new URLSearchParams(request.body));
  return pairs;
}

/** README "Signature", written out here rather than imported: hex HMAC-SHA256 of METHOD\nPATH\nTIMESTAMP\nSORTED_PARAMS. */
export function verifySignature(request: CapturedRequest, key: string): { ok: boolean; detail: string } {
  const sorted = pairsOf(request)
    .sort(([ka, va], [kb, vb]) => (ka === kb ? (va < vb ? -1 : va > vb ? 1 : 0) : ka < kb ? -1 : 1))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    request.url.pathname,
    request.headers[Header.Timestamp] ?? '',
    sorted,
  ].join('\n');
  const expected = createHmac('sha256', key).update(canonical).digest('hex');
  const sent = request.headers[Header.Signature];
  return sent === expected
    ? { ok: true, detail: '' }
    : { ok: false, detail: `signature ${sent ?? '(none)'} ≠ HMAC of ${JSON.stringify(canonical).slice(0, 120)}` };
}

export const followButton = (browser: BrowserSession) => browser.page.getByRole('button', { name: /^关注 / }).first();

/** A fresh demo session passed as the `session` prop. */
export async function loginAs(browser: BrowserSession, api: ApiClient): Promise<void> {
  await browser.update({ session: await api.demoLogin('contract-kit') });
  await browser.page.waitForTimeout(300);
}

/** The next follow call answers `code`; taps follow and answers the event count before the tap. */
export async function injectOnFollow(
  browser: BrowserSession,
  api: ApiClient,
  followPath: string,
  code: number,
): Promise<number> {
  await api.addFault({ pathPrefix: followPath, times: 1, code });
  const since = await browser.eventCount();
  await followButton(browser).click();
  return since;
}

export class HttpChecks {
  readonly checks = new Checks('http');

  constructor(
    private readonly api: ApiClient,
    private readonly signingKey: string,
  ) {}

  /** Conventions over the requests captured while the app ran with the default signer and key. */
  conventions(requests: readonly CapturedRequest[]): void {
    const { checks } = this;
    const calls = requests.filter(isSignedCall);
    if (!checks.expect('the app called the API', calls.length > 0, `${calls.length} signed call(s) captured`)) return;
    const missing = calls.flatMap((request) =>
      REQUIRED_HEADERS.filter((name) => !request.headers[name]).map(
        (name) => `${request.url.pathname} without ${name}`,
      ),
    );
    checks.expect(
      'headers on every call',
      missing.length === 0,
      missing.length === 0 ? REQUIRED_HEADERS.join(', ') : missing.slice(0, 3).join('; '),
    );
    // The start-up's first calls (domain list, common config) may go out before the app renders
    // (early-start): they too carry the locale the host passed, as it passed it.
    const passed = baseProps('').locale;
    const startup = calls.slice(0, 2).filter((request) => request.headers[Header.Language] !== passed);
    checks.expect(
      'language of the passed locale from the first call',
      startup.length === 0,
      startup.length === 0
        ? `${passed} on ${calls
            .slice(0, 2)
            .map((request) => request.url.pathname)
            .join(', ')}`
        : `${startup[0]!.url.pathname} sent ${startup[0]!.headers[Header.Language] ?? '(none)'}`,
    );
    const timestamps = calls.filter(
      (request) => Math.abs(Number(request.headers[Header.Timestamp]) - request.at) > 60_000,
    );
    checks.expect(
      'timestamp is ms since epoch',
      timestamps.length === 0,
      timestamps.length === 0 ? '' : `${timestamps[0]!.url.pathname}: ${timestamps[0]!.headers[Header.Timestamp]}`,
    );
    const forms = calls.filter(
      (request) =>
        request.body && (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'),
    );
    const badKeys = forms.flatMap((request) =>
      [...new URLSearchParams(request.body!)]
        .filter(([key, value]) => !DOT_NOTATION_KEY.test(key) || value === '[object Object]')
        .map(([key]) => `${request.url.pathname}: ${key}`),
    );
    checks.expect(
      'form bodies in dot notation',
      badKeys.length === 0,
      badKeys.length === 0 ? `${forms.length} form body(ies)` : badKeys.slice(0, 3).join('; '),
    );
    const unsigned = calls.filter((request) => !verifySignature(request, this.signingKey).ok);
    checks.expect(
      'signature re-verified',
      unsigned.length === 0,
      unsigned.length === 0
        ? `${calls.length} call(s)`
        : `${unsigned.length} of ${calls.length}: ${unsigned[0]!.url.pathname}: ${verifySignature(unsigned[0]!, this.signingKey).detail}`,
    );
  }

  /** The API's side: a wrong signature and a stale timestamp are refused with 400, an unknown path is 404. */
  async refusals(): Promise<void> {
    const { checks, api } = this;
    const path = SystemCalls.domainList.path;
    await checks.check('a correct call succeeds', async () => {
      const { envelope } = await api.call(path, { form: {} });
      assert(envelope.code === 1, `domain list → code ${envelope.code} ${envelope.msg}`);
      return 'domain list → code 1';
    });
    await checks.check('a wrong signature is refused with 400', async () => {
      const { envelope } = await api.call(path, { form: {}, key: 'not-the-key' });
      assert(envelope.code === 400, `answered code ${envelope.code}`);
      return envelope.msg;
    });
    await checks.check('a timestamp 6 minutes off is refused with 400', async () => {
      const { envelope } = await api.call(path, { form: {}, timestamp: Date.now() - 6 * 60_000 });
      assert(envelope.code === 400, `answered code ${envelope.code}`);
      return envelope.msg;
    });
    await checks.check('an unknown path answers 404', async () => {
      const { status, envelope } = await api.call('/api/forehead/contract-kit/unknown', { form: {} });
      assert(status === 404 && envelope.code === 404, `answered HTTP ${status}, code ${envelope.code}`);
      return 'HTTP 404, code 404';
    });
  }

  /**
   * The error codes by fault injection (development server only), on the follow call of a live
   * room the bridge group left open: 403 is a toast, 405 and 505 end the session (the next
   * follow asks for login). An unknown code (toast and `error`) is the bridge group's.
   */
  async faults(browser: BrowserSession, followPath: string): Promise<void> {
    const { checks, api } = this;
    const follow = followButton(browser);
    const login = () => loginAs(browser, api);
    const inject = (code: number) => injectOnFollow(browser, api, followPath, code);
    try {
      await checks.check('code 403 → a toast', async () => {
        await login();
        const since = await inject(403);
        const toast = await browser.waitForEvent('toast', since);
        return `toast ${JSON.stringify(toast.payload)}`;
      });
      for (const code of [405, 505]) {
        await checks.check(`code ${code} → the session ends`, async () => {
          await login();
          const since = await inject(code);
          // The same message within the toast burst window is shown once (notify.ts): 505 after
          // 405 may say nothing new. What the contract requires is that the session ended.
          const toast = await browser.waitForEvent('toast', since, 3000).catch(() => null);
          const after = await browser.eventCount();
          // Jumps are debounced (1000 ms leading): the login ask must not fall in it.
          await browser.page.waitForTimeout(NAVIGATION_DEBOUNCE_MS + 100);
          await follow.click();
          const event = await browser.waitForEvent('login', after);
          return `${toast ? 'toast' : 'no new toast (same message)'}, then follow asks for login (${JSON.stringify(event.payload)})`;
        });
      }
    } finally {
      await api.clearFaults().catch(() => undefined);
    }
  }
}
