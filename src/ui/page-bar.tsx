/** The top bar of a sub-page: a back button and the page's heading (the native top bar's height pads it in the app). */
import type { ReactNode } from 'react';
import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import styles from './page-bar.module.css';

interface PageBarProps {
  title: string;
  /** The back button's action (the domain's navigation decides where back is). */
  onBack: () => void;
  /** Right side: an action or a link. */
  extra?: ReactNode;
}

export function PageBar({ title, onBack, extra }: PageBarProps) {
  const copy = useMessages(uiWords);
  return (
    <header className={styles.bar}>
      <button type="button" className={styles.back} aria-label={copy.back} onClick={onBack}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M15 5 L8 12 L15 19"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.extra}>{extra}</div>
    </header>
  );
}
