/**
 * /news — the tips page (header, kept alive, scroll remembered by the frame): the expert strip,
 * the user's links (orders, ledger, lottery approval), and the feed of tips on sale by sport (the
 * sports the backend has tips for, rules/feed-sports),
 * 不中退 and matches in progress, with pull-to-refresh and paging. A settled tip shows its result
 * at once (push on `news:tips`).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SportType } from '../../../contracts/sports';
import { NewsPush } from '../../../contracts/news-push';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { LoopInterval } from '../../../platform/loop/use-loop';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import { LastSeenNote } from '../../../ui/last-seen-note';
import { Tabs } from '../../../ui/tabs';
import { useNow } from '../../../ui/use-now';
import { ExpertStrip } from '../components/expert-strip';
import { TipFeedList } from '../components/tip-feed-list';
import { feedSports } from '../rules/feed-sports';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { sportNameIn, sportWords } from '../../../platform/i18n/sport-messages';
import { newsPaths } from '../news-paths';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './news-page.module.css';

/** Tabs share the width up to this many; more scroll sideways. */
const STRETCHED_TABS = 4;

export default function NewsPage() {
  const messages = useMessages(newsWords);
  const feed = useNewsStore(newsSelectors.feed);
  const seenAt = useNewsStore(newsSelectors.feedSeenAt);
  const sportsTypeList = useNewsStore(newsSelectors.feedSports);
  const hotStatus = useNewsStore((state) => state.hotExperts.status);
  const { loadFeed, refreshFeed, loadMoreFeed, setFeedQuery, loadHotExperts } = useNewsStore.getState();
  const now = useNow(LoopInterval.minute);
  const query = feed.query;
  const sports = useMessages(sportWords);
  const sportTabs = useMemo(
    () => [
      { key: String(SportType.All), label: messages.sportAll },
      ...feedSports(sportsTypeList, query.sportsType).map((sport) => ({
        key: String(sport.id),
        label: sportNameIn(sports, sport.id) ?? sport.name,
      })),
    ],
    [sportsTypeList, query.sportsType, messages.sportAll, sports],
  );

  // Kept alive: shown again, the page keeps its list and position; it loads what was never
  // loaded (or what a login cleared).
  useEffect(() => {
    if (feed.status === 'idle') void loadFeed();
  }, [feed.status, loadFeed]);
  useEffect(() => {
    if (hotStatus === 'idle') void loadHotExperts();
  }, [hotStatus, loadHotExperts]);
  usePushChannels([NewsPush.tips]);

  const onRefresh = useCallback(async () => {
    await Promise.all([refreshFeed(), loadHotExperts()]);
  }, [refreshFeed, loadHotExperts]);

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{messages.tabTitle}</h1>
      <PromotionStrip place="news" />
      <ExpertStrip />
      <QuickLinks />
      <section className={styles.feed} aria-labelledby="news-feed-title">
        <h2 id="news-feed-title" className={styles.srOnly}>
          {messages.feedTitle}
        </h2>
        <div className={styles.filters}>
          <Tabs<string>
            ariaLabel={messages.sportTabsLabel}
            items={sportTabs}
            activeKey={String(query.sportsType)}
            onChange={(key) => void setFeedQuery({ sportsType: Number(key) })}
            stretch={sportTabs.length <= STRETCHED_TABS}
          />
          <div className={styles.chips} role="group" aria-label={messages.filtersLabel}>
            <button
              type="button"
              className={query.returnOnly ? `${styles.chip} ${styles.chipOn}` : styles.chip}
              aria-pressed={query.returnOnly}
              onClick={() => void setFeedQuery({ returnOnly: !query.returnOnly })}
            >
              {messages.returnOnly}
            </button>
            <MatchFilterChip count={query.matchIds.length} onClear={() => void setFeedQuery({ matchIds: [] })} />
          </div>
        </div>
        {seenAt !== null && <LastSeenNote updatedAt={seenAt} />}
        <TipFeedList
          feed={feed}
          now={now}
          onLoadMore={() => void loadMoreFeed()}
          onRetry={() => void loadFeed()}
          onRefresh={onRefresh}
          emptyTitle={messages.noTips}
          emptyHint={messages.noTipsHint}
          ariaLabel={messages.feedTitle}
        />
      </section>
    </div>
  );
}

function MatchFilterChip({ count, onClear }: { count: number; onClear: () => void }) {
  const messages = useMessages(newsWords);
  const { href } = useNavigation();
  return (
    <>
      <Link className={count > 0 ? `${styles.chip} ${styles.chipOn}` : styles.chip} to={href(newsPaths.matchSelect())}>
        {count > 0 ? messages.ongoingSelected(count) : messages.ongoingFilter}
      </Link>
      {count > 0 && (
        <button type="button" className={styles.clear} aria-label={messages.clearMatches} onClick={onClear}>
          ×
        </button>
      )}
    </>
  );
}

function QuickLinks() {
  const messages = useMessages(newsWords);
  const { href } = useNavigation();
  const links = [
    { path: newsPaths.myOrders(), label: messages.myOrdersLink, icon: 'M6 4h12v16l-3-2-3 2-3-2-3 2z M9 9h6 M9 13h6' },
    { path: newsPaths.myRecord(), label: messages.myRecordLink, icon: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2' },
    { path: newsPaths.lotteryApproval(), label: messages.lotteryLink, icon: 'M4 9h16v11H4z M2 6h20v3H2z M12 6v14' },
  ];
  return (
    <nav className={styles.links} aria-label={messages.quickLinksLabel}>
      {links.map((link) => (
        <Link key={link.path} className={styles.link} to={href(link.path)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d={link.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
