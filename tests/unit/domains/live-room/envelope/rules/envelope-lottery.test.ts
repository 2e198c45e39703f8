/**
 * The red envelope as a viewer sees it: open until the server's drawAt, the draw held until the
 * fan's playhead reaches it (the chat's lines released there), the viewer's result then; the conditions brought
 * up to date by what the app saw; answers that never take an entry or a draw back.
 */
import { LotteryConditionKind } from '@src/contracts/room-crowd';
import {
  canEnter,
  conditionsOf,
  DRAW_LINE_GRACE_MS,
  envelopePhase,
  mergeLottery,
  newestOwnLineAt,
} from '@src/domains/live-room/envelope/rules/envelope-lottery';
import { chatLine, T0 } from '../../support/crowd-fixtures';
import { DRAW_AT, roomLottery } from '../../support/envelope-fixtures';

/** The playhead at server time `now`, `delayMs` behind live (null: live). */
const playhead = (now: number, delayMs: number | null = null) => ({ now, delayMs });
const drawn = (won: boolean | null) =>
  roomLottery({
    status: 'drawn',
    entered: won !== null,
    result: won === null ? null : { won, amount: won ? 37.6 : 0 },
  });

describe('envelopePhase', () => {
  it('takes entries until the server’s drawAt', () => {
    const lottery = roomLottery();
    expect(envelopePhase(lottery, { lineReleased: false, playhead: playhead(DRAW_AT - 1) })).toBe('open');
    expect(envelopePhase(lottery, { lineReleased: false, playhead: playhead(DRAW_AT) })).toBe('drawing');
    // The stream's delay does not keep entries open: the draw happens in the world at drawAt.
    expect(envelopePhase(lottery, { lineReleased: false, playhead: playhead(DRAW_AT + 1, 20_000) })).toBe('drawing');
  });

  it('holds a drawn result until the draw’s line is released, then shows the viewer’s result', () => {
    for (const [won, phase] of [
      [true, 'won'],
      [false, 'lost'],
      [null, 'ended'],
    ] as const) {
      const lottery = drawn(won);
      expect(envelopePhase(lottery, { lineReleased: false, playhead: playhead(DRAW_AT + 1_000, 20_000) })).toBe(
        'drawing',
      );
      expect(envelopePhase(lottery, { lineReleased: true, playhead: playhead(DRAW_AT + 1_000, 20_000) })).toBe(phase);
    }
  });

  it('shows a draw whose line the fan never got once the playhead is past it by the grace', () => {
    const lottery = drawn(true);
    const shownAt = DRAW_AT + 20_000 + DRAW_LINE_GRACE_MS;
    expect(envelopePhase(lottery, { lineReleased: false, playhead: playhead(shownAt - 1, 20_000) })).toBe('drawing');
    expect(envelopePhase(lottery, { lineReleased: false, playhead: playhead(shownAt, 20_000) })).toBe('won');
    // Live, the grace runs from drawAt itself.
    expect(envelopePhase(lottery, { lineReleased: false, playhead: playhead(DRAW_AT + DRAW_LINE_GRACE_MS) })).toBe(
      'won',
    );
  });

  it('closes entries on a drawn answer even while the clock it has of the server reads before drawAt', () => {
    // The push clock offset is an estimate: the draw may be known before the device's server clock gets there.
    const seen = { lineReleased: false, playhead: playhead(DRAW_AT - 2_000) };
    expect(envelopePhase(drawn(true), seen)).toBe('drawing');
  });

  it('waits for the drawn answer after the line: a released line over an open answer is still drawing', () => {
    expect(envelopePhase(roomLottery(), { lineReleased: true, playhead: playhead(T0) })).toBe('drawing');
  });
});

describe('conditionsOf and canEnter', () => {
  it('brings the server’s word up to date with a follow made here and a message sent since the lottery opened', () => {
    const lottery = roomLottery();
    const before = conditionsOf(lottery, { following: null, sentAt: 0 });
    expect(before.map((condition) => condition.done)).toEqual([false, false]);
    expect(canEnter(lottery, 'open', before)).toBe(false);
    const after = conditionsOf(lottery, { following: true, sentAt: T0 + 5 });
    expect(after.map((condition) => condition.done)).toEqual([true, true]);
    expect(canEnter(lottery, 'open', after)).toBe(true);
    // A message from before the lottery opened does not count; an unfollow here takes the follow back.
    const server = roomLottery({
      conditions: [
        { kind: LotteryConditionKind.FollowStreamer, text: '关注主播', done: true },
        { kind: LotteryConditionKind.SendChat, text: '发言', done: false },
      ],
    });
    expect(conditionsOf(server, { following: false, sentAt: T0 - 1 }).map((condition) => condition.done)).toEqual([
      false,
      false,
    ]);
    expect(conditionsOf(server, { following: null, sentAt: 0 }).map((condition) => condition.done)).toEqual([
      true,
      false,
    ]);
  });

  it('takes each condition from its own source: the follow from the app, the message from its time', () => {
    const lottery = roomLottery();
    const done = (progress: { following: boolean | null; sentAt: number }) =>
      conditionsOf(lottery, progress).map((condition) => condition.done);
    // Not following, but a message since the lottery opened; following, no message.
    expect(done({ following: false, sentAt: T0 + 5 })).toEqual([false, true]);
    expect(done({ following: true, sentAt: 0 })).toEqual([true, false]);
    // The app does not know the follow: the server's word on it stands, whatever was sent.
    expect(done({ following: null, sentAt: T0 + 5 })).toEqual([false, true]);
    // A message sent at the very moment the lottery opened counts.
    expect(done({ following: null, sentAt: T0 })).toEqual([false, true]);
  });

  it('lets an entry through once: not when entered, not after entries close', () => {
    const done = conditionsOf(roomLottery(), { following: true, sentAt: T0 + 1 });
    expect(canEnter(roomLottery({ entered: true }), 'open', done)).toBe(false);
    expect(canEnter(roomLottery(), 'drawing', done)).toBe(false);
    expect(canEnter(roomLottery({ conditions: [] }), 'open', [])).toBe(true);
  });
});

describe('mergeLottery', () => {
  it('never takes back an entry, a draw or a result of the same lottery', () => {
    const held = drawn(true);
    const older = roomLottery({ participants: 10 });
    expect(mergeLottery(held, older)).toMatchObject({
      status: 'drawn',
      entered: true,
      result: { won: true },
      participants: 30,
    });
    expect(mergeLottery(roomLottery({ entered: true }), roomLottery())).toMatchObject({ entered: true });
  });

  it('keeps a lottery open and not entered until an answer says otherwise, and takes a draw from the newer answer', () => {
    expect(mergeLottery(roomLottery(), roomLottery())).toMatchObject({ status: 'open', entered: false });
    expect(mergeLottery(roomLottery(), drawn(false))).toMatchObject({
      status: 'drawn',
      entered: true,
      result: { won: false },
    });
  });

  it('takes a new lottery, or none, as it comes', () => {
    const next = roomLottery({ lotteryId: 8 });
    expect(mergeLottery(drawn(true), next)).toBe(next);
    expect(mergeLottery(roomLottery(), null)).toBeNull();
    expect(mergeLottery(null, next)).toBe(next);
  });
});

it('finds the viewer’s newest own message among released lines', () => {
  const lines = [
    chatLine(0, { uid: 'me', at: T0 + 5 }),
    chatLine(1, { uid: 'me', at: T0 + 9 }),
    chatLine(2, { uid: 'other', at: T0 + 20 }),
    chatLine(3, { uid: 'me', kind: 'notice', at: T0 + 30 }),
  ];
  expect(newestOwnLineAt(lines, 'me')).toBe(T0 + 9);
  expect(newestOwnLineAt(lines, '')).toBe(0);
});

it('finds the newest own message when the lines are not in time order, and none for a visitor among uid-less lines', () => {
  const lines = [chatLine(0, { uid: 'me', at: T0 + 9 }), chatLine(1, { uid: 'me', at: T0 + 5 })];
  expect(newestOwnLineAt(lines, 'me')).toBe(T0 + 9);
  expect(newestOwnLineAt([chatLine(2, { uid: '', at: T0 + 7 })], '')).toBe(0);
});
