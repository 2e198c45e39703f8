/**
 * 我的竞猜's list (predictions/components/prediction-history.tsx): each of the room's
 * predictions with where it stands at the viewer's picture, the fan's pick and what it brought
 * back — a result only once the picture has reached it, as on the card.
 */
import { render, screen, within } from '@testing-library/react';
import type { Prediction } from '@src/contracts/predictions';
import { PredictionHistory } from '@src/domains/live-room/predictions/components/prediction-history';
import { useRoomPredictionsStore } from '@src/domains/live-room/predictions/store/room-predictions-store';
import { LOCK_AT, prediction } from '../../support/prediction-fixtures';

const ROOM = 7;
/** The picture well past every result below. */
const late = { now: LOCK_AT + 60_000, delayMs: 0 };
const mine = (payout: number | null) => ({ outcomeId: 11, stake: 50, at: 1, payout });
const settled = (fields: Partial<Prediction>): Prediction =>
  prediction({ status: 'settled', decidedAt: LOCK_AT + 30_000, winningOutcomeId: 11, ...fields });

function renderHistory(predictions: Prediction[], clock = late) {
  useRoomPredictionsStore.getState().openPredictions(ROOM);
  useRoomPredictionsStore.setState({ availability: 'available', predictions });
  render(<PredictionHistory playhead={clock} shown={new Set()} onClose={() => undefined} />);
}

/** The row of the question `question`. */
const row = (question: string) => screen.getByText(question).closest('li')!;

afterEach(() => useRoomPredictionsStore.getState().closePredictions(ROOM));

it('says the room has had no prediction yet', () => {
  renderHistory([]);
  expect(screen.getByRole('dialog', { name: '我的竞猜' })).toHaveTextContent('本直播间还没有竞猜');
  expect(screen.queryByRole('listitem')).toBeNull();
});

it('shows a hit with what it won, a miss, and a pick whose payout is not known yet', () => {
  renderHistory([
    settled({ predictionId: 1, question: '猜中', myVote: mine(66) }),
    settled({ predictionId: 2, question: '未中', winningOutcomeId: 12, myVote: mine(0) }),
    settled({ predictionId: 3, question: '未结算', myVote: mine(null) }),
    settled({ predictionId: 4, question: '押客队', myVote: { ...mine(0), outcomeId: 12 } }),
  ]);
  expect(row('押客队')).toHaveTextContent(/^押客队结果：主队已选 客队 · 50 积分 · 未猜中$/);
  expect(row('猜中')).toHaveTextContent(/^猜中结果：主队已选 主队 · 50 积分 · 猜中了，赢得 66 积分$/);
  expect(row('未中')).toHaveTextContent(/^未中结果：客队已选 主队 · 50 积分 · 未猜中$/);
  expect(row('未结算')).toHaveTextContent(/^未结算结果：主队已选 主队 · 50 积分$/);
  expect(within(row('猜中')).getByText(/^已选/)).toHaveAttribute('data-hit');
  expect(within(row('未中')).getByText(/^已选/)).not.toHaveAttribute('data-hit');
  expect(within(row('未结算')).getByText(/^已选/)).not.toHaveAttribute('data-hit');
});

it('shows a voided prediction with the points given back: the payout, or the stake before it is known', () => {
  renderHistory([
    settled({ predictionId: 1, question: '退款', status: 'void', winningOutcomeId: 0, myVote: mine(48) }),
    settled({ predictionId: 2, question: '待退', status: 'void', winningOutcomeId: 0, myVote: mine(null) }),
  ]);
  expect(row('退款')).toHaveTextContent(/^退款流局，积分已退还已选 主队 · 50 积分 · 已退还 48 积分$/);
  expect(row('待退')).toHaveTextContent(/^待退流局，积分已退还已选 主队 · 50 积分 · 已退还 50 积分$/);
  expect(within(row('退款')).getByText(/^已选/)).not.toHaveAttribute('data-hit');
});

it('shows no result the picture has not reached, nor a pick’s payout', () => {
  renderHistory([settled({ question: '进行中', myVote: mine(66) })], { now: LOCK_AT + 40_000, delayMs: 20_000 });
  expect(row('进行中')).toHaveTextContent(/^进行中已封盘，等待结果已选 主队 · 50 积分$/);
  expect(within(row('进行中')).getByText(/^已选/)).not.toHaveAttribute('data-hit');
});

it('shows an open prediction’s lock as a match time, or that it takes votes, and a locked one waiting', () => {
  const open = { now: LOCK_AT - 60_000, delayMs: 0 };
  renderHistory(
    [
      prediction({ predictionId: 1, question: '有封盘' }),
      prediction({ predictionId: 2, question: '无封盘', lockClock: '' }),
      prediction({ predictionId: 3, question: '已封', status: 'locked', lockAt: LOCK_AT - 120_000 }),
    ],
    open,
  );
  expect(row('有封盘')).toHaveTextContent(/^有封盘封盘 23:00$/);
  expect(row('无封盘')).toHaveTextContent(/^无封盘竞猜进行中$/);
  expect(row('已封')).toHaveTextContent(/^已封已封盘，等待结果$/);
});

it('waits for a result the server settled without naming an answer it has', () => {
  renderHistory([settled({ question: '无结果', winningOutcomeId: 99 })]);
  expect(row('无结果')).toHaveTextContent(/^无结果已封盘，等待结果$/);
});
