/**
 * What every shared cells implementation must do (shell-demo/server/push/shared-cells.ts), written
 * once: shared-cells.test.ts runs it in process, nats-bus.test.ts on NATS. Every answer is
 * awaited, so cells that answer later pass as cells that answer at once.
 */
import { CHAT_SLOW_MODE_MS, RoomCrowdCode } from '../../../src/contracts/room-crowd';
import type { ChatLine } from '../../../src/contracts/room-crowd-push';
import { ChatSends } from '../../../shell-demo/server/crowd/chat-sends';
import { RoomLog } from '../../../shell-demo/server/crowd/room-log';
import type { RoomState } from '../../../shell-demo/server/crowd/room-state';
import { changeCell, claimOnce, type SharedCells } from '../../../shell-demo/server/push/shared-cells';
import type { ServerContext } from '../../../shell-demo/server/server-context';

export interface SharedCellsUnderTest {
  /** Two views of the same cells (two gateways on one bus; in process, the same object twice). */
  cells: [SharedCells, SharedCells];
  stop(): Promise<void>;
}

/** One publisher's chat on `cells`: its own sends, its own room log (what a process keeps). */
function chatPublisher(cells: SharedCells, clock: { now: number }) {
  const now = () => clock.now;
  const posted: ChatLine[] = [];
  const room = { roomId: 7, log: new RoomLog(7, (line) => posted.push(line)) } as RoomState;
  const sends = new ChatSends({ now, cells } as unknown as ServerContext, {
    rememberName: () => undefined,
    waiting: () => false,
    addLine: (state, line) => state.log.addPublished(line, now()),
  });
  return { sends, room, posted };
}

/** The refusal's code of a send that must be refused. */
async function refusalOf(sending: () => unknown): Promise<number> {
  try {
    await sending();
  } catch (error) {
    return (error as { code: number }).code;
  }
  throw new Error('the send was not refused');
}

export function describeSharedCells(implementation: string, start: () => Promise<SharedCellsUnderTest>): void {
  describe(`shared cells (${implementation})`, () => {
    let under: SharedCellsUnderTest;
    let key = 0;
    /** A key of this test alone (the cells outlive a test on NATS). */
    const fresh = (name: string) => `test.${name}.${Date.now()}-${++key}`;

    beforeEach(async () => {
      under = await start();
    });
    afterEach(() => under.stop());

    it('reads nothing before the first write, then the value written and its revision', async () => {
      const [cells] = under.cells;
      const cell = fresh('read');
      expect(await cells.read(cell)).toBeUndefined();
      const revision = await cells.write(cell, { balance: 1000 }, 0);
      expect(revision).toBeGreaterThan(0);
      expect(await cells.read(cell)).toEqual({ value: { balance: 1000 }, revision });
    });

    it('writes only at the revision read: a stale or a first write over a value is refused and changes nothing', async () => {
      const [cells, other] = under.cells;
      const cell = fresh('cas');
      const first = (await cells.write(cell, 1, 0))!;
      const second = (await other.write(cell, 2, first))!;
      expect(second).not.toBe(first);
      expect(await cells.write(cell, 3, first)).toBeNull();
      expect(await cells.write(cell, 4, 0)).toBeNull();
      expect(await cells.read(cell)).toEqual({ value: 2, revision: second });
    });

    it('accepts one of many writes racing from one revision, whichever view sends it', async () => {
      const [cells, other] = under.cells;
      const cell = fresh('race');
      const start = (await cells.write(cell, 'start', 0))!;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => (index % 2 ? other : cells).write(cell, index, start)),
      );
      const accepted = answers.flatMap((revision, index) => (revision === null ? [] : [index]));
      expect(accepted).toHaveLength(1);
      expect((await other.read(cell))?.value).toBe(accepted[0]);
    });

    it('keeps the first claim: every later one, from either view, is answered with it', async () => {
      const [cells, other] = under.cells;
      const cell = fresh('claim');
      const claims = await Promise.all([
        claimOnce(cells, cell, { outcomeId: 1 }),
        claimOnce(other, cell, { outcomeId: 2 }),
        claimOnce(cells, cell, { outcomeId: 3 }),
      ]);
      const winners = claims.filter((claim) => claim.won);
      expect(winners).toHaveLength(1);
      for (const claim of claims) expect(claim.value).toEqual(winners[0]!.value);
    });

    it('keeps a chat’s slow-mode clock and sent ids for the publisher that takes over', async () => {
      const [cells, other] = under.cells;
      const clock = { now: Date.now() };
      const fan = { uid: fresh('fan').replaceAll('.', '-'), username: 'takeover-fan', token: '' };
      const first = chatPublisher(cells, clock);
      const sent = await first.sends.send(fan, '127.0.0.1', first.room, '接管前', 'before-1');
      // The new publisher reads the room's lines back (a take-over), then the fan resends through it.
      const next = chatPublisher(other, clock);
      next.room.log.continueFrom(first.posted);
      expect(await next.sends.send(fan, '127.0.0.1', next.room, '接管前', 'before-1')).toEqual(sent);
      expect(await refusalOf(() => next.sends.send(fan, '127.0.0.1', next.room, '太快', 'after-1'))).toBe(
        RoomCrowdCode.SlowMode,
      );
      expect(next.posted).toEqual([]);
      clock.now += CHAT_SLOW_MODE_MS;
      const later = await next.sends.send(fan, '127.0.0.1', next.room, '可以了', 'after-1');
      expect(later.line.index).toBe(sent.line.index + 1);
      expect(next.posted.map((line) => line.clientMsgId)).toEqual(['after-1']);
    });

    it('posts a send claimed by a publisher that stopped before its line went out once, on the next one', async () => {
      const [cells, other] = under.cells;
      const clock = { now: Date.now() };
      const fan = { uid: fresh('lost').replaceAll('.', '-'), username: 'lost-fan', token: '' };
      // The claim as a publisher writes it before posting: its line never reached the stream.
      await cells.write(
        `chat.${fan.uid}`,
        { last: { 7: clock.now }, sends: [{ id: 'lost-1', roomId: 7, at: clock.now, line: null }] },
        0,
      );
      const next = chatPublisher(other, clock);
      const [once, again] = await Promise.all([
        next.sends.send(fan, '127.0.0.1', next.room, '丢了吗', 'lost-1'),
        next.sends.send(fan, '127.0.0.1', next.room, '丢了吗', 'lost-1'),
      ]);
      expect(again).toEqual(once);
      expect(next.posted.map((line) => line.clientMsgId)).toEqual(['lost-1']);
      expect(await next.sends.send(fan, '127.0.0.1', next.room, '丢了吗', 'lost-1')).toEqual(once);
      expect(next.posted).toHaveLength(1);
    });

    it('lists the keys written under a prefix, from either view, and no other', async () => {
      const [cells, other] = under.cells;
      const prefix = `${fresh('list')}.`;
      await cells.write(`${prefix}a`, 1, 0);
      await other.write(`${prefix}b.c`, 2, 0);
      await cells.write(`${prefix.slice(0, -1)}x`, 3, 0);
      expect((await other.keys(prefix)).sort()).toEqual([`${prefix}a`, `${prefix}b.c`]);
    });

    it('changes a cell from either view once per change, though each view last knew an older revision', async () => {
      const [one, other] = under.cells;
      const name = fresh('count');
      const add = (cells: SharedCells) =>
        changeCell<number, number>(cells, name, (kept) => ({ value: (kept ?? 0) + 1, result: (kept ?? 0) + 1 }));
      // Each view writes after the other did: what it last wrote itself is stale every time.
      for (const cells of [one, other, one, other]) await add(cells);
      await Promise.all([add(one), add(other), add(one), add(other)]);
      expect((await one.read<number>(name))?.value).toBe(8);
      // A change that writes nothing answers from the cell as it is, not as a view last knew it.
      await add(other);
      const seen = await changeCell<number, number>(one, name, (kept) => ({ value: undefined, result: kept ?? 0 }));
      expect(seen).toBe(9);
    });

    it('hands out a copy: changing what was read changes no cell', async () => {
      const [cells] = under.cells;
      const cell = fresh('copy');
      await cells.write(cell, { list: [1] }, 0);
      const read = (await cells.read<{ list: number[] }>(cell))!;
      read.value.list.push(2);
      expect((await cells.read(cell))?.value).toEqual({ list: [1] });
    });
  });
}
