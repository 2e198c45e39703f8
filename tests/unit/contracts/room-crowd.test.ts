/** The room crowd's contract (room-crowd.ts, room-crowd-push.ts) and the shared comment rule (comment-rule.ts). */
import { CommentRuleCalls, CommentRuleCode } from '@src/contracts/comment-rule';
import { ClaimStatus, NewsCode } from '@src/contracts/news';
import { MalformedDataError } from '@src/contracts/parse';
import { travelsOn } from '@src/contracts/push';
import {
  CHAT_MAX_LENGTH,
  chatTextLength,
  CLIENT_MSG_ID_PATTERN,
  isBlankChatText,
  parseChatHistory,
  parseChatSendResult,
  parseRoomLotteryInfo,
  RoomCrowdCalls,
  RoomCrowdCode,
} from '@src/contracts/room-crowd';
import { RoomCrowdPush } from '@src/contracts/room-crowd-push';
import { NewsCalls } from '@src/contracts/news-calls';
import { readAnswer } from '@src/contracts/http';

const line = {
  roomId: 7,
  index: 3,
  id: '7-3',
  kind: 'chat',
  at: 1_700_000_000_000,
  uid: 'u12345678',
  nickName: '<b>球迷</b>',
  titleId: 2,
  level: 18,
  vip: 1,
  text: '<img src=x onerror=alert(1)>',
  clientMsgId: 'abc-1',
  lotteryId: 0,
  amount: 0,
  record: null,
};

const lottery = {
  lotteryId: 5,
  roomId: 7,
  hostId: 9,
  amount: 888,
  winnerCount: 3,
  status: 'open',
  openedAt: 1,
  drawAt: 2,
  participants: 40,
  conditions: [{ kind: 'follow-host', text: '关注主播', done: true }],
  entered: false,
};

describe('room crowd contract', () => {
  it('declares the calls as POST form calls under live/chat and live/lottery', () => {
    expect(RoomCrowdCalls).toMatchObject({
      history: { method: 'POST', path: '/api/forehead/live/chat/history', encoding: 'form' },
      send: { method: 'POST', path: '/api/forehead/live/chat/send', encoding: 'form' },
      lotteryInfo: { method: 'POST', path: '/api/forehead/live/lottery/info', encoding: 'form' },
      lotteryEnter: { method: 'POST', path: '/api/forehead/live/lottery/enter', encoding: 'form' },
    });
  });

  it('keeps the codes apart from every other contract code, and the comment rule at 30004 for news too', () => {
    expect(Object.values(RoomCrowdCode)).toEqual([31001, 31002, 31003, 31004, 31005, 31006, 31007, 31008]);
    expect(CommentRuleCode.Forbidden).toBe(30004);
    expect(NewsCode.CommentForbidden).toBe(CommentRuleCode.Forbidden);
    expect(CommentRuleCalls.commentRule.path).toBe('/api/forehead/user/chat/get/comment/rule');
  });

  it('reads a line as sent: markup in a nickname or a text stays text', () => {
    expect(RoomCrowdPush.line.parse(line)).toEqual(line);
  });

  it("reads the sender's 竞猜 record a line carries, absent as none", () => {
    const record = { picks: 12, hits: 8, recent: 10, recentHits: 7, streak: 3, bestStreak: 5 };
    expect(RoomCrowdPush.line.parse({ ...line, record }).record).toEqual(record);
    expect(RoomCrowdPush.line.parse({ ...line, record: undefined }).record).toBeNull();
  });

  it('reads a system line with its sender fields absent', () => {
    expect(
      RoomCrowdPush.line.parse({ roomId: 7, index: 0, id: '7-0', kind: 'notice', at: 5, text: '欢迎' }),
    ).toMatchObject({
      uid: '',
      nickName: '',
      clientMsgId: '',
      lotteryId: 0,
    });
  });

  it('refuses a line without a whole index: the client could not place it', () => {
    expect(() => RoomCrowdPush.line.parse({ ...line, index: 1.5 })).toThrow(
      new MalformedDataError('payload.index', 'line index', 1.5),
    );
  });

  it('drops an unreadable line from history, not the answer', () => {
    const history = parseChatHistory({ roomId: 7, nextIndex: 5, lines: [line, { ...line, at: 'x' }] });
    expect(history.lines).toEqual([line]);
    expect(history.nextIndex).toBe(5);
  });

  it('reads a send result', () => {
    expect(parseChatSendResult({ line, nextSendAt: 10 })).toEqual({ line, nextSendAt: 10 });
  });

  it('reads lottery info as null when the room has none, and a lottery with its result absent as null', () => {
    expect(parseRoomLotteryInfo(null)).toBeNull();
    expect(parseRoomLotteryInfo(lottery)).toMatchObject({ status: 'open', result: null, entered: false });
    expect(
      readAnswer(RoomCrowdCalls.lotteryEnter, { ...lottery, status: 'drawn', result: { won: 1, amount: 296 } }).result,
    ).toEqual({
      won: true,
      amount: 296,
    });
    expect(() => readAnswer(RoomCrowdCalls.lotteryEnter, { ...lottery, status: 'cancelled' })).toThrow(
      MalformedDataError,
    );
  });

  it("reads the approval's wins, absent as none, a win's absent claim as still to claim", () => {
    const approval = { status: 0, remark: '' };
    expect(readAnswer(NewsCalls.lotteryApprovalInfo, approval).wins).toEqual([]);
    const win = { lotteryId: 5, roomId: 7, hostName: '主播', amount: 296, drawnAt: 3 };
    expect(readAnswer(NewsCalls.lotteryApprovalInfo, { ...approval, wins: [win] }).wins).toEqual([
      { ...win, claimStatus: ClaimStatus.Unclaimed },
    ]);
    const paid = { ...win, claimStatus: ClaimStatus.Paid };
    expect(readAnswer(NewsCalls.lotteryApprovalInfo, { ...approval, wins: [paid] }).wins).toEqual([paid]);
  });

  it('puts the line on the room channel, namespace room', () => {
    expect(RoomCrowdPush.room(123)).toBe('room:123');
    expect(RoomCrowdPush.line).toMatchObject({ namespace: 'room', name: 'line', mode: 'event', channels: ['room'] });
    expect(travelsOn(RoomCrowdPush.line, 'room:123')).toBe(true);
    expect(travelsOn(RoomCrowdPush.line, 'match:123')).toBe(false);
  });

  it('counts a text in code points: an emoji or a CJK character is one', () => {
    expect(chatTextLength('进了！！')).toBe(4);
    expect(chatTextLength('⚽👍🏻')).toBe(3);
    expect(chatTextLength('哈'.repeat(CHAT_MAX_LENGTH))).toBe(50);
  });

  it('calls blank a text of whitespace, control or format characters only', () => {
    for (const blank of ['', '   ', '\u3000\u3000', '\n\t', '\u0000\u0007', '\u200b\u200d', '\u202e']) {
      expect(isBlankChatText(blank)).toBe(true);
    }
    for (const text of ['a', ' 好 ', '\u0000x', '👍']) expect(isBlankChatText(text)).toBe(false);
  });

  it('takes client message ids of 1–64 safe characters', () => {
    expect(CLIENT_MSG_ID_PATTERN.test('m-1700000000000-ab_9')).toBe(true);
    expect(CLIENT_MSG_ID_PATTERN.test('')).toBe(false);
    expect(CLIENT_MSG_ID_PATTERN.test('a'.repeat(65))).toBe(false);
    expect(CLIENT_MSG_ID_PATTERN.test('a b')).toBe(false);
  });
});
