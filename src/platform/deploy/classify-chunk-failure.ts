/**
 * Why a chunk of ours did not load. After a deploy that replaced our files, the old build's
 * hashed files are gone, and retrying can never bring them back: that is a new version, not a
 * network fault. Our manifest, read again past every cache, says which build is deployed now: a
 * different id than ours is a new version; so is a 404 for the very file that failed. A browser
 * that says it is offline, an answer that does not come in time, or no answer at all is the
 * network: the page keeps its message and its retry.
 */
import { manifestBuildId, type VersionUpdate } from '../../contracts/deployment';

export type NetworkReason = 'offline' | 'timeout' | 'error';

export type ChunkVerdict = { kind: 'network'; reason: NetworkReason } | { kind: 'new-version'; update: VersionUpdate };

export const MANIFEST_CHECK_TIMEOUT_MS = 3000;

const network = (reason: NetworkReason): ChunkVerdict => ({ kind: 'network', reason });

type Answer = { status: number; body: unknown } | 'timeout' | 'error';

/**
 * GET or HEAD past the browser's cache and any cache on the way that keys on the query; 'timeout'
 * when no answer came within MANIFEST_CHECK_TIMEOUT_MS (the request is left to end by itself).
 */
const fresh = (url: string, method: 'GET' | 'HEAD'): Promise<Answer> =>
  Promise.race([
    // Our files' addresses carry no query of their own.
    fetch(`${url}?build-check=${Date.now()}`, { method, cache: 'no-store' }).then(
      async (response) => ({
        status: response.status,
        // A manifest that is no JSON names no build: the failed file is asked about.
        body: method === 'GET' && response.ok ? await response.json().catch(() => null) : null,
      }),
      () => 'error' as const,
    ),
    new Promise<'timeout'>((resolve) => setTimeout(resolve, MANIFEST_CHECK_TIMEOUT_MS, 'timeout')),
  ]);

/**
 * Why `error`, a chunk load that failed, happened to the running build `buildId`, whose files are
 * served from `filesBase` (absolute, ending in `/`; null outside a bundle: nothing can be checked).
 * Each check's answer must come within MANIFEST_CHECK_TIMEOUT_MS. Never rejects.
 */
export async function classifyChunkFailure(
  error: unknown,
  buildId: string,
  filesBase: string | null,
): Promise<ChunkVerdict> {
  // False means surely offline (true proves nothing).
  if (!navigator.onLine) return network('offline');
  if (filesBase === null) return network('error');
  const manifest = await fresh(`${filesBase}mf-manifest.json`, 'GET');
  if (typeof manifest === 'string') return network(manifest);
  const deployed = manifestBuildId(manifest.body);
  const to = deployed === buildId ? null : deployed;
  // The manifest names our build (a cache on the way may still hold it) or none: the file itself,
  // which webpack's ChunkLoadError names (`request`), when it is ours.
  if (to === null) {
    const file = (error as { request?: unknown } | null)?.request;
    const answer = typeof file === 'string' && file.startsWith(filesBase) ? await fresh(file, 'HEAD') : 'error';
    if (typeof answer === 'string') return network(answer);
    if (answer.status !== 404 && answer.status !== 410) return network('error');
  }
  return { kind: 'new-version', update: { from: buildId, to } };
}
