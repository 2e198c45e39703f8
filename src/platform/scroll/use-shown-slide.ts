/**
 * Which slide of a swipeable strip is shown (a row of full-width slides with scroll snap: the
 * banner strip, the anchor home's pages of anchors), for its dots or counter.
 *
 * The slide shown is the one more than half in the strip, as an IntersectionObserver reports it
 * after the frame's layout. A scroll handler that read the strip's width and offset forced the
 * page's style and layout at every scroll frame, and on a page whose live data changes it every
 * frame (a live room's chat) that layout was done twice a frame. Where there is no observer, the
 * returned `onScroll` reads them; with one, it is undefined.
 */
import { useEffect, useState, type RefObject, type UIEvent } from 'react';

/** The share of a slide in the strip that makes it the one shown. */
const SHOWN_SHARE = 0.5;

/** Calls `show` with the index of the slide more than half in `strip`, whenever that changes; returns the stop. */
function watchShownSlide(strip: HTMLElement, show: (index: number) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A slide gone from the strip since has no index.
        const index = Array.prototype.indexOf.call(strip.children, entry.target);
        if (entry.intersectionRatio >= SHOWN_SHARE && index >= 0) show(index);
      }
    },
    { root: strip, threshold: SHOWN_SHARE },
  );
  for (const slide of Array.from(strip.children)) observer.observe(slide);
  return () => observer.disconnect();
}

function readShownSlide(event: UIEvent<HTMLElement>): number | null {
  const strip = event.currentTarget;
  return strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : null;
}

/**
 * `slides`: a value that changes when the strip's slide elements do (they are observed anew):
 * the list shown, or its length where a slide's element stays while its content changes.
 * Returns the index shown, and the strip's scroll handler where there is no observer.
 */
export function useShownSlide(
  stripRef: RefObject<HTMLElement | null>,
  slides: unknown,
): { shown: number; onScroll: ((event: UIEvent<HTMLElement>) => void) | undefined } {
  const [shown, setShown] = useState(0);
  const [observed] = useState(() => typeof IntersectionObserver === 'function');
  useEffect(() => {
    const strip = stripRef.current;
    if (observed && strip) return watchShownSlide(strip, setShown);
  }, [observed, stripRef, slides]);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const index = readShownSlide(event);
    if (index !== null) setShown(index);
  };
  return { shown, onScroll: observed ? undefined : onScroll };
}
