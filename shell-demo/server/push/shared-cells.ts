/**
 * Shared cells: small values every gateway on one bus reads and writes, each written only by
 * compare-and-set on its revision — where points or prizes move, two gateways (or two calls at
 * once) that race read one revision and only one write is accepted. A claim (`claimOnce`) is a
 * cell written once: the first writer's value stays, every later one is answered with it.
 *
 * Two implementations, like the live bus's: in this process (`npm start`, the tests: answers at
 * once) and a JetStream key-value stream shared by the gateways on NATS (nats-cells.ts). Both pass
 * tests/unit/server/shared-cells-conformance.ts.
 */
import { ExpiringMap } from '../expiring-map';
import { onAnswer, type Answer } from './live-bus';

/**
 * A cell is forgotten this long after its last write: what it guards (a 竞猜's votes, a 红包's
 * draw) is settled within a day, and the cells must not grow with every vote ever made.
 */
export const CELL_KEPT_MS = 2 * 24 * 60 * 60 * 1000;
/** Cells one process keeps at most (the oldest go first): far more than two days of fans' votes here. */
const MAX_CELLS_IN_PROCESS = 1_000_000;

/** A cell's value and the revision it was written at (1 and up; a cell never written is absent). */
export interface Cell<T> {
  value: T;
  revision: number;
}

export interface SharedCells {
  /** The cell as last written; undefined when nobody has written it. */
  read<T>(key: string): Answer<Cell<T> | undefined>;
  /**
   * Writes `value` when the cell is still at `expected` (0: never written), answering the new
   * revision; null when another write came first (nothing written).
   */
  write<T>(key: string, value: T, expected: number): Answer<number | null>;
  /** The keys of the cells written under `prefix` (whole tokens: it ends with a dot), in no order. */
  keys(prefix: string): Answer<string[]>;
  /**
   * The cell as this process last read or wrote it, without asking (cells that answer later): it
   * may be stale, so only a compare-and-set may start from it, which a stale revision fails.
   */
  lastKnown?<T>(key: string): Cell<T> | undefined;
}

/** What a claim answers: `won` when this call wrote it, else the value the first claimant wrote. */
export type Claim<T> = { won: true; value: T } | { won: false; value: T };

/** Writes `value` once: the first claimant's value stays and every later claim is answered with it. */
export function claimOnce<T>(cells: SharedCells, key: string, value: T): Answer<Claim<T>> {
  return onAnswer(cells.write(key, value, 0), (written) =>
    written !== null
      ? { won: true as const, value }
      : onAnswer(cells.read<T>(key), (kept) => {
          // A claim is never taken back: a cell refused at revision 0 has a value.
          if (!kept) throw new Error(`shared cells: ${key} refused a first write but holds nothing`);
          return { won: false as const, value: kept.value };
        }),
  );
}

/** Tries of `changeCell` before it gives up: each lost try means another write landed, so the cell is busy. */
const CHANGE_TRIES = 20;

/**
 * Changes a cell by compare-and-set: `change` gets the value read (undefined: never written) and
 * answers what to write (undefined: nothing) and the result; when another write came first it runs
 * again on the newer value, so it must not act beyond its answer.
 *
 * It starts from the cell as this process last knew it, when the cells keep that: the write is
 * then one round trip instead of a read and a write (a 竞猜 stake on NATS), and a stale guess
 * costs the read it saved. A change that writes nothing answers from the cell as read, never from
 * a guess.
 */
export function changeCell<T, R>(
  cells: SharedCells,
  key: string,
  change: (kept: T | undefined) => { value: T | undefined; result: R },
  tries = CHANGE_TRIES,
  guess: Cell<T> | null = cells.lastKnown?.<T>(key) ?? null,
): Answer<R> {
  const attempt = (kept: Cell<T> | undefined, guessed: boolean): Answer<R> => {
    const { value, result } = change(kept?.value);
    if (value === undefined) return guessed ? fromRead() : result;
    return onAnswer(cells.write(key, value, kept?.revision ?? 0), (written) => {
      if (written !== null) return result;
      if (tries <= 1) throw new Error(`shared cells: ${key} was written by others ${CHANGE_TRIES} times in a row`);
      return changeCell(cells, key, change, tries - 1, null);
    });
  };
  const fromRead = () => onAnswer(cells.read<T>(key), (kept) => attempt(kept, false));
  return guess ? attempt(guess, true) : fromRead();
}

/** The cells in this process: what a gateway alone on its bus keeps. */
export class InProcessCells implements SharedCells {
  private readonly cells: ExpiringMap<string, Cell<unknown>>;

  constructor(now: () => number = Date.now) {
    this.cells = new ExpiringMap(now, { ttlMs: CELL_KEPT_MS, maxEntries: MAX_CELLS_IN_PROCESS });
  }

  read<T>(key: string): Cell<T> | undefined {
    const cell = this.cells.get(key);
    // A copy: a caller changing what it read must not change the cell.
    return cell && { value: structuredClone(cell.value) as T, revision: cell.revision };
  }

  keys(prefix: string): string[] {
    return this.cells.keys().filter((key) => key.startsWith(prefix));
  }

  write<T>(key: string, value: T, expected: number): number | null {
    const revision = this.cells.get(key)?.revision ?? 0;
    if (revision !== expected) return null;
    this.cells.set(key, { value: structuredClone(value), revision: revision + 1 });
    return revision + 1;
  }
}
