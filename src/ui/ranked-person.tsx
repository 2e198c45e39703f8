/**
 * The ranked-person row: a streamer in the weekly ranking, an expert in the
 * all-experts list, a bettor on the board — place, face, name with its badge, a line of figures.
 * `RankedPerson` is the inside of the row; `rankedRowClass` lays a row out (a link, a div) where
 * the domain has nothing else to add.
 */
import type { ReactNode } from 'react';
import { Avatar } from './avatar';
import { Medal } from './medal';
import styles from './ranked-person.module.css';

export const rankedRowClass = styles.row;

interface PersonTextProps {
  name: string;
  /** Beside the name: a live badge, a tag, a title. */
  badge?: ReactNode;
  /** The line under the name. */
  figures?: ReactNode;
}

/** Name (and badge) over a line of figures. */
export function PersonText({ name, badge, figures }: PersonTextProps) {
  return (
    <span className={styles.text}>
      <span className={styles.nameLine}>
        <span className={styles.name}>{name}</span>
        {badge}
      </span>
      {figures !== undefined && <span className={styles.figures}>{figures}</span>}
    </span>
  );
}

interface RankedPersonProps extends PersonTextProps {
  rank: number;
  rankLabel?: string;
  compactRank?: boolean;
  /** The face's file address (already resolved). */
  avatarSrc?: string | null;
}

export function RankedPerson({ rank, rankLabel, compactRank, avatarSrc, ...text }: RankedPersonProps) {
  return (
    <>
      <Medal rank={rank} label={rankLabel} compact={compactRank} />
      <Avatar src={avatarSrc} name={text.name} alt="" size="m" />
      <PersonText {...text} />
    </>
  );
}
