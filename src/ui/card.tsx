import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  title?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Right side of the header: a '更多' link, a badge. */
  extra?: ReactNode;
  footer?: ReactNode;
  padding?: 'none' | 's' | 'm';
  /** 'article' for items of a feed, 'section' for a named part of a page; plain 'div' otherwise. */
  as?: 'div' | 'section' | 'article';
  className?: string;
  children?: ReactNode;
}

/**
 * A surface that groups content. Not clickable itself (cards hold buttons, and interactive
 * elements cannot nest): to make a whole card a link, wrap it in the router's Link.
 */
export function Card({
  title,
  headingLevel = 3,
  extra,
  footer,
  padding = 'm',
  as: Element = 'div',
  className,
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={[styles.card, styles[`padding-${padding}`], className].filter(Boolean).join(' ')}
      aria-labelledby={title && Element !== 'div' ? titleId : undefined}
    >
      {(title || extra) && (
        <header className={styles.header}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {extra && <div className={styles.extra}>{extra}</div>}
        </header>
      )}
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </Element>
  );
}
