/**
 * /user-ranking (header, kept alive) — the profit ranking: period kinds (周榜, 月榜), their dates,
 * the lists (红单/跟单, 盈利, 人气) and the odds type; each entry with its latest reports, which a
 * user can like or dislike (a visitor is asked to log in). Refreshes when shown and every minute
 * while shown (reports settle as matches end). Only the entries near the viewport are in the DOM
 * (VirtualList): 100 entries with their reports were ~11,650 nodes, kept for the whole session.
 */
import { useEffect, useMemo } from 'react';
import type { RankingConfig, RankingEntry, RankingTypeValue } from '../../../contracts/ranking';
import type { UserTitle } from '../../../contracts/user-titles';
import { LoopInterval, useLoop } from '../../../platform/loop/use-loop';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { Skeleton, SkeletonList } from '../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { VirtualList } from '../../../ui/virtual-list';
import { OddsTypeSwitch } from '../components/odds-type-switch';
import { RankingEntryCard } from '../components/ranking-entry-card';
import { useSessionChange } from '../components/use-session-change';
import { useVote } from '../components/use-vote';
import { rankingWords } from '../ranking-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { rankingPaths, type PeriodRange } from '../ranking-paths';
import {
  dateKeyOf,
  dateTabs,
  listTabs,
  parseRankingType,
  periodTabs,
  resolveBoard,
  type BoardView,
} from '../rules/ranking-tabs';
import type { BoardList } from '../store/initial-state';
import { useRankingStore } from '../store/ranking-store';
import { rankingSelectors } from '../store/selectors';
import styles from './ranking-page.module.css';

const LIST_PANELS = 'ranking-list';
/** An entry with three one-leg reports at 390 px; rows are measured as they render. */
const ENTRY_HEIGHT_PX = 380;
const entryKey = (entry: RankingEntry) => entry.userId;

export default function RankingPage() {
  const messages = useMessages(rankingWords);
  const config = useRankingStore(rankingSelectors.config);
  const choice = useRankingStore(rankingSelectors.choice);
  const loadBoard = useRankingStore((state) => state.loadBoard);
  const loadTitles = useRankingStore((state) => state.loadTitles);
  const titlesStatus = useRankingStore((state) => state.titles.status);
  const view = useMemo(() => (config.data ? resolveBoard(config.data, choice) : null), [config.data, choice]);

  useLoop(loadBoard, LoopInterval.minute);
  useSessionChange(() => void loadBoard());
  useEffect(() => {
    if (titlesStatus === 'idle') void loadTitles();
  }, [titlesStatus, loadTitles]);

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{messages.pageTitle}</h1>
      <PromotionStrip place="ranking" />
      {/* A kept config is marked through the list below it: one "上次更新" note, not two. */}
      <ResourceView
        resource={{ status: config.status }}
        isEmpty={!view?.date}
        onRetry={() => void loadBoard()}
        skeleton={<BoardSkeleton />}
        empty={<EmptyState title={messages.emptyBoard} hint={messages.emptyBoardHint} />}
      >
        {() => <Board configs={config.data!} view={view!} />}
      </ResourceView>
    </div>
  );
}

function Board({ configs, view }: { configs: RankingConfig[]; view: BoardView }) {
  const messages = useMessages(rankingWords);
  const choosePeriodKind = useRankingStore((state) => state.choosePeriodKind);
  const chooseDate = useRankingStore((state) => state.chooseDate);
  const chooseList = useRankingStore((state) => state.chooseList);
  const period = view.date!;
  const list = useRankingStore(
    useMemo(() => rankingSelectors.list(period, view.rankingType), [period, view.rankingType]),
  );
  const loadList = useRankingStore((state) => state.loadList);

  return (
    <>
      <div className={styles.controls}>
        <div className={styles.kindBar}>
          <Tabs
            items={periodTabs(configs)}
            activeKey={String(view.configIndex)}
            onChange={(key) => choosePeriodKind(Number(key))}
            ariaLabel={messages.periodTabsLabel}
            className={styles.kinds}
          />
          <OddsTypeSwitch className={styles.odds} />
        </div>
        <Tabs
          items={dateTabs(configs[view.configIndex])}
          activeKey={dateKeyOf(period)}
          onChange={chooseDate}
          ariaLabel={messages.dateTabsLabel}
        />
        <Tabs
          items={listTabs()}
          activeKey={String(view.rankingType)}
          onChange={(key) => {
            const type = parseRankingType(key);
            if (type !== null) chooseList(type);
          }}
          ariaLabel={messages.listTabsLabel}
          idPrefix={LIST_PANELS}
          stretch
        />
      </div>
      <TabPanel idPrefix={LIST_PANELS} tabKey={String(view.rankingType)}>
        <ResourceView
          resource={list}
          isEmpty={(list.data?.entries.length ?? 0) === 0}
          onRetry={() => void loadList(period, view.rankingType)}
          skeleton={<SkeletonList rows={6} lines={3} />}
          empty={<EmptyState title={messages.emptyBoard} hint={messages.emptyBoardHint} />}
        >
          {() => (
            <EntryList
              key={`${dateKeyOf(period)}:${view.rankingType}`}
              list={list.data!}
              period={period}
              rankingType={view.rankingType}
            />
          )}
        </ResourceView>
      </TabPanel>
    </>
  );
}

interface EntryListProps {
  list: BoardList;
  period: PeriodRange;
  rankingType: RankingTypeValue;
}

function EntryList({ list, period, rankingType }: EntryListProps) {
  const messages = useMessages(rankingWords);
  const oddsType = useRankingStore(rankingSelectors.oddsType);
  const titles = useRankingStore(rankingSelectors.titles);
  const onVote = useVote(rankingPaths.home());
  const titleNames = useTitleNames(titles.data);
  // Stable period object for the memoised cards.
  const range = useMemo(
    () => ({ startDate: period.startDate, endDate: period.endDate }),
    [period.startDate, period.endDate],
  );
  return (
    <VirtualList
      ordered
      items={list.entries}
      keyOf={entryKey}
      estimateHeight={ENTRY_HEIGHT_PX}
      ariaLabel={messages.listTabsLabel}
      renderItem={(entry) => (
        <RankingEntryCard
          entry={entry}
          rankingType={rankingType}
          period={range}
          oddsType={oddsType}
          titleName={entry.titleId === null ? null : (titleNames.get(entry.titleId) ?? entry.title)}
          onVote={onVote}
        />
      )}
    />
  );
}

function useTitleNames(titles: UserTitle[] | null): Map<number, string> {
  return useMemo(() => new Map((titles ?? []).map((title) => [title.id, title.name])), [titles]);
}

function BoardSkeleton() {
  return (
    <div>
      <div className={styles.skeletonTabs}>
        <Skeleton width={120} height={20} />
        <Skeleton width="100%" height={20} />
        <Skeleton width="100%" height={20} />
      </div>
      <SkeletonList rows={5} lines={3} />
    </div>
  );
}
