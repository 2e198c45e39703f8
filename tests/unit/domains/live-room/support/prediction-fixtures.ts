/** A room's 竞猜 as the server answers it, for the card's rules and store tests. */
import type { Prediction } from '@src/contracts/predictions';

export const LOCK_AT = 1_800_000_000_000;

export function prediction(fields: Partial<Prediction> = {}): Prediction {
  return {
    predictionId: 1,
    roomId: 7,
    matchId: 70,
    kind: 'next-goal',
    question: '下一个进球？',
    outcomes: [
      { outcomeId: 11, label: '主队', stake: 0, voters: 0 },
      { outcomeId: 12, label: '客队', stake: 0, voters: 0 },
      { outcomeId: 13, label: '无进球', stake: 0, voters: 0 },
    ],
    status: 'open',
    openedAt: LOCK_AT - 180_000,
    lockAt: LOCK_AT,
    lockClock: '23:00',
    clockRate: 1,
    closeAt: LOCK_AT + 45_000,
    decidedAt: null,
    winningOutcomeId: 0,
    voidReason: '',
    totalStake: 0,
    voters: 0,
    myVote: null,
    ...fields,
  };
}
