/**
 * The 竞猜 store: the room's predictions (a backend without them: no card), a vote placed once
 * however often tapped, a refusal said in the server's words and the prediction asked again,
 * pushes merged so nothing is taken back, another user asking again.
 */
import { PredictionCode } from '@src/contracts/predictions';
import * as api from '@src/domains/live-room/api/room-predictions-api';
import { LIVE_ROOM_DOMAIN } from '@src/domains/live-room/live-room-domain-id';
import { useRoomPredictionsStore } from '@src/domains/live-room/store/room-predictions-store';
import { HttpError } from '@src/platform/http/http-error';
import { clearDomainUserData } from '@src/platform/store/domain-store';
import { deferred, setUpAppWorld } from '@tests/support/app-world';
import { prediction } from '../support/prediction-fixtures';

jest.mock('@src/domains/live-room/api/room-predictions-api');
const mocked = jest.mocked(api);
const store = () => useRoomPredictionsStore.getState();
const ROOM = 7;
const points = { balance: 1000, dailyGrant: 1000 };
const vote = { predictionId: 1, outcomeId: 11, stake: 50, delayMs: 8000 };

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  jest.resetAllMocks();
  store().openPredictions(ROOM);
});
afterEach(() => store().closePredictions(ROOM));

it('holds the room’s predictions and the fan’s 积分 once the room call answers', async () => {
  mocked.fetchRoomPredictions.mockResolvedValue({ roomId: ROOM, predictions: [prediction()], points });
  await store().refresh();
  expect(mocked.fetchRoomPredictions).toHaveBeenCalledWith(ROOM);
  expect(store()).toMatchObject({ availability: 'available', points, predictions: [{ predictionId: 1 }] });
});

it('knows a backend without predictions (404): no card', async () => {
  mocked.fetchRoomPredictions.mockRejectedValue(new HttpError('api', '接口不存在', 404));
  await store().refresh();
  expect(store().availability).toBe('missing');
});

it('votes once however often tapped, and holds what the vote answered', async () => {
  mocked.fetchRoomPredictions.mockResolvedValue({ roomId: ROOM, predictions: [prediction()], points });
  await store().refresh();
  const answer = deferred<Awaited<ReturnType<typeof api.votePrediction>>>();
  mocked.votePrediction.mockReturnValue(answer.promise);
  const first = store().vote(vote);
  const second = store().vote(vote);
  expect(store().voting).toBe(1);
  answer.resolve({
    prediction: prediction({ voters: 1, totalStake: 50, myVote: { outcomeId: 11, stake: 50, at: 1, payout: null } }),
    points: { balance: 950, dailyGrant: 1000 },
  });
  await Promise.all([first, second]);
  expect(mocked.votePrediction).toHaveBeenCalledTimes(1);
  expect(mocked.votePrediction).toHaveBeenCalledWith(vote);
  expect(store()).toMatchObject({ voting: null, points: { balance: 950 }, predictions: [{ myVote: { stake: 50 } }] });
});

it('says a refusal in the server’s words (已封盘) and asks the room again', async () => {
  mocked.fetchRoomPredictions.mockResolvedValue({ roomId: ROOM, predictions: [prediction({ status: 'locked' })], points });
  mocked.votePrediction.mockRejectedValue(new HttpError('api', '已封盘', PredictionCode.Locked));
  await store().vote(vote);
  expect(store().voteError).toEqual({ predictionId: 1, message: '已封盘' });
  expect(mocked.fetchRoomPredictions).toHaveBeenCalledTimes(1);
});

it('merges the pushes of its room only, never taking a later status back', async () => {
  mocked.fetchRoomPredictions.mockResolvedValue({ roomId: ROOM, predictions: [prediction({ status: 'locked', voters: 4 })], points });
  await store().refresh();
  store().receivePrediction(prediction({ status: 'open', voters: 9 }));
  store().receivePrediction(prediction({ predictionId: 5, roomId: ROOM + 1 }));
  store().receiveSplit({ predictionId: 1, roomId: ROOM, at: 0, outcomes: [{ outcomeId: 11, stake: 300, voters: 6 }], totalStake: 300, voters: 6 });
  expect(store().predictions).toHaveLength(1);
  expect(store().predictions[0]).toMatchObject({ status: 'locked', voters: 6, totalStake: 300 });
});

it('forgets the previous user’s votes and 积分, and asks again for whoever is here', async () => {
  mocked.fetchRoomPredictions.mockResolvedValue({
    roomId: ROOM,
    predictions: [prediction({ myVote: { outcomeId: 11, stake: 50, at: 1, payout: null } })],
    points,
  });
  await store().refresh();
  const again = deferred<Awaited<ReturnType<typeof api.fetchRoomPredictions>>>();
  mocked.fetchRoomPredictions.mockReturnValue(again.promise);
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  expect(store()).toMatchObject({ points: null, predictions: [{ myVote: null }] });
  expect(mocked.fetchRoomPredictions).toHaveBeenCalledTimes(2);
  again.resolve({ roomId: ROOM, predictions: [], points: null });
  await again.promise;
});

it('asks the room again when a prediction the fan voted on is decided (the payout and 积分 are theirs alone)', async () => {
  mocked.fetchRoomPredictions.mockResolvedValue({
    roomId: ROOM,
    predictions: [prediction({ myVote: { outcomeId: 11, stake: 50, at: 1, payout: null } })],
    points,
  });
  await store().refresh();
  store().receivePrediction(prediction({ status: 'locked' }));
  expect(mocked.fetchRoomPredictions).toHaveBeenCalledTimes(1);
  store().receivePrediction(prediction({ status: 'settled', winningOutcomeId: 11, decidedAt: 5 }));
  expect(mocked.fetchRoomPredictions).toHaveBeenCalledTimes(2);
});
