/**
 * The envelope store: the room's lottery (a backend without it: no 红包), the entry counted once
 * however often tapped and safe to retry, the draw's line letting the result show, the viewer's
 * own messages counting for the send condition, another user asking again.
 */
import { RoomCrowdCode } from '@src/contracts/room-crowd';
import * as api from '@src/domains/live-room/envelope/api/room-envelope-api';
import type * as EnvelopeStoreModule from '@src/domains/live-room/envelope/store/room-envelope-store';
import { LOTTERY_RETRY_MS, useRoomEnvelopeStore } from '@src/domains/live-room/envelope/store/room-envelope-store';
import { clearDomainUserData } from '@src/platform/store/domain-store';
import { LIVE_ROOM_DOMAIN } from '@src/domains/live-room/live-room-domain-id';
import { HttpError } from '@src/platform/http/http-error';
import { deferred, networkError, setUpAppWorld } from '@tests/support/app-world';
import { storeModuleBuiltInTest } from '@tests/support/store-built-in-test';
import { chatLine, lines, ROOM, T0 } from '../../support/crowd-fixtures';
import { roomLottery } from '../../support/envelope-fixtures';

jest.mock('@src/domains/live-room/envelope/api/room-envelope-api');
/** The store and its api as a store made anew in a test loads them. */
const STORE = '@src/domains/live-room/envelope/store/room-envelope-store';
const API = '@src/domains/live-room/envelope/api/room-envelope-api';
const mocked = jest.mocked(api.roomEnvelopeApi);
const envelope = () => useRoomEnvelopeStore.getState();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  jest.resetAllMocks();
  envelope().openEnvelope(ROOM);
});
afterEach(() => {
  envelope().closeEnvelope(ROOM);
  jest.useRealTimers();
});

it('holds the room’s lottery once lotteryInfo answers', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  expect(mocked.lotteryInfo).toHaveBeenCalledWith({ roomId: ROOM });
  expect(envelope()).toMatchObject({ availability: 'available', lottery: { lotteryId: 7, amount: 188 } });
});

it('opens the sheet only over a lottery, and closes it when the lottery is gone (no pop-up with the next one)', async () => {
  envelope().openSheet();
  expect(envelope().sheetOpen).toBe(false);
  mocked.lotteryInfo.mockResolvedValueOnce(roomLottery());
  await envelope().refresh();
  envelope().openSheet();
  expect(envelope().sheetOpen).toBe(true);
  mocked.lotteryInfo.mockResolvedValueOnce(null);
  await envelope().refresh();
  mocked.lotteryInfo.mockResolvedValueOnce(roomLottery({ lotteryId: 8 }));
  await envelope().refresh();
  expect(envelope()).toMatchObject({ lottery: { lotteryId: 8 }, sheetOpen: false });
});

it('knows a backend without the lottery (404): no 红包, and asks no more', async () => {
  mocked.lotteryInfo.mockRejectedValue(new HttpError('api', '接口不存在', 404));
  await envelope().refresh();
  expect(envelope()).toMatchObject({ availability: 'unavailable', lottery: null });
});

it('asks a failed lotteryInfo again a little later', async () => {
  jest.useFakeTimers();
  mocked.lotteryInfo.mockRejectedValueOnce(networkError()).mockResolvedValue(roomLottery());
  await envelope().refresh();
  expect(envelope().availability).toBe('unknown');
  await jest.advanceTimersByTimeAsync(LOTTERY_RETRY_MS);
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(2);
  expect(envelope().availability).toBe('available');
});

it('enters once however often tapped, and not again once entered', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  const answer = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryEnter>>>();
  mocked.lotteryEnter.mockReturnValue(answer.promise);
  const taps = [envelope().enter(), envelope().enter(), envelope().enter()];
  expect(envelope().entering).toBe(true);
  answer.resolve(roomLottery({ entered: true, participants: 31 }));
  await Promise.all(taps);
  await envelope().enter();
  expect(mocked.lotteryEnter).toHaveBeenCalledTimes(1);
  expect(mocked.lotteryEnter).toHaveBeenCalledWith({ lotteryId: 7 });
  expect(envelope()).toMatchObject({ entering: false, enterError: null, lottery: { entered: true, participants: 31 } });
});

it('says why an entry failed, lets the fan retry, and shows a refused lottery as the server has it', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  mocked.lotteryEnter.mockRejectedValueOnce(networkError());
  await envelope().enter();
  expect(envelope().enterError).toBe('网络不太给力，请重试');
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(1);

  mocked.lotteryEnter.mockRejectedValueOnce(
    new HttpError('api', '参与条件未完成：请先关注主播', RoomCrowdCode.LotteryConditionUnmet),
  );
  await envelope().enter();
  await settle();
  expect(envelope().enterError).toBe('参与条件未完成：请先关注主播');
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(2);
  expect(mocked.lotteryEnter).toHaveBeenCalledTimes(2);
});

it('lets a draw show once the gate released its line, and asks for the result then', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  mocked.lotteryInfo.mockResolvedValue(
    roomLottery({ status: 'drawn', entered: true, result: { won: true, amount: 37.6 } }),
  );
  envelope().linesReleased([chatLine(4, { kind: 'lottery-draw', lotteryId: 7, uid: '', amount: 188 })], 'u1');
  expect(envelope().drawsReleased).toEqual([7]);
  await settle();
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(2);
  expect(envelope().lottery).toMatchObject({ status: 'drawn', result: { won: true, amount: 37.6 } });
});

it('counts the viewer’s own released messages for the send condition; earlier lines ask nothing', async () => {
  envelope().linesReleased(
    [
      chatLine(1, { uid: 'u1', at: T0 + 50 }),
      chatLine(2, { uid: 'u2', at: T0 + 90 }),
      chatLine(3, { kind: 'lottery-open', lotteryId: 7, uid: '' }),
    ],
    'u1',
    { refresh: false },
  );
  expect(envelope().sentAt).toBe(T0 + 50);
  expect(mocked.lotteryInfo).not.toHaveBeenCalled();
});

it('asks again for another user: the last one’s entry and result are not theirs', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery({ entered: true }));
  await envelope().refresh();
  mocked.lotteryInfo.mockResolvedValue(roomLottery({ entered: false }));
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  expect(envelope().lottery).toBeNull();
  await settle();
  expect(envelope().lottery).toMatchObject({ entered: false });
});

it('forgets the room when it closes: a late answer lands nowhere', async () => {
  const answer = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryInfo>>>();
  mocked.lotteryInfo.mockReturnValue(answer.promise);
  const asked = envelope().refresh();
  envelope().closeEnvelope(ROOM);
  answer.resolve(roomLottery());
  await asked;
  expect(envelope()).toMatchObject({ roomId: null, lottery: null, availability: 'unknown' });
});

it('asks one lotteryInfo at a time: a line wanting it meanwhile asks once more when the answer is in', async () => {
  const first = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryInfo>>>();
  mocked.lotteryInfo.mockReturnValueOnce(first.promise).mockResolvedValue(roomLottery({ participants: 40 }));
  const asked = envelope().refresh();
  void envelope().refresh();
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(1);
  first.resolve(roomLottery());
  await asked;
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(2);
  expect(envelope().lottery).toMatchObject({ participants: 40 });
});

it('gives a failing lotteryInfo three tries, then waits for the next line', async () => {
  jest.useFakeTimers();
  mocked.lotteryInfo.mockRejectedValue(networkError());
  await envelope().refresh();
  await jest.advanceTimersByTimeAsync(LOTTERY_RETRY_MS * 10);
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(3);
});

it('keeps the sheet open while the lottery is still there', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  envelope().openSheet();
  await envelope().refresh();
  expect(envelope().sheetOpen).toBe(true);
});

it('keeps the room’s envelope when the same room opens it again, and a room not open closes nothing', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  envelope().openEnvelope(ROOM);
  envelope().closeEnvelope(ROOM + 1);
  expect(envelope()).toMatchObject({ roomId: ROOM, lottery: { lotteryId: 7 } });
});

it('shows the next room nothing of the last one’s late answers: its lottery, its entry, its failure', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  const lottery = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryInfo>>>();
  mocked.lotteryInfo.mockReturnValueOnce(lottery.promise);
  const entries = [
    deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryEnter>>>(),
    deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryEnter>>>(),
  ] as const;
  mocked.lotteryEnter.mockReturnValueOnce(entries[0].promise).mockReturnValueOnce(entries[1].promise);
  const enteredBefore = envelope().enter();
  const askedBefore = envelope().refresh();
  envelope().openEnvelope(ROOM + 1);
  lottery.resolve(roomLottery({ participants: 99 }));
  await askedBefore;
  expect(envelope().lottery).toBeNull();
  mocked.lotteryInfo.mockResolvedValue(roomLottery({ lotteryId: 9, roomId: ROOM + 1 }));
  await envelope().refresh();
  const enteredNow = envelope().enter();

  entries[0].reject(networkError());
  await enteredBefore;
  expect(envelope()).toMatchObject({
    roomId: ROOM + 1,
    lottery: { lotteryId: 9, participants: 30 },
    entering: true,
    enterError: null,
  });
  entries[1].resolve(roomLottery({ lotteryId: 9, entered: true }));
  await enteredNow;
});

it('drops the last user’s answer asked before another logged in, and asks again for the new one', async () => {
  const before = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryInfo>>>();
  mocked.lotteryInfo.mockReturnValueOnce(before.promise).mockResolvedValue(roomLottery({ entered: false }));
  const asked = envelope().refresh();
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  before.resolve(roomLottery({ entered: true }));
  await asked;
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(2);
  expect(envelope().lottery).toMatchObject({ entered: false });
});

it('lets the next user enter at once when one logs in during an entry', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  mocked.lotteryEnter.mockReturnValueOnce(new Promise(() => {}));
  void envelope().enter();
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  await settle();
  expect(envelope().entering).toBe(false);
});

it('asks lotteryInfo only for a lottery’s own lines: an open line beside chat, a draw with its id; plain chat asks nothing', async () => {
  envelope().linesReleased(lines(1, 3), 'u1');
  envelope().linesReleased([chatLine(4, { kind: 'lottery-draw', lotteryId: 0, uid: '' })], 'u1');
  expect(mocked.lotteryInfo).not.toHaveBeenCalled();
  expect(envelope().drawsReleased).toEqual([]);
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  envelope().linesReleased([chatLine(5), chatLine(6, { kind: 'lottery-open', lotteryId: 7, uid: '' })], 'u1');
  await settle();
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(1);
  expect(envelope().drawsReleased).toEqual([]);
});

it('keeps the next room’s envelope from the last room’s late answers: a missing backend, an entry gone through', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  const asked = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryInfo>>>();
  const entered = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryEnter>>>();
  mocked.lotteryInfo.mockReturnValueOnce(asked.promise);
  mocked.lotteryEnter.mockReturnValueOnce(entered.promise);
  const entering = envelope().enter();
  const asking = envelope().refresh();
  envelope().openEnvelope(ROOM + 1);
  asked.reject(new HttpError('api', '接口不存在', 404));
  await asking;
  expect(envelope()).toMatchObject({ roomId: ROOM + 1, availability: 'unknown' });
  mocked.lotteryInfo.mockResolvedValue(roomLottery({ lotteryId: 9, roomId: ROOM + 1 }));
  await envelope().refresh();
  entered.resolve(roomLottery({ entered: true }));
  await entering;
  expect(envelope().lottery).toMatchObject({ lotteryId: 9, entered: false });
});

it('shows the next user no entry the last one made: its answer arriving after the login lands nowhere', async () => {
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
  await envelope().refresh();
  const entered = deferred<Awaited<ReturnType<typeof api.roomEnvelopeApi.lotteryEnter>>>();
  mocked.lotteryEnter.mockReturnValueOnce(entered.promise);
  const entering = envelope().enter();
  clearDomainUserData(LIVE_ROOM_DOMAIN);
  await settle();
  entered.resolve(roomLottery({ entered: true }));
  await entering;
  expect(envelope().lottery).toMatchObject({ lotteryId: 7, entered: false });
});

it('a store made anew asks its first lotteryInfo once, keeps its sheet shut until opened, and lets the first tap enter', async () => {
  // Built in this test: a store's starting values, actions and selectors are made as its module loads.
  const made = storeModuleBuiltInTest<typeof EnvelopeStoreModule, typeof api, 'roomEnvelopeApi'>(
    STORE,
    API,
    'roomEnvelopeApi',
  );
  const { useRoomEnvelopeStore: store, roomEnvelopeSelectors: select } = made.store;
  const state = () => store.getState();
  made.api.lotteryInfo.mockResolvedValue(roomLottery());
  state().openEnvelope(ROOM);
  expect([select.availability(state()), select.entering(state()), select.sheetOpen(state())]).toEqual([
    'unknown',
    false,
    false,
  ]);
  await state().refresh();
  expect(made.api.lotteryInfo).toHaveBeenCalledTimes(1);
  expect(select.availability(state())).toBe('available');
  state().openSheet();
  expect(select.sheetOpen(state())).toBe(true);
  state().closeSheet();
  expect(select.sheetOpen(state())).toBe(false);
  made.api.lotteryEnter.mockRejectedValue(networkError());
  await state().enter();
  expect(made.api.lotteryEnter).toHaveBeenCalledTimes(1);
  expect([select.enterError(state()), select.entering(state())]).toEqual(['网络不太给力，请重试', false]);
});
