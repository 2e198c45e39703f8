/** Motion helpers shared by the components (no React). */

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Scrolls a horizontal strip so that `item` sits in its middle. Only the strip scrolls:
 * `Element.scrollIntoView` would also scroll every ancestor, the host page included.
 */
export function centreHorizontally(strip: HTMLElement, item: HTMLElement, smooth: boolean): void {
  const left = Math.max(0, item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2);
  if (typeof strip.scrollTo === 'function') {
    strip.scrollTo({ left, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  } else {
    strip.scrollLeft = left;
  }
}
