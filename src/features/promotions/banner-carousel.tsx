/**
 * A place's banners: a swipeable strip (CSS scroll snap, no library) that advances by itself
 * while the page is shown and no dialog or sheet covers it, unless the user prefers reduced motion
 * or just swiped. A banner with
 * an action is a button (promotion-actions.tsx says what it does). A picture that fails to load
 * takes its slide away, and the strip goes when none is left: a broken banner takes no space.
 * The other slides' pictures are fetched shortly before the strip first moves, or at the user's
 * first touch: on a slow link the first screen's picture does not share the bandwidth with
 * pictures nobody sees yet. (A first picture that fails takes its slide away, so the next one is
 * first, and fetched at once.) Only the slide shown and its neighbours hold their pictures
 * (`nearShown`): the strip stays on a kept-alive page all session, and a carousel that has gone
 * round would otherwise hold every banner's picture; a slide further away keeps its box and its
 * words, its picture is asked for again (from the HTTP cache) when the strip comes near it, and
 * the browser may skip drawing it (`content-visibility`).
 * The slide shown comes from `useShownSlide`, which reads no layout as the strip scrolls.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFileUrl } from '../../platform/config/use-file-url';
import { LoopInterval, useLoop } from '../../platform/loop/use-loop';
import type { Banner } from './banners';
import styles from './banner-carousel.module.css';
import { bannerWords } from './banner-messages';
import { useMessages } from '../../platform/i18n/messages';
import { useOpenBanner } from './promotion-actions';
import { useShownSlide } from '../../platform/scroll/use-shown-slide';
import { useAnySheetOpen } from '../../ui/open-sheets';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const BANNER_WIDTH = 358;
const BANNER_HEIGHT = 140;
/** Beyond this many slides a row of dots runs across the picture: a "3/12" counter says it in a corner. */
const MAX_DOTS = 6;
/** After a swipe the carousel waits this long before advancing by itself again. */
const IDLE_AFTER_TOUCH_MS = 8000;
/** The other slides' pictures are asked for this long before the strip first advances by itself. */
const REST_AHEAD_OF_FIRST_MOVE_MS = 1000;
/** Slides each side of the one shown that hold their pictures: the next one is there before the strip moves to it. */
const PICTURES_AROUND_SHOWN = 1;

/** Whether slide `index` of `count` is within PICTURES_AROUND_SHOWN of the slide shown, going round (the last is next to the first). */
function nearShown(index: number, shown: number, count: number): boolean {
  const apart = Math.abs(index - shown) % count;
  return Math.min(apart, count - apart) <= PICTURES_AROUND_SHOWN;
}

export function BannerCarousel({ banners: given }: { banners: readonly Banner[] }) {
  const words = useMessages(bannerWords);
  const stripRef = useRef<HTMLDivElement>(null);
  const lastTouchRef = useRef(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // Not left to lazy loading: the next slides are within its margin, so it fetches them with the first.
  const [restWanted, setRestWanted] = useState(false);
  const hasRest = given.length > 1;
  useEffect(() => {
    if (restWanted || !hasRest) return;
    const timer = setTimeout(() => setRestWanted(true), LoopInterval.fast - REST_AHEAD_OF_FIRST_MOVE_MS);
    return () => clearTimeout(timer);
  }, [restWanted, hasRest]);
  const banners = useMemo(() => given.filter((banner) => !failed.has(banner.key)), [given, failed]);
  const open = useOpenBanner();
  const toUrl = useFileUrl();
  // A broken picture takes its slide away: the slides are the banners left.
  const { shown: current, onScroll } = useShownSlide(stripRef, banners);
  // Under a sheet (动画直播's pitch, a dialog) nobody watches the strip: it would only take frames from what is on top.
  const covered = useAnySheetOpen();

  useLoop(
    () => {
      const strip = stripRef.current;
      if (!strip || banners.length < 2 || prefersReducedMotion()) return;
      if (Date.now() - lastTouchRef.current < IDLE_AFTER_TOUCH_MS) return;
      const next = (current + 1) % banners.length;
      if (typeof strip.scrollTo === 'function') strip.scrollTo({ left: next * strip.clientWidth, behavior: 'smooth' });
    },
    LoopInterval.fast,
    banners.length > 1 && !covered,
    // The first banner stays for a whole interval: no scroll (and no re-render per scroll frame)
    // while the page is still arriving.
    { immediate: false },
  );

  if (banners.length === 0) return null;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={words.label}>
      <div
        ref={stripRef}
        className={styles.strip}
        onScroll={onScroll}
        onTouchStart={() => {
          lastTouchRef.current = Date.now();
          setRestWanted(true);
        }}
      >
        {banners.map((banner, index) => {
          if (index > 0 && !restWanted) return <div key={banner.key} className={styles.slide} aria-hidden="true" />;
          const near = nearShown(index, current, banners.length);
          const image = (
            <img
              className={styles.image}
              src={near ? toUrl(banner.imageId) : undefined}
              alt={banner.title}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              // The first banner is the largest picture of the first screen: fetched at once and
              // first among pictures (the largest contentful paint); the others when near.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              onError={() => setFailed((keys) => new Set(keys).add(banner.key))}
            />
          );
          return (
            <div
              key={banner.key}
              className={near ? styles.slide : `${styles.slide} ${styles.far}`}
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}`}
            >
              {banner.action.kind === 'none' ? (
                image
              ) : (
                <button type="button" className={styles.button} onClick={() => open(banner)}>
                  {image}
                </button>
              )}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && banners.length <= MAX_DOTS && (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.key} className={index === current ? `${styles.dot} ${styles.active}` : styles.dot} />
          ))}
        </div>
      )}
      {banners.length > MAX_DOTS && (
        <span className={styles.counter} aria-hidden="true">
          {current + 1}/{banners.length}
        </span>
      )}
    </section>
  );
}
