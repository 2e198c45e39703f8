/**
 * The browser side of style-tag-loader.ts: puts a stylesheet's CSS into the head once per
 * css-loader module id (a stylesheet another one composes from arrives in both lists and is
 * added by the first), and answers the class names. Without a document — a portal's server that
 * evaluates its remotes' modules too — only the class names: that server renders none of our
 * markup, and the browser's own evaluation puts the CSS in.
 */

/** css-loader's export: `[module id, css, …]` entries, and the class names as `locals`. */
type CssList = ReadonlyArray<readonly [string | number, string, ...unknown[]]> & {
  locals?: Readonly<Record<string, string>>;
};

const added = new Set<string | number>();

export default function addStyleTags(list: CssList, owner: string): Readonly<Record<string, string>> | undefined {
  if (typeof document === 'undefined') return list.locals;
  for (const [id, css] of list) {
    if (added.has(id)) continue;
    added.add(id);
    const style = document.createElement('style');
    style.setAttribute('data-style-owner', owner);
    style.textContent = css;
    document.head.appendChild(style);
  }
  return list.locals;
}
