/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of
 * the named chunks' scripts: their functions compile eagerly on a background thread while the
 * script streams in, instead of one by one on the main thread when first called. For the scripts
 * a first screen runs almost entirely; measured on shell-demo's /sport-info/anchor at 4x CPU
 * throttling, host main.js's evaluation task went from 167 to 75 ms, and the remote's entry and
 * exposed app no longer made long tasks. Not for every chunk: react-router's shared chunk, which
 * the start runs little of, took longer (70 → 129 ms).
 * Added after minification (which would drop the comment) and before source maps are written
 * (the maps account for the extra line).
 */
import type { Compiler } from 'webpack';

const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  /** `chunkNames`: a chunk is hinted when its name starts with one of them. */
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    // The compiler's own webpack, not an import of it: the configs that name this plugin are read by
    // every `npm start` process too, where webpack is not otherwise loaded.
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !this.chunkNames.some((name) => chunk.name!.startsWith(name))) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}
