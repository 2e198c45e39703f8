/**
 * /news/my-record — 我的战绩: the user's own ledger from every order (rules/my-ledger): gold spent
 * on tips, tips won of those settled, gold returned by 不中退 tips that missed, and the net; and
 * each order's line.
 */
import { useEffect } from 'react';
import type { TipMessage } from '../../../contracts/news';
import { ResourceView } from '../../../ui/resource-view';
import { FigureGrid } from '../components/figure-grid';
import { LoginFirst } from '../components/login-first';
import { NewsPageBar } from '../components/news-page-bar';
import { NoOrdersState } from '../components/no-orders-state';
import { ResultStamp } from '../components/result-stamp';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { newsPaths } from '../news-paths';
import { myLedger } from '../rules/my-ledger';
import { refundOf } from '../rules/tip-access';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './my-record-page.module.css';

export default function MyRecordPage() {
  const messages = useMessages(newsWords);
  return (
    <div className={styles.page}>
      <NewsPageBar title={messages.myRecordTitle} />
      <LoginFirst returnPath={newsPaths.myRecord()}>
        <Ledger />
      </LoginFirst>
    </div>
  );
}

function Ledger() {
  const orders = useNewsStore(newsSelectors.allOrders);
  const loadAllOrders = useNewsStore((state) => state.loadAllOrders);
  useEffect(() => {
    if (orders.status === 'idle') void loadAllOrders();
  }, [orders.status, loadAllOrders]);
  return (
    <ResourceView resource={orders} onRetry={() => void loadAllOrders()} empty={<NoOrdersState />}>
      {() => <LedgerView orders={orders.data!} />}
    </ResourceView>
  );
}

function LedgerView({ orders }: { orders: TipMessage[] }) {
  const messages = useMessages(newsWords);
  const ledger = myLedger(orders);
  const figures = [
    { label: messages.ledgerSpent, value: ledger.spent.toLocaleString('zh-CN') },
    { label: messages.ledgerWon, value: messages.ledgerSettled(ledger.won, ledger.settled) },
    { label: messages.ledgerReturned, value: ledger.returned.toLocaleString('zh-CN') },
    { label: messages.ledgerNet, value: ledger.net.toLocaleString('zh-CN') },
  ];
  return (
    <>
      <section className={styles.summary} aria-label={messages.myRecordTitle}>
        <FigureGrid figures={figures} tone="gold" />
        {ledger.pending > 0 && <p className={styles.pending}>{messages.ledgerPending(ledger.pending)}</p>}
      </section>
      <section className={styles.rows} aria-labelledby="ledger-rows-title">
        <h2 id="ledger-rows-title" className={styles.rowsTitle}>
          {messages.ledgerRows}
        </h2>
        <ul className={styles.list}>
          {orders.map((tip) => {
            const refund = refundOf(tip);
            return (
              <li key={tip.id} className={styles.row}>
                <span className={styles.rowTitle}>{tip.sportsTitle}</span>
                <span className={styles.rowFigures}>
                  {messages.paid(tip.goldPrice)}
                  {refund > 0 && <span className={styles.refund}>{messages.refund(refund)}</span>}
                </span>
                <span className={styles.rowResult}>
                  {tip.result === 'waiting' ? messages.results.waiting : <ResultStamp result={tip.result} size="s" />}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
