/**
 * What every shared cells implementation must do (shell-demo/server/push/shared-cells.ts), written
 * once: shared-cells.test.ts runs it in process, nats-bus.test.ts on NATS. Every answer is
 * awaited, so cells that answer later pass as cells that answer at once.
 */
import { claimOnce, type SharedCells } from '../../../shell-demo/server/push/shared-cells';

export interface SharedCellsUnderTest {
  /** Two views of the same cells (two gateways on one bus; in process, the same object twice). */
  cells: [SharedCells, SharedCells];
  stop(): Promise<void>;
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
