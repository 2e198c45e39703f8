/**
 * /news/user/:id — an expert: profile, followers and the follow button, the record computed from
 * the settled tips (hit rate, the last ten, streaks, the week's return), and the tips on sale and
 * the history (page 1 replaces, later pages append). A tip settled by the world updates the
 * record and the lists at once (push on `professor:<id>`).
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ExpertProfile } from '../../../contracts/news';
import { NewsPush } from '../../../contracts/news-push';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { LoopInterval } from '../../../platform/loop/use-loop';
import { usePushChannels } from '../../../platform/socket/use-push-channels';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { NotFoundState } from '../../../ui/not-found-state';
import { useBack } from '../../../platform/bridge/navigation-context';
import { ErrorState } from '../../../ui/error-state';
import { ResourceView } from '../../../ui/resource-view';
import { Skeleton } from '../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { useNow } from '../../../ui/use-now';
import { useLiveMatchStore } from '../../match/store/live-match-store';
import { ExpertRecordCard } from '../components/expert-record-card';
import { FollowButton } from '../components/follow-button';
import { NewsPageBar } from '../components/news-page-bar';
import { TipFeedList } from '../components/tip-feed-list';
import { newsWords, type NewsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatCount } from '../../../platform/i18n/formats';
import { newsPaths } from '../news-paths';
import { parseIdParam } from '../../../platform/domain/domain-links';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './expert-page.module.css';

const TIPS_TABS = ['current', 'history'] as const;
type TipsTab = (typeof TIPS_TABS)[number];
const TABS_ID = 'expert-tips';

/** A tips tab's word: its label, and the name of the list it shows. */
const tipsTabWord = (tab: TipsTab, messages: NewsWords) =>
  tab === 'history' ? messages.historyTips : messages.currentTips;

export default function ExpertPage() {
  const messages = useMessages(newsWords);
  const expertId = parseIdParam(useParams().id);
  const back = useBack(newsPaths.home());
  if (expertId === null) {
    return (
      <>
        <NewsPageBar title={messages.expertTitle} />
        <NotFoundState title={messages.expertNotFound} onBack={back} />
      </>
    );
  }
  return <Expert key={expertId} expertId={expertId} />;
}

function Expert({ expertId }: { expertId: number }) {
  const messages = useMessages(newsWords);
  const expert = useNewsStore(newsSelectors.expert(expertId));
  const history = useNewsStore(newsSelectors.expertTips(expertId, true));
  const { loadExpert, loadFullHistory, loadExpertTips } = useNewsStore.getState();
  const [tab, setTab] = useState<TipsTab>('current');
  const now = useNow(LoopInterval.minute);
  usePushChannels([NewsPush.professor(expertId)]);
  const back = useBack(newsPaths.home());

  useEffect(() => {
    if (expert.status === 'idle') void loadExpert(expertId);
  }, [expert.status, expertId, loadExpert]);
  useEffect(() => {
    if (history.status === 'idle') void loadFullHistory(expertId);
  }, [history.status, expertId, loadFullHistory]);

  const profile = (
    <ResourceView
      resource={expert}
      skeleton={<ProfileSkeleton />}
      onRetry={() => void loadExpert(expertId)}
      onBack={back}
      notFoundTitle={messages.expertNotFound}
    >
      {() => <Profile expert={expert.data!} />}
    </ResourceView>
  );
  // An unknown expert (a stale link): the not-found state alone, not an empty record and tabs.
  if (expert.status === 'failed' && expert.notFound) {
    return (
      <div className={styles.page}>
        <NewsPageBar title={messages.expertTitle} />
        {profile}
      </div>
    );
  }
  // Offline the profile, the record and the tips all fail: one error whose retry asks for all
  // three again, not three stacked 加载失败 with a retry each (QA at 390x844).
  if (expert.status === 'failed') {
    const retryAll = () => {
      void loadExpert(expertId);
      void loadFullHistory(expertId);
      void loadExpertTips(expertId, tab === 'history');
    };
    return (
      <div className={styles.page}>
        <NewsPageBar title={messages.expertTitle} />
        <ErrorState onRetry={retryAll} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <NewsPageBar title={expert.data?.name ?? messages.expertTitle} />
      {profile}
      <ExpertRecordCard
        history={history}
        now={useLiveMatchStore.getState().serverNow()}
        onRetry={() => void loadFullHistory(expertId)}
      />
      <Tabs<TipsTab>
        ariaLabel={messages.tipsTabsLabel}
        idPrefix={TABS_ID}
        stretch
        className={styles.tabs}
        items={TIPS_TABS.map((key) => ({ key, label: tipsTabWord(key, messages) }))}
        activeKey={tab}
        onChange={setTab}
      />
      <TabPanel idPrefix={TABS_ID} tabKey={tab}>
        <ExpertTips key={tab} expertId={expertId} history={tab === 'history'} now={now} />
      </TabPanel>
    </div>
  );
}

function Profile({ expert }: { expert: ExpertProfile }) {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  const toUrl = useFileUrl();
  return (
    <section className={styles.profile} aria-label={expert.name}>
      <div className={styles.head}>
        <Avatar src={toUrl(expert.profile)} name={expert.name} alt="" size="l" />
        <div className={styles.who}>
          <span className={styles.name}>{expert.name}</span>
          <span className={styles.tags}>
            {expert.tag && (
              <Badge variant="tag" tone="brand">
                {expert.tag}
              </Badge>
            )}
            <span className={styles.followers}>{messages.followers(formatCount(locale, expert.attention))}</span>
            <span className={styles.followers}>{messages.onSale(expert.messageInfoCount)}</span>
          </span>
        </div>
        <FollowButton expert={expert} following={expert.isAttention === 1} returnPath={newsPaths.expert(expert.id)} />
      </div>
      {expert.introduction && <p className={styles.intro}>{expert.introduction}</p>}
    </section>
  );
}

function ExpertTips({ expertId, history, now }: { expertId: number; history: boolean; now: number }) {
  const messages = useMessages(newsWords);
  const feed = useNewsStore(newsSelectors.expertTips(expertId, history));
  const { loadExpertTips, loadMoreExpertTips } = useNewsStore.getState();
  useEffect(() => {
    if (feed.status === 'idle') void loadExpertTips(expertId, history);
  }, [feed.status, expertId, history, loadExpertTips]);
  return (
    <TipFeedList
      feed={feed}
      now={now}
      showExpert={false}
      onLoadMore={() => void loadMoreExpertTips(expertId, history)}
      onRetry={() => void loadExpertTips(expertId, history)}
      emptyTitle={history ? messages.noHistoryTips : messages.noCurrentTips}
      ariaLabel={tipsTabWord(history ? 'history' : 'current', messages)}
    />
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.profile} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton shape="circle" width={56} />
        <div className={styles.who}>
          <Skeleton width="40%" />
          <Skeleton width="60%" />
        </div>
      </div>
    </div>
  );
}
