/** Up to four figures side by side, each with its label above (an expert's record, the user's ledger). */
import styles from './figure-grid.module.css';

export function FigureGrid({ figures, tone = 'brand' }: { figures: { label: string; value: string }[]; tone?: 'brand' | 'gold' }) {
  return (
    <dl className={`${styles.figures} ${styles[tone]}`}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
