import type { CSSProperties } from 'react';
import { VisuallyHidden } from './visually-hidden';
import styles from './skeleton.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

export type SkeletonShape = 'line' | 'circle' | 'rect';

interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length or px number; lines default to the full width, circles to 40 px. */
  width?: number | string;
  height?: number | string;
  className?: string;
  /** No shimmer: nothing is loading yet (see SkeletonListProps.still). */
  still?: boolean;
}

/** One grey placeholder block with a shimmer. Decorative: the surrounding list says "loading". */
export function Skeleton({ shape = 'line', width, height, className, still = false }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  if (shape === 'circle' && width !== undefined && height === undefined) style.height = width;
  return (
    <span
      className={[styles.block, styles[shape], still && styles.still, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
}

export interface SkeletonListProps {
  rows?: number;
  /** A round avatar at the start of each row. */
  avatar?: boolean;
  /** Text lines per row. */
  lines?: number;
  label?: string;
  /**
   * Rows that keep a place for something not asked for yet (its load starts when it nears the
   * screen): no shimmer, which would run unseen for as long as the page stays open.
   */
  still?: boolean;
}

/** N placeholder rows while a list's first page loads. */
export function SkeletonList({ rows = 5, avatar = true, lines = 2, label, still = false }: SkeletonListProps) {
  const words = useMessages(uiWords);
  return (
    // A status that says '加载中' (not aria-busy: that would silence it until loading ends).
    <div className={styles.list} role="status">
      <VisuallyHidden>{label ?? words.loading}</VisuallyHidden>
      {Array.from({ length: rows }, (_, row) => (
        <div className={styles.row} key={row} aria-hidden="true">
          {avatar && <Skeleton shape="circle" width={40} still={still} />}
          <div className={styles.lines}>
            {Array.from({ length: lines }, (_, line) => (
              // The last line is shorter, like real text.
              <Skeleton key={line} width={line === lines - 1 && lines > 1 ? '60%' : '100%'} still={still} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
