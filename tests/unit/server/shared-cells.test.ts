/** The shared cells in this process (what `npm start` runs) pass the shared cells' conformance tests. */
import { type Cell, changeCell, InProcessCells, type SharedCells } from '../../../shell-demo/server/push/shared-cells';
import { describeSharedCells } from './shared-cells-conformance';

describeSharedCells('in process', async () => {
  const cells = new InProcessCells();
  return { cells: [cells, cells], stop: async () => undefined };
});

describe('changeCell from the cell as last known', () => {
  /** In-process cells that remember a guess per key and count their reads. */
  function guessingCells() {
    const cells = new InProcessCells();
    const guesses = new Map<string, Cell<unknown>>();
    let reads = 0;
    const guessing: SharedCells = {
      read: <T>(key: string) => {
        reads += 1;
        return cells.read<T>(key);
      },
      write: (key, value, expected) => cells.write(key, value, expected),
      keys: (prefix) => cells.keys(prefix),
      lastKnown: <T>(key: string) => guesses.get(key) as Cell<T> | undefined,
    };
    return { cells, guesses, guessing, reads: () => reads };
  }
  const add = (cells: SharedCells) =>
    changeCell<number, number>(cells, 'count', (kept) => ({ value: (kept ?? 0) + 1, result: (kept ?? 0) + 1 }));

  it('writes at the known revision without reading; a stale guess is read again and the change made once', () => {
    const { cells, guesses, guessing, reads } = guessingCells();
    cells.write('count', 4, 0);
    guesses.set('count', { value: 4, revision: 1 });
    expect(add(guessing)).toBe(5);
    expect(reads()).toBe(0);
    // Another gateway wrote since: the guess fails its compare-and-set, the read gives the truth.
    cells.write('count', 9, 2);
    guesses.set('count', { value: 5, revision: 2 });
    expect(add(guessing)).toBe(10);
    expect(reads()).toBe(1);
    expect(cells.read<number>('count')).toEqual({ value: 10, revision: 4 });
  });

  it('answers a change that writes nothing from the cell as read, not from the guess', () => {
    const { cells, guesses, guessing, reads } = guessingCells();
    cells.write('count', 3, 0);
    guesses.set('count', { value: 1, revision: 1 });
    expect(changeCell<number, number>(guessing, 'count', (kept) => ({ value: undefined, result: kept ?? 0 }))).toBe(3);
    expect(reads()).toBe(1);
  });
});
