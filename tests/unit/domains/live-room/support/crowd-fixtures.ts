/** Chat lines and a hand-driven clock for the room crowd's unit tests. */
import type { ChatHistory } from '@src/contracts/room-crowd';
import type { ChatLine } from '@src/contracts/room-crowd-push';
import type { CrowdPlayhead } from '@src/domains/live-room/crowd/store/room-crowd-queue';

export const ROOM = 9001;
export const T0 = 1_700_000_000_000;

export function chatLine(index: number, overrides: Partial<ChatLine> = {}): ChatLine {
  return {
    roomId: ROOM,
    index,
    id: `${ROOM}-${index}`,
    kind: 'chat',
    at: T0 + index * 100,
    uid: `u${1000 + (index % 7)}`,
    nickName: `球迷${index}`,
    titleId: 0,
    level: 3,
    vip: 0,
    text: `第${index}条`,
    clientMsgId: '',
    lotteryId: 0,
    amount: 0,
    record: null,
    ...overrides,
  };
}

export const lines = (from: number, to: number, overrides: Partial<ChatLine> = {}): ChatLine[] =>
  Array.from({ length: to - from + 1 }, (_, offset) => chatLine(from + offset, overrides));

export const history = (list: ChatLine[], nextIndex = (list[list.length - 1]?.index ?? -1) + 1): ChatHistory => ({
  roomId: ROOM,
  nextIndex,
  lines: list,
});

/** A clock the test moves by hand (the release queue's timers). */
export function manualClock(start = T0) {
  let now = start;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      ids += 1;
      timers.push({ at: now + ms, run, id: ids });
      return ids;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        now = next.at;
        next.run();
      }
      now = until;
    },
    get pendingTimers() {
      return timers.length;
    },
  };
}

/** Where the room's lines show on `clock`: `delayMs` behind live (null: live), the server's clock `offsetMs` ahead. */
export const crowdView = (
  clock: { now(): number },
  delayMs: number | null,
  ownUid = '',
  offsetMs = 0,
): CrowdPlayhead => ({
  playhead: () => ({ now: clock.now() + offsetMs, delayMs }),
  ownUid,
});
