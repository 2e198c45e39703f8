/**
 * The crowd store: released lines (capped, each once, the pending line replaced by its echo),
 * sending (the failed line keeps its words and its clientMsgId for 重试; slow mode from the answer;
 * a refusal by the comment rule asks the rule again), reports (the line hidden for the reporter).
 */
import { CommentRuleCode } from '@src/contracts/comment-rule';
import { RoomCrowdCode } from '@src/contracts/room-crowd';
import * as api from '@src/domains/live-room/crowd/api/room-crowd-api';
import { CHAT_ROWS_KEPT } from '@src/domains/live-room/crowd/rules/chat-lines';
import { SAMPLE_PER_BATCH, THINNED_NOTICE_MS } from '@src/domains/live-room/crowd/rules/crowd-thinning';
import {
  listenReleased,
  roomCrowdSelectors,
  useRoomCrowdStore,
} from '@src/domains/live-room/crowd/store/room-crowd-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import * as ruleApi from '@src/features/comment-gate/comment-rule-api';
import { HttpError } from '@src/platform/http/http-error';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { chatLine, lines, ROOM, T0 } from '../../support/crowd-fixtures';

jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest.requireActual('../../support/crowd-api-mock').crowdApiWith('send', 'reportAdd', 'reportCategories', 'titleList'),
);
jest.mock('@src/features/comment-gate/comment-rule-api');
const mocked = jest.mocked(api.roomCrowdApi);
const crowd = () => useRoomCrowdStore.getState();
const refused = (code: number, message: string) => new HttpError('api', message, code);

let received: (readonly unknown[])[] = [];

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  crowd().openCrowd(ROOM);
  received = [];
  crowd().attachReceiver((released) => {
    received.push(released);
    crowd().applyReleased(released);
  });
});

it('keeps the released lines in room order, each once, at most the kept rows', () => {
  crowd().applyReleased(lines(0, 2));
  crowd().applyReleased([chatLine(1), chatLine(3)]);
  expect(crowd().lines.map((line) => line.index)).toEqual([0, 1, 2, 3]);
  crowd().applyReleased(lines(4, 400));
  expect(crowd().lines).toHaveLength(CHAT_ROWS_KEPT);
});

it('tells each released batch to its listeners (the 弹幕 layer) and keeps the newest lottery line', () => {
  const heard: number[] = [];
  const stop = listenReleased((batch) => heard.push(...batch.map((line) => line.index)));
  crowd().applyReleased([chatLine(0), chatLine(1, { kind: 'lottery-open', lotteryId: 3, amount: 88 })]);
  crowd().applyReleased(lines(2, 300));
  stop();
  expect(heard).toHaveLength(301);
  expect(crowd().lastLottery).toMatchObject({ index: 1, lotteryId: 3 });
});

it('thins a flood’s batch to its sample for the list and the listeners, keeps the fan’s lines, and says so while it lasts', () => {
  useSessionStore.setState({ username: '老球迷' });
  const heard: number[] = [];
  const stop = listenReleased((batch) => heard.push(...batch.map((line) => line.index)));
  crowd().applyReleased(lines(0, 9));
  expect(roomCrowdSelectors.thinned(crowd())).toBe(false);
  // 24 lines in 120 ms (200 a second): the fan's own line and a line naming them among them.
  const flood = lines(10, 33).map((line, offset) => ({ ...line, at: T0 + 1000 + offset * 5 }));
  flood[0] = { ...flood[0]!, uid: 'u1', text: '我说的' };
  flood[1] = { ...flood[1]!, text: '@老球迷 说得对' };
  crowd().applyReleased(flood);
  stop();
  const shown = [10, 11, ...flood.slice(-SAMPLE_PER_BATCH).map((line) => line.index)];
  expect(crowd().lines.map((line) => line.index)).toEqual([...lines(0, 9).map((line) => line.index), ...shown]);
  expect(heard).toEqual([...lines(0, 9).map((line) => line.index), ...shown]);
  expect(roomCrowdSelectors.thinned(crowd())).toBe(true);
  // The room calms down: the note goes once the newest line is the notice's time past the flood's last line.
  crowd().applyReleased([chatLine(34, { at: T0 + 1115 + THINNED_NOTICE_MS })]);
  expect(roomCrowdSelectors.thinned(crowd())).toBe(true);
  crowd().applyReleased([chatLine(35, { at: T0 + 1115 + THINNED_NOTICE_MS + 1 })]);
  expect(roomCrowdSelectors.thinned(crowd())).toBe(false);
});

it('shows a sent line at once as pending, and its echo replaces it (not doubled)', async () => {
  let answer!: (value: Awaited<ReturnType<typeof api.roomCrowdApi.send>>) => void;
  mocked.send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const sent = crowd().send('进了！');
  expect(crowd().pending).toMatchObject([{ text: '进了！', status: 'sending' }]);
  const { clientMsgId } = crowd().pending[0]!;
  // The push's echo comes first; the answer carries the same line.
  const echo = chatLine(7, { uid: 'u1', clientMsgId, text: '进了！' });
  crowd().applyReleased([echo]);
  answer({ line: echo, nextSendAt: 5_000 });
  await expect(sent).resolves.toEqual({ kind: 'sent' });
  expect(crowd().pending).toEqual([]);
  expect(crowd().lines.filter((line) => line.clientMsgId === clientMsgId)).toHaveLength(1);
  expect(received).toEqual([[echo]]);
});

it('keeps the line with the server’s words when a send fails, and 重试 sends it again under the same id', async () => {
  mocked.send.mockRejectedValueOnce(new HttpError('network', '网络连接异常'));
  const outcome = await crowd().send('主队加油');
  expect(outcome.kind).toBe('failed');
  const [failed] = crowd().pending;
  expect(failed).toMatchObject({ status: 'failed', text: '主队加油' });
  mocked.send.mockResolvedValueOnce({ line: chatLine(8, { clientMsgId: failed!.clientMsgId }), nextSendAt: 0 });
  await crowd().retry(failed!.clientMsgId);
  // The same text sent from the input is the same message too.
  mocked.send.mockRejectedValueOnce(new HttpError('network', '网络连接异常'));
  await crowd().send('再来');
  mocked.send.mockResolvedValueOnce({ line: chatLine(9), nextSendAt: 0 });
  const again = crowd().pending.find((line) => line.text === '再来')!;
  await crowd().send('再来');
  const ids = mocked.send.mock.calls.map(([message]) => message.clientMsgId);
  expect(ids[0]).toBe(ids[1]);
  expect(ids[2]).toBe(again.clientMsgId);
  expect(ids[3]).toBe(again.clientMsgId);
});

it('takes the slow mode’s next time from the answer, on the device clock', async () => {
  useLiveMatchStore.setState({ clockOffsetMs: 2000 });
  mocked.send.mockResolvedValueOnce({ line: chatLine(1), nextSendAt: 1_700_000_003_000 });
  await crowd().send('好球');
  expect(crowd().nextSendAt).toBe(1_700_000_001_000);
});

it('asks the comment rule again when the server refuses the user by it, and shows its words on the line', async () => {
  jest.mocked(ruleApi.commentRuleApi).commentRule.mockResolvedValue({
    isAvailable: false,
    rechargeLimitRule: {
      rechargeCurrentVal: 0,
      rechargeLimitIsAccord: true,
      rechargeLimitText: '',
      rechargeLimitVal: 0,
    },
    vipCurrentVal: 0,
    vipLimitIsAccord: true,
    vipLimitText: '',
    vipLimitVal: 0,
    isBan: true,
    banText: '您已被禁言',
  });
  mocked.send.mockRejectedValueOnce(refused(CommentRuleCode.Forbidden, '您已被禁言'));
  await crowd().send('hi');
  expect(crowd().pending[0]).toMatchObject({ status: 'failed', error: '您已被禁言' });
  expect(ruleApi.commentRuleApi.commentRule).toHaveBeenCalled();
  mocked.send.mockRejectedValueOnce(refused(RoomCrowdCode.SlowMode, '发言太快了'));
  await crowd().send('again');
  expect(crowd().nextSendAt).toBeGreaterThan(Date.now());
});

it('a refusal for another reason (too long) does not ask the comment rule again', async () => {
  const asked = jest.mocked(ruleApi.commentRuleApi).commentRule.mock.calls.length;
  mocked.send.mockRejectedValueOnce(refused(RoomCrowdCode.TooLong, '最多 30 个字'));
  await crowd().send('长');
  expect(ruleApi.commentRuleApi.commentRule).toHaveBeenCalledTimes(asked);
});

it('hides a reported line for the reporter and says so', async () => {
  mocked.reportAdd.mockResolvedValue(null);
  crowd().applyReleased(lines(0, 1));
  await expect(crowd().report(`${ROOM}-1`, 2)).resolves.toBe(true);
  expect(mocked.reportAdd).toHaveBeenCalledWith({ commentId: `${ROOM}-1`, cateId: 2, roomId: ROOM }, { loading: true });
  expect(crowd().hidden).toEqual([`${ROOM}-1`]);
  expect(shownToasts()).toEqual([['success', '举报成功']]);
});

it('a new room forgets the last one’s lines and pending lines, not what the viewer reported', () => {
  crowd().applyReleased(lines(0, 1));
  crowd().hideLine(`${ROOM}-0`);
  crowd().openCrowd(ROOM + 1);
  expect(crowd().lines).toEqual([]);
  expect(crowd().hidden).toEqual([`${ROOM}-0`]);
});
