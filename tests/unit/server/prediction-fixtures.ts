/** What the prediction book's unit tests share: a fixed time, a fan, a plan. */
import type { Fan } from '../../../shell-demo/server/predictions/fans-kept';
import type { PredictionPlan } from '../../../shell-demo/server/predictions/prediction-kinds';

export const T0 = Date.UTC(2026, 10, 21, 12);
/** A user calling from one address. */
export const fan = (uid: string): Fan => ({ uid, client: '127.0.0.1' });

/** 全场胜负 with `answers` answers, locking at `lockAt`. */
export const plan = (lockAt: number, answers = 3): PredictionPlan => ({
  kind: 'match-winner',
  question: '全场谁赢？',
  outcomes: Array.from({ length: answers }, (_, index) => ({ outcomeId: index + 1, label: `选项${index + 1}` })),
  lock: { at: lockAt, text: '', rate: 1 },
  decider: { kind: 'match-winner' },
});
