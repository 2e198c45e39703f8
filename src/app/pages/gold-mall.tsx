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
import { sessionSelectors, useSessionStore } from '../../platform/session/session-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { uiCopy } from '../../ui/copy';
import { Dialog } from '../../ui/dialog';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useGoldMallStore, goldMallWords, type ExchangeIntent } from './gold-mall-store';
import type { GoldAccount } from './gold-store';
import styles from './gold-mall.module.css';

export const mallWords = {
  title: '金币商城',
  elsewhere: '金币兑换在平台的金币商城进行：请回到平台首页，从「活动 › 金币商城」进入，今日可兑换额度见上方。',
  loadFailed: '商城加载失败',
  price: (price: number) => `${price.toLocaleString('zh-CN')} 金币`,
  exchange: '兑换',
  overLimit: '超出今日额度',
  notEnough: '金币不足',
  loginFirst: '登录后兑换',
  confirmTitle: '确认兑换',
  confirmText: (name: string, price: number) => `使用 ${price.toLocaleString('zh-CN')} 金币兑换「${name}」？`,
  after: (balance: number, remaining: number) =>
    `兑换后余额 ${balance.toLocaleString('zh-CN')} 金币，今日还可兑换 ${remaining.toLocaleString('zh-CN')} 金币`,
  cancel: '取消',
  confirm: '确认兑换',
} as const;

/** Why an item cannot be taken now, or null. */
function blockOf(item: GoldMallItem, account: GoldAccount | null, loggedIn: boolean): string | null {
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

  useEffect(() => {
    if (items.status === 'idle') void loadItems();
  }, [items.status, loadItems]);

  if (items.status === 'failed') return <ErrorState title={mallWords.loadFailed} onRetry={() => void loadItems()} />;
  if (items.status !== 'ready') {
    return (
      <Card title={mallWords.title} headingLevel={2}>
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </Card>
    );
  }
  if (items.data === null) {
    return (
      <Card title={mallWords.title} headingLevel={2}>
        <p className={styles.text}>{mallWords.elsewhere}</p>
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
    <Card title={mallWords.title} headingLevel={2}>
      <ul className={styles.items} aria-label={mallWords.title}>
        {items.data.map((item) => {
          const blocked = blockOf(item, account, loggedIn);
          return (
            <li key={item.id} className={styles.item}>
              {item.picture && (
                <img className={styles.picture} src={fileUrl(item.picture)} alt="" width={56} height={56} />
              )}
              <div className={styles.about}>
                <span className={styles.name}>{item.name}</span>
                {item.description && <span className={styles.description}>{item.description}</span>}
                <span className={styles.price}>{mallWords.price(item.price)}</span>
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
          dismiss: mallWords.cancel,
          confirm: unanswered ? uiCopy.retry : mallWords.confirm,
          onConfirm: confirm,
        }}
      >
        {intent && <p className={styles.text}>{mallWords.confirmText(intent.item.name, intent.item.price)}</p>}
        {intent && account && (
          <p className={styles.note}>
            {mallWords.after(account.balance - intent.item.price, remaining - intent.item.price)}
          </p>
        )}
        {unanswered && (
          <p className={styles.error} role="alert">
            {goldMallWords.notAnswered}
          </p>
        )}
      </Dialog>
    </Card>
  );
}
