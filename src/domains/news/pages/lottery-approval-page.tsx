/**
 * /news/lottery-approval — 领奖审核 (live/lottery/approval/info and submitInfo): the red envelopes
 * the user won in live rooms (the answer's `wins`, each with where its claim stands), the claim's
 * review (status, times, the reviewer's remark), and — only for a winner with a prize not claimed
 * yet, and no claim under review — the form that claims it (components/lottery-claim-form).
 */
import { useEffect } from 'react';
import { ApprovalStatus, ClaimStatus, type LotteryApproval, type LotteryWin } from '../../../contracts/news';
import { formatYuan } from '../../../platform/i18n/formats';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceView } from '../../../ui/resource-view';
import { LoginFirst } from '../components/login-first';
import { LotteryClaimFormCard } from '../components/lottery-claim-form';
import { NewsPageBar } from '../components/news-page-bar';
import { newsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatPostTime } from '../../../platform/i18n/formats';
import { newsPaths } from '../news-paths';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';
import styles from './lottery-approval-page.module.css';

export default function LotteryApprovalPage() {
  const messages = useMessages(newsWords);
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

const STATUS_TONES = ['neutral', 'warn', 'success', 'brand'] as const;
const CLAIM_TONES = ['brand', 'warn', 'success'] as const;

function ApprovalView({ approval, onRefresh }: { approval: LotteryApproval; onRefresh: () => Promise<void> }) {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  const now = Date.now();
  const toClaim = approval.wins.some((win) => win.claimStatus === ClaimStatus.Unclaimed);
  const claimable = toClaim && approval.status !== ApprovalStatus.Pending;
  return (
    <>
      {approval.status !== ApprovalStatus.None && (
        <section className={styles.card} aria-label={messages.lotteryStatusLabel}>
          <div className={styles.statusLine}>
            <span>{messages.lotteryStatusLabel}</span>
            <Badge variant="tag" tone={STATUS_TONES[approval.status] ?? 'neutral'}>
              {messages.lotteryStatus[approval.status] ?? String(approval.status)}
            </Badge>
          </div>
          {approval.submitTime !== null && (
            <p className={styles.meta}>
              {messages.lotterySubmittedAt(formatPostTime(locale, approval.submitTime, now))}
            </p>
          )}
          {approval.reviewTime !== null && (
            <p className={styles.meta}>
              {messages.lotteryReviewedAt(formatPostTime(locale, approval.reviewTime, now))}
            </p>
          )}
          {approval.remark && <p className={styles.remark}>{approval.remark}</p>}
          {approval.status === ApprovalStatus.Pending && (
            <Button size="s" variant="secondary" onClick={onRefresh}>
              {messages.refreshStatus}
            </Button>
          )}
        </section>
      )}
      {approval.wins.length > 0 ? (
        <Wins wins={approval.wins} now={now} />
      ) : (
        <EmptyState title={messages.lotteryNoPrize} hint={messages.lotteryNoPrizeHint} />
      )}
      {claimable && (
        <LotteryClaimFormCard
          previous={{ realName: approval.realName, phone: approval.phone, address: approval.address }}
        />
      )}
    </>
  );
}

function Wins({ wins, now }: { wins: readonly LotteryWin[]; now: number }) {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  return (
    <section className={styles.card} aria-label={messages.lotteryWins}>
      <h2 className={styles.winsTitle}>{messages.lotteryWins}</h2>
      <ul className={styles.wins}>
        {wins.map((win) => (
          <li key={win.lotteryId} className={styles.win}>
            <span className={styles.winText}>
              <span>{messages.lotteryWinRoom(win.hostName)}</span>
              <span className={styles.meta}>{messages.lotteryWinAt(formatPostTime(locale, win.drawnAt, now))}</span>
            </span>
            <span className={styles.winSide}>
              <span className={styles.winAmount}>{formatYuan(locale, win.amount)}</span>
              <Badge variant="tag" tone={CLAIM_TONES[win.claimStatus] ?? 'neutral'}>
                {messages.lotteryClaim[win.claimStatus] ?? messages.lotteryClaim[0]}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
