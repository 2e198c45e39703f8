/**
 * The id of this build (src/contracts/deployment.ts): the same for the three compilations of one
 * `webpack` run, different for every run — `SPORT_INFO_BUILD_ID` when the deploy pipeline names
 * it (a commit, a release tag), else the package's version and the time of the build. It goes
 * into both manifests' `metaData.buildId` and, through `BuildIdPlugin`, into the running app, which
 * compares the two to tell a deploy of ours from a network fault.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { RUNTIME_BUILD_ID } from '../../src/contracts/deployment';

const pkg = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };

const stamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

let current: string | null = null;

export function buildId(): string {
  current ??= process.env.SPORT_INFO_BUILD_ID?.trim() || `${pkg.version}+${stamp(new Date())}`;
  return current;
}

/**
 * The build id in the bundler's runtime (`__webpack_require__.sportInfoBuildId`), where the app
 * reads it (src/platform/deploy/own-files.ts): the runtime is in the files a deploy always
 * replaces — `remoteEntry.js`, which is revalidated on every use, and the standalone page's entry,
 * whose chunk map names every other file's hash — so the id costs no other file its cache. In
 * the app's own code it would make the first screen's chunks (the exposed module's, 44 KB gzip)
 * differ from one build to the next when their code does not. Either bundler (webpack, Rspack).
 */
export class BuildIdPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals } = compiler.webpack;
    const id = JSON.stringify(buildId());
    class BuildIdRuntimeModule extends RuntimeModule {
      constructor() {
        super('sport-info build id');
      }

      override generate(): string {
        return `${RuntimeGlobals.require}.${RUNTIME_BUILD_ID} = ${id};`;
      }

      // It loads no chunks: webpack keeps its one-handler chunk loading (`RuntimeModule`'s
      // default, "unknown", would render the generic loop over handlers, ~60 bytes more).
      override getInstalledChunkHandlers(): [string, string][] {
        return RuntimeModule.NO_CHUNK_HANDLERS;
      }
    }
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('BuildIdPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new BuildIdRuntimeModule());
      });
    });
  }
}
