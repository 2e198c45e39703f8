import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';
import styles from './badge.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'info' | 'warn' | 'gold';

interface BadgeCommon {
  className?: string;
  /** Pins a dot or count to the top-right corner of a `position: relative` parent (an icon). */
  floating?: boolean;
}

export type BadgeProps = BadgeCommon &
  (
    | { variant: 'dot'; /** What the dot means, for screen readers ('有新消息'). */ label?: string }
    | { variant: 'count'; count: number; max?: number; showZero?: boolean; label?: string }
    | { variant: 'live'; label?: string }
    | { variant: 'tag'; tone?: BadgeTone; children: ReactNode }
  );

/** A tag's tone alone, for text that is not a tag (a football outcome's label). */
export const badgeToneClass = (tone: BadgeTone): string | undefined => styles[tone];

/** Dot, count, the '直播中' pill, or a coloured tag. */
export function Badge(props: BadgeProps) {
  const words = useMessages(uiWords);
  const position = props.floating ? styles.floating : undefined;
  const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

  switch (props.variant) {
    case 'dot':
      return (
        <span className={join(styles.dot, position, props.className)}>
          {props.label && <VisuallyHidden>{props.label}</VisuallyHidden>}
        </span>
      );
    case 'count': {
      if (props.count <= 0 && !props.showZero) return null;
      const max = props.max ?? 99;
      const text = props.count > max ? `${max}+` : String(props.count);
      return (
        <span className={join(styles.count, position, props.className)}>
          <span aria-hidden={props.label ? true : undefined}>{text}</span>
          {props.label && <VisuallyHidden>{props.label}</VisuallyHidden>}
        </span>
      );
    }
    case 'live':
      return (
        <span className={join(styles.live, props.className)}>
          <span className={styles.liveDot} aria-hidden="true" />
          {props.label ?? words.live}
        </span>
      );
    case 'tag':
      return <span className={join(styles.tag, styles[props.tone ?? 'brand'], props.className)}>{props.children}</span>;
  }
}
