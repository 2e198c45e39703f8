/**
 * The 竞猜 card: the answers without the split until the fan has voted (or the card locked), one
 * tap votes with the stake chosen and the picture's delay, a visitor is asked to log in, and the
 * result with the payout once the picture reaches it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as api from '@src/domains/live-room/predictions/api/room-predictions-api';
import { PredictionCard } from '@src/domains/live-room/predictions/components/prediction-card';
import { useRoomPredictionsStore } from '@src/domains/live-room/predictions/store/room-predictions-store';
import type { Prediction } from '@src/contracts/predictions';
import { HttpError } from '@src/platform/http/http-error';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { LOCK_AT, prediction } from '../../support/prediction-fixtures';

jest.mock('@src/domains/live-room/predictions/api/room-predictions-api');
const mocked = jest.mocked(api.roomPredictionsApi);
const ROOM = 7;
const clock = { now: LOCK_AT - 60_000, delayMs: 8_000 };
const split = prediction({
  outcomes: [
    { outcomeId: 11, label: '主队', stake: 300, voters: 3 },
    { outcomeId: 12, label: '客队', stake: 100, voters: 1 },
    { outcomeId: 13, label: '无进球', stake: 0, voters: 0 },
  ],
  totalStake: 400,
  voters: 4,
});

/** `split` decided at LOCK_AT + 30 s for 主队, the fan's 50 on 主队 paying `payout`; `fields` change it. */
const decided = (payout: number | null, fields: Partial<Prediction> = {}): Prediction => ({
  ...split,
  status: 'settled',
  decidedAt: LOCK_AT + 30_000,
  winningOutcomeId: 11,
  myVote: { outcomeId: 11, stake: 50, at: 1, payout },
  ...fields,
});

function renderCard(shown: Prediction, at = clock) {
  const navigation = fakeNavigation();
  render(
    <WithNavigation navigation={navigation}>
      <PredictionCard
        prediction={shown}
        playhead={at}
        shown={new Set()}
        loginPath="/anchor/detail/9"
        onHistory={() => undefined}
      />
    </WithNavigation>,
  );
  return navigation;
}

/** The app for a fan (or a visitor) in a room whose 积分 are known. */
function setUp(loggedIn: boolean) {
  setUpAppWorld({ loggedIn });
  useRoomPredictionsStore.getState().openPredictions(ROOM);
  useRoomPredictionsStore.setState({
    availability: 'available',
    points: loggedIn ? { balance: 1000, dailyGrant: 1000 } : null,
  });
}

beforeEach(() => jest.resetAllMocks());
afterEach(() => useRoomPredictionsStore.getState().closePredictions(ROOM));

it('hides the split before the fan votes, then votes with the stake chosen and the picture’s delay', () => {
  setUp(true);
  mocked.vote.mockReturnValue(new Promise(() => undefined));
  renderCard(split);
  expect(screen.queryByText(/75%/)).toBeNull();
  // Not even as the answer's bar.
  expect(screen.getByRole('button', { name: '押 主队，10 积分' }).style.backgroundSize).toBe('');
  expect(screen.getByText('还剩 01:07')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: '50' }));
  fireEvent.click(screen.getByRole('button', { name: '押 主队，50 积分' }));
  expect(mocked.vote).toHaveBeenCalledWith({ predictionId: 1, outcomeId: 11, stake: 50, delayMs: 8000 });
});

it('shows the split with the pool odds once the fan has voted', () => {
  setUp(true);
  renderCard({ ...split, myVote: { outcomeId: 11, stake: 50, at: 1, payout: null } });
  expect(screen.getByText('75% · 3 人 · 1 赔 1.33')).toBeInTheDocument();
  expect(screen.getByText('已选 主队 · 50 积分')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /主队/ })).toBeDisabled();
  // Each answer's bar filled to its share.
  expect(screen.getByRole('button', { name: /主队/ })).toHaveStyle({ backgroundSize: '75% 100%' });
  expect(screen.getByRole('button', { name: /无进球/ })).toHaveStyle({ backgroundSize: '0% 100%' });
});

it('asks a visitor to log in, back to the room', () => {
  setUp(false);
  const navigation = renderCard(split);
  fireEvent.click(screen.getByRole('button', { name: '登录后参与竞猜' }));
  expect(navigation.logins).toEqual(['/anchor/detail/9']);
});

it('shows the result and the payout only once the picture has reached it', () => {
  setUp(true);
  const settled = decided(66);
  renderCard(settled, { now: LOCK_AT + 45_000, delayMs: 20_000 });
  expect(screen.getByText('已封盘，等待结果')).toBeInTheDocument();
  expect(screen.queryByText(/赢得/)).toBeNull();
});

it('says what the fan won when the picture gets there', () => {
  setUp(true);
  const settled = decided(66);
  renderCard(settled, { now: LOCK_AT + 55_000, delayMs: 20_000 });
  expect(screen.getByText('结果：主队')).toBeInTheDocument();
  expect(screen.getByText('已选 主队 · 50 积分 · 猜中了，赢得 66 积分')).toBeInTheDocument();
});

it('offers only the stakes the fan’s 积分 cover, 全部 staking them all', () => {
  setUp(true);
  useRoomPredictionsStore.setState({ points: { balance: 60, dailyGrant: 1000 } });
  mocked.vote.mockReturnValue(new Promise(() => undefined));
  renderCard(split);
  expect(screen.getByRole('radio', { name: '10' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: '10' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: '50' })).toBeEnabled();
  expect(screen.getByRole('radio', { name: '100' })).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: '全部' }));
  expect(screen.getByRole('radio', { name: '全部' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: '10' })).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByText('积分 60')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '押 客队，60 积分' }));
  expect(mocked.vote).toHaveBeenCalledWith({ predictionId: 1, outcomeId: 12, stake: 60, delayMs: 8000 });
});

it('takes no vote from a fan without enough 积分 for any stake', () => {
  setUp(true);
  useRoomPredictionsStore.setState({ points: { balance: 5, dailyGrant: 1000 } });
  renderCard(split);
  for (const answer of screen.getAllByRole('button', { name: /^押/ })) {
    expect(answer).toBeDisabled();
    fireEvent.click(answer);
  }
  expect(mocked.vote).not.toHaveBeenCalled();
});

it('says the vote is on its way and takes no second one meanwhile, then the refusal under the answers', async () => {
  setUp(true);
  let refuse: (error: Error) => void = () => undefined;
  mocked.vote.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
  mocked.room.mockResolvedValue({ roomId: ROOM, predictions: [split], points: null });
  renderCard(split);
  fireEvent.click(screen.getByRole('button', { name: '押 主队，10 积分' }));
  expect(screen.getByRole('status')).toHaveTextContent('提交中…');
  expect(screen.getByRole('button', { name: '押 客队，10 积分' })).toBeDisabled();
  await act(async () => refuse(new HttpError('api', '已封盘', 3)));
  expect(screen.getByRole('status')).toHaveTextContent('已封盘');
  expect(screen.getByRole('status')).toHaveAttribute('data-error');
});

it('leaves another prediction’s refusal off this card', () => {
  setUp(true);
  useRoomPredictionsStore.setState({ voteError: { predictionId: 2, message: '积分不足' } });
  renderCard(split);
  expect(screen.getByRole('status')).toHaveTextContent(/^封盘 23:00 · 投票后揭晓各选项比例$/);
  expect(screen.getByRole('status')).not.toHaveAttribute('data-error');
});

it('says only that the split shows after a vote when the question has no match time for its lock', () => {
  setUp(true);
  renderCard({ ...split, lockClock: '' });
  expect(screen.getByRole('status')).toHaveTextContent(/^投票后揭晓各选项比例$/);
});

it('shows a locked card’s split and pool to a fan who did not vote, with no stakes and no vote', () => {
  setUp(true);
  renderCard(split, { now: LOCK_AT, delayMs: 0 });
  expect(screen.getByText('已封盘，等待结果', { selector: 'header *' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  expect(screen.getByText('75% · 3 人 · 1 赔 1.33')).toBeInTheDocument();
  // Nothing staked on it: no odds.
  expect(screen.getByText(/^0% · 0 人$/)).toBeInTheDocument();
  expect(screen.getByText('奖池 400 积分 · 4 人参与')).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup')).toBeNull();
  expect(screen.getByRole('button', { name: /主队/ })).toBeDisabled();
});

it('marks the fan’s pick and the winning answer, and says what a miss brought back', () => {
  setUp(true);
  const lost = decided(0, { decidedAt: LOCK_AT, winningOutcomeId: 12 });
  renderCard(lost, { now: LOCK_AT + 60_000, delayMs: 0 });
  expect(screen.getByText('结果：客队')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^已选 主队 · 50 积分 · 未猜中$/);
  expect(screen.getByRole('button', { name: /主队/ })).toHaveAttribute('data-mine');
  expect(screen.getByRole('button', { name: /主队/ })).not.toHaveAttribute('data-won');
  expect(screen.getByRole('button', { name: /客队/ })).toHaveAttribute('data-won');
  expect(screen.getByRole('button', { name: /客队/ })).not.toHaveAttribute('data-mine');
});

it('shows a settled pick without its payout until the room call brings it', () => {
  setUp(true);
  const waiting = decided(null, { decidedAt: LOCK_AT });
  renderCard(waiting, { now: LOCK_AT + 60_000, delayMs: 0 });
  expect(screen.getByRole('status')).toHaveTextContent(/^已选 主队 · 50 积分$/);
});

it('says a voided prediction gave the points back: the payout, or the stake before it is known', () => {
  setUp(true);
  const voided = decided(null, { status: 'void', decidedAt: LOCK_AT });
  renderCard(voided, { now: LOCK_AT + 60_000, delayMs: 0 });
  expect(screen.getByText('流局，积分已退还')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^已选 主队 · 50 积分 · 已退还 50 积分$/);
  cleanup();
  renderCard(decided(45, { status: 'void', decidedAt: LOCK_AT }), { now: LOCK_AT + 60_000, delayMs: 0 });
  expect(screen.getByRole('status')).toHaveTextContent(/^已选 主队 · 50 积分 · 已退还 45 积分$/);
});

it('opens 我的竞猜 from the card', () => {
  setUp(true);
  const onHistory = jest.fn();
  render(
    <WithNavigation navigation={fakeNavigation()}>
      <PredictionCard prediction={split} playhead={clock} shown={new Set()} loginPath="/" onHistory={onHistory} />
    </WithNavigation>,
  );
  fireEvent.click(screen.getByRole('button', { name: '我的竞猜' }));
  expect(onHistory).toHaveBeenCalled();
});

it('marks no answer as the winner before the picture reaches the result', () => {
  setUp(true);
  renderCard(decided(66), { now: LOCK_AT + 45_000, delayMs: 20_000 });
  for (const answer of screen.getAllByRole('button', { name: /主队|客队|无进球/ })) {
    expect(answer).not.toHaveAttribute('data-won');
  }
});

it('names the answer the fan picked, whichever it is', () => {
  setUp(true);
  renderCard({ ...split, myVote: { outcomeId: 12, stake: 10, at: 1, payout: null } });
  expect(screen.getByRole('status')).toHaveTextContent(/^已选 客队 · 10 积分$/);
});

it('draws the split’s bars under the answers only once the split shows', () => {
  setUp(true);
  renderCard(split);
  expect(screen.getByRole('list')).not.toHaveAttribute('data-revealed');
  cleanup();
  renderCard({ ...split, myVote: { outcomeId: 11, stake: 10, at: 1, payout: null } });
  expect(screen.getByRole('list')).toHaveAttribute('data-revealed');
});

it('shows a visitor no 积分 beside the way to log in', () => {
  setUp(false);
  renderCard(split);
  expect(screen.getByRole('button', { name: '登录后参与竞猜' }).nextElementSibling).toHaveTextContent(/^$/);
});
