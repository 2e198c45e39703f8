import { SegmentedControl, type SegmentedChoice } from './segmented-control';
import styles from './section-switches.module.css';

/**
 * The switches over a section's content: the main choice across the width, a smaller one under
 * it (a table's view and its kind, a ranking's statistic and its order, a season and its kind).
 */
export function SectionSwitches<Main extends string | number, Side extends string | number>({
  main,
  side,
}: {
  main: SegmentedChoice<Main>;
  side: SegmentedChoice<Side>;
}) {
  return (
    <div className={styles.switches}>
      <SegmentedControl {...main} block />
      <SegmentedControl {...side} size="s" />
    </div>
  );
}
