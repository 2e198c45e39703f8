import { useEffect } from 'react';
import type { ToastType } from '../contracts/bridge-events';
import styles from './toast-viewport.module.css';

export interface ToastMessage {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_DURATION_MS = 2500;

/** A glyph per type; hidden from screen readers, which read the message only. */
const TOAST_ICON: Record<ToastType, string | null> = { success: '✓', fail: '✕', warn: '!', info: null };

/** Toasts as text only, so a server message can never become markup. */
export function ToastViewport({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss(id: number): void }) {
  return (
    <div className={styles.viewport} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastMessage; onDismiss(id: number): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDismiss, toast.id]);
  const icon = TOAST_ICON[toast.type];
  return (
    <div className={styles.toast} data-type={toast.type}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {toast.message}
    </div>
  );
}
