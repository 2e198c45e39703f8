/** What the colour marks at the rows' start mean (StatTable marks): a swatch and a word each. */
import marks from '../../../ui/stat-table.module.css';
import styles from './color-legend.module.css';

type Tone = 'win' | 'info' | 'warn' | 'lose';

/** Each mark of `tones` (in its order) with its word in `labels`. */
export function ColorLegend<Key extends string>({
  tones,
  labels,
}: {
  tones: Readonly<Record<Key, Tone>>;
  labels: Readonly<Record<NoInfer<Key>, string>>;
}) {
  const keys = Object.keys(tones) as Key[];
  return (
    <p className={styles.legend}>
      {keys.map((key) => (
        <span key={key} className={styles.item}>
          <span className={`${styles.swatch} ${marks[tones[key]]}`} aria-hidden="true" />
          {labels[key]}
        </span>
      ))}
    </p>
  );
}
