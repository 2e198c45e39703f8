import { useId, type ReactNode, type RefObject } from 'react';
import { Button, type ButtonProps } from './button';
import { ModalLayer } from './modal-layer';
import styles from './dialog.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

/** The two buttons along the bottom: one that only closes (取消), one that acts (确定). */
interface DialogActions {
  /** The closing button's word: it calls `onClose`. */
  dismiss: string;
  confirm: ReactNode;
  onConfirm: ButtonProps['onClick'];
  confirmDisabled?: boolean;
}

interface DialogProps {
  open: boolean;
  /** Escape, the close button and (unless disabled) a backdrop tap call it. */
  onClose: () => void;
  /** Shown as the heading and names the dialog for screen readers. */
  title: string;
  children?: ReactNode;
  actions?: DialogActions;
  closeOnBackdrop?: boolean;
  showCloseButton?: boolean;
  closeLabel?: string;
  /** Element to focus on open; defaults to the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A centred modal dialog: aria-modal, labelled by its title, focus kept inside. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  closeOnBackdrop = true,
  showCloseButton = true,
  closeLabel,
  initialFocusRef,
}: DialogProps) {
  const words = useMessages(uiWords);
  const titleId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      closeOnBackdrop={closeOnBackdrop}
      initialFocusRef={initialFocusRef}
      classNames={{ layer: styles.layer, panel: styles.panel }}
      backdropTestId="dialog-backdrop"
      name={{ labelledBy: titleId }}
    >
      <div className={showCloseButton ? styles.header : `${styles.header} ${styles.headerPlain}`}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {showCloseButton && (
          <button type="button" className={styles.close} aria-label={closeLabel ?? words.close} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6 L18 18 M18 6 L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {children != null && <div className={styles.body}>{children}</div>}
      {actions && (
        <div className={styles.footer}>
          <Button variant="secondary" block onClick={onClose}>
            {actions.dismiss}
          </Button>
          <Button block disabled={actions.confirmDisabled} onClick={actions.onConfirm}>
            {actions.confirm}
          </Button>
        </div>
      )}
    </ModalLayer>
  );
}
