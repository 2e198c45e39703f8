/** What the colour marks at the rows' start mean (StatTable marks): a swatch and a word each. */
import marks from '../../../ui/stat-table.module.css';
import styles from './color-legend.module.css';

export interface LegendItem {
  key: string;
  tone: 'win' | 'info' | 'warn' | 'lose';
  label: string;
}

export function ColorLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <p className={styles.legend}>
      {items.map((item) => (
        <span key={item.key} className={styles.item}>
          <span className={`${styles.swatch} ${marks[item.tone]}`} aria-hidden="true" />
          {item.label}
        </span>
      ))}
    </p>
  );
}
