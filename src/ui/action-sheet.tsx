import { useId, type ReactNode } from 'react';
import { ModalLayer } from './modal-layer';
import styles from './action-sheet.module.css';
import { uiWords } from './ui-messages';
import { useMessages } from '../platform/i18n/messages';

export interface ActionSheetAction {
  key: string;
  label: string;
  /** A small line under the label. */
  description?: string;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

interface ActionSheetProps {
  open: boolean;
  onClose: () => void;
  /** Names the sheet; shown above the actions unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  actions: readonly ActionSheetAction[];
  onSelect: (key: string) => void;
  /** Close after an action was chosen (default true). */
  closeOnSelect?: boolean;
  cancelLabel?: string;
}

interface SheetFrameProps {
  open: boolean;
  onClose: () => void;
  /** Names the sheet; shown above the content unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** The one button along the bottom (取消, 完成): it calls `onClose`. */
  closeLabel: string;
  backdropTestId?: string;
  children: ReactNode;
}

/**
 * The action sheet's frame: a bottom sheet, its title over what it offers, one closing button
 * along the bottom. A sheet of other content (switches) takes the frame as it is.
 */
export function SheetFrame({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  backdropTestId = 'action-sheet-backdrop',
  children,
}: SheetFrameProps) {
  const titleId = useId();
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      classNames={{ layer: styles.layer, panel: styles.sheet }}
      backdropTestId={backdropTestId}
      name={hideTitle ? { label: title } : { labelledBy: titleId }}
    >
      {!hideTitle && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
      <button type="button" className={`${styles.action} ${styles.cancel}`} onClick={onClose}>
        {closeLabel}
      </button>
    </ModalLayer>
  );
}

/** A bottom sheet of choices with a 取消 button; same modal behaviour as Dialog. */
export function ActionSheet({
  open,
  onClose,
  title,
  hideTitle = false,
  actions,
  onSelect,
  closeOnSelect = true,
  cancelLabel,
}: ActionSheetProps) {
  const words = useMessages(uiWords);
  const choose = (key: string) => {
    onSelect(key);
    if (closeOnSelect) onClose();
  };

  return (
    <SheetFrame
      open={open}
      onClose={onClose}
      title={title}
      hideTitle={hideTitle}
      closeLabel={cancelLabel ?? words.cancel}
    >
      <ul className={styles.actions}>
        {actions.map((action) => (
          <li key={action.key}>
            <button
              type="button"
              className={action.tone === 'danger' ? `${styles.action} ${styles.danger}` : styles.action}
              disabled={action.disabled}
              onClick={() => choose(action.key)}
            >
              <span>{action.label}</span>
              {action.description && <span className={styles.description}>{action.description}</span>}
            </button>
          </li>
        ))}
      </ul>
    </SheetFrame>
  );
}
