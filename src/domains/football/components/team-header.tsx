/** A team page's head: crest, names, country and ground (line-up call), or a skeleton while it loads. */
import type { ReactNode } from 'react';
import type { TeamInfo } from '../../../contracts/football';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { Skeleton } from '../../../ui/skeleton';
import { messages } from '../messages';
import styles from './team-header.module.css';

export function TeamHeader({ team, extra }: { team: TeamInfo | null; extra?: ReactNode }) {
  const toUrl = useFileUrl();
  if (!team) {
    return (
      <div className={styles.header} aria-hidden="true">
        <Skeleton shape="rect" width={64} height={64} />
        <div className={styles.names}>
          <Skeleton width={120} />
          <Skeleton width={180} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.header}>
      <Avatar src={toUrl(team.logoFileId)} name={team.shortNameZh} alt="" size="l" shape="rounded" />
      <div className={styles.names}>
        <h2 className={styles.name}>{team.nameZh}</h2>
        <p className={styles.detail}>{team.nameEn}</p>
        <p className={styles.detail}>
          {team.countryZh}
          {team.venue && ` · ${messages.venue} ${team.venue}`}
        </p>
        {extra}
      </div>
    </div>
  );
}
