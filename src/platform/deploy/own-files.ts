/**
 * What the bundler's runtime says about the build that runs: where its files are served from —
 * the folder the bundler loads its chunks from: beside `remoteEntry.js` for a federated container
 * (`mf-manifest.json` or `lean/mf-manifest.json` is there too), the site root for the standalone
 * page, which is served from the root of the same deployment as the default manifest — and which
 * build it is (the build puts the id on the runtime: scripts/build-plugins/build-id.ts).
 */
import { RUNTIME_BUILD_ID } from '../../contracts/deployment';

/** Where the bundler loads this build's chunks from (`auto`: beside remoteEntry.js). */
declare const __webpack_public_path__: string | undefined;
/** The bundler's runtime, which carries the build id. */
declare const __webpack_require__: Record<string, unknown> | undefined;

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

/** The running build's id (the manifests' `metaData.buildId` of the same build); `unbuilt` outside a bundle. */
export function ownBuildId(): string {
  return typeof __webpack_require__ === 'undefined' ? 'unbuilt' : String(__webpack_require__[RUNTIME_BUILD_ID]);
}
