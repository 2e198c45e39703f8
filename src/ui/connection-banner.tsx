/**
 * A slim banner under the page's top: the live data stopped (the push socket gave up
 * reconnecting), with a retry. It goes when the connection is back.
 */
import { uiCopy } from './copy';
import styles from './connection-banner.module.css';

export function ConnectionBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.banner} role="alert" data-testid="connection-banner">
      <span>{uiCopy.liveDisconnected}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {uiCopy.retry}
      </button>
    </div>
  );
}
