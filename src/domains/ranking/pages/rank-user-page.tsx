/**
 * /user-ranking/user/{id} (named rank-user) — a bettor: who they are (title, follow bets, the
 * 跟单 switch), their record over a ranking period (`?start=&end=` from the board, else the
 * current week) with the profit curve, and their bets: 近期 (still open, matches live from the
 * shared match layer) and 历史 (settled, with their result colours), 100 a page by cursor.
 */
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type {
  BettingReport,
  OddsTypeValue,
  RankingConfig,
  UserTitleInfo,
  VoteAction,
} from '../../../contracts/ranking';
import { useBack } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { useLoginGate } from '../../../platform/session/use-login-gate';
import { feedListProps } from '../../../platform/store/feed-list';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Figure, FigureGrid } from '../../../ui/figure';
import { InfiniteList } from '../../../ui/infinite-list';
import { PageBar } from '../../../ui/page-bar';
import { ResourceView } from '../../../ui/resource-view';
import { Skeleton, SkeletonList } from '../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { useNow } from '../../../ui/use-now';
import { ProfitCurve } from '../components/profit-curve';
import { ReportCard } from '../components/report-card';
import { useSessionChange } from '../components/use-session-change';
import { useVote } from '../components/use-vote';
import { rankingWords } from '../ranking-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatCount } from '../../../platform/i18n/formats';
import { parseBettorIdParam, parsePeriodQuery, rankingPaths, type PeriodRange } from '../ranking-paths';
import { summarize } from '../rules/bettor-summary';
import { formatSigned } from '../rules/money';
import { HistoryTab, historyTabs, periodLabel, visibleDates, type HistoryTabKey } from '../rules/ranking-tabs';
import type { BettorRecord } from '../store/initial-state';
import { useRankingStore } from '../store/ranking-store';
import { rankingSelectors } from '../store/selectors';
import { TitleBadge } from '../components/title-badge';
import tones from '../../../ui/tones.module.css';
import styles from './rank-user-page.module.css';

const BET_PANELS = 'rank-user-bets';

/** Without a period in the address: the newest period of the first kind (the current week). */
function defaultPeriod(configs: RankingConfig[] | null): PeriodRange | null {
  const date = visibleDates(configs?.[0])[0];
  return date ? { startDate: date.startDate, endDate: date.endDate } : null;
}

export default function RankUserPage() {
  const messages = useMessages(rankingWords);
  const { id } = useParams();
  const userId = parseBettorIdParam(id);
  const [search] = useSearchParams();
  const queried = useMemo(() => parsePeriodQuery(search), [search]);
  const config = useRankingStore(rankingSelectors.config);
  const loadConfig = useRankingStore((state) => state.loadConfig);
  const back = useBack(rankingPaths.home());
  const needsConfig = queried === null && userId !== null;

  useEffect(() => {
    if (needsConfig && config.status === 'idle') void loadConfig();
  }, [needsConfig, config.status, loadConfig]);

  const period = useMemo(() => queried ?? defaultPeriod(config.data), [queried, config.data]);

  if (userId === null) {
    return (
      <div className={styles.page}>
        <PageBar title={messages.userPageTitle} onBack={back} />
        <EmptyState
          title={messages.noSuchUser}
          hint={messages.noSuchUserHint}
          actionLabel={messages.backToBoard}
          onAction={back}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {period ? (
        <Bettor
          userId={userId}
          period={period}
          onBack={back}
          returnPath={rankingPaths.user(userId, queried ?? undefined)}
        />
      ) : (
        <>
          <PageBar title={messages.userPageTitle} onBack={back} />
          <ResourceView resource={config} isEmpty onRetry={() => void loadConfig()} skeleton={<RecordSkeleton />}>
            {() => null}
          </ResourceView>
        </>
      )}
    </div>
  );
}

interface BettorProps {
  userId: number;
  period: PeriodRange;
  onBack: () => void;
  /** This page's app path: where login brings a visitor back to. */
  returnPath: string;
}

function Bettor({ userId, period, onBack, returnPath }: BettorProps) {
  const messages = useMessages(rankingWords);
  const record = useRankingStore(useMemo(() => rankingSelectors.record(userId, period), [userId, period]));
  const loadRecord = useRankingStore((state) => state.loadRecord);
  const [tab, setTab] = useState<HistoryTabKey>(HistoryTab.Recent);

  useEffect(() => {
    void loadRecord(userId, period);
  }, [userId, period, loadRecord]);
  useSessionChange(() => void loadRecord(userId, period));

  return (
    <>
      <PageBar title={record.data?.userTitle.nickName ?? messages.userPageTitle} onBack={onBack} />
      <ResourceView
        resource={record}
        onRetry={() => void loadRecord(userId, period)}
        onBack={onBack}
        notFoundTitle={messages.userNotFound}
        skeleton={<RecordSkeleton />}
      >
        {() => <RecordView record={record.data!} returnPath={returnPath} />}
      </ResourceView>
      <Tabs
        items={historyTabs()}
        activeKey={tab}
        onChange={setTab}
        ariaLabel={messages.historyTabsLabel}
        idPrefix={BET_PANELS}
        stretch
        className={styles.tabs}
      />
      <TabPanel idPrefix={BET_PANELS} tabKey={tab}>
        <BetList key={tab} userId={userId} history={tab === HistoryTab.History} returnPath={returnPath} />
      </TabPanel>
    </>
  );
}

function RecordView({ record, returnPath }: { record: BettorRecord; returnPath: string }) {
  const messages = useMessages(rankingWords);
  const now = useNow(60_000);
  const summary = summarize(record.bets);
  return (
    <>
      <BettorHeader title={record.userTitle} returnPath={returnPath} />
      <section className={styles.summary} aria-labelledby="rank-user-summary">
        <h2 id="rank-user-summary" className={styles.sectionTitle}>
          {messages.periodSummary(periodLabel(record.period))}
        </h2>
        <FigureGrid>
          <Figure
            tile
            label={messages.profit}
            value={formatSigned(summary.profit)}
            valueClassName={summary.profit > 0 ? tones.win : summary.profit < 0 ? tones.lose : undefined}
          />
          <Figure tile label={messages.hitRate} value={`${summary.hitRate}%`} />
          <Figure tile label={messages.betsCount} value={String(summary.bets)} />
          <Figure tile label={messages.redBlack} value={`${summary.red}/${summary.black}`} />
        </FigureGrid>
        <ProfitCurve bets={record.bets} period={record.period} now={now} partial={!record.complete} />
      </section>
    </>
  );
}

function BettorHeader({ title, returnPath }: { title: UserTitleInfo; returnPath: string }) {
  const messages = useMessages(rankingWords);
  const locale = useLocale();
  const toUrl = useFileUrl();
  const gate = useLoginGate(returnPath);
  const followBet = useRankingStore((state) => state.followBet);
  const pending = useRankingStore(rankingSelectors.followPending(title.userId));
  const following = title.isFollowBet === 1;
  return (
    <section className={styles.header}>
      <Avatar src={toUrl(title.headUrl)} name={title.nickName} alt="" size="l" />
      <div className={styles.who}>
        <p className={styles.name}>
          {title.nickName}
          {title.title && <TitleBadge title={title.title} />}
        </p>
        <p className={styles.followCount}>{messages.followBets(formatCount(locale, title.followBetCount))}</p>
      </div>
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="s"
        loading={pending}
        aria-pressed={following}
        aria-label={following ? messages.followingBetLabel(title.nickName) : messages.followBetLabel(title.nickName)}
        onClick={() => gate(() => followBet(title.userId, !following))}
      >
        {following ? messages.followingBet : messages.followBet}
      </Button>
    </section>
  );
}

function BetList({ userId, history, returnPath }: { userId: number; history: boolean; returnPath: string }) {
  const messages = useMessages(rankingWords);
  const feed = useRankingStore(useMemo(() => rankingSelectors.feed(userId, history), [userId, history]));
  const loadBets = useRankingStore((state) => state.loadBets);
  const loadMoreBets = useRankingStore((state) => state.loadMoreBets);
  const oddsType = useRankingStore(rankingSelectors.oddsType);
  const onVote = useVote(returnPath);

  useEffect(() => {
    void loadBets(userId, history);
  }, [userId, history, loadBets]);
  useSessionChange(() => void loadBets(userId, history));

  return (
    <InfiniteList
      {...feedListProps(feed, { load: () => loadBets(userId, history), loadMore: () => loadMoreBets(userId, history) })}
      keyOf={(report) => report.id}
      renderItem={(report) => <BetItem report={report} oddsType={oddsType} onVote={onVote} />}
      onRefresh={() => loadBets(userId, history)}
      empty={<EmptyState title={history ? messages.emptyHistory : messages.emptyRecent} />}
      skeleton={<SkeletonList rows={4} avatar={false} lines={3} />}
      ariaLabel={messages.betListLabel(history ? messages.history : messages.recent)}
      itemClassName={styles.bet}
    />
  );
}

function BetItem({
  report,
  oddsType,
  onVote,
}: {
  report: BettingReport;
  oddsType: OddsTypeValue;
  onVote: (id: number, action: VoteAction) => void;
}) {
  return <ReportCard report={report} oddsType={oddsType} onVote={onVote} withMatches />;
}

function RecordSkeleton() {
  return (
    <div className={styles.skeleton}>
      <div className={styles.skeletonHead} aria-hidden="true">
        <Skeleton shape="circle" width={56} />
        <Skeleton width="50%" height={18} />
      </div>
      <SkeletonList rows={2} avatar={false} lines={3} />
    </div>
  );
}
