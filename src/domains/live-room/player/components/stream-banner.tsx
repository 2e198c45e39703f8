/** A slim banner under the room's video: the slow-network offer or the recovery offer, with an action and ×. */
import { streamWords } from '../stream-messages';
import styles from './stream-banner.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

interface StreamBannerProps {
  text: string;
  action: string;
  onAction(): void;
  onDismiss(): void;
}

export function StreamBanner({ text, action, onAction, onDismiss }: StreamBannerProps) {
  const messages = useMessages(streamWords);
  return (
    <div className={styles.banner} role="status" data-testid="stream-banner">
      <span className={styles.text}>{text}</span>
      <button type="button" className={styles.action} onClick={onAction}>
        {action}
      </button>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={messages.dismiss}>
        ×
      </button>
    </div>
  );
}
