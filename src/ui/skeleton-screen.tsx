import type { ReactNode } from 'react';
import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import { SkeletonList, type SkeletonListProps } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

interface SkeletonScreenProps {
  /** The placeholder's shape: blocks standing for the content (decorative, hidden from screen readers). */
  children: ReactNode;
  className?: string;
  blocksClassName?: string;
  /** Placeholder rows under the blocks, for a list that follows them. */
  list?: SkeletonListProps;
}

/**
 * The placeholder of a page (or a part of one) that is not a plain list — a player, a picture, a
 * tip: a status that says '加载中' once, the blocks, and the rows of a list under them if asked.
 */
export function SkeletonScreen({ children, className, blocksClassName, list }: SkeletonScreenProps) {
  const copy = useMessages(uiWords);
  return (
    <div className={className} role="status">
      <VisuallyHidden>{copy.loading}</VisuallyHidden>
      <div aria-hidden="true" className={blocksClassName}>
        {children}
      </div>
      {list && <SkeletonList label={copy.loading} {...list} />}
    </div>
  );
}
