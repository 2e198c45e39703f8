/** /anchor/week-rank — the weekly streamer ranking. */
import { useEffect } from 'react';
import { PromotionStrip } from '../../../features/promotions/promotion-strip';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import { AnchorPageBar } from '../components/anchor-page-bar';
import { RankList } from '../components/rank-list';
import { useMessages } from '../../../platform/i18n/messages';
import { profileWords } from '../profile-messages';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import styles from './week-rank-page.module.css';

export default function WeekRankPage() {
  const profileMessages = useMessages(profileWords);
  const rank = useAnchorsStore(anchorsSelectors.rank);
  const items = useAnchorsStore(anchorsSelectors.rankItems);
  const loadRank = useAnchorsStore((state) => state.loadRank);

  useEffect(() => {
    void loadRank();
  }, [loadRank]);

  return (
    <div className={styles.page}>
      <AnchorPageBar title={profileMessages.weekRankTitle} />
      <PromotionStrip place="anchorPages" />
      <ResourceView
        resource={rank}
        isEmpty={items.length === 0}
        onRetry={() => void loadRank()}
        skeleton={<SkeletonList rows={8} />}
        empty={<EmptyState title={profileMessages.noRank} />}
      >
        {() => <RankList items={items} />}
      </ResourceView>
    </div>
  );
}
