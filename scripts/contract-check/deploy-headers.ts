/**
 * The deploy group: what lets a deploy of ours reach open pages at once and keeps every file
 * cacheable (src/contracts/deployment.ts, docs/host-integration.md "Deploying"). The manifest names
 * its build; the files that name the others — both manifests, `remoteEntry.js`, the standalone
 * page beside the default manifest — revalidate on every use (`no-cache` with an ETag, and a
 * request with that ETag gets 304); a content-hashed file is immutable for a year. Our own 404s
 * carry CORS, so the app can read them from a host's page. A development build (`npm start`)
 * is no deployment: only its build id is checked.
 */
import { BUILD_ID_FIELD, manifestBuildId } from '../../src/contracts/deployment';
import { Checks, assert } from './types';

const YEAR_S = 31_536_000;

interface ManifestFacts {
  metaData?: { buildInfo?: { buildMode?: unknown }; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { assets?: { js?: { sync?: unknown } } }[];
}

const directives = (header: string | null): string[] =>
  (header ?? '').split(',').map((part) => part.trim().toLowerCase());

/** `no-cache`, or `max-age=0` with `must-revalidate`: asked again on every use. */
function revalidates(cacheControl: string | null): boolean {
  const parts = directives(cacheControl);
  return parts.includes('no-cache') || (parts.includes('max-age=0') && parts.includes('must-revalidate'));
}

async function checkRevalidated(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  assert(response.ok, `HTTP ${response.status}`);
  await response.arrayBuffer();
  const cacheControl = response.headers.get('cache-control');
  assert(revalidates(cacheControl), `Cache-Control ${JSON.stringify(cacheControl)}: expected no-cache`);
  const etag = response.headers.get('etag');
  assert(etag, 'no ETag');
  const again = await fetch(url, { cache: 'no-store', headers: { 'if-none-match': etag } });
  await again.arrayBuffer();
  assert(again.status === 304, `If-None-Match ${etag} answered ${again.status}, expected 304`);
  return `${cacheControl}, ETag, 304`;
}

async function checkImmutable(url: string): Promise<string> {
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
  assert(response.ok, `HTTP ${response.status}`);
  const cacheControl = response.headers.get('cache-control');
  const parts = directives(cacheControl);
  const maxAge = Number(/^max-age=(\d+)$/.exec(parts.find((part) => part.startsWith('max-age=')) ?? '')?.[1] ?? 0);
  assert(
    parts.includes('immutable') && maxAge >= YEAR_S,
    `Cache-Control ${JSON.stringify(cacheControl)}: expected immutable, max-age ≥ ${YEAR_S}`,
  );
  return String(cacheControl);
}

export async function checkDeployHeaders(manifestUrl: string): Promise<Checks> {
  const checks = new Checks('deploy');
  let manifest: ManifestFacts;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store' });
    assert(response.ok, `HTTP ${response.status}`);
    manifest = (await response.json()) as ManifestFacts;
  } catch (error) {
    checks.fail('manifest', `${manifestUrl}: ${error instanceof Error ? error.message : String(error)}`);
    return checks;
  }
  const buildId = manifestBuildId(manifest);
  checks.expect(`manifest names its build (metaData.${BUILD_ID_FIELD})`, buildId !== null, buildId ?? 'missing');
  if (manifest.metaData?.buildInfo?.buildMode === 'development') {
    checks.pass('caching', 'skipped: a development build (npm start) is no deployment');
    return checks;
  }
  const base = new URL('./', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const entryUrl = new URL(
    `${typeof entry?.path === 'string' ? entry.path : ''}${typeof entry?.name === 'string' ? entry.name : 'remoteEntry.js'}`,
    base,
  );
  await checks.check('manifest revalidates', () => checkRevalidated(manifestUrl));
  await checks.check('remoteEntry.js revalidates', () => checkRevalidated(entryUrl.href));
  const sibling = new URL(manifestUrl).pathname.endsWith('/lean/mf-manifest.json')
    ? null
    : new URL('lean/mf-manifest.json', base);
  if (
    sibling &&
    (await fetch(sibling, { method: 'HEAD' }).then(
      (answer) => answer.ok,
      () => false,
    ))
  )
    await checks.check('lean manifest revalidates', () => checkRevalidated(sibling.href));
  const page = new URL('index.html', base);
  if (
    await fetch(page, { method: 'HEAD' }).then(
      (answer) => answer.ok,
      () => false,
    )
  )
    await checks.check('standalone page revalidates', () => checkRevalidated(page.href));
  const hashed = manifest.exposes?.flatMap((expose) =>
    Array.isArray(expose.assets?.js?.sync) ? (expose.assets.js.sync as unknown[]) : [],
  )[0];
  if (typeof hashed === 'string')
    await checks.check(`hashed file is immutable (${hashed})`, () => checkImmutable(new URL(hashed, base).href));
  else checks.fail('hashed file is immutable', 'the manifest lists no expose files');
  await checks.check('a missing file answers 404 with CORS', async () => {
    const response = await fetch(new URL(`contract-kit-missing-${Date.now()}.00000000.js`, base), {
      headers: { origin: 'https://portal.example' },
    });
    assert(response.status === 404, `HTTP ${response.status}`);
    assert(
      response.headers.get('access-control-allow-origin'),
      'no Access-Control-Allow-Origin: a host page cannot read it',
    );
    return '404, Access-Control-Allow-Origin';
  });
  return checks;
}
