/**
 * A one-line notice with the one thing to do about it: a slim bar under the page's top (the live
 * data stopped: 重试) or a card floating above the page's bottom (a newer version: 刷新).
 */
import styles from './action-notice.module.css';

interface ActionNoticeProps {
  at: 'bar' | 'float';
  /** The notice's words. */
  children: string;
  action: string;
  onAction: () => void;
  testId: string;
}

export function ActionNotice({ at, children, action, onAction, testId }: ActionNoticeProps) {
  return (
    <div className={styles[at]} role="alert" data-testid={testId}>
      <span>{children}</span>
      <button type="button" className={styles[`${at}Action`]} onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
