/** The head of a team or player page: a picture, the name as the page's heading, and lines under it. */
import type { ReactNode } from 'react';
import styles from './profile-header.module.css';

export function ProfileHeader({
  picture,
  title,
  children,
}: {
  picture: ReactNode;
  /** The page's heading; a placeholder (a skeleton) instead while it loads. */
  title: string | ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      {picture}
      <div className={styles.names}>
        {typeof title === 'string' ? <h2 className={styles.name}>{title}</h2> : title}
        {children}
      </div>
    </div>
  );
}

/** A secondary line of a profile head. */
export function ProfileLine({ children }: { children: ReactNode }) {
  return <p className={styles.detail}>{children}</p>;
}
