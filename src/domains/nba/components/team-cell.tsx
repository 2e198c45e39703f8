/** A team in a table's first cell: its crest and short name (the row's rank before it when given). */
import type { TeamSummary } from '../../../contracts/match';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import styles from './team-cell.module.css';

export function TeamCell({ team, rank }: { team: TeamSummary; rank?: number }) {
  const toUrl = useFileUrl();
  return (
    <span className={styles.cell}>
      {rank !== undefined && <span className={styles.rank}>{rank}</span>}
      <Avatar src={toUrl(team.logoFileId)} name={team.shortNameZh} alt="" size="s" shape="rounded" />
      <span className={styles.name}>{team.shortNameZh}</span>
    </span>
  );
}
