/**
 * Why a chunk did not load: a deploy of ours (the manifest read again names another build, or our
 * own file answers 404) or the network (offline, no answer in time, no answer at all).
 */
import { classifyChunkFailure, type ChunkFailureFacts } from '@src/platform/deploy/classify-chunk-failure';

const BASE = 'https://cdn.example.com/sport-info/lean/';
const FILE = `${BASE}page-gold-document.f2893389.js`;

interface Served {
  manifest?: { status: number; buildId?: string } | 'hang' | 'down';
  file?: number | 'hang';
}

/** A fetch answering the manifest and the failed file as `served` says, recording what was asked. */
function serving(served: Served) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, init });
    const answer = url.startsWith(`${BASE}mf-manifest.json`) ? served.manifest : served.file;
    if (answer === 'down') throw new TypeError('Failed to fetch');
    if (answer === 'hang' || answer === undefined)
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (typeof answer === 'number') return new Response(null, { status: answer });
    const body = answer.buildId
      ? { name: 'sportInfo', metaData: { buildId: answer.buildId } }
      : { name: 'sportInfo', metaData: {} };
    return new Response(JSON.stringify(body), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

const facts = (fetch: typeof globalThis.fetch, overrides: Partial<ChunkFailureFacts> = {}): ChunkFailureFacts => ({
  buildId: 'build-a',
  filesBase: BASE,
  fileUrl: FILE,
  online: true,
  fetch,
  timeoutMs: 50,
  ...overrides,
});

describe('a new version', () => {
  it('is the manifest, read past every cache, naming another build', async () => {
    const { fetch, asked } = serving({ manifest: { status: 200, buildId: 'build-b' } });
    await expect(classifyChunkFailure(facts(fetch))).resolves.toEqual({
      kind: 'new-version',
      update: { from: 'build-a', to: 'build-b' },
    });
    // Past the browser's cache and any cache on the way that keys on the address.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.init?.cache).toBe('no-store');
    expect(new URL(asked[0]!.url).searchParams.get('build-check')).toMatch(/^\d+$/);
  });

  it('is a 404 of our own file when the manifest still names our build (a cache on the way)', async () => {
    const { fetch, asked } = serving({ manifest: { status: 200, buildId: 'build-a' }, file: 404 });
    await expect(classifyChunkFailure(facts(fetch))).resolves.toEqual({
      kind: 'new-version',
      update: { from: 'build-a', to: null },
    });
    expect(asked[1]).toMatchObject({ init: { method: 'HEAD', cache: 'no-store' } });
    expect(asked[1]!.url.startsWith(FILE)).toBe(true);
  });

  it('is a 404 of our own file when the manifest is gone too', async () => {
    const { fetch } = serving({ manifest: { status: 404 }, file: 404 });
    await expect(classifyChunkFailure(facts(fetch))).resolves.toMatchObject({ kind: 'new-version' });
  });
});

describe('the network', () => {
  // Told before anything is asked, though the manifest would name another build.
  it.each<{ rule: string; known: Partial<ChunkFailureFacts>; reason: string }>([
    { rule: 'is a browser that says it is offline: nothing is asked', known: { online: false }, reason: 'offline' },
    {
      rule: 'is every failure outside a bundle (no place our files are served from)',
      known: { filesBase: null },
      reason: 'error',
    },
  ])('$rule', async ({ known, reason }) => {
    const { fetch, asked } = serving({ manifest: { status: 200, buildId: 'build-b' } });
    await expect(classifyChunkFailure(facts(fetch, known))).resolves.toEqual({ kind: 'network', reason });
    expect(asked).toHaveLength(0);
  });

  it('is a manifest that does not answer in time', async () => {
    const { fetch } = serving({ manifest: 'hang' });
    await expect(classifyChunkFailure(facts(fetch))).resolves.toEqual({ kind: 'network', reason: 'timeout' });
  });

  it('is a manifest that does not answer at all', async () => {
    const { fetch } = serving({ manifest: 'down' });
    await expect(classifyChunkFailure(facts(fetch))).resolves.toEqual({ kind: 'network', reason: 'error' });
  });

  it('is our file still there (it failed on the way), or its check timing out', async () => {
    expect(
      await classifyChunkFailure(facts(serving({ manifest: { status: 200, buildId: 'build-a' }, file: 200 }).fetch)),
    ).toEqual({
      kind: 'network',
      reason: 'error',
    });
    expect(
      await classifyChunkFailure(facts(serving({ manifest: { status: 200, buildId: 'build-a' }, file: 'hang' }).fetch)),
    ).toEqual({
      kind: 'network',
      reason: 'timeout',
    });
  });

  it('is a 404 of a file that is not ours: only our own files are asked about', async () => {
    const { fetch, asked } = serving({ manifest: { status: 200, buildId: 'build-a' }, file: 404 });
    const verdict = await classifyChunkFailure(facts(fetch, { fileUrl: 'https://other.example.com/chunk.js' }));
    expect(verdict).toEqual({ kind: 'network', reason: 'error' });
    expect(asked).toHaveLength(1);
  });
});
