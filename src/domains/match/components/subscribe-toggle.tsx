/**
 * Follow a streamer, or book a match (both are "subscribe" calls): login first for a visitor,
 * a toast on success, and the follows re-fetched (store). Promise-aware: no double taps. A booked
 * match has its alerts' bell beside (alerts/components/alert-bell.tsx).
 */
import { Button } from '../../../ui/button';
import { AlertBell } from '../alerts/components/alert-bell';
import bellStyles from '../alerts/components/alert-bell.module.css';
import { followWords } from '../follow-messages';
import { followSelectors, useFollowsStore } from '../store/follows-store';
import { useLoginGate } from '../../../platform/session/use-login-gate';
import { useMessages } from '../../../platform/i18n/messages';

export type SubscribeSubject =
  { kind: 'streamer'; hostId: number; name: string } | { kind: 'match'; matchId: number; label: string };

interface SubscribeToggleProps {
  subject: SubscribeSubject;
  /** Where login brings the visitor back to. */
  returnPath: string;
  size?: 's' | 'm';
  block?: boolean;
  className?: string;
}

export function SubscribeToggle({ subject, returnPath, size = 's', block, className }: SubscribeToggleProps) {
  const followMessages = useMessages(followWords);
  const subscribed = useFollowsStore(
    subject.kind === 'streamer'
      ? followSelectors.isFollowingStreamer(subject.hostId)
      : followSelectors.isMatchBooked(subject.matchId),
  );
  const follow = useFollowsStore((state) => state.follow);
  const unfollow = useFollowsStore((state) => state.unfollow);
  const gate = useLoginGate(returnPath);

  const target =
    subject.kind === 'streamer' ? { subscribeHostId: subject.hostId } : { subscribeMatchId: subject.matchId };
  const text =
    subject.kind === 'streamer'
      ? subscribed
        ? followMessages.following
        : followMessages.follow
      : subscribed
        ? followMessages.booked
        : followMessages.book;
  // The visible word first, then whom it is about: '已关注 张三', '预约 曼联 VS 切尔西'.
  const label = followMessages.subscribeLabel(text, subject.kind === 'streamer' ? subject.name : subject.label);

  const button = (
    <Button
      variant={subscribed ? 'secondary' : 'primary'}
      size={size}
      block={block}
      className={className}
      aria-label={label}
      aria-pressed={subscribed}
      onClick={() => gate(() => (subscribed ? unfollow(target) : follow(target)))}
    >
      {text}
    </Button>
  );
  if (subject.kind !== 'match' || !subscribed) return button;
  return (
    <span className={bellStyles.pair}>
      {button}
      <AlertBell matchId={subject.matchId} label={subject.label} />
    </span>
  );
}
