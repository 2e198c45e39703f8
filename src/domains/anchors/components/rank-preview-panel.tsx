/**
 * The week's streamer ranking as a live room's 排行 tab shows it (the named panel
 * `anchors.rankPreview`): its first rows with the room's streamer marked, and a link to the
 * whole ranking.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SkeletonList } from '../../../ui/skeleton';
import { anchorPaths } from '../anchor-paths';
import { useMessages } from '../../../platform/i18n/messages';
import { profileWords } from '../profile-messages';
import { useAnchorsStore } from '../store/anchors-store';
import { anchorsSelectors } from '../store/selectors';
import { RankList } from './rank-list';
import styles from './rank-preview-panel.module.css';

const RANK_PREVIEW = 10;

export default function RankPreviewPanel({ hostId }: { hostId: number }) {
  const profileMessages = useMessages(profileWords);
  const status = useAnchorsStore(anchorsSelectors.rankStatus);
  const items = useAnchorsStore(anchorsSelectors.rankItems);
  const loadRank = useAnchorsStore((state) => state.loadRank);
  const { href } = useNavigation();
  useEffect(() => {
    void loadRank();
  }, [loadRank]);
  if (status === 'failed') return <ErrorState onRetry={() => void loadRank()} />;
  if (status !== 'ready') return <SkeletonList rows={5} />;
  if (items.length === 0) return <EmptyState title={profileMessages.noRank} />;
  return (
    <>
      <RankList items={items.slice(0, RANK_PREVIEW)} currentStreamerId={hostId} />
      <Link className={styles.fullRank} to={href(anchorPaths.weekRank())}>
        {profileMessages.fullRank}
      </Link>
    </>
  );
}
