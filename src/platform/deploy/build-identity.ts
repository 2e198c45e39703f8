/**
 * Which build of the remote is running, and where its manifest is: the build id the bundler
 * wrote into the code (scripts/build-plugins/build-id.ts; the same id is in the manifests'
 * `metaData.buildId`) and the manifest beside the code's own files — `mf-manifest.json` or
 * `lean/mf-manifest.json`, whichever container this is; the standalone page, served from the
 * root of the same deployment, reads the default one.
 */
declare const __SPORT_INFO_BUILD_ID__: string | undefined;
/** Where the bundler loads this build's chunks from (`auto`: beside remoteEntry.js). */
declare const __webpack_public_path__: string | undefined;

export const BUILD_ID: string = typeof __SPORT_INFO_BUILD_ID__ === 'string' ? __SPORT_INFO_BUILD_ID__ : 'unbuilt';

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

export const ownManifestUrl = (base: string): string => new URL('mf-manifest.json', base).href;
