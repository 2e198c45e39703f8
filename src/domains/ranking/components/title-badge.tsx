/** A bettor's title (盈利王, 连红大神...) beside the name. */
import styles from './title-badge.module.css';

export function TitleBadge({ title }: { title: string }) {
  return <span className={styles.title}>{title}</span>;
}
