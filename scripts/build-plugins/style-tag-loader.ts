/**
 * Production's CSS Modules in the page: each stylesheet's CSS (css-loader's list, with what it
 * `composes` from another stylesheet first) in a `<style>` tag of its own, marked with its owner,
 * put into the head once, in the order the modules run; the module's value is its class names.
 *
 * style-loader does the same, and more that production never uses: its runtime swaps and removes
 * tags for hot updates, and every stylesheet's module imports six runtime pieces and builds an
 * options object (~450 bytes minified a stylesheet; /five-leagues loads 25 stylesheets). The
 * development builds keep style-loader, for hot updates.
 */
import path from 'node:path';
import type { LoaderContext } from 'webpack';

interface StyleTagOptions {
  /** The `data-style-owner` of the tags (src/platform/styles/held-styles.ts takes the remote's away on unmount). */
  owner: string;
}

const RUNTIME = path.join(__dirname, 'style-tag-runtime.ts');

/** A pitching loader: the module it writes imports css-loader's result itself (`!!` skips this rule). */
export function pitch(this: LoaderContext<StyleTagOptions>, remainingRequest: string): string {
  const { owner } = this.getOptions();
  const request = (value: string) => JSON.stringify(this.utils.contextify(this.context, value));
  return [
    `import list from ${request(`!!${remainingRequest}`)};`,
    `import addStyleTags from ${request(RUNTIME)};`,
    `export default addStyleTags(list, ${JSON.stringify(owner)});`,
    '',
  ].join('\n');
}

/** Never called: the pitch answers for the module. */
export default function styleTagLoader(source: string): string {
  return source;
}
