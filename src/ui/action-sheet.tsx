import { useId } from 'react';
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
  /** Portal target; defaults to the closest app root, else document.body. */
  container?: Element | null;
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
  container,
}: ActionSheetProps) {
  const words = useMessages(uiWords);
  const titleId = useId();

  const choose = (key: string) => {
    onSelect(key);
    if (closeOnSelect) onClose();
  };

  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      container={container}
      classNames={{ layer: styles.layer, panel: styles.sheet }}
      backdropTestId="action-sheet-backdrop"
      name={hideTitle ? { label: title } : { labelledBy: titleId }}
    >
      {!hideTitle && (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      )}
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
      <button type="button" className={`${styles.action} ${styles.cancel}`} onClick={onClose}>
        {cancelLabel ?? words.cancel}
      </button>
    </ModalLayer>
  );
}
