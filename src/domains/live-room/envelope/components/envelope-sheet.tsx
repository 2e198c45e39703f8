/**
 * The red envelope's sheet (docs/pages.md, the room's crowd): the prize, the countdown to the
 * draw, the conditions with what the viewer has done and a way to do each (关注, 去发言), and the
 * entry — login first, once however often tapped. The draw shows when the fan's playhead
 * reaches it (rules/envelope-lottery.ts): 中奖 with the amount and the way on to
 * 领奖审核, or 未中奖. Its own chunk, loaded on the first tap of 红包.
 */
import { Link } from 'react-router-dom';
import type { LotteryCondition, RoomLottery } from '../../../../contracts/room-crowd';
import { LotteryConditionKind } from '../../../../contracts/room-crowd';
import { formatYuan } from '../../../../platform/i18n/formats';
import { useNavigation } from '../../../../platform/bridge/navigation-context';
import { linkTo } from '../../../../platform/domain/domain-links';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { Button } from '../../../../ui/button';
import { Countdown } from '../../../../ui/countdown';
import { Dialog } from '../../../../ui/dialog';
import { useNow } from '../../../../ui/use-now';
import { usePlayhead } from '../../../match/components/use-playhead';
import { envelopeWords } from '../envelope-messages';
import { canEnter, conditionsOf, envelopePhase, type EnvelopePhase } from '../rules/envelope-lottery';
import { roomEnvelopeSelectors, useRoomEnvelopeStore } from '../store/room-envelope-store';
import { followSelectors, useFollowsStore } from '../../../match/store/follows-store';
import { SubscribeToggle } from '../../../match/components/subscribe-toggle';
import styles from './envelope-sheet.module.css';
import { useLocale, useMessages } from '../../../../platform/i18n/messages';

export interface EnvelopeSheetProps {
  hostId: number;
  streamerName: string;
  loginPath: string;
  onChat(): void;
  onClose(): void;
}

/** The room the sheet is open in, handed down whole: its streamer (关注), where a login returns, its chat (去发言). */
type SheetRoom = Omit<EnvelopeSheetProps, 'onClose'>;

/** The phase moves with the clocks (entries close, the playhead reaches the draw): looked at every second. */
const TICK_MS = 1000;

export default function EnvelopeSheet({ onClose, ...room }: EnvelopeSheetProps) {
  const envelopeMessages = useMessages(envelopeWords);
  const locale = useLocale();
  const lottery = useRoomEnvelopeStore(roomEnvelopeSelectors.lottery);
  const lineReleased = useRoomEnvelopeStore(roomEnvelopeSelectors.drawReleased(lottery?.lotteryId ?? 0));
  useNow(TICK_MS);
  const playhead = usePlayhead();
  if (!lottery) return null;
  const phase = envelopePhase(lottery, { lineReleased, playhead });
  return (
    <Dialog open onClose={onClose} title={envelopeMessages.title}>
      <div className={styles.sheet} data-phase={phase}>
        <div className={styles.prize}>
          <span className={styles.amount}>{formatYuan(locale, lottery.amount)}</span>
          <span className={styles.winners}>{envelopeMessages.prize(lottery.winnerCount)}</span>
        </div>
        {phase === 'open' ? (
          <Entry lottery={lottery} serverTime={playhead.now} room={room} />
        ) : (
          <Outcome lottery={lottery} phase={phase} />
        )}
      </div>
    </Dialog>
  );
}

function Entry({ lottery, serverTime, room }: { lottery: RoomLottery; serverTime: number; room: SheetRoom }) {
  const envelopeMessages = useMessages(envelopeWords);
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  // The app's word on the follow when it has loaded the follows (else the server's stands).
  const following = useFollowsStore((state) =>
    followSelectors.known(state) ? followSelectors.isFollowingStreamer(room.hostId)(state) : null,
  );
  const sentAt = useRoomEnvelopeStore(roomEnvelopeSelectors.sentAt);
  const entering = useRoomEnvelopeStore(roomEnvelopeSelectors.entering);
  const enterError = useRoomEnvelopeStore(roomEnvelopeSelectors.enterError);
  const enter = useRoomEnvelopeStore((state) => state.enter);
  const { login } = useNavigation();
  const conditions = conditionsOf(lottery, { following, sentAt });
  const ready = canEnter(lottery, 'open', conditions);

  return (
    <>
      <Countdown
        className={styles.countdown}
        target={lottery.drawAt}
        now={serverTime}
        prefix={envelopeMessages.drawIn}
      />
      <section className={styles.conditions} aria-label={envelopeMessages.conditions}>
        <h3 className={styles.heading}>{envelopeMessages.conditions}</h3>
        <ul className={styles.list}>
          {conditions.map((condition) => (
            <li key={condition.kind} className={styles.condition}>
              <span className={styles.conditionText}>{condition.text}</span>
              {condition.done ? (
                <span className={styles.done}>{envelopeMessages.done}</span>
              ) : (
                <ConditionAction condition={condition} room={room} />
              )}
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.participants}>{envelopeMessages.participants(lottery.participants)}</p>
      {enterError && (
        <p className={styles.error} role="alert">
          {enterError}
        </p>
      )}
      {!loggedIn ? (
        <Button block onClick={() => void login(room.loginPath)}>
          {envelopeMessages.loginToEnter}
        </Button>
      ) : lottery.entered ? (
        <Button block disabled>
          {envelopeMessages.entered}
        </Button>
      ) : (
        <Button block disabled={!ready} loading={entering} onClick={() => enter()}>
          {entering ? envelopeMessages.entering : ready ? envelopeMessages.enter : envelopeMessages.finishConditions}
        </Button>
      )}
    </>
  );
}

function ConditionAction({ condition, room }: { condition: LotteryCondition; room: SheetRoom }) {
  const envelopeMessages = useMessages(envelopeWords);
  if (condition.kind === LotteryConditionKind.FollowStreamer) {
    const subject = { kind: 'streamer', hostId: room.hostId, name: room.streamerName } as const;
    return <SubscribeToggle subject={subject} returnPath={room.loginPath} />;
  }
  if (condition.kind === LotteryConditionKind.SendChat) {
    return (
      <Button size="s" variant="secondary" onClick={room.onChat}>
        {envelopeMessages.goChat}
      </Button>
    );
  }
  // A condition this app does not know: its words alone.
  return null;
}

function Outcome({ lottery, phase }: { lottery: RoomLottery; phase: Exclude<EnvelopePhase, 'open'> }) {
  const envelopeMessages = useMessages(envelopeWords);
  const locale = useLocale();
  const { href } = useNavigation();
  if (phase === 'won') {
    return (
      <div className={styles.outcome} role="status">
        <p className={styles.won}>{envelopeMessages.won}</p>
        <p>{envelopeMessages.wonAmount(formatYuan(locale, lottery.result?.amount ?? 0))}</p>
        <Link className={styles.claim} to={href(linkTo('news.lotteryApproval'))}>
          {envelopeMessages.claim}
        </Link>
      </div>
    );
  }
  const words = {
    drawing: [envelopeMessages.drawing, envelopeMessages.drawingHint],
    lost: [envelopeMessages.lost, envelopeMessages.lostHint],
    ended: [envelopeMessages.ended, envelopeMessages.endedHint],
  } as const;
  const [title, hint] = words[phase];
  return (
    <div className={styles.outcome} role="status">
      <p className={styles.outcomeTitle}>{title}</p>
      <p className={styles.hint}>{hint}</p>
      {phase === 'drawing' && lottery.entered && <p className={styles.hint}>{envelopeMessages.entered}</p>}
    </div>
  );
}
