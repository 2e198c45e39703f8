/**
 * The remote's `<style>` tags (the CSS loader marks them `data-style-owner="si"`: production's
 * scripts/build-plugins/style-tag-loader.ts, development's style-loader) stay in the document only
 * while an app instance is mounted: a host that unmounts us gets its document back as it was. Each
 * module's CSS is put in once, when the module is first evaluated, so the tags are kept aside on
 * the last unmount and put back on the next mount. A module evaluated after the unmount (a late
 * chunk the mount asked for, arriving after it) is set aside as it puts its CSS in.
 */
export const STYLE_OWNER_ATTRIBUTE = 'data-style-owner';
export const REMOTE_STYLE_OWNER = 'si';

let holders = 0;
let setAside: Element[] = [];
let late: MutationObserver | undefined;

const ownStyles = (): Element[] => [
  ...document.querySelectorAll(`style[${STYLE_OWNER_ATTRIBUTE}="${REMOTE_STYLE_OWNER}"]`),
];

/** Called when an app instance mounts; the returned function when it unmounts. */
export function holdStyles(): () => void {
  holders += 1;
  if (holders === 1) {
    late?.disconnect();
    if (setAside.length > 0) document.head.append(...setAside);
    setAside = [];
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    setAside = ownStyles();
    for (const style of setAside) style.remove();
    late ??= new MutationObserver(() => {
      for (const style of ownStyles()) {
        style.remove();
        setAside.push(style);
      }
    });
    late.observe(document.head, { childList: true });
  };
}
