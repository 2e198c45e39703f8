/**
 * The 红包 badge: a live room with a red-envelope lottery, and its prize ('红包 188元'). Text
 * only (a span): a card's link or the room's button around it does the tapping.
 */
import { formatYuan } from '../lib/money';
import { formatMoney } from '../platform/i18n/formats';
import { DEFAULT_LOCALE } from '../platform/i18n/locale';
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
      {/* The mainland's 188元 as before; elsewhere the currency's sign (¥188), not a Chinese 元. */}
      {amount > 0 && ` ${locale === DEFAULT_LOCALE ? formatYuan(amount) : formatMoney(locale, amount)}`}
    </span>
  );
}
