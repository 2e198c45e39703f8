/**
 * Why a chunk did not load: a deploy of ours (the manifest read again names another build, or our
 * own file answers 404) or the network (offline, no answer in time, no answer at all).
 */
import { classifyChunkFailure, MANIFEST_CHECK_TIMEOUT_MS } from '@src/platform/deploy/classify-chunk-failure';

const BASE = 'https://cdn.example.com/sport-info/lean/';
const FILE = `${BASE}page-gold-document.f2893389.js`;

/** webpack's failed chunk: it names the file it asked for. */
const chunkFailed = (request: string | undefined = FILE) =>
  Object.assign(new Error(`Loading chunk 1025 failed.\n(missing: ${request})`), { name: 'ChunkLoadError', request });

interface Served {
  manifest?: { status: number; buildId?: string } | 'hang' | 'down' | 'html';
  file?: number | 'hang';
}

/** The page's fetch answering the manifest and the failed file as `served` says, recording what was asked. */
function serving(served: Served) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, init });
    const answer = url.startsWith(`${BASE}mf-manifest.json`) ? served.manifest : served.file;
    if (answer === 'down') throw new TypeError('Failed to fetch');
    if (answer === 'hang' || answer === undefined) return new Promise<Response>(() => undefined);
    if (answer === 'html') return new Response('<!doctype html>', { status: 200 });
    if (typeof answer === 'number') return new Response(null, { status: answer });
    const body = answer.buildId
      ? { name: 'sportInfo', metaData: { buildId: answer.buildId } }
      : { name: 'sportInfo', metaData: {} };
    return new Response(JSON.stringify(body), { status: answer.status });
  });
  return asked;
}

const classify = (error: unknown = chunkFailed(), filesBase: string | null = BASE) =>
  classifyChunkFailure(error, 'build-a', filesBase);

afterEach(() => jest.useRealTimers());

describe('a new version', () => {
  it('is the manifest, read past every cache, naming another build', async () => {
    const asked = serving({ manifest: { status: 200, buildId: 'build-b' } });
    await expect(classify()).resolves.toEqual({ kind: 'new-version', update: { from: 'build-a', to: 'build-b' } });
    // Past the browser's cache and any cache on the way that keys on the address.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.init?.cache).toBe('no-store');
    expect(new URL(asked[0]!.url).searchParams.get('build-check')).toMatch(/^\d+$/);
  });

  it('is a 404 of our own file when the manifest still names our build (a cache on the way)', async () => {
    const asked = serving({ manifest: { status: 200, buildId: 'build-a' }, file: 404 });
    await expect(classify()).resolves.toEqual({ kind: 'new-version', update: { from: 'build-a', to: null } });
    expect(asked[1]).toMatchObject({ init: { method: 'HEAD', cache: 'no-store' } });
    expect(asked[1]!.url.startsWith(`${FILE}?build-check=`)).toBe(true);
  });

  it.each<[string, Served['manifest']]>([
    ['gone too', { status: 404 }],
    ['naming no build', { status: 200 }],
    ['no JSON (a page served in its place)', 'html'],
  ])('is a 404 (or 410) of our own file when the manifest is %s', async (_case, manifest) => {
    serving({ manifest, file: 404 });
    await expect(classify()).resolves.toMatchObject({ kind: 'new-version', update: { to: null } });
    serving({ manifest, file: 410 });
    await expect(classify()).resolves.toMatchObject({ kind: 'new-version' });
  });
});

describe('the network', () => {
  it('is a browser that says it is offline: nothing is asked', async () => {
    const asked = serving({ manifest: { status: 200, buildId: 'build-b' } });
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(classify()).resolves.toEqual({ kind: 'network', reason: 'offline' });
    expect(asked).toHaveLength(0);
  });

  it('is every failure outside a bundle (no place our files are served from): nothing is asked', async () => {
    const asked = serving({ manifest: { status: 200, buildId: 'build-b' } });
    await expect(classify(chunkFailed(), null)).resolves.toEqual({ kind: 'network', reason: 'error' });
    expect(asked).toHaveLength(0);
  });

  it(`is a manifest that does not answer within ${MANIFEST_CHECK_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    serving({ manifest: 'hang' });
    const verdict = classify();
    await jest.advanceTimersByTimeAsync(MANIFEST_CHECK_TIMEOUT_MS - 1);
    let settled = false;
    void verdict.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(verdict).resolves.toEqual({ kind: 'network', reason: 'timeout' });
  });

  it('is a manifest that does not answer at all', async () => {
    serving({ manifest: 'down' });
    await expect(classify()).resolves.toEqual({ kind: 'network', reason: 'error' });
  });

  it('is our file still there (it failed on the way), or its check timing out', async () => {
    serving({ manifest: { status: 200, buildId: 'build-a' }, file: 200 });
    await expect(classify()).resolves.toEqual({ kind: 'network', reason: 'error' });
    jest.useFakeTimers();
    serving({ manifest: { status: 200, buildId: 'build-a' }, file: 'hang' });
    const verdict = classify();
    await jest.advanceTimersByTimeAsync(MANIFEST_CHECK_TIMEOUT_MS);
    await expect(verdict).resolves.toEqual({ kind: 'network', reason: 'timeout' });
  });

  it.each([
    ['a file that is not ours', chunkFailed('https://other.example.com/chunk.js')],
    ['a failure that names no file', new Error('页面加载超时')],
  ])('is a 404 of %s: only our own files are asked about', async (_case, error) => {
    const asked = serving({ manifest: { status: 200, buildId: 'build-a' }, file: 404 });
    await expect(classify(error)).resolves.toEqual({ kind: 'network', reason: 'error' });
    expect(asked).toHaveLength(1);
  });
});
