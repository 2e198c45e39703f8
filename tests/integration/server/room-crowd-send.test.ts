/**
 * The room's chat on the development server: history, sending with what real rooms enforce (the
 * comment rule, length, slow mode, the flood limit, blank text, masked words), idempotent sends,
 * the pushed line, reports — each refusal with its code and its Chinese message.
 */
import { CommentRuleCode } from '../../../src/contracts/comment-rule';
import { DemoUser } from '../../../src/contracts/dev-server';
import { ResultCode } from '../../../src/contracts/http';
import { NewsCalls } from '../../../src/contracts/news-calls';
import {
  CHAT_MAX_LENGTH,
  CHAT_SLOW_MODE_MS,
  parseChatHistory,
  parseChatSendResult,
  RoomCrowdCalls,
  RoomCrowdCode,
} from '../../../src/contracts/room-crowd';
import { RoomCrowdPush } from '../../../src/contracts/room-crowd-push';
import { ROOM_FLOOD_LIMIT } from '../../../shell-demo/server/crowd/chat-sends';
import { RawPushSocket } from '../push/push-test-support';
import { devCrowd, newMsgId, pushUrl, roomCrowdSuite } from './room-crowd-support';

describe('development server: the room chat', () => {
  /** `spareRoom`: a room per test that needs one quiet; the first is the file's shared room. */
  const { clock, server, calls, spareRoom } = roomCrowdSuite(60_000);
  const { send: call, ok, fails, login } = calls;
  let roomId = 0;
  beforeAll(() => {
    roomId = spareRoom();
  });
  const history = async (params: { roomId: number; sinceIndex?: number }) =>
    parseChatHistory(await ok(RoomCrowdCalls.history, params));
  /** A line the room accepts: the send's answer, read. */
  const sendAccepted = async (
    session: Awaited<ReturnType<typeof login>>,
    text: string,
    room = roomId,
    clientMsgId = newMsgId(),
  ) => parseChatSendResult(await ok(RoomCrowdCalls.send, { roomId: room, text, clientMsgId }, session));
  const sendAs = async (
    session: Awaited<ReturnType<typeof login>>,
    text: string,
    room = roomId,
    clientMsgId = newMsgId(),
  ) => call(RoomCrowdCalls.send, { roomId: room, text, clientMsgId }, session);

  it('answers a visitor the room history, starting with the welcome notice', async () => {
    const answer = await history({ roomId });
    expect(answer.roomId).toBe(roomId);
    expect(answer.lines[0]).toMatchObject({ index: 0, id: `${roomId}-0`, kind: 'notice', uid: '', at: clock.now });
    expect(answer.lines[0]!.text).toMatch(/^欢迎来到.+的直播间/);
    expect(answer.nextIndex).toBe(answer.lines.length);
  });

  it('refuses an unknown room with RoomNotFound', async () => {
    const refused = await fails(RoomCrowdCalls.history, { roomId: 12345 });
    expect(refused).toEqual({ code: RoomCrowdCode.RoomNotFound, msg: '直播间不存在：12345', data: null });
    const session = await login('crowd-nowhere');
    expect((await sendAs(session, '你好', 12345)).envelope.code).toBe(RoomCrowdCode.RoomNotFound);
  });

  it('needs a login to send', async () => {
    expect((await fails(RoomCrowdCalls.send, { roomId, text: '你好', clientMsgId: newMsgId() })).code).toBe(
      ResultCode.NoUser,
    );
  });

  it('posts a message as a line of the room, pushed on room:<id> as the send answers it, with nextSendAt', async () => {
    const socket = await RawPushSocket.open(pushUrl(server()));
    socket.send({ cmd: 'subscribe', channels: [RoomCrowdPush.room(roomId)] });
    await socket.next('subscribed');
    const session = await login('crowd-sender');
    const before = (await history({ roomId })).nextIndex;
    const result = await sendAccepted(session, '马赛加油！', roomId, 'first-1');
    expect(result.line).toMatchObject({
      roomId,
      index: before,
      id: `${roomId}-${before}`,
      kind: 'chat',
      at: clock.now,
      uid: session.uid,
      nickName: 'crowd-sender',
      text: '马赛加油！',
      clientMsgId: 'first-1',
    });
    expect(result.line.level).toBeGreaterThanOrEqual(1);
    expect(result.nextSendAt).toBe(clock.now + CHAT_SLOW_MODE_MS);
    const pushed = await socket.next('message', (message) => message.channel === RoomCrowdPush.room(roomId));
    expect(pushed).toMatchObject({ namespace: 'room', name: 'line' });
    expect(RoomCrowdPush.line.parse(pushed.payload)).toEqual(result.line);
    await socket.close();
  });

  it('posts a retried send once: the same client message id answers the same line, even after the slow-mode wait', async () => {
    const room = spareRoom();
    const session = await login('crowd-retry');
    const first = await ok(RoomCrowdCalls.send, { roomId: room, text: '重试一下', clientMsgId: 'retry-1' }, session);
    const again = await ok(RoomCrowdCalls.send, { roomId: room, text: '重试一下', clientMsgId: 'retry-1' }, session);
    clock.advance(CHAT_SLOW_MODE_MS);
    const later = await ok(RoomCrowdCalls.send, { roomId: room, text: '重试一下', clientMsgId: 'retry-1' }, session);
    expect(again).toEqual(first);
    expect(later).toEqual(first);
    const lines = (await history({ roomId: room })).lines.filter((line) => line.clientMsgId === 'retry-1');
    expect(lines).toHaveLength(1);
    // Another user's id is another intent.
    const other = await login('crowd-retry-2');
    const theirs = await sendAccepted(other, '我也来', room, 'retry-1');
    expect(theirs.line.uid).toBe(other.uid);
  });

  it('refuses the same client message id for another room (10001)', async () => {
    const session = await login('crowd-two-rooms');
    await ok(RoomCrowdCalls.send, { roomId, text: '一', clientMsgId: 'two-rooms' }, session);
    const { status, envelope } = await sendAs(session, '二', spareRoom(), 'two-rooms');
    expect(status).toBe(400);
    expect(envelope.msg).toBe('参数错误：clientMsgId 已用于其他直播间的消息');
  });

  it('refuses a malformed client message id or a missing text as a parameter error', async () => {
    const session = await login('crowd-params');
    for (const clientMsgId of ['', 'has space', 'x'.repeat(65)]) {
      const { status, envelope } = await call(RoomCrowdCalls.send, { roomId, text: '好', clientMsgId }, session);
      expect({ status, code: envelope.code }).toEqual({ status: 400, code: 10001 });
    }
    const { envelope } = await call(RoomCrowdCalls.send, { roomId, clientMsgId: newMsgId() }, session);
    expect(envelope.msg).toBe('参数错误：缺少 text');
  });

  it.each([
    [DemoUser.banned, /^您因违反社区规范已被禁言，\d{4}-\d{2}-\d{2} 前无法发表评论$/],
    [DemoUser.lowRecharge, /^累计充值满100元即可发表评论$/],
    [DemoUser.lowVip, /^VIP1及以上会员才能发表评论$/],
  ])('refuses %s by the comment rule (30004) with the rule text the tips use', async (username, message) => {
    const session = await login(username);
    const { envelope } = await sendAs(session, '说一句');
    expect(envelope).toEqual({ code: CommentRuleCode.Forbidden, msg: expect.stringMatching(message), data: null });
  });

  it.each([
    ['an empty text', ''],
    ['spaces', '   '],
    ['ideographic spaces and line breaks', '\u3000\n\u3000\t'],
    ['control characters only', '\u0000\u0007\u001b'],
    ['zero-width characters only', '\u200b\u200d\ufeff'],
  ])('refuses %s as Blank (31004)', async (_what, text) => {
    const session = await login('crowd-blank');
    const { envelope } = await sendAs(session, text);
    expect(envelope).toEqual({ code: RoomCrowdCode.Blank, msg: '不能发送空白消息', data: null });
  });

  it('takes 50 characters counted as code points and refuses 51 with TooLong (31001)', async () => {
    const session = await login('crowd-long');
    const { envelope } = await sendAs(session, '好'.repeat(CHAT_MAX_LENGTH + 1));
    expect(envelope).toEqual({ code: RoomCrowdCode.TooLong, msg: '消息最多 50 个字，当前 51 个', data: null });
    // 50 emoji are 100 UTF-16 units and 50 characters: accepted.
    const fifty = '⚽'.repeat(25) + '👍'.repeat(25);
    const accepted = await sendAccepted(session, fifty, spareRoom());
    expect(accepted.line.text).toBe(fifty);
  });

  it('keeps slow mode per user and room: a second message within 3 s is refused with the seconds left (31002)', async () => {
    const room = spareRoom();
    const session = await login('crowd-slow');
    const first = await sendAccepted(session, '第一条', room);
    clock.advance(1_200);
    const { envelope } = await sendAs(session, '第二条', room);
    expect(envelope).toEqual({ code: RoomCrowdCode.SlowMode, msg: '发言太快啦，请 2 秒后再发', data: null });
    // Another room is another count.
    await ok(RoomCrowdCalls.send, { roomId, text: '别的房间', clientMsgId: newMsgId() }, session);
    clock.now = first.nextSendAt;
    await ok(RoomCrowdCalls.send, { roomId: room, text: '第二条', clientMsgId: newMsgId() }, session);
  });

  it(`takes ${ROOM_FLOOD_LIMIT} users' messages a second in a room, refuses more with Flood (31003), and takes them again a second later`, async () => {
    const room = spareRoom();
    const sessions = await Promise.all(
      Array.from({ length: ROOM_FLOOD_LIMIT + 1 }, (_, index) => login(`crowd-flood-${index}`)),
    );
    for (const session of sessions.slice(0, ROOM_FLOOD_LIMIT)) {
      expect((await sendAs(session, '刷一下', room)).envelope.code).toBe(ResultCode.Success);
    }
    const { envelope } = await sendAs(sessions[ROOM_FLOOD_LIMIT]!, '刷一下', room);
    expect(envelope).toEqual({ code: RoomCrowdCode.Flood, msg: '直播间消息太多啦，请稍后再发', data: null });
    clock.advance(1_000);
    expect((await sendAs(sessions[ROOM_FLOOD_LIMIT]!, '刷一下', room)).envelope.code).toBe(ResultCode.Success);
  });

  it.each([
    [
      'masks sensitive words ＊＊, also with characters slipped in, and keeps the rest',
      'crowd-mask',
      '裁判傻 逼，加-微-信 看球',
      '裁判＊＊，＊＊ 看球',
    ],
    [
      'drops control characters inside a text and turns line breaks into spaces',
      'crowd-controls',
      ' 好\u0000球\n漂亮 ',
      '好球 漂亮',
    ],
  ])('%s', async (_what, username, sent, stored) => {
    const session = await login(username);
    const result = await sendAccepted(session, sent, spareRoom());
    expect(result.line.text).toBe(stored);
  });

  it('stores markup as sent: the server builds none (a client renders it as text)', async () => {
    const session = await login('<b>x</b>');
    const text = '<img src=x onerror=alert(1)>&amp;<script>';
    const result = await sendAccepted(session, text, spareRoom());
    expect(result.line.text).toBe(text);
    expect(result.line.nickName).toBe('<b>x</b>');
    const kept = (await history({ roomId: result.line.roomId })).lines.find((line) => line.id === result.line.id);
    expect(kept).toEqual(result.line);
  });

  it('reports a chat line with roomId (accepted once), and refuses a line the room does not have', async () => {
    const session = await login('crowd-reporter');
    const line = (await history({ roomId })).lines[0]!;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await ok(NewsCalls.reportAdd, { roomId, commentId: line.id, cateId: 1 }, session)).toBeNull();
    }
    expect((await devCrowd(server(), { roomId })).reports).toBe(1);
    const missing = await fails(NewsCalls.reportAdd, { roomId, commentId: `${roomId}-99999`, cateId: 1 }, session);
    expect(missing).toEqual({ code: ResultCode.NoSuchItem, msg: `消息不存在：${roomId}-99999`, data: null });
    const badCategory = await call(NewsCalls.reportAdd, { roomId, commentId: line.id, cateId: 99 }, session);
    expect(badCategory.envelope.msg).toBe('参数错误：cateId 不是举报分类');
  });
});
