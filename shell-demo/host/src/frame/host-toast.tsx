import { useEffect } from 'react';
import { useHostUi } from '../state/host-ui';
import styles from './host-toast.module.css';

export const TOAST_DURATION_MS = 2500;

/** The host's toast, for the remote's `toast` event and the native `toast` command. */
export function HostToast() {
  const toast = useHostUi((state) => state.toast);
  const dismissToast = useHostUi((state) => state.dismissToast);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dismissToast]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.type] ?? ''}`}>
          {toast.message}
        </div>
      )}
    </div>
  );
}
