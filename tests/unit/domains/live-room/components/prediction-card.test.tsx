/**
 * The 竞猜 card: the answers without the split until the fan has voted (or the card locked), one
 * tap votes with the stake chosen and the picture's delay, a visitor is asked to log in, and the
 * result with the payout once the picture reaches it.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import * as api from '@src/domains/live-room/api/room-predictions-api';
import { PredictionCard } from '@src/domains/live-room/components/room-predictions/prediction-card';
import { useRoomPredictionsStore } from '@src/domains/live-room/store/room-predictions-store';
import type { Prediction } from '@src/contracts/predictions';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { LOCK_AT, prediction } from '../support/prediction-fixtures';

jest.mock('@src/domains/live-room/api/room-predictions-api');
const mocked = jest.mocked(api);
const ROOM = 7;
const clock = { serverNow: LOCK_AT - 60_000, delayMs: 8_000 };
const split = prediction({
  outcomes: [
    { outcomeId: 11, label: '主队', stake: 300, voters: 3 },
    { outcomeId: 12, label: '客队', stake: 100, voters: 1 },
    { outcomeId: 13, label: '无进球', stake: 0, voters: 0 },
  ],
  totalStake: 400,
  voters: 4,
});

function renderCard(shown: Prediction, at = clock) {
  const navigation = fakeNavigation();
  render(
    <WithNavigation navigation={navigation}>
      <PredictionCard prediction={shown} clock={at} loginPath="/anchor/detail/9" onHistory={() => undefined} />
    </WithNavigation>,
  );
  return navigation;
}

/** The app for a fan (or a visitor) in a room whose 积分 are known. */
function setUp(loggedIn: boolean) {
  setUpAppWorld({ loggedIn });
  useRoomPredictionsStore.getState().openPredictions(ROOM);
  useRoomPredictionsStore.setState({ availability: 'available', points: loggedIn ? { balance: 1000, dailyGrant: 1000 } : null });
}

beforeEach(() => jest.resetAllMocks());
afterEach(() => useRoomPredictionsStore.getState().closePredictions(ROOM));

it('hides the split before the fan votes, then votes with the stake chosen and the picture’s delay', () => {
  setUp(true);
  mocked.votePrediction.mockReturnValue(new Promise(() => undefined));
  renderCard(split);
  expect(screen.queryByText(/75%/)).toBeNull();
  expect(screen.getByText('还剩 01:07')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: '50' }));
  fireEvent.click(screen.getByRole('button', { name: '押 主队，50 积分' }));
  expect(mocked.votePrediction).toHaveBeenCalledWith({ predictionId: 1, outcomeId: 11, stake: 50, delayMs: 8000 });
});

it('shows the split with the pool odds once the fan has voted', () => {
  setUp(true);
  renderCard({ ...split, myVote: { outcomeId: 11, stake: 50, at: 1, payout: null } });
  expect(screen.getByText('75% · 3 人 · 1 赔 1.33')).toBeInTheDocument();
  expect(screen.getByText('已选 主队 · 50 积分')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /主队/ })).toBeDisabled();
});

it('asks a visitor to log in, back to the room', () => {
  setUp(false);
  const navigation = renderCard(split);
  fireEvent.click(screen.getByRole('button', { name: '登录后参与竞猜' }));
  expect(navigation.logins).toEqual(['/anchor/detail/9']);
});

it('shows the result and the payout only once the picture has reached it', () => {
  setUp(true);
  const settled = { ...split, status: 'settled' as const, decidedAt: LOCK_AT + 30_000, winningOutcomeId: 11, myVote: { outcomeId: 11, stake: 50, at: 1, payout: 66 } };
  renderCard(settled, { serverNow: LOCK_AT + 45_000, delayMs: 20_000 });
  expect(screen.getByText('已封盘，等待结果')).toBeInTheDocument();
  expect(screen.queryByText(/赢得/)).toBeNull();
});

it('says what the fan won when the picture gets there', () => {
  setUp(true);
  const settled = { ...split, status: 'settled' as const, decidedAt: LOCK_AT + 30_000, winningOutcomeId: 11, myVote: { outcomeId: 11, stake: 50, at: 1, payout: 66 } };
  renderCard(settled, { serverNow: LOCK_AT + 55_000, delayMs: 20_000 });
  expect(screen.getByText('结果：主队')).toBeInTheDocument();
  expect(screen.getByText('已选 主队 · 50 积分 · 猜中了，赢得 66 积分')).toBeInTheDocument();
});
