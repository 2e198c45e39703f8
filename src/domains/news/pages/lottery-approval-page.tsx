/**
 * /news/lottery-approval — the lottery approval (live/lottery/approval/info and submitInfo): the
 * review status, and the form to submit real name, phone and address. The server's words say
 * what to fix (spec 5: no form validation messages of the app's own).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ApprovalStatus, type LotteryApproval } from '../../../contracts/news';
import { formatPostTime } from '../../../lib/dates';
import { sessionSelectors, useSessionStore } from '../../../platform/session/session-store';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ResourceView } from '../../../ui/resource-view';
import { LoginFirst } from '../components/login-first';
import { NewsPageBar } from '../components/news-page-bar';
import { messages } from '../messages';
import { newsPaths } from '../news-paths';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './lottery-approval-page.module.css';

export default function LotteryApprovalPage() {
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  return (
    <div className={styles.page}>
      <NewsPageBar title={messages.lotteryTitle} />
      <p className={styles.intro}>{messages.lotteryIntro}</p>
      {loggedIn ? <Approval /> : <LoginFirst returnPath={newsPaths.lotteryApproval()} />}
    </div>
  );
}

function Approval() {
  const lottery = useNewsStore(newsSelectors.lottery);
  const loadLottery = useNewsStore((state) => state.loadLottery);
  useEffect(() => {
    void loadLottery();
  }, [loadLottery]);
  return (
    <ResourceView resource={lottery} isEmpty={false} onRetry={() => void loadLottery()}>
      {() => <ApprovalView approval={lottery.data!} onRefresh={() => loadLottery()} />}
    </ResourceView>
  );
}

const TONES = ['neutral', 'warn', 'success', 'brand'] as const;

function ApprovalView({ approval, onRefresh }: { approval: LotteryApproval; onRefresh: () => Promise<void> }) {
  const editable = approval.status === ApprovalStatus.None || approval.status === ApprovalStatus.Rejected;
  const now = Date.now();
  return (
    <>
      <section className={styles.card} aria-label={messages.lotteryStatusLabel}>
        <div className={styles.statusLine}>
          <span>{messages.lotteryStatusLabel}</span>
          <Badge variant="tag" tone={TONES[approval.status] ?? 'neutral'}>
            {messages.lotteryStatus[approval.status] ?? String(approval.status)}
          </Badge>
        </div>
        {approval.submitTime !== null && <p className={styles.meta}>{messages.lotterySubmittedAt(formatPostTime(approval.submitTime, now))}</p>}
        {approval.reviewTime !== null && <p className={styles.meta}>{messages.lotteryReviewedAt(formatPostTime(approval.reviewTime, now))}</p>}
        {approval.remark && <p className={styles.remark}>{approval.remark}</p>}
        {approval.status === ApprovalStatus.Pending && (
          <Button size="s" variant="secondary" onClick={onRefresh}>
            {messages.refreshStatus}
          </Button>
        )}
      </section>
      {editable ? (
        <ApprovalForm initial={approval} />
      ) : (
        <dl className={styles.card}>
          {[
            [messages.realName, approval.realName],
            [messages.phone, approval.phone],
            [messages.address, approval.address],
          ].map(([label, value]) => (
            <div key={label} className={styles.fieldRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

function ApprovalForm({ initial }: { initial: LotteryApproval }) {
  const submitLottery = useNewsStore((state) => state.submitLottery);
  const [realName, setRealName] = useState(initial.realName);
  const [phone, setPhone] = useState(initial.phone);
  const [address, setAddress] = useState(initial.address);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    return submitLottery({ realName: realName.trim(), phone: phone.trim(), address: address.trim() });
  };
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)}>
      <label className={styles.field}>
        <span>{messages.realName}</span>
        <input className={styles.input} value={realName} autoComplete="name" onChange={(event) => setRealName(event.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{messages.phone}</span>
        <input
          className={styles.input}
          value={phone}
          inputMode="numeric"
          autoComplete="tel"
          onChange={(event) => setPhone(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{messages.address}</span>
        <textarea
          className={styles.input}
          rows={3}
          value={address}
          autoComplete="street-address"
          onChange={(event) => setAddress(event.target.value)}
        />
      </label>
      <Button block onClick={() => submit()}>
        {messages.submit}
      </Button>
    </form>
  );
}
