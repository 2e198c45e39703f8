/**
 * The first content frame of the anchor home, as the returning and sizes scenarios time it: an
 * init script notes in `window.__benchReturning`, from navigation start (`performance.now()`),
 * when the app's root and the page container appear, and the frame in which the first anchor
 * tile of the home's groups is painted (a MutationObserver notes the tile, the next animation
 * frame is its paint) — and whether the last-seen note (上次更新) was there with it, then when it
 * went. A string, not a function: tsx would add its `__name` helper to the inner functions, and
 * the page has no such helper.
 */
export const WATCH_FIRST_TILE = `(() => {
  const result = { rootMs: null, pageMs: null, tileMs: null, lastSeenFirst: false, freshMs: null };
  window.__benchReturning = result;
  const TILE = 'section[aria-labelledby="anchor-home-anchors"] a[href*="/anchor/detail/"]';
  const hasNote = () => Array.from(document.querySelectorAll('[role="status"]')).some((node) => node.textContent.includes('上次更新'));
  let noted = false;
  const observer = new MutationObserver(() => {
    if (result.rootMs === null && document.querySelector('[data-testid="sport-info-root"]')) result.rootMs = performance.now();
    if (result.pageMs === null && document.querySelector('[data-route]')) result.pageMs = performance.now();
    if (!noted && document.querySelector(TILE)) {
      noted = true;
      const stale = hasNote();
      requestAnimationFrame(() => {
        result.tileMs = performance.now();
        result.lastSeenFirst = stale;
      });
    }
    if (noted && result.freshMs === null && !hasNote()) {
      requestAnimationFrame(() => {
        if (result.freshMs === null) result.freshMs = performance.now();
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
