/**
 * /anchor — the app's landing page (header, kept alive): banners, featured live videos, the
 * live matches strip, the anchors in groups of 8 and the moments feed. Refreshes when shown
 * and every minute while shown; live states arrive over the push socket in between.
 */
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PushChannel } from '../../../contracts/push';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { LoopInterval, useLoop } from '../../../platform/loop/use-loop';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton, SkeletonList } from '../../../ui/skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { anchorPaths } from '../anchor-paths';
import { AnchorGroups } from '../components/anchor-groups';
import { BannerCarousel, BannerPlaceholder } from '../components/banner-carousel';
import { FeaturedMatches } from '../components/featured-matches';
import { LiveMatchStrip } from '../components/live-match-strip';
import { MomentFeed } from '../components/moment-feed';
import { usePushChannels } from '../components/use-match-live';
import { useNow } from '../components/use-now';
import { messages } from '../messages';
import { ANCHOR_GROUP_SIZE } from '../rules/host-profile';
import { useAnchorsStore } from '../store/anchors-store';
import type { HomeState } from '../store/initial-state';
import { anchorsSelectors } from '../store/selectors';
import styles from './anchor-home-page.module.css';

/** The home shows this many groups of 8; everyone is on the all-anchors page. */
const HOME_ANCHOR_GROUPS = 6;

export default function AnchorHomePage() {
  // Deferred: the home's content is rendered in a background render that React slices between
  // frames, not inside the long task in which the anchor list arrives (store updates themselves
  // are always rendered at once). The skeleton or the previous content stays until it is done.
  const status = useDeferredValue(useAnchorsStore(anchorsSelectors.homeStatus));
  const hosts = useDeferredValue(useAnchorsStore(anchorsSelectors.displayHosts));
  const liveMatches = useDeferredValue(useAnchorsStore(anchorsSelectors.displayLiveMatches));
  const banners = useAnchorsStore(anchorsSelectors.banners);
  const bannersStatus = useAnchorsStore(anchorsSelectors.bannersStatus);
  const loadHome = useAnchorsStore((state) => state.loadHome);
  const loadBanners = useAnchorsStore((state) => state.loadBanners);
  const now = useNow(LoopInterval.minute);

  // At once when shown (first visit, or back from another page), then every minute.
  useLoop(loadHome, LoopInterval.minute);
  useEffect(() => {
    if (bannersStatus === 'idle') void loadBanners();
  }, [bannersStatus, loadBanners]);
  usePushChannels([PushChannel.anchorsLive]);

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{messages.homeTitle}</h1>
      {status === 'failed' ? (
        <ErrorState title={messages.loadFailed} message={messages.loadFailedHint} onRetry={() => void loadHome()} />
      ) : (
        <>
          {/* The banners do not wait for the anchor list: they are the first screen's largest
              picture, and their call is made as soon as the API address is known. */}
          {bannersStatus === 'idle' || bannersStatus === 'loading' ? (
            <BannerPlaceholder />
          ) : (
            <BannerCarousel banners={banners} />
          )}
          {status !== 'ready' ? <HomeSkeleton /> : <HomeContent hosts={hosts} liveMatches={liveMatches} now={now} />}
        </>
      )}
    </div>
  );
}

interface HomeContentProps {
  hosts: HomeState['displayHosts'];
  liveMatches: HomeState['displayLiveMatches'];
  now: number;
}

function HomeContent({ hosts, liveMatches, now }: HomeContentProps) {
  const { href } = useNavigation();
  return (
    <>
      <FeaturedMatches matches={liveMatches} now={now} />
      <LiveMatchStrip matches={liveMatches} now={now} />
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
        <AnchorGroups hosts={hosts.slice(0, HOME_ANCHOR_GROUPS * ANCHOR_GROUP_SIZE)} />
      </section>
      <BelowTheFold>
        <MomentFeed feedKey="home" showAuthor title={messages.momentsTitle} />
      </BelowTheFold>
    </>
  );
}

/**
 * The moments start below the first screen: they mount in a transition right after the first
 * screen's commit, which React renders in slices between frames instead of one long task when
 * the anchor list arrives (TBT). Until then (a few frames) the box keeps a placeholder height.
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : <div className={styles.belowTheFold} aria-hidden="true" />;
}

function HomeSkeleton() {
  return (
    <div className={styles.skeleton} role="status">
      <VisuallyHidden>{messages.loading}</VisuallyHidden>
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
      <SkeletonList rows={3} lines={3} label={messages.loading} />
    </div>
  );
}
