/**
 * The gold mall on the gold page: what can be exchanged, each item with its price and whether the
 * user can take it today (the balance, and the day's limit less what is used — the server enforces
 * both again); 兑换 asks to confirm, then exchanges once (gold-mall-store.ts). A backend without a
 * mall of its own (404) gets a card that says where the mall is instead.
 */
import { useEffect, useState } from 'react';
import type { GoldMallItem } from '../../contracts/gold-mall';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useFileUrl } from '../../platform/config/use-file-url';
import { formatNumber } from '../../platform/i18n/formats';
import { useLocale, useMessages, type LocaleMessages } from '../../platform/i18n/messages';
import { sessionSelectors, useSessionStore } from '../../platform/session/session-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { uiWords } from '../../ui/ui-messages';
import { useGoldMallStore, type ExchangeIntent } from './gold-mall-store';
import { goldWords } from './gold-messages';
import type { goldMessages } from './gold-messages.zh-cn';
import type { GoldAccount } from './gold-store';
import styles from './gold-mall.module.css';

/** Why an item cannot be taken now, or null. */
function blockOf(
  item: GoldMallItem,
  account: GoldAccount | null,
  loggedIn: boolean,
  mallWords: LocaleMessages<typeof goldMessages>,
): string | null {
  if (!loggedIn) return mallWords.loginFirst;
  if (!account) return null;
  if (item.price > account.dailyLimit.limit - account.dailyLimit.used) return mallWords.overLimit;
  if (item.price > account.balance) return mallWords.notEnough;
  return null;
}

export function GoldMall({ account, onLogin }: { account: GoldAccount | null; onLogin: () => void }) {
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const items = useGoldMallStore((state) => state.items);
  const { loadItems, exchange } = useGoldMallStore.getState();
  const fileUrl = useFileUrl();
  const [intent, setIntent] = useState<ExchangeIntent | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const mallWords = useMessages(goldWords);
  const copy = useMessages(uiWords);
  const locale = useLocale();
  const coins = (count: number) => formatNumber(locale, count);

  useEffect(() => {
    if (items.status === 'idle') void loadItems();
  }, [items.status, loadItems]);

  if (items.status === 'failed') return <ErrorState title={mallWords.mallFailed} onRetry={() => void loadItems()} />;
  if (items.status !== 'ready') {
    return (
      <Card title={mallWords.mallTitle} headingLevel={2}>
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </Card>
    );
  }
  if (items.data === null) {
    return (
      <Card title={mallWords.mallTitle} headingLevel={2}>
        <p className={styles.text}>{mallWords.mallElsewhere}</p>
      </Card>
    );
  }

  const confirm = async () => {
    if (!intent) return;
    const outcome = await exchange(intent);
    // No answer: the same intent stays, and 重试 sends its key again (nothing is taken twice).
    if (outcome.kind === 'unanswered') return setUnanswered(true);
    setIntent(null);
  };
  const remaining = account ? account.dailyLimit.limit - account.dailyLimit.used : 0;

  return (
    <Card title={mallWords.mallTitle} headingLevel={2}>
      <ul className={styles.items} aria-label={mallWords.mallTitle}>
        {items.data.map((item) => {
          const blocked = blockOf(item, account, loggedIn, mallWords);
          return (
            <li key={item.id} className={styles.item}>
              {item.picture && (
                <img className={styles.picture} src={fileUrl(item.picture)} alt="" width={56} height={56} />
              )}
              <div className={styles.about}>
                <span className={styles.name}>{item.name}</span>
                {item.description && <span className={styles.description}>{item.description}</span>}
                <span className={styles.price}>{mallWords.price(coins(item.price))}</span>
              </div>
              <Button
                size="s"
                variant={blocked && loggedIn ? 'secondary' : 'primary'}
                disabled={loggedIn && blocked !== null}
                aria-label={`${mallWords.exchange} ${item.name}`}
                onClick={() => {
                  if (!loggedIn) return onLogin();
                  setUnanswered(false);
                  // One intent per opening of the dialog: its key goes with every attempt until it closes.
                  setIntent({ item, key: newIdempotencyKey(`mall-${item.id}`) });
                }}
              >
                {blocked ?? mallWords.exchange}
              </Button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={intent !== null}
        onClose={() => setIntent(null)}
        title={mallWords.confirmTitle}
        actions={{
          dismiss: copy.cancel,
          confirm: unanswered ? copy.retry : mallWords.confirmTitle,
          onConfirm: confirm,
        }}
      >
        {intent && <p className={styles.text}>{mallWords.confirmText(intent.item.name, coins(intent.item.price))}</p>}
        {intent && account && (
          <p className={styles.note}>
            {mallWords.after(coins(account.balance - intent.item.price), coins(remaining - intent.item.price))}
          </p>
        )}
        {unanswered && (
          <p className={styles.error} role="alert">
            {mallWords.notAnswered}
          </p>
        )}
      </Dialog>
    </Card>
  );
}
