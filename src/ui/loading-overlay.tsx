import { Spinner } from './spinner';
import styles from './loading-overlay.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

interface LoadingOverlayProps {
  visible: boolean;
  label?: string;
  /** 'screen' covers the viewport; 'container' covers the nearest positioned ancestor. */
  cover?: 'screen' | 'container';
}

/** Blocks the page while something loads: a 2 s spinner loop and '加载中'. */
export function LoadingOverlay({ visible, label, cover = 'screen' }: LoadingOverlayProps) {
  const words = useMessages(uiWords);
  if (!visible) return null;
  return (
    // No aria-busy on the status itself: it would tell screen readers to hold back the very
    // message '加载中' until loading ends.
    <div className={`${styles.overlay} ${styles[cover]}`} role="status" aria-live="polite">
      <div className={styles.box}>
        <Spinner size="l" />
        <span className={styles.label}>{label ?? words.loading}</span>
      </div>
    </div>
  );
}
