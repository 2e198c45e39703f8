/** One team of a match: crest (or initials) and short name. */
import { Avatar } from '../../../ui/avatar';
import type { TeamSummary } from '../../../contracts/match';
import styles from './team-side.module.css';
import { useFileUrl } from '../../../platform/config/use-file-url';

interface TeamSideProps {
  team: Pick<TeamSummary, 'shortNameZh' | 'logoFileId'>;
  /** Overrides the crest (the team logo call). */
  logoFileId?: string;
  size?: 's' | 'm' | 'l';
  /** row: crest then name; row-reverse: name then crest (a home side next to the score); column: crest above. */
  layout?: 'row' | 'row-reverse' | 'column';
  /** 2: the name may wrap to a second line, whose height is always kept (team-side.module.css). */
  nameLines?: 1 | 2;
}

/** Two sides and the score between them on one line: a schedule row, a live match card. */
export const versusLineClass = styles.versus;

export function TeamSide({ team, logoFileId, size = 's', layout = 'row', nameLines = 1 }: TeamSideProps) {
  const toUrl = useFileUrl();
  return (
    <span className={layout === 'row' ? styles.side : `${styles.side} ${styles[layout]}`}>
      <Avatar
        src={toUrl(logoFileId || team.logoFileId)}
        name={team.shortNameZh}
        alt=""
        size={size}
        shape="rounded"
        className={styles.crest}
      />
      <span
        className={nameLines === 2 ? `${styles.name} ${styles.twoLines}` : styles.name}
        // A name cut by its ellipsis can still be read whole.
        title={team.shortNameZh}
      >
        {team.shortNameZh}
      </span>
    </span>
  );
}
