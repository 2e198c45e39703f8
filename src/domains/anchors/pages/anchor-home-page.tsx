/**
 * /anchor — the app's landing page (header, kept alive): banners, featured live videos, the
 * live matches strip, the anchors in groups of 8 and the moments feed. Refreshes when shown
 * and every minute while shown; live states arrive over the push socket in between.
 */
import { startTransition, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AnchorsPush } from '../../../contracts/anchors-push';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { warmLinkOnPress } from '../../../platform/domain/domain-links';
import { LoopInterval, useLoop, usePushFallbackLoop } from '../../../platform/loop/use-loop';
import { BannerPlaceholder } from '../../../features/promotions/banner-placeholder';
import { BannerCarousel } from '../../../features/promotions/banner-carousel';
import { useOfferPop, usePlaceBanners } from '../../../features/promotions/place-banners';
import { usePromotionStore } from '../../../features/promotions/promotion-store';
import { ErrorState } from '../../../ui/error-state';
import { ResourceContent } from '../../../ui/resource-content';
import { Skeleton, SkeletonList } from '../../../ui/skeleton';
import { VisuallyHidden, visuallyHiddenClass } from '../../../ui/visually-hidden';
import { anchorPaths } from '../anchor-paths';
import type { MomentFeed } from '../components/moment-feed';
import { AnchorGroups } from '../components/anchor-groups';
import { pagePart, usePagePart } from '../../../platform/domain/page-part';
import type { LiveMatch, Streamer } from '../../../contracts/anchors';
import { useHomeLiveMatches, useHomeStreamers } from '../components/use-shown';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import { useNow } from '../../../ui/use-now';
import { ANCHOR_GROUP_SIZE } from '../rules/anchor-groups';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import styles from './anchor-home-page.module.css';
import { anchorWords } from '../anchor-messages';
import { useMessages, withWords } from '../../../platform/i18n/messages';
import { uiWords } from '../../../ui/ui-messages';

/** The home shows this many groups of 8; everyone is on the all-anchors page. */
const HOME_ANCHOR_GROUPS = 6;

export default function AnchorHomePage() {
  const messages = useMessages(anchorWords);
  // Deferred: the home's content is rendered in a background render that React slices between
  // frames, not inside the long task in which the anchor list arrives (store updates themselves
  // are always rendered at once). The skeleton or the previous content stays until it is done.
  const home = useDeferredValue(useAnchorsStore(anchorsSelectors.home));
  const shownStreamers = useHomeStreamers();
  const streamers = useDeferredValue(shownStreamers);
  const liveMatches = useDeferredValue(useHomeLiveMatches());
  const { strip: banners, pops } = usePlaceBanners('anchorHome');
  useOfferPop(pops);
  const bannersReady = usePromotionStore((state) => state.places.anchorHome?.status === 'ready');
  const loadHome = useAnchorsStore((state) => state.loadHome);
  const now = useNow(LoopInterval.minute);

  // At once when shown (first visit, or back from another page), then every minute.
  useLoop(loadHome, LoopInterval.minute);
  // While the push is down the live cards' scores come from the anchor list, every 10 s.
  usePushFallbackLoop(loadHome, LoopInterval.normal);
  usePushChannels([AnchorsPush.live]);

  return (
    // A press on any link into a room (tiles, featured videos, live matches, banners) starts the
    // room's chunks and call at once (the live room's warm-up); the click follows when the finger lifts.
    <div className={styles.page} onPointerDown={warmLinkOnPress}>
      <h1 className={visuallyHiddenClass}>{messages.homeTitle}</h1>
      {home.status === 'failed' ? (
        <ErrorState onRetry={() => void loadHome()} />
      ) : (
        <>
          {/* The banners do not wait for the anchor list: they are the first screen's largest
              picture, and their call is made as soon as the API address is known. */}
          {bannersReady ? <BannerCarousel banners={banners} /> : <BannerPlaceholder />}
          <ResourceContent resource={home} skeleton={<HomeSkeleton />} onRetry={() => void loadHome()}>
            {() => <HomeContent streamers={streamers} liveMatches={liveMatches} now={now} />}
          </ResourceContent>
        </>
      )}
    </div>
  );
}

/**
 * The matches above the anchors, from their own chunk (home-matches.tsx): the first anchor tile
 * does not wait for their code. Asked for as this page's code runs, not when the home's answer
 * renders them: it mostly arrives before that answer. Loaded from this page's chunk only, so it
 * shares that chunk's modules instead of copying them.
 */
const homeMatches = pagePart(() =>
  withWords(import(/* webpackChunkName: "home-matches" */ './home-matches')).then((module) => module.HomeMatches),
);
void homeMatches.load().catch(() => undefined);

/** The matches when their code is there; until then a box of their height, so nothing below moves. */
function HomeMatchesPart({ matches, now }: { matches: readonly LiveMatch[]; now: number }) {
  const part = usePagePart(homeMatches);
  if (part.status === 'ready') return <part.value matches={matches} now={now} />;
  if (part.status === 'failed') return <ErrorState onRetry={part.retry} />;
  return (
    <div className={styles.matchesPlaceholder} aria-hidden="true">
      <div className={styles.skeletonStrip}>
        <Skeleton shape="rect" width={240} height={120} />
        <Skeleton shape="rect" width={240} height={120} />
      </div>
    </div>
  );
}

interface HomeContentProps {
  streamers: Streamer[];
  liveMatches: LiveMatch[];
  now: number;
}

function HomeContent({ streamers, liveMatches, now }: HomeContentProps) {
  const messages = useMessages(anchorWords);
  const { href } = useNavigation();
  return (
    <>
      <HomeMatchesPart matches={liveMatches} now={now} />
      <section className={styles.anchors} aria-labelledby="anchor-home-anchors">
        <div className={styles.sectionBar}>
          <h2 id="anchor-home-anchors" className={styles.sectionTitle}>
            {messages.anchorsTitle}
          </h2>
          <nav className={styles.links} aria-label={messages.anchorsTitle}>
            <Link to={href(anchorPaths.weekRank())}>{messages.weekRankLink}</Link>
            <Link to={href(anchorPaths.allAnchors())}>{messages.allAnchorsLink}</Link>
          </nav>
        </div>
        <AnchorGroups streamers={streamers.slice(0, HOME_ANCHOR_GROUPS * ANCHOR_GROUP_SIZE)} />
      </section>
      <BelowTheFoldMoments />
    </>
  );
}

type MomentFeedModule = { MomentFeed: typeof MomentFeed };
const loadMomentFeed = (): Promise<MomentFeedModule> =>
  withWords(import(/* webpackChunkName: "moment-feed" */ '../components/moment-feed'));

/**
 * How far ahead of the screen's bottom the moments' code starts to load: a quarter screen. The
 * moments begin ~250 px below a phone's first screen, so a visit that does not scroll never
 * fetches them, and a scroll towards them does before they are reached.
 */
const BELOW_THE_FOLD_MARGIN = '0px 0px 25% 0px';

/**
 * The moments start below the first screen, so their code is not part of it: it loads when the
 * box nears the viewport (at once where IntersectionObserver is missing) and renders in a
 * transition. Until then the box keeps a placeholder height with skeleton rows, still until the
 * load starts (a visit that never scrolls there would otherwise draw their shine unseen for as long
 * as it stays: ~0.08 s of CPU a second); a failed load offers a retry.
 */
function BelowTheFoldMoments() {
  const messages = useMessages(anchorWords);
  const boxRef = useRef<HTMLDivElement>(null);
  const [feed, setFeed] = useState<
    { status: 'waiting' | 'loading' | 'failed' } | { status: 'ready'; module: MomentFeedModule }
  >({
    status: 'waiting',
  });
  const load = useCallback(() => {
    setFeed({ status: 'loading' });
    loadMomentFeed().then(
      (module) => startTransition(() => setFeed({ status: 'ready', module })),
      () => setFeed({ status: 'failed' }),
    );
  }, []);
  useEffect(() => {
    const box = boxRef.current;
    if (feed.status !== 'waiting' || !box) return;
    if (typeof IntersectionObserver !== 'function') return load();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: BELOW_THE_FOLD_MARGIN,
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [feed.status, load]);

  if (feed.status === 'ready')
    return <feed.module.MomentFeed feedKey="home" showAuthor title={messages.momentsTitle} />;
  if (feed.status === 'failed') return <ErrorState onRetry={load} />;
  return (
    <div ref={boxRef} className={styles.belowTheFold} aria-hidden="true">
      <SkeletonList rows={3} lines={3} still={feed.status === 'waiting'} />
    </div>
  );
}

/** Written out, not ui/skeleton-screen: that would add about 90 B to the first screen's page chunk. */
function HomeSkeleton() {
  const uiCopy = useMessages(uiWords);
  return (
    <div className={styles.skeleton} role="status">
      <VisuallyHidden>{uiCopy.loading}</VisuallyHidden>
      <div aria-hidden="true" className={styles.skeletonBlocks}>
        <div className={styles.skeletonStrip}>
          <Skeleton shape="rect" width={240} height={120} />
          <Skeleton shape="rect" width={240} height={120} />
        </div>
        <div className={styles.skeletonGrid}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} shape="circle" width={56} />
          ))}
        </div>
      </div>
      <SkeletonList rows={3} lines={3} />
    </div>
  );
}
