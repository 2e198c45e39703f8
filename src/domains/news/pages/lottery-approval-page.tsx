/**
 * /news/lottery-approval — the lottery approval (live/lottery/approval/info and submitInfo): the
 * review status with its times and the review's remark, and the request for a review — only
 * what the calls carry — and the live rooms' red envelopes the user won (the
 * answer's `wins`), which a winner comes here from the room to claim.
 */
import { useEffect, useState } from 'react';
import { ApprovalStatus, type LotteryApproval, type LotteryWin } from '../../../contracts/news';
import { formatPostTime } from '../../../lib/post-time';
import { formatYuan } from '../../../lib/money';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { uiCopy } from '../../../ui/copy';
import { ResourceView } from '../../../ui/resource-view';
import { LoginFirst } from '../components/login-first';
import { NewsPageBar } from '../components/news-page-bar';
import { messages } from '../messages';
import { newsPaths } from '../news-paths';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './lottery-approval-page.module.css';

export default function LotteryApprovalPage() {
  return (
    <div className={styles.page}>
      <NewsPageBar title={messages.lotteryTitle} />
      <p className={styles.intro}>{messages.lotteryIntro}</p>
      <LoginFirst returnPath={newsPaths.lotteryApproval()}>
        <Approval />
      </LoginFirst>
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
    <ResourceView resource={lottery} onRetry={() => void loadLottery()}>
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
      {approval.wins.length > 0 && <Wins wins={approval.wins} now={now} />}
      {editable && <ApprovalRequest />}
    </>
  );
}

function Wins({ wins, now }: { wins: readonly LotteryWin[]; now: number }) {
  return (
    <section className={styles.card} aria-label={messages.lotteryWins}>
      <h2 className={styles.winsTitle}>{messages.lotteryWins}</h2>
      <ul className={styles.wins}>
        {wins.map((win) => (
          <li key={win.lotteryId} className={styles.win}>
            <span className={styles.winText}>
              <span>{messages.lotteryWinRoom(win.hostName)}</span>
              <span className={styles.meta}>{messages.lotteryWinAt(formatPostTime(win.drawnAt, now))}</span>
            </span>
            <span className={styles.winAmount}>{formatYuan(win.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Asking for the review. The calls carry no form (the spec names no field of submitInfo), so
 * nothing is asked of the user; and no server validation text is shown: a submission
 * that did not go through says so, with 重试.
 */
function ApprovalRequest() {
  const submitLottery = useNewsStore((state) => state.submitLottery);
  const [failed, setFailed] = useState(false);
  const submit = async () => setFailed(!(await submitLottery()));
  return (
    <section className={styles.card} aria-label={messages.submit}>
      <p className={styles.meta}>{messages.lotteryHowItWorks}</p>
      {failed && (
        <p className={styles.remark} role="status">
          {messages.lotterySubmitFailed}
        </p>
      )}
      <Button block onClick={() => void submit()}>
        {failed ? uiCopy.retry : messages.submit}
      </Button>
    </section>
  );
}
