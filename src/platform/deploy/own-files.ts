/**
 * Where this build's files are served from: the folder the bundler loads its chunks from — beside
 * `remoteEntry.js` for a federated container (`mf-manifest.json` or `lean/mf-manifest.json` is
 * there too), the site root for the standalone page, which is served from the root of the same
 * deployment as the default manifest.
 */
/** Where the bundler loads this build's chunks from (`auto`: beside remoteEntry.js). */
declare const __webpack_public_path__: string | undefined;

/** The folder this build's files are served from (absolute), or null outside a bundle (tests). */
export function ownFilesBase(): string | null {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  if (base === '') return null;
  try {
    return new URL(base, window.location.href).href;
  } catch {
    return null;
  }
}
