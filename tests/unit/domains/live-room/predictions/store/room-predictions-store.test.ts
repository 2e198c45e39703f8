/**
 * The 竞猜 store: the room's predictions (a backend without them: no card), a vote placed once
 * however often tapped, a refusal said in the server's words and the prediction asked again,
 * pushes merged so nothing is taken back, another user asking again.
 */
import { PredictionCode } from '@src/contracts/predictions';
import * as api from '@src/domains/live-room/predictions/api/room-predictions-api';
import { LIVE_ROOM_DOMAIN } from '@src/domains/live-room/live-room-domain-id';
import { useRoomPredictionsStore } from '@src/domains/live-room/predictions/store/room-predictions-store';
import type * as PredictionsStoreModule from '@src/domains/live-room/predictions/store/room-predictions-store';
import { HttpError } from '@src/platform/http/http-error';
import { clearDomainUserData } from '@src/platform/store/domain-store';
import { deferred, setUpAppWorld } from '@tests/support/app-world';
import { storeModuleBuiltInTest } from '@tests/support/store-built-in-test';
import { prediction } from '../../support/prediction-fixtures';

jest.mock('@src/domains/live-room/predictions/api/room-predictions-api');
/** The store and its api as a store made anew in a test loads them. */
const STORE = '@src/domains/live-room/predictions/store/room-predictions-store';
const API = '@src/domains/live-room/predictions/api/room-predictions-api';
const mocked = jest.mocked(api.roomPredictionsApi);
const store = () => useRoomPredictionsStore.getState();
const ROOM = 7;
const points = { balance: 1000, dailyGrant: 1000 };
const vote = { predictionId: 1, outcomeId: 11, stake: 50, delayMs: 8000 };
const voted = { outcomeId: 11, stake: 50, at: 1, payout: null };
/** Prediction 1's split as pushed: six fans, 300 积分 on one outcome. */
const split = {
  predictionId: 1,
  roomId: ROOM,
  at: 0,
  outcomes: [{ outcomeId: 11, stake: 300, voters: 6 }],
  totalStake: 300,
  voters: 6,
};
/** The room call's answer: one prediction (with `fields`) and the fan's 积分. */
const roomAnswer = (fields: Parameters<typeof prediction>[0] = {}) => ({
  roomId: ROOM,
  predictions: [prediction(fields)],
  points,
});

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  jest.resetAllMocks();
  store().openPredictions(ROOM);
});
afterEach(() => store().closePredictions(ROOM));

it('holds the room’s predictions and the fan’s 积分 once the room call answers', async () => {
  mocked.room.mockResolvedValue(roomAnswer());
  await store().refresh();
  expect(mocked.room).toHaveBeenCalledWith({ roomId: ROOM });
  expect(store()).toMatchObject({ availability: 'available', points, predictions: [{ predictionId: 1 }] });
});

it('knows a backend without predictions (404): no card', async () => {
  mocked.room.mockRejectedValue(new HttpError('api', '接口不存在', 404));
  await store().refresh();
  expect(store().availability).toBe('unavailable');
});

it('votes once however often tapped, and holds what the vote answered', async () => {
  mocked.room.mockResolvedValue(roomAnswer());
  await store().refresh();
  const answer = deferred<Awaited<ReturnType<typeof api.roomPredictionsApi.vote>>>();
  mocked.vote.mockReturnValue(answer.promise);
  const first = store().vote(vote);
  const second = store().vote(vote);
  expect(store().voting).toBe(1);
  answer.resolve({
    prediction: prediction({ voters: 1, totalStake: 50, myVote: voted }),
    points: { balance: 950, dailyGrant: 1000 },
  });
  await Promise.all([first, second]);
  expect(mocked.vote).toHaveBeenCalledTimes(1);
  expect(mocked.vote).toHaveBeenCalledWith(vote);
  expect(store()).toMatchObject({ voting: null, points: { balance: 950 }, predictions: [{ myVote: { stake: 50 } }] });
});

it('says a refusal in the server’s words (已封盘) and asks the room again', async () => {
  mocked.room.mockResolvedValue(roomAnswer({ status: 'locked' }));
  mocked.vote.mockRejectedValue(new HttpError('api', '已封盘', PredictionCode.Locked));
  await store().vote(vote);
  expect(store().voteError).toEqual({ predictionId: 1, message: '已封盘' });
  expect(mocked.room).toHaveBeenCalledTimes(1);
});

it('merges the pushes of its room only, never taking a later status back', async () => {
  mocked.room.mockResolvedValue(roomAnswer({ status: 'locked', voters: 4 }));
  await store().refresh();
  store().receivePrediction(prediction({ status: 'open', voters: 9 }));
  store().receivePrediction(prediction({ predictionId: 5, roomId: ROOM + 1 }));
  store().receiveSplit(split);
  expect(store().predictions).toHaveLength(1);
  expect(store().predictions[0]).toMatchObject({ status: 'locked', voters: 6, totalStake: 300 });
});

it('forgets the previous user’s votes and 积分, and asks again for whoever is here', async () => {
  mocked.room.mockResolvedValue(roomAnswer({ myVote: voted }));
  await store().refresh();
  const again = deferred<Awaited<ReturnType<typeof api.roomPredictionsApi.room>>>();
  mocked.room.mockReturnValue(again.promise);
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  expect(store()).toMatchObject({ points: null, predictions: [{ myVote: null }] });
  expect(mocked.room).toHaveBeenCalledTimes(2);
  again.resolve({ roomId: ROOM, predictions: [], points: null });
  await again.promise;
});

it('asks the room again when a prediction the fan voted on is decided (the payout and 积分 are theirs alone)', async () => {
  mocked.room.mockResolvedValue(roomAnswer({ myVote: voted }));
  await store().refresh();
  store().receivePrediction(prediction({ status: 'locked' }));
  expect(mocked.room).toHaveBeenCalledTimes(1);
  store().receivePrediction(prediction({ status: 'settled', winningOutcomeId: 11, decidedAt: 5 }));
  expect(mocked.room).toHaveBeenCalledTimes(2);
});

it('asks one room call at a time: wanted again meanwhile, it asks once more when the answer is in', async () => {
  const first = deferred<Awaited<ReturnType<typeof api.roomPredictionsApi.room>>>();
  mocked.room.mockReturnValueOnce(first.promise).mockResolvedValue(roomAnswer({ voters: 9 }));
  const asked = store().refresh();
  const again = store().refresh();
  expect(mocked.room).toHaveBeenCalledTimes(1);
  first.resolve(roomAnswer());
  await Promise.all([asked, again]);
  expect(mocked.room).toHaveBeenCalledTimes(2);
  expect(store().predictions[0]).toMatchObject({ voters: 9 });
  await store().refresh();
  expect(mocked.room).toHaveBeenCalledTimes(3);
});

it('empties the card of a backend without predictions; any other failure keeps what it held', async () => {
  mocked.room.mockResolvedValueOnce(roomAnswer()).mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0));
  await store().refresh();
  await store().refresh();
  expect(store()).toMatchObject({ availability: 'available', predictions: [{ predictionId: 1 }] });
  mocked.room.mockRejectedValueOnce(new HttpError('api', '接口不存在', 404));
  await store().refresh();
  expect(store()).toMatchObject({ availability: 'unavailable', predictions: [] });
});

it('keeps the room’s card when the same room opens it again; a room not open closes nothing', async () => {
  mocked.room.mockResolvedValue(roomAnswer());
  await store().refresh();
  store().openPredictions(ROOM);
  store().closePredictions(ROOM + 1);
  expect(store()).toMatchObject({ roomId: ROOM, availability: 'available', predictions: [{ predictionId: 1 }] });
});

it('says why a vote failed: the network’s words, 积分不足 for a refusal without words; a failed send asks nothing', async () => {
  mocked.vote.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0));
  await store().vote(vote);
  expect(store().voteError).toEqual({ predictionId: 1, message: '网络不太给力，请重试' });
  expect(mocked.room).not.toHaveBeenCalled();
  mocked.room.mockResolvedValue(roomAnswer());
  mocked.vote.mockRejectedValueOnce(new HttpError('api', '', PredictionCode.NotEnoughPoints));
  await store().vote(vote);
  expect(store().voteError).toEqual({ predictionId: 1, message: '积分不足' });
  mocked.vote.mockRejectedValueOnce(new HttpError('api', '', PredictionCode.Locked));
  await store().vote(vote);
  expect(store().voteError).toEqual({ predictionId: 1, message: '网络不太给力，请重试' });
  expect(store().voting).toBeNull();
});

it('shows the next room nothing of the last one’s vote: not its answer, its failure, nor the end of its wait', async () => {
  const answer = () => deferred<Awaited<ReturnType<typeof api.roomPredictionsApi.vote>>>();
  const votes = [answer(), answer(), answer()] as const;
  for (const answer of votes) mocked.vote.mockReturnValueOnce(answer.promise);
  const before = store().vote(vote);
  store().openPredictions(ROOM + 1);
  votes[0].resolve({ prediction: prediction({ myVote: voted }), points: { balance: 950, dailyGrant: 1000 } });
  await before;
  expect(store()).toMatchObject({ roomId: ROOM + 1, predictions: [], points: null });

  const refused = store().vote({ ...vote, predictionId: 2 });
  store().openPredictions(ROOM);
  const now = store().vote(vote);
  votes[1].reject(new HttpError('api', '已封盘', PredictionCode.Locked));
  await refused;
  expect(store()).toMatchObject({ roomId: ROOM, voting: 1, voteError: null });
  expect(mocked.room).not.toHaveBeenCalled();
  votes[2].resolve({ prediction: prediction({ myVote: voted }), points });
  await now;
});

it('drops the last user’s vote answer when another logs in during it', async () => {
  const answer = deferred<Awaited<ReturnType<typeof api.roomPredictionsApi.vote>>>();
  mocked.vote.mockReturnValueOnce(answer.promise);
  mocked.room.mockResolvedValue({ roomId: ROOM, predictions: [], points: null });
  const voting = store().vote(vote);
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  answer.reject(new HttpError('api', '已封盘', PredictionCode.Locked));
  await voting;
  expect(store()).toMatchObject({ voting: null, voteError: null, points: null });
});

it('asks for the fan’s payout when a voted prediction is voided too, but not for a payout it has or a prediction not voted', async () => {
  mocked.room.mockResolvedValue({
    roomId: ROOM,
    predictions: [
      prediction({ myVote: voted }),
      prediction({ predictionId: 2 }),
      prediction({ predictionId: 3, myVote: { ...voted, payout: 90 } }),
    ],
    points,
  });
  await store().refresh();
  store().receivePrediction(prediction({ predictionId: 2, status: 'settled', winningOutcomeId: 11, decidedAt: 5 }));
  store().receivePrediction(prediction({ predictionId: 3, status: 'settled', winningOutcomeId: 11, decidedAt: 5 }));
  expect(mocked.room).toHaveBeenCalledTimes(1);
  store().receivePrediction(prediction({ status: 'void', voidReason: '比赛中断', decidedAt: 5 }));
  expect(mocked.room).toHaveBeenCalledTimes(2);
});

it('moves only its own prediction’s split, and no other room’s', async () => {
  mocked.room.mockResolvedValue({ roomId: ROOM, predictions: [prediction(), prediction({ predictionId: 2 })], points });
  await store().refresh();
  store().receiveSplit({ ...split, roomId: ROOM + 1 });
  expect(store().predictions.map((item) => item.voters)).toEqual([0, 0]);
  store().receiveSplit(split);
  expect(store().predictions.find((item) => item.predictionId === 2)).toMatchObject({ voters: 0 });
  expect(store().predictions.find((item) => item.predictionId === 1)).toMatchObject({ voters: 6 });
});

it('opens the history with the fan’s own record; a visitor’s asks nothing, and the last user’s record lands nowhere', async () => {
  const record = { uid: 'u1', picks: 4, hits: 3, recent: 4, recentHits: 3, streak: 2, bestStreak: 3 };
  store().openHistory('');
  expect(store().historyOpen).toBe(true);
  expect(mocked.record).not.toHaveBeenCalled();
  store().closeHistory();
  expect(store().historyOpen).toBe(false);

  mocked.record.mockResolvedValueOnce(record);
  store().openHistory('u1');
  await Promise.resolve();
  await Promise.resolve();
  expect(mocked.record).toHaveBeenCalledWith({ uid: 'u1' });
  expect(store().record).toEqual(record);

  const late = deferred<typeof record>();
  mocked.record.mockReturnValueOnce(late.promise);
  mocked.room.mockResolvedValue({ roomId: ROOM, predictions: [], points: null });
  store().openHistory('u1');
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  late.resolve({ ...record, picks: 9 });
  await late.promise;
  await Promise.resolve();
  expect(store().record).toBeNull();
});

it('forgets the card when the fan leaves the room, and the room call answering late lands nowhere', async () => {
  const late = deferred<Awaited<ReturnType<typeof api.roomPredictionsApi.room>>>();
  mocked.room.mockReturnValueOnce(late.promise);
  const asked = store().refresh();
  store().closePredictions(ROOM);
  expect(store()).toMatchObject({ roomId: null, availability: 'unknown' });
  late.resolve(roomAnswer());
  await asked;
  expect(store()).toMatchObject({ roomId: null, availability: 'unknown', predictions: [], points: null });
});

it('shows a prediction the room’s push brings new', async () => {
  mocked.room.mockResolvedValue(roomAnswer());
  await store().refresh();
  store().receivePrediction(prediction({ predictionId: 2, question: '谁先角球？' }));
  expect(
    store()
      .predictions.map((item) => item.predictionId)
      .sort(),
  ).toEqual([1, 2]);
});

it('a store made anew shows the card as the room has it: its 竞猜, the vote on its way, 我的战绩 shut until opened', async () => {
  // Built in this test: a store's starting values, actions and selectors are made as its module loads.
  const made = storeModuleBuiltInTest<typeof PredictionsStoreModule, typeof api, 'roomPredictionsApi'>(
    STORE,
    API,
    'roomPredictionsApi',
  );
  const { useRoomPredictionsStore: predictions, roomPredictionsSelectors: select } = made.store;
  const state = () => predictions.getState();
  state().openPredictions(ROOM);
  expect([select.availability(state()), select.voting(state()), select.historyOpen(state())]).toEqual([
    'unknown',
    null,
    false,
  ]);
  made.api.room.mockResolvedValue({ roomId: ROOM, predictions: [prediction()], points });
  await state().refresh();
  expect(select.availability(state())).toBe('available');
  const answer = deferred<Awaited<ReturnType<typeof api.roomPredictionsApi.vote>>>();
  made.api.vote.mockReturnValue(answer.promise);
  const voted = state().vote(vote);
  expect(select.voting(state())).toBe(1);
  answer.reject(new HttpError('network', 'offline', 0));
  await voted;
  expect(select.voting(state())).toBeNull();
  state().openHistory('');
  expect(select.historyOpen(state())).toBe(true);
  state().closeHistory();
  expect(select.historyOpen(state())).toBe(false);
});
