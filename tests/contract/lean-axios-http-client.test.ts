/**
 * The browser builds leave parts of axios out (scripts/build-plugins/axios-lean-build.ts):
 * the app's HTTP client, bundled with exactly those replacements, still does what the spec asks
 * of it — in a browser-like window (jsdom: its XMLHttpRequest, the adapter the builds keep),
 * against a server that records what arrives: the request interceptor's headers and signature,
 * form encoding with dot notation, the timeout, and cancelling (abortAll, the caller's signal).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webcrypto } from 'node:crypto';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { Header } from '../../src/contracts/http';
import { canonicalString, DEV_SIGNING_KEY, hmacSha256Hex } from '../../src/contracts/signature';
import { axiosLeanBuild } from '../../scripts/build-plugins/axios-lean-build';
import { moduleRules } from '../../webpack.config';
import { bundleOnce } from './support/bundle-once';
import type { LeanHttp } from './fixtures/lean-http-entry';
import { testCall } from '@tests/support/test-calls';

const root = path.resolve(__dirname, '../..');
const ENTRY = path.join(__dirname, 'fixtures/lean-http-entry.ts');
/**
 * What the builds replace, each with a line of its code: none of it may be in the bundle. (A
 * replaced module keeps the name and identifier it was asked for by; its code is the stand-in's.)
 */
const LEFT_OUT: Record<string, string> = {
  'adapters/fetch.js': 'const isReadableStreamSupported',
  'helpers/toFormData.js': "option('visitor')",
  'helpers/formDataToJSON.js': 'function buildPath(',
  'helpers/HttpStatusCode.js': 'NetworkAuthenticationRequired',
  'cancel/CancelToken.js': 'executor must be a function.',
  'helpers/progressEventReducer.js': 'estimated:',
  'helpers/cookies.js': 'SameSite=',
  'helpers/toURLEncodedForm.js': "this.append(key, value.toString('base64'))",
  'core/setFormDataHeaders.js': 'FORM_DATA_CONTENT_HEADERS = [',
  'helpers/isURLSameOrigin.js': 'document.baseURI',
  'helpers/validator.js': 'is likely a misspelling of',
  'core/assertParamsAcyclic.js': 'Circular reference detected in params',
  'defaults/index.js': '(forcedJSONParsing && !responseType) || JSONRequested',
  'core/InterceptorManager.js': 'function syncHandlerEntries(',
};

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let received: Received[];
let removeBundle: (() => void) | undefined;
let bundledCode: string;
let dom: JSDOM;
let http: LeanHttp;

const formCall = testCall({ method: 'POST', path: '/api/echo', encoding: 'form' });
const queryCall = testCall({ method: 'GET', path: '/api/echo', encoding: 'query' });
const jsonCall = testCall({ method: 'POST', path: '/api/echo', encoding: 'json' });
const hangingCall = testCall({ method: 'POST', path: '/api/hang', encoding: 'form' });

beforeAll(async () => {
  received = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.url?.startsWith('/api/hang')) return; // never answers
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 1, msg: 'ok', data: { echoed: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // One file: the lazily loaded form encoder comes in the bundle.
  const bundled = await bundleOnce('lean-axios', ENTRY, {
    mode: 'development',
    module: { rules: moduleRules(false) },
    plugins: [axiosLeanBuild()],
  });
  bundledCode = bundled.code;
  removeBundle = bundled.remove;
  // Same origin as the server: no CORS in the way. jsdom lacks what the signer's HMAC uses
  // (Web Crypto, TextEncoder): the window gets Node's.
  dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${origin}/`, runScripts: 'outside-only' });
  Object.defineProperty(dom.window, 'crypto', { value: webcrypto });
  Object.defineProperty(dom.window, 'TextEncoder', { value: TextEncoder });
  dom.window.eval(bundledCode);
  http = (dom.window as unknown as { leanHttp: LeanHttp }).leanHttp;
}, 120_000);

afterAll(async () => {
  dom?.window.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  removeBundle?.();
});

beforeEach(() => {
  received = [];
  http.configureHttp({
    baseUrl: origin,
    signer: http.hmacSigner(http.DEV_SIGNING_KEY),
    platform: 'web',
    osType: 1,
    version: '9.9.9',
  });
  http.useSessionStore.getState().reset();
  http.useSessionStore.getState().setDeviceId('lean-device');
  http.httpInstance.defaults.timeout = 20_000;
});

it('the bundle carries the replacements, not the axios files they stand in for', () => {
  for (const [file, line] of Object.entries(LEFT_OUT)) {
    // The line is really the file's: the check cannot pass on a typo.
    expect(readFileSync(path.join(root, 'node_modules/axios/lib', file), 'utf8')).toContain(line);
    expect({ file, inBundle: bundledCode.includes(line) }).toEqual({ file, inBundle: false });
  }
  expect(bundledCode).toContain('sport-info: axios CancelToken is left out of this build');
  // The adapter the browser runs is there.
  expect(bundledCode).toContain('XMLHttpRequest');
});

it('sends a form body in dot notation with the interceptor’s headers and a signature over what was sent', async () => {
  http.useSessionStore.getState().login({ token: 'tok-1', uid: '42' });
  await expect(http.callApi(formCall, { a: { b: 1 }, ids: [3, 4], name: '球 队', skipped: null })).resolves.toEqual({
    echoed: true,
  });

  const [request] = received;
  expect(request).toMatchObject({ method: 'POST', url: '/api/echo' });
  expect(request!.body).toBe('a.b=1&ids%5B0%5D=3&ids%5B1%5D=4&name=%E7%90%83+%E9%98%9F');
  expect(request!.headers['content-type']).toContain('application/x-www-form-urlencoded');
  const header = (name: string) => request!.headers[name.toLowerCase()];
  expect(header(Header.DeviceId)).toBe('lean-device');
  expect(header(Header.Token)).toBe('tok-1');
  expect(header(Header.Uid)).toBe('42');
  expect(header(Header.Version)).toBe('9.9.9');
  expect(header(Header.AppType)).toBe('3');
  // No XSRF header: the cookie reader is left out (the API is signed; a portal's cookie is not ours).
  expect(header('x-xsrf-token')).toBeUndefined();
  const expected = await hmacSha256Hex(
    DEV_SIGNING_KEY,
    canonicalString({
      method: 'POST',
      path: '/api/echo',
      timestamp: String(header(Header.Timestamp)),
      pairs: [...new URLSearchParams(request!.body)],
    }),
  );
  expect(header(Header.Signature)).toBe(expected);
});

it('encodes a GET call’s parameters into the query and signs them', async () => {
  await http.callApi(queryCall, { pid: 164, momentSort: 1 });
  const [request] = received;
  expect(request).toMatchObject({ method: 'GET', url: '/api/echo?pid=164&momentSort=1', body: '' });
  expect(request!.headers[Header.Signature.toLowerCase()]).toMatch(/^[0-9a-f]{64}$/);
});

it('sends a JSON body as the client wrote it, with its content type, and reads the answer as text', async () => {
  await expect(http.callApi(jsonCall, { ids: [3, 4], name: '球 队' })).resolves.toEqual({ echoed: true });
  const [request] = received;
  expect(request).toMatchObject({ method: 'POST', url: '/api/echo', body: '{"ids":[3,4],"name":"球 队"}' });
  expect(request!.headers['content-type']).toBe('application/json');
  expect(request!.headers.accept).toBe('application/json, text/plain, */*');
});

it('a call without an answer fails as a network failure after the timeout', async () => {
  http.httpInstance.defaults.timeout = 300;
  await expect(http.callApi(hangingCall, { n: 1 }, { silent: true })).rejects.toMatchObject({ kind: 'network' });
});

it('abortAll and the caller’s signal cancel a pending call', async () => {
  const pending = http.callApi(hangingCall, { n: 2 }, { silent: true });
  await new Promise((resolve) => setTimeout(resolve, 50));
  http.abortAll();
  await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });

  const controller = new dom.window.AbortController();
  const mine = http.callApi(hangingCall, { n: 3 }, { silent: true, signal: controller.signal });
  controller.abort();
  await expect(mine).rejects.toMatchObject({ kind: 'cancelled' });
});

it('what was left out says so when asked for', () => {
  expect(() => new http.axios.CancelToken(() => undefined)).toThrow(/left out of this build/);
  expect(http.axios.isCancel(new http.axios.CanceledError())).toBe(true);
});
