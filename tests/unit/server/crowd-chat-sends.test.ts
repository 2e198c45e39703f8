/**
 * A user's send as the development server answers it (crowd/chat-sends.ts): acknowledged only once
 * its line is published; and the red envelope's "send a message in the room" condition: a line
 * counts for an envelope when it was sent in its room at or after the envelope opened.
 */
import { ChatSends } from '@shell-demo/server/crowd/chat-sends';
import type { RoomLines, RoomState } from '@shell-demo/server/crowd/room-state';
import { InProcessCells } from '@shell-demo/server/push/shared-cells';
import type { SessionRef } from '@shell-demo/server/router';
import type { ServerContext } from '@shell-demo/server/server-context';
import type { ChatLine } from '@src/contracts/room-crowd-push';
import { LOTTERY_RESULT_KEPT_MS } from '@src/contracts/room-crowd';
import { LOTTERY_OPEN_MS } from '@shell-demo/server/crowd/lottery';

const OPENED_AT = Date.UTC(2026, 10, 21, 19, 30);
const fan: SessionRef = { token: 't', uid: '9001', username: 'envelope-fan' };
const room = (roomId: number) => ({ roomId }) as RoomState;

function sendsAt(clock: { now: number }, cells = new InProcessCells(() => clock.now)) {
  const lines: RoomLines = {
    rememberName: () => undefined,
    waiting: () => false,
    addLine: (_room, line) => line as unknown as ChatLine,
  };
  return new ChatSends({ now: () => clock.now, cells } as unknown as ServerContext, lines);
}

it('meets the condition with a line sent when the envelope opened or after, in its room', () => {
  const clock = { now: OPENED_AT };
  const sends = sendsAt(clock);
  expect(sends.sentSince(fan.uid, 1, OPENED_AT)).toBe(false);
  sends.send(fan, '127.0.0.1', room(1), '求红包', 'm-1');
  expect(sends.sentSince(fan.uid, 1, OPENED_AT)).toBe(true);
  clock.now += 60_000;
  sends.send(fan, '127.0.0.1', room(1), '再来一个', 'm-2');
  expect(sends.sentSince(fan.uid, 1, OPENED_AT)).toBe(true);
});

it('does not count a line sent before the envelope opened, nor one in another room', () => {
  const clock = { now: OPENED_AT - 1 };
  const sends = sendsAt(clock);
  sends.send(fan, '127.0.0.1', room(1), '求红包', 'm-1');
  expect(sends.sentSince(fan.uid, 1, OPENED_AT)).toBe(false);
  clock.now = OPENED_AT + 5_000;
  sends.send(fan, '127.0.0.1', room(2), '求红包', 'm-2');
  expect(sends.sentSince(fan.uid, 1, OPENED_AT)).toBe(false);
  expect(sends.sentSince(fan.uid, 2, OPENED_AT)).toBe(true);
  expect(sends.sentSince('another-fan', 1, OPENED_AT - 1)).toBe(false);
});

it('answers a send only once the bus holds its line, and keeps it for a retry then', async () => {
  let publish: (line: ChatLine) => void = () => undefined;
  const lines: RoomLines = {
    rememberName: () => undefined,
    waiting: () => false,
    // A bus that answers later (NATS): the line is numbered now, held once JetStream acknowledges it.
    addLine: (_room, line) =>
      new Promise<ChatLine>((resolve) => (publish = () => resolve(line as unknown as ChatLine))),
  };
  const now = () => OPENED_AT;
  const sends = new ChatSends({ now, cells: new InProcessCells(now) } as unknown as ServerContext, lines);
  let answered = false;
  const answer = Promise.resolve(sends.send(fan, '127.0.0.1', room(1), '先别走', 'm-1')).then((result) => {
    answered = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(answered).toBe(false);
  publish({} as ChatLine);
  const result = await answer;
  expect(result.line).toMatchObject({ text: '先别走', clientMsgId: 'm-1' });
  // The retry is answered from the cell with the same line, and posts nothing.
  expect(await sends.send(fan, '127.0.0.1', room(1), '先别走', 'm-1')).toEqual(result);
});

it('counts a line sent through one publisher on the next (one set of cells), for as long as a 红包 can ask', () => {
  const clock = { now: OPENED_AT + 1_000 };
  const cells = new InProcessCells(() => clock.now);
  sendsAt(clock, cells).send(fan, '127.0.0.1', room(1), '求红包', 'm-1');
  const next = sendsAt(clock, cells);
  expect(next.sentSince(fan.uid, 1, OPENED_AT)).toBe(true);
  // Open three minutes, its result shown five more: a line older than that counts for no 红包.
  clock.now = OPENED_AT + 1_000 + LOTTERY_OPEN_MS + LOTTERY_RESULT_KEPT_MS;
  next.send(fan, '127.0.0.1', room(2), '别的直播间', 'm-2');
  expect(next.sentSince(fan.uid, 1, OPENED_AT)).toBe(false);
});

it("keeps a fan's last line in the newest hundred rooms only", () => {
  const clock = { now: OPENED_AT };
  const sends = sendsAt(clock);
  for (let roomId = 1; roomId <= 101; roomId += 1) {
    clock.now += 100;
    sends.send(fan, '127.0.0.1', room(roomId), '路过', `spray-${roomId}`);
  }
  expect(sends.sentSince(fan.uid, 1, OPENED_AT)).toBe(false);
  expect(sends.sentSince(fan.uid, 2, OPENED_AT)).toBe(true);
  expect(sends.sentSince(fan.uid, 101, OPENED_AT)).toBe(true);
});
