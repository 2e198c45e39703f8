/**
 * The locked part of a tip and the way to buy it: price and balance shown; a tap
 * asks a visitor to log in (with the way back), else opens the confirm dialog — which makes the
 * purchase intent and its idempotency key. Every attempt of that intent (a double tap, a retry
 * after no answer) sends the same key, so the server charges once. Insufficient gold says so,
 * charges nothing and offers the gold page.
 */
import { useEffect, useState } from 'react';
import type { TipMessage } from '../../../contracts/news';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { sessionSelectors, useSessionStore } from '../../../platform/session/session-store';
import { useLoginGate } from '../../../platform/session/use-login-gate';
import { Button } from '../../../ui/button';
import { uiWords } from '../../../ui/ui-messages';
import { Dialog } from '../../../ui/dialog';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { newPurchaseIntent, type PurchaseIntent } from '../rules/purchase-intent';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './buy-box.module.css';

/** The frame's gold-coin document (its own page, not a domain's). */
const GOLD_PAGE = '/gold-document';

type Problem = { kind: 'insufficient'; text: string } | null;

export function BuyBox({ tip, returnPath }: { tip: TipMessage; returnPath: string }) {
  const messages = useMessages(newsWords);
  const uiCopy = useMessages(uiWords);
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const balance = useNewsStore(newsSelectors.balance);
  const { loadBalance, buy } = useNewsStore.getState();
  const gate = useLoginGate(returnPath);
  const { go } = useNavigation();
  const [intent, setIntent] = useState<PurchaseIntent | null>(null);
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => {
    if (loggedIn && balance.status === 'idle') void loadBalance();
  }, [loggedIn, balance.status, loadBalance]);

  const open = () =>
    gate(async () => {
      setUnanswered(null);
      // One intent per opening of the dialog: its key goes with every attempt until it closes.
      setIntent(newPurchaseIntent(tip.id));
    });

  const confirm = async () => {
    if (!intent) return;
    const outcome = await buy(intent);
    switch (outcome.kind) {
      case 'unanswered':
        // The same intent stays: 重试 sends the same key, so a charge that did happen is not repeated.
        setUnanswered(outcome.message);
        return;
      case 'insufficient':
        setIntent(null);
        setProblem({ kind: 'insufficient', text: messages.insufficientText(tip.goldPrice, outcome.balance ?? 0) });
        return;
      default:
        setIntent(null);
    }
  };

  const balanceText =
    balance.data === null ? messages.balanceUnknown : messages.balance(balance.data.toLocaleString('zh-CN'));
  return (
    <section className={styles.box} aria-labelledby="tip-locked-title">
      <h2 id="tip-locked-title" className={styles.title}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 11h12v9H6z M9 11V8a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {messages.lockedTitle}
      </h2>
      <p className={styles.hint}>{messages.lockedHint}</p>
      {tip.openBackGold === 1 && <p className={styles.return}>{messages.returnHint(tip.returnGoldPercentage)}</p>}
      <div className={styles.bar}>
        <span className={styles.price}>{messages.price(tip.goldPrice)}</span>
        {loggedIn && <span className={styles.balance}>{balanceText}</span>}
        <Button onClick={open}>{messages.buyNow}</Button>
      </div>
      <Dialog
        open={intent !== null}
        onClose={() => setIntent(null)}
        title={messages.buyConfirmTitle}
        actions={{
          dismiss: messages.cancel,
          confirm: unanswered ? uiCopy.retry : messages.confirm,
          onConfirm: confirm,
        }}
      >
        <p className={styles.dialogText}>{messages.buyConfirmText(tip.goldPrice, tip.sportsTitle)}</p>
        {balance.data !== null && (
          <p className={styles.dialogNote}>{messages.buyBalanceAfter(balance.data, tip.goldPrice)}</p>
        )}
        {unanswered && (
          <p className={styles.error} role="alert">
            {unanswered}
          </p>
        )}
      </Dialog>
      <Dialog
        open={problem !== null}
        onClose={() => setProblem(null)}
        title={messages.insufficientTitle}
        actions={{
          dismiss: messages.cancel,
          confirm: messages.goldPage,
          onConfirm: () => {
            setProblem(null);
            go({ kind: 'app', path: GOLD_PAGE });
          },
        }}
      >
        <p className={styles.dialogText}>{problem?.text}</p>
      </Dialog>
    </section>
  );
}
