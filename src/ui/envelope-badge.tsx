/**
 * The 红包 badge: a live room with a red-envelope lottery, and its prize ('红包 188元'). Text
 * only (a span): a card's link or the room's button around it does the tapping.
 */
import { formatYuan } from '../platform/i18n/formats';
import { useLocale, useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import styles from './envelope-badge.module.css';

export function EnvelopeBadge({
  amount,
  className,
}: {
  /** 元; 0 shows the word alone. */ amount: number;
  className?: string;
}) {
  const copy = useMessages(uiWords);
  const locale = useLocale();
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-testid="envelope-badge">
      <span className={styles.seal} aria-hidden="true" />
      {copy.redEnvelope}
      {amount > 0 && ` ${formatYuan(locale, amount)}`}
    </span>
  );
}
