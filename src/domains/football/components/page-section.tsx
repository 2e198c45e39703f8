/** A titled part of a sub-page (team, player): a heading, maybe a control beside it, the content. */
import { useId, type ReactNode } from 'react';
import styles from '../pages/sub-page.module.css';

export function PageSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {title}
        </h3>
        {extra}
      </div>
      {children}
    </section>
  );
}
