/**
 * The room's red envelope as a viewer sees it (docs/pages.md, the room's 红包): what the lottery
 * sheet shows, decided from the server's lottery (`lotteryInfo` / `lotteryEnter`), the room's lines
 * released at the fan's playhead, and the viewer's own doings.
 *
 * - Entries close at the server's `drawAt`: the countdown counts to it (the server's clock) — the
 *   moment the draw happens in the world.
 * - The draw is shown when the fan's playhead reaches it: when the crowd releases the draw's line
 *   (`lottery-draw`), as it releases every line; not when an answer says `drawn`. A fan whose
 *   history no longer holds that line (a busy room, a late arrival) sees it once the playhead is
 *   DRAW_LINE_GRACE_MS past `drawAt`.
 * - Answers only add: a lottery once entered stays entered, once drawn stays drawn (an older
 *   answer arriving late does not take an entry back).
 */
import { LotteryConditionKind, type LotteryCondition, type RoomLottery } from '../../../../contracts/room-crowd';
import { ChatLineKind, type ChatLine } from '../../../../contracts/room-crowd-push';
import { playheadAt, type Playhead } from '../../../match/rules/playhead';

/** How long past `drawAt` the picture must be to show a draw whose line the viewer never got. */
export const DRAW_LINE_GRACE_MS = 10_000;

/**
 * open: entries taken; drawing: entries closed, the draw not shown yet; won / lost: the viewer's
 * result; ended: drawn, without an entry of the viewer's.
 */
export type EnvelopePhase = 'open' | 'drawing' | 'won' | 'lost' | 'ended';

export interface DrawSeen {
  /** The crowd released this lottery's draw line. */
  lineReleased: boolean;
  playhead: Playhead;
}

export function envelopePhase(lottery: RoomLottery, seen: DrawSeen): EnvelopePhase {
  const shown = seen.lineReleased || playheadAt(seen.playhead) >= lottery.drawAt + DRAW_LINE_GRACE_MS;
  if (lottery.status === 'drawn' && shown) {
    if (!lottery.entered || !lottery.result) return 'ended';
    return lottery.result.won ? 'won' : 'lost';
  }
  if (lottery.status === 'open' && !seen.lineReleased && seen.playhead.now < lottery.drawAt) return 'open';
  return 'drawing';
}

export interface ViewerProgress {
  /** Whether the viewer follows the host as the app knows it now; null when the app does not know (the server's word stands). */
  following: boolean | null;
  /** Server ms of the viewer's newest message in the room (0: none seen). */
  sentAt: number;
}

/**
 * The conditions with what the viewer has done: the server's word, brought up to date by what the
 * app saw since — a follow (or an unfollow) made here, a message sent after the lottery opened.
 */
export function conditionsOf(lottery: RoomLottery, progress: ViewerProgress): LotteryCondition[] {
  return lottery.conditions.map((condition) => {
    if (condition.kind === LotteryConditionKind.FollowStreamer && progress.following !== null) {
      return { ...condition, done: progress.following };
    }
    // A sentAt of 0 (no message seen) is before any lottery opened.
    if (condition.kind === LotteryConditionKind.SendChat && !condition.done && progress.sentAt >= lottery.openedAt) {
      return { ...condition, done: true };
    }
    return condition;
  });
}

/** 参与 can be tapped: entries open, not entered yet, every condition done. */
export const canEnter = (
  lottery: RoomLottery,
  phase: EnvelopePhase,
  conditions: readonly LotteryCondition[],
): boolean => phase === 'open' && !lottery.entered && conditions.every((condition) => condition.done);

/** A newer answer over the one held: the same lottery never loses an entry, a draw or a result. */
export function mergeLottery(held: RoomLottery | null, next: RoomLottery | null): RoomLottery | null {
  if (!held || !next || held.lotteryId !== next.lotteryId) return next;
  const drawn = held.status === 'drawn' || next.status === 'drawn';
  return {
    ...next,
    status: drawn ? 'drawn' : 'open',
    entered: held.entered || next.entered,
    participants: Math.max(held.participants, next.participants),
    result: next.result ?? held.result,
  };
}

/** The newest time among the viewer's own messages in `lines` (0: none). */
export function newestOwnLineAt(lines: readonly ChatLine[], ownUid: string): number {
  if (ownUid === '') return 0;
  let newest = 0;
  for (const line of lines)
    if (line.kind === ChatLineKind.Chat && line.uid === ownUid) newest = Math.max(newest, line.at);
  return newest;
}
