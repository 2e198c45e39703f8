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

export interface ChunkFailureFacts {
  /** The running build's id. */
  buildId: string;
  /** The folder our files are served from; null outside a bundle (then nothing can be checked). */
  filesBase: string | null;
  /** The address of the file that failed (webpack's ChunkLoadError names it), when known. */
  fileUrl: string | null;
  /** `navigator.onLine`: false means surely offline (true proves nothing). */
  online: boolean;
  fetch: typeof fetch;
  /** Each check's answer must come within this (default MANIFEST_CHECK_TIMEOUT_MS). */
  timeoutMs?: number;
}

export const MANIFEST_CHECK_TIMEOUT_MS = 3000;

const network = (reason: NetworkReason): ChunkVerdict => ({ kind: 'network', reason });

type Answer = { status: number; body: unknown } | 'timeout' | 'error';

/** GET or HEAD past the browser's cache and any cache on the way that keys on the query. */
async function fresh(url: string, method: 'GET' | 'HEAD', facts: ChunkFailureFacts): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), facts.timeoutMs ?? MANIFEST_CHECK_TIMEOUT_MS);
  const busted = new URL(url);
  busted.searchParams.set('build-check', String(Date.now()));
  try {
    const response = await facts.fetch(busted.href, { method, cache: 'no-store', signal: controller.signal });
    let body: unknown = null;
    if (method === 'GET' && response.ok) body = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    return controller.signal.aborted ? 'timeout' : 'error';
  } finally {
    clearTimeout(timer);
  }
}

const isOurs = (fileUrl: string | null, base: string): fileUrl is string =>
  fileUrl !== null && fileUrl.startsWith(base);

export async function classifyChunkFailure(facts: ChunkFailureFacts): Promise<ChunkVerdict> {
  if (!facts.online) return network('offline');
  const base = facts.filesBase;
  if (base === null) return network('error');
  const manifest = await fresh(new URL('mf-manifest.json', base).href, 'GET', facts);
  if (manifest === 'timeout' || manifest === 'error') return network(manifest);
  const deployed = manifest.status === 200 ? manifestBuildId(manifest.body) : null;
  const to = deployed !== null && deployed !== facts.buildId ? deployed : null;
  if (to !== null) return { kind: 'new-version', update: { from: facts.buildId, to } };
  // The manifest names our build (a cache on the way may still hold it) or none: the file itself.
  if (!isOurs(facts.fileUrl, base)) return network('error');
  const file = await fresh(facts.fileUrl, 'HEAD', facts);
  if (file === 'timeout' || file === 'error') return network(file);
  if (file.status === 404 || file.status === 410) return { kind: 'new-version', update: { from: facts.buildId, to } };
  return network('error');
}
