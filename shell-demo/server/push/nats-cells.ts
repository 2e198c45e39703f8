/**
 * Shared cells (shared-cells.ts) on NATS JetStream: a key-value stream, LIVE_BUS_CELLS, one
 * message kept per subject `_live-bus.cell.<key>`. A cell's revision is its message's stream
 * sequence, and a write is a publish expecting the subject's last sequence to be the revision read
 * (0: none yet) — JetStream accepts one of two racing writes, whichever gateway sent them. A write
 * whose acknowledgement was lost with a node is sent again under its own id, so it is kept once
 * and answered with the revision it got. A cell goes CELL_KEPT_MS after its last write (`max_age`).
 */
import { JetStreamApiCodes, JetStreamApiError, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { ApiError, DevServerCode, Messages } from '../api-error';
import { ExpiringMap } from '../expiring-map';
import { CELL_KEPT_MS, type Cell, type SharedCells } from './shared-cells';
import { whenNatsAnswers } from './nats-startup';

/** Not a channel's stream: channel streams are `LIVE_<kind>…` with a lower-case kind. */
export const CELLS_STREAM = 'LIVE_BUS_CELLS';
const CELL_SUBJECT = '_live-bus.cell';
/** A key is subject tokens: letters, digits, `_`, `-`, `:`, joined by dots. */
const KEY = /^[A-Za-z0-9_:-]+(\.[A-Za-z0-9_:-]+)*$/;
/**
 * Cells remembered as last read or written (lastKnown): a fan's points between two votes. A guess
 * only saves a round trip, so a bounded few are kept, and not for long.
 */
const KNOWN = { ttlMs: 10 * 60_000, maxEntries: 100_000 };

/** A compare-and-set publish: the new sequence; refused (`isRefusal`) when the subject's last sequence was not `expected`. */
export type ExpectingPublish = (subject: string, data: string, expected: number) => Promise<number>;

export class NatsCells implements SharedCells {
  /** Makes sure of the cells' stream (the same config on every gateway: idempotent). */
  static async open(manager: JetStreamManager, publish: ExpectingPublish, replicas: number): Promise<NatsCells> {
    await whenNatsAnswers(() =>
      manager.streams.add({
        name: CELLS_STREAM,
        subjects: [`${CELL_SUBJECT}.>`],
        max_msgs_per_subject: 1,
        max_age: CELL_KEPT_MS * 1_000_000,
        storage: StorageType.File,
        num_replicas: replicas,
      }),
    );
    return new NatsCells(manager, publish);
  }

  /** Each cell as its JSON text: every lastKnown parses its own copy. */
  private readonly known = new ExpiringMap<string, Cell<string>>(Date.now, KNOWN);

  private constructor(
    private readonly manager: JetStreamManager,
    private readonly publish: ExpectingPublish,
  ) {}

  async read<T>(key: string): Promise<Cell<T> | undefined> {
    const subject = subjectOf(key);
    const kept = await this.manager.streams.getMessage(CELLS_STREAM, { last_by_subj: subject }).catch(busy);
    if (!kept) return undefined;
    this.known.set(key, { value: kept.string(), revision: kept.seq });
    return { value: kept.json<T>(), revision: kept.seq };
  }

  lastKnown<T>(key: string): Cell<T> | undefined {
    const cell = this.known.get(key);
    return cell && { value: JSON.parse(cell.value) as T, revision: cell.revision };
  }

  async keys(prefix: string): Promise<string[]> {
    // The stream's subjects under the prefix, each with its one message: the cells written.
    const filter = `${subjectOf(prefix.replace(/\.$/, ''))}.>`;
    const info = await this.manager.streams.info(CELLS_STREAM, { subjects_filter: filter }).catch(busy);
    return Object.keys(info.state.subjects ?? {}).map((subject) => subject.slice(CELL_SUBJECT.length + 1));
  }

  async write<T>(key: string, value: T, expected: number): Promise<number | null> {
    const subject = subjectOf(key);
    try {
      const text = JSON.stringify(value);
      const revision = await this.publish(subject, text, expected);
      this.known.set(key, { value: text, revision });
      return revision;
    } catch (error) {
      if (isRefusal(error)) {
        this.known.delete(key);
        return null;
      }
      return busy(error);
    }
  }
}

function subjectOf(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a shared cell's key: ${key}`);
  return `${CELL_SUBJECT}.${key}`;
}

/**
 * The cells out of reach for now (a node lost, a leader being elected: a timeout, a lost
 * connection): the call is answered busy, which a fan sends again — points and prizes move once
 * whatever the tries (their moves are keyed) — not as the server's failure.
 */
function busy(error: unknown): never {
  throw new ApiError(DevServerCode.Busy, Messages.busy, 503, { cause: error });
}

/** A broken expectation: trying again would not help (anything else may be a node or a leader on its way). */
export function isRefusal(error: unknown): boolean {
  return error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamWrongLastSequence;
}
