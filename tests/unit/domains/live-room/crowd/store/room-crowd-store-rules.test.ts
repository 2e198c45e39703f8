/**
 * The crowd store's rules a viewer meets beyond the happy path: the room opened again or another
 * room closed, the newest red envelope line, the title chips asked once, a line reported twice, a
 * send without a room or refused by slow mode, 重试 on a line that is gone, pushed lines while no
 * room listens.
 */
import { CHAT_SLOW_MODE_MS, RoomCrowdCode } from '@src/contracts/room-crowd';
import * as api from '@src/domains/live-room/crowd/api/room-crowd-api';
import type * as CrowdStoreModule from '@src/domains/live-room/crowd/store/room-crowd-store';
import { chatMessages } from '@src/domains/live-room/crowd/chat-messages.zh-cn';
import { listenReleased, useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { HttpError } from '@src/platform/http/http-error';
import { deferred, setUpAppWorld } from '@tests/support/app-world';
import { storeModuleBuiltInTest } from '@tests/support/store-built-in-test';
import { chatLine, lines, ROOM, T0 } from '../../support/crowd-fixtures';

// The calls mocked; the reading of a refusal (refusalCode) as it is.
jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest.requireActual('../../support/crowd-api-mock').crowdApiWith('send', 'reportCategories', 'titleList'),
);
/** The store and its api as a store made anew in a test loads them. */
const STORE = '@src/domains/live-room/crowd/store/room-crowd-store';
const API = '@src/domains/live-room/crowd/api/room-crowd-api';
const mocked = jest.mocked(api.roomCrowdApi);
const crowd = () => useRoomCrowdStore.getState();

beforeEach(() => {
  mocked.send.mockReset();
  setUpAppWorld({ loggedIn: true });
  crowd().openCrowd(ROOM);
});

describe('the room opened and closed', () => {
  it('opening the room that is already open keeps its lines and pending lines', async () => {
    crowd().applyReleased(lines(0, 2));
    mocked.send.mockReturnValue(deferred<never>().promise);
    void crowd().send('还在吗');
    crowd().openCrowd(ROOM);
    expect(crowd().lines.map((line) => line.index)).toEqual([0, 1, 2]);
    expect(crowd().pending).toMatchObject([{ text: '还在吗' }]);
  });

  it("closing another room's crowd leaves the open room's; closing the open one empties its list", () => {
    crowd().applyReleased([chatLine(0), chatLine(1, { kind: 'lottery-open', lotteryId: 3 })]);
    crowd().closeCrowd(ROOM + 1);
    expect(crowd().roomId).toBe(ROOM);
    expect(crowd().lines).toHaveLength(2);
    crowd().closeCrowd(ROOM);
    expect(crowd()).toMatchObject({ roomId: null, lines: [], pending: [], lastLottery: null });
  });

  it('a new room keeps the title names and the report categories already read', async () => {
    mocked.reportCategories.mockResolvedValue([{ id: 1, name: '广告' }]);
    await crowd().loadReportCategories();
    crowd().openCrowd(ROOM + 1);
    expect(crowd().reportCategories).toMatchObject({ status: 'ready', data: [{ id: 1, name: '广告' }] });
    expect(crowd().roomId).toBe(ROOM + 1);
  });

  it('the server numbering the room anew forgets the lines and the red envelope, not the pending lines', () => {
    crowd().applyReleased([chatLine(0, { kind: 'lottery-draw', lotteryId: 2 })]);
    mocked.send.mockReturnValue(deferred<never>().promise);
    void crowd().send('新的一局');
    crowd().clearLines();
    expect(crowd()).toMatchObject({ lines: [], lastLottery: null });
    expect(crowd().pending).toHaveLength(1);
  });
});

describe('the newest red envelope line', () => {
  it('a drawn envelope counts as a red envelope line', () => {
    crowd().applyReleased([chatLine(4, { kind: 'lottery-draw', lotteryId: 2, amount: 50 })]);
    expect(crowd().lastLottery).toMatchObject({ index: 4, kind: 'lottery-draw' });
  });

  it('an older envelope line released late, or a line of the same index, does not replace the newer one', () => {
    crowd().applyReleased([chatLine(5, { kind: 'lottery-open', lotteryId: 2 })]);
    crowd().applyReleased([chatLine(3, { kind: 'lottery-open', lotteryId: 1 })]);
    crowd().applyReleased([chatLine(5, { kind: 'lottery-draw', lotteryId: 9 })]);
    expect(crowd().lastLottery).toMatchObject({ index: 5, lotteryId: 2 });
    crowd().applyReleased([chatLine(6, { kind: 'lottery-draw', lotteryId: 2 })]);
    expect(crowd().lastLottery).toMatchObject({ index: 6, kind: 'lottery-draw' });
  });

  it('a chat line is no red envelope line', () => {
    crowd().applyReleased([chatLine(1)]);
    expect(crowd().lastLottery).toBeNull();
  });

  it('an empty batch tells no listener and changes nothing', () => {
    const heard = jest.fn();
    const stop = listenReleased(heard);
    const before = crowd();
    crowd().applyReleased([]);
    stop();
    expect(heard).not.toHaveBeenCalled();
    expect(crowd()).toBe(before);
  });
});

it('a listener that stopped hears no more batches', () => {
  const heard = jest.fn();
  const stop = listenReleased(heard);
  crowd().applyReleased([chatLine(0)]);
  stop();
  crowd().applyReleased([chatLine(1)]);
  expect(heard).toHaveBeenCalledTimes(1);
});

it('the room says whether it has a crowd, as its history answered', () => {
  crowd().setAvailability('unavailable');
  expect(crowd().availability).toBe('unavailable');
});

it('asks for the report categories quietly (a failure shows no message)', async () => {
  mocked.reportCategories.mockResolvedValue([]);
  await crowd().loadReportCategories();
  expect(mocked.reportCategories).toHaveBeenCalledWith(undefined, { silent: true });
});

describe('title chips', () => {
  it('are asked once, by id; a failed ask is asked again on the next room', async () => {
    // The only test of this file that asks: the store asks once per load of its module.
    const titles = crowd;
    mocked.titleList.mockRejectedValueOnce(new HttpError('network', '网络连接异常'));
    await titles().loadTitles();
    expect(titles().titles).toEqual({});
    mocked.titleList.mockResolvedValue([
      { id: 1, name: '盈利王' },
      { id: 2, name: '连红' },
    ]);
    await titles().loadTitles();
    await titles().loadTitles();
    expect(titles().titles).toEqual({ 1: '盈利王', 2: '连红' });
    expect(mocked.titleList).toHaveBeenCalledTimes(2);
    // Quietly: names without their chips say nothing.
    expect(mocked.titleList).toHaveBeenCalledWith(undefined, { silent: true });
  });
});

it('a line reported twice is hidden once', () => {
  crowd().hideLine(`${ROOM}-1`);
  crowd().hideLine(`${ROOM}-1`);
  expect(crowd().hidden).toEqual([`${ROOM}-1`]);
});

it('the draft is kept as typed', () => {
  crowd().setDraft('主队加油');
  expect(crowd().draft).toBe('主队加油');
});

describe('sending', () => {
  it('with no room open, the line fails with the lost-send words and nothing is sent', async () => {
    crowd().closeCrowd(ROOM);
    await expect(crowd().send('有人吗')).resolves.toEqual({ kind: 'failed', message: chatMessages.lost });
    expect(mocked.send).not.toHaveBeenCalled();
    expect(crowd().pending[0]).toMatchObject({ status: 'failed', error: chatMessages.lost });
  });

  it('a refusal without the server’s words shows the lost-send words', async () => {
    mocked.send.mockRejectedValueOnce(new HttpError('api', '', 10001));
    await expect(crowd().send('好球')).resolves.toEqual({ kind: 'failed', message: chatMessages.lost });
  });

  it('a send that fails after the viewer went to another room says the lost-send words', async () => {
    const answer = deferred<never>();
    mocked.send.mockReturnValueOnce(answer.promise);
    const sending = crowd().send('走了');
    crowd().openCrowd(ROOM + 1);
    answer.reject(new HttpError('api', '发言太快了', RoomCrowdCode.SlowMode));
    await expect(sending).resolves.toEqual({ kind: 'failed', message: chatMessages.lost });
  });

  it('slow mode refused: 发送 waits a third of the slow mode at least, never less than it already waits', async () => {
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    mocked.send.mockRejectedValueOnce(new HttpError('api', '发言太快了', RoomCrowdCode.SlowMode));
    await crowd().send('快');
    expect(crowd().nextSendAt).toBe(now + CHAT_SLOW_MODE_MS / 3);
    useRoomCrowdStore.setState({ nextSendAt: now + 10_000 });
    mocked.send.mockRejectedValueOnce(new HttpError('api', '发言太快了', RoomCrowdCode.SlowMode));
    await crowd().send('再快');
    expect(crowd().nextSendAt).toBe(now + 10_000);
  });

  it('a send lost on the network says the lost-send words on its line, not the connection’s', async () => {
    mocked.send.mockRejectedValueOnce(new HttpError('network', '网络连接异常，请检查网络后重试'));
    await expect(crowd().send('好球')).resolves.toEqual({ kind: 'failed', message: chatMessages.lost });
    expect(crowd().pending[0]).toMatchObject({ status: 'failed', error: chatMessages.lost });
  });

  it('two lines on their way at once are both sent; one failing leaves the other on its way', async () => {
    const first = deferred<never>();
    const second = deferred<Awaited<ReturnType<typeof api.roomCrowdApi.send>>>();
    mocked.send.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const sendingFirst = crowd().send('一');
    const sendingSecond = crowd().send('二');
    first.reject(new HttpError('api', '最多 30 个字', RoomCrowdCode.TooLong));
    await sendingFirst;
    expect(crowd().pending.map((line) => [line.text, line.status])).toEqual([
      ['一', 'failed'],
      ['二', 'sending'],
    ]);
    const { clientMsgId } = crowd().pending[1]!;
    second.resolve({ line: chatLine(1, { clientMsgId, text: '二' }), nextSendAt: 0 });
    await expect(sendingSecond).resolves.toEqual({ kind: 'sent' });
    expect(mocked.send).toHaveBeenCalledTimes(2);
  });

  it('the same words sent again while the first are on their way are a second line (666, 666)', async () => {
    const first = deferred<Awaited<ReturnType<typeof api.roomCrowdApi.send>>>();
    mocked.send.mockReturnValueOnce(first.promise).mockResolvedValueOnce({ line: chatLine(2), nextSendAt: 0 });
    const sendingFirst = crowd().send('666');
    await expect(crowd().send('666')).resolves.toEqual({ kind: 'sent' });
    const ids = mocked.send.mock.calls.map(([message]) => message.clientMsgId);
    expect(new Set(ids).size).toBe(2);
    first.resolve({ line: chatLine(1, { clientMsgId: ids[0] }), nextSendAt: 0 });
    await expect(sendingFirst).resolves.toEqual({ kind: 'sent' });
  });

  it('a refusal tells the viewer its own line’s words, not those of another line that failed before', async () => {
    mocked.send.mockRejectedValueOnce(new HttpError('api', '最多 30 个字', RoomCrowdCode.TooLong));
    await crowd().send('一');
    mocked.send.mockRejectedValueOnce(new HttpError('api', '含有敏感词', 10001));
    await expect(crowd().send('二')).resolves.toEqual({ kind: 'failed', message: '含有敏感词' });
  });

  it('other words sent after a failed line are a new line: the failed one keeps its words and 重试', async () => {
    mocked.send.mockRejectedValueOnce(new HttpError('network', '网络连接异常'));
    await crowd().send('一');
    mocked.send.mockReturnValueOnce(deferred<never>().promise);
    void crowd().send('二');
    const ids = mocked.send.mock.calls.map(([message]) => message.clientMsgId);
    expect(new Set(ids).size).toBe(2);
    expect(crowd().pending.map((line) => [line.text, line.status])).toEqual([
      ['一', 'failed'],
      ['二', 'sending'],
    ]);
  });

  it('重试 sends the line it is on, not another failed one', async () => {
    mocked.send.mockRejectedValue(new HttpError('network', '网络连接异常'));
    await crowd().send('一');
    await crowd().send('二');
    const { clientMsgId } = crowd().pending.find((line) => line.text === '二')!;
    await crowd().retry(clientMsgId);
    expect(mocked.send.mock.calls.at(-1)?.[0]).toMatchObject({ text: '二', clientMsgId });
  });

  it('another refusal leaves slow mode alone', async () => {
    mocked.send.mockRejectedValueOnce(new HttpError('api', '最多 30 个字', RoomCrowdCode.TooLong));
    await crowd().send('长');
    expect(crowd().nextSendAt).toBe(0);
  });

  it('重试 on a line no longer pending, or while the same line is on its way, sends nothing', async () => {
    await expect(crowd().retry('c-gone')).resolves.toEqual({ kind: 'busy' });
    mocked.send.mockRejectedValueOnce(new HttpError('network', '网络连接异常'));
    await crowd().send('一');
    const { clientMsgId } = crowd().pending[0]!;
    const answer = deferred<Awaited<ReturnType<typeof api.roomCrowdApi.send>>>();
    mocked.send.mockReturnValueOnce(answer.promise);
    const first = crowd().retry(clientMsgId);
    await expect(crowd().retry(clientMsgId)).resolves.toEqual({ kind: 'busy' });
    answer.resolve({ line: chatLine(1, { clientMsgId }), nextSendAt: 0 });
    await expect(first).resolves.toEqual({ kind: 'sent' });
    expect(mocked.send).toHaveBeenCalledTimes(2);
  });
});

it('pushed lines while no room listens are dropped; an attached room hears them', () => {
  crowd().attachReceiver(null);
  expect(() => crowd().receive([chatLine(1)])).not.toThrow();
  const heard = jest.fn();
  crowd().attachReceiver(heard);
  crowd().receive([chatLine(2)]);
  expect(heard).toHaveBeenCalledWith([chatLine(2)]);
});

it('a store made anew reads as the room has it: its crowd, its lines, the last 红包 line, the draft, a hidden line, the title chips asked', async () => {
  // Built in this test: a store's starting values, actions and selectors are made as its module loads.
  const made = storeModuleBuiltInTest<typeof CrowdStoreModule, typeof api, 'roomCrowdApi'>(STORE, API, 'roomCrowdApi');
  const { useRoomCrowdStore: store, roomCrowdSelectors: select } = made.store;
  const state = () => store.getState();
  state().openCrowd(ROOM);
  state().setAvailability('available');
  expect(select.availability(state())).toBe('available');
  state().applyReleased([chatLine(0), chatLine(1, { kind: 'lottery-open', lotteryId: 3 })]);
  expect(select.lastLottery(state())).toMatchObject({ index: 1, lotteryId: 3 });
  // A flood of 200 a second: the list shows its sample and says so.
  state().applyReleased(lines(2, 40).map((line, offset) => ({ ...line, at: T0 + 1000 + offset * 5 })));
  expect(select.thinned(state())).toBe(true);
  state().clearLines();
  expect([select.lines(state()), select.lastLottery(state()), select.thinned(state())]).toEqual([[], null, false]);
  state().setDraft('主队加油');
  expect(state().draft).toBe('主队加油');
  state().hideLine(`${ROOM}-1`);
  expect(select.hidden(state())).toEqual([`${ROOM}-1`]);
  made.api.titleList.mockResolvedValue([{ id: 1, name: '盈利王' }]);
  await state().loadTitles();
  expect(select.titles(state())).toEqual({ 1: '盈利王' });
});
