/**
 * Puts `<link rel="preload">` in the host page for the chunks every start loads: the
 * `import('./bootstrap')` boundary's chunk and the shared singletons' chunks (react-dom,
 * react-router, ...). Without them the browser learns of those chunks only once main.js has
 * run, one round trip later, and they are most of the host's bytes.
 * (The entry's child chunk groups are exactly these: the async boundary and the providers of
 * the shared modules.)
 * `fetchpriority="low"`: they must not compete with the entry script before them, which runs
 * first and is fetched at high priority (./entry-script-priority-plugin.ts), nor with the
 * remote's manifest.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class PreloadStartChunksPlugin {
  constructor(private readonly entry = 'main') {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (data) => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return data;
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath as string, {
          hash: compilation.hash ?? '',
        });
        const files = new Set<string>();
        for (const group of entrypoint.childrenIterable) {
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const links = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            fetchpriority: 'low',
          }),
        );
        // After the entry's own script tag: main.js is what starts the page, the rest queue behind it.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
