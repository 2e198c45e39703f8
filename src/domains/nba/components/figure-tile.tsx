/** A figure with its label under it (a team's data, a player's height): one tile of a `dl`. */
import styles from './nba-sub-page.module.css';

export function FigureTile({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}
