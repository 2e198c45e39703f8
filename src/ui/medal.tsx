/** A place in a ranking (anchors, experts, bettors): the number, and its words for screen readers. */
import styles from './medal.module.css';
import { VisuallyHidden } from './visually-hidden';

const PODIUM = 3;

interface MedalProps {
  rank: number;
  /** What a screen reader says (e.g. 第1名); without it the number is read as it is. */
  label?: string;
  /** The narrow column of a dense list. */
  compact?: boolean;
}

export function Medal({ rank, label, compact = false }: MedalProps) {
  const className = [styles.medal, compact && styles.compact, rank >= 1 && rank <= PODIUM && styles[`top${rank}`]]
    .filter(Boolean)
    .join(' ');
  if (!label) return <span className={className}>{rank}</span>;
  return (
    <span className={className}>
      <span aria-hidden="true">{rank}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
