/** The top bar of the anchors' sub-pages: a back button and the page's heading. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { anchorPaths } from '../anchor-paths';
import { messages } from '../messages';
import styles from './page-bar.module.css';

interface PageBarProps {
  title: string;
  /** Right side: an action or a link. */
  extra?: ReactNode;
}

/** Whether the router has an entry to go back to (React Router numbers its entries). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' ? state.idx > 0 : window.history.length > 1;
}

export function PageBar({ title, extra }: PageBarProps) {
  const navigate = useNavigate();
  const { href } = useNavigation();
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.back}
        aria-label={messages.back}
        onClick={() => (canGoBack() ? void navigate(-1) : void navigate(href(anchorPaths.home())))}
      >
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
