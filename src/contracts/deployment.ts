/**
 * What a deployment of the remote promises (docs/host-integration.md, "Deploying"): every build
 * has an id, named in both manifests' `metaData` and known to the running app, and the files are
 * served so that a new build is found at once while the old one's files stay cacheable:
 * the manifests, `remoteEntry.js` and the standalone page revalidate on every use
 * (`no-cache` with an ETag), files whose names carry a content hash are immutable.
 * The build, the static server, the contract kit and the app read it from here.
 */

/** The build id's key in the manifest's `metaData` (mf-manifest.json and lean/mf-manifest.json). */
export const BUILD_ID_FIELD = 'buildId';

/**
 * Where the running app finds its build's id: a property of the bundler's runtime
 * (`__webpack_require__`), set by the build (scripts/build-plugins/build-id.ts).
 */
export const RUNTIME_BUILD_ID = 'buildId';

/** The build id a manifest names, or null (another remote, an older build, not a manifest). */
export function manifestBuildId(manifest: unknown): string | null {
  const id = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData?.[BUILD_ID_FIELD];
  return typeof id === 'string' && id !== '' ? id : null;
}

/** A version of the remote replaced the running one: `to` is null when only a 404 of our own file said so. */
export interface VersionUpdate {
  from: string;
  to: string | null;
}

/** Cache-Control of the files that name the others: asked again (a conditional request) on every use. */
export const REVALIDATE = 'no-cache';
/** Cache-Control of content-hashed files: a new build names new files, so these never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `page-news.1a2b3c4d.js`, `3865.9ef103e7.js.map`, `hls.worker.9e48b10c.js`: a content hash of 8 hex digits before the type. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|mjs|css|wasm|png|jpe?g|gif|webp|svg|woff2?)(?:\.map|\.LICENSE\.txt)?$/;

export const isHashedFile = (path: string): boolean => HASHED_FILE.test(path);

/** The Cache-Control a file of a deployment answers with, by its path. */
export const cacheControlFor = (path: string): string => (isHashedFile(path) ? IMMUTABLE : REVALIDATE);
