/**
 * The fallback pack's runtime plugins, for any Module Federation 2 host (webpack or Rspack with
 * `@module-federation/enhanced`, Vite with `@module-federation/vite`, the bare
 * `@module-federation/runtime`). No React and no bundler here: register the plugins with the
 * host's federation instance (`registerPlugins`, `createInstance({ plugins })` or the bundler
 * plugin's `runtimePlugins`). docs/host-integration.md, "The fallback pack", shows each way.
 *
 * - `manifestFailoverPlugin`: the remote's manifest is fetched with a time limit and checked
 *   (JSON with `metaData`, `exposes`, `shared`); a manifest that is down, slow or corrupt is
 *   replaced by the first good one of the backup addresses, before the runtime caches anything.
 * - `fallbackModulePlugin`: when loading a module of the remote still fails, `errorLoadRemote`
 *   answers with a fallback module instead of a rejection, so a host that awaits `loadRemote`
 *   renders the fallback (with 重试) rather than a blank place or an unhandled rejection.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface ManifestFailoverOptions {
  /** The remote's name, as the host registers it (`sportInfo`). */
  remoteName: string;
  /** The manifest address the host registers (a `?retry=N` query on it is the same address). */
  manifestUrl: string;
  /** Tried in order when the main manifest fails: mirrors on another origin or CDN. */
  backupManifestUrls?: readonly string[];
  /** Per address; the sum over all addresses must stay under the time a user waits (3 s). */
  timeoutMs?: number;
  /**
   * An answer already under way for the main address (a page that fetches the manifest early):
   * used once, instead of a second download.
   */
  preloaded?: Promise<Response>;
}

export const DEFAULT_MANIFEST_TIMEOUT_MS = 1200;

/** Why a manifest address was not used: the runtime's error then names every address tried. */
export class ManifestUnavailableError extends Error {
  constructor(readonly failures: readonly string[]) {
    super(`体育资讯的清单无法加载：${failures.join('；')}`);
    this.name = 'ManifestUnavailableError';
  }
}

export function manifestFailoverPlugin(options: ManifestFailoverOptions): ModuleFederationRuntimePlugin {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MANIFEST_TIMEOUT_MS;
  const backups = options.backupManifestUrls ?? [];
  let preloaded = options.preloaded;
  return {
    name: `fallback-pack:manifest-failover:${options.remoteName}`,
    fetch(url: string) {
      if (!sameAddress(url, options.manifestUrl)) return undefined;
      const early = preloaded;
      preloaded = undefined;
      return firstGoodManifest([url, ...backups], timeoutMs, early);
    },
  };
}

async function firstGoodManifest(
  urls: readonly string[],
  timeoutMs: number,
  early: Promise<Response> | undefined,
): Promise<Response> {
  const failures: string[] = [];
  // An early answer that failed is followed by a download of the main address of its own.
  const attempts = early ? [{ url: urls[0]!, early }, ...urls.map((url) => ({ url }))] : urls.map((url) => ({ url }));
  for (const attempt of attempts) {
    const { url } = attempt;
    try {
      const answer = 'early' in attempt ? attempt.early : fetchWithin(url, timeoutMs);
      const manifest = await checkedManifest(await withinTime(answer, timeoutMs, url));
      if (url !== urls[0]) servedFrom(manifest, url);
      return new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } });
    } catch (error) {
      failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new ManifestUnavailableError(failures);
}

async function fetchWithin(url: string, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The early answer cannot be aborted, only given up on. */
function withinTime(answer: Promise<Response>, timeoutMs: number, url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${timeoutMs} ms 内没有应答 (${url})`)), timeoutMs);
    answer.then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function checkedManifest(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await response.text());
  } catch {
    throw new Error('不是 JSON');
  }
  if (
    !isRecord(manifest) ||
    !isRecord(manifest.metaData) ||
    !Array.isArray(manifest.exposes) ||
    !Array.isArray(manifest.shared)
  )
    throw new Error('不是 federation 清单 (metaData, exposes, shared)');
  return manifest;
}

/** A backup's chunks come from the backup: `auto` would resolve them against the main address. */
function servedFrom(manifest: Record<string, unknown>, url: string): void {
  const metaData = manifest.metaData as Record<string, unknown>;
  if (metaData.publicPath === 'auto')
    manifest.metaData = { ...metaData, publicPath: new URL('./', new URL(url, globalThis.location?.href)).href };
}

export interface FallbackModuleOptions {
  remoteName: string;
  /**
   * What `loadRemote` answers instead of failing: the module (`{ default: Fallback }`), or for a
   * host that loads with `{ loadFactory: false }` its factory (`() => ({ default: Fallback })`).
   */
  fallback(failure: { id: string; error: unknown }): unknown;
  /** Called with every failure the fallback replaces (the host's log or monitoring). */
  onError?(failure: { id: string; error: unknown }): void;
}

export function fallbackModulePlugin(options: FallbackModuleOptions): ModuleFederationRuntimePlugin {
  return {
    name: `fallback-pack:fallback-module:${options.remoteName}`,
    errorLoadRemote(args) {
      // Only a module request of this remote (`onLoad`): manifest and share errors take their
      // normal way (the failover plugin above, the runtime's own messages).
      if (args.lifecycle !== 'onLoad' || !args.id.startsWith(`${options.remoteName}/`)) return undefined;
      const failure = { id: args.id, error: args.error };
      options.onError?.(failure);
      return options.fallback(failure);
    },
  };
}

function sameAddress(url: string, manifestUrl: string): boolean {
  const base = globalThis.location?.href;
  const withoutRetry = (address: string) => {
    const parsed = new URL(address, base);
    parsed.searchParams.delete('retry');
    return parsed.href;
  };
  try {
    return withoutRetry(url) === withoutRetry(manifestUrl);
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
