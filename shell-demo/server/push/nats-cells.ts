/**
 * Shared cells (shared-cells.ts) on NATS JetStream: a key-value stream, LIVE_BUS_CELLS, one
 * message kept per subject `_live-bus.cell.<key>`. A cell's revision is its message's stream
 * sequence, and a write is a publish expecting the subject's last sequence to be the revision read
 * (0: none yet) — JetStream accepts one of two racing writes, whichever gateway sent them. A write
 * whose acknowledgement was lost with a node is sent again under its own id, so it is kept once
 * and answered with the revision it got.
 */
import { StorageType, type JetStreamManager } from '@nats-io/jetstream';
import type { Cell, SharedCells } from './shared-cells';

/** Not a channel's stream: channel streams are `LIVE_<kind>…` with a lower-case kind. */
export const CELLS_STREAM = 'LIVE_BUS_CELLS';
const CELL_SUBJECT = '_live-bus.cell';
/** A key is subject tokens: letters, digits, `_`, `-`, `:`, joined by dots. */
const KEY = /^[A-Za-z0-9_:-]+(\.[A-Za-z0-9_:-]+)*$/;

/** A compare-and-set publish: the new sequence, or null when the subject's last sequence was not `expected`. */
export type ExpectingPublish = (subject: string, data: string, expected: number) => Promise<number | null>;

export class NatsCells implements SharedCells {
  /** Makes sure of the cells' stream (the same config on every gateway: idempotent). */
  static async open(manager: JetStreamManager, publish: ExpectingPublish, replicas: number): Promise<NatsCells> {
    await manager.streams.add({
      name: CELLS_STREAM,
      subjects: [`${CELL_SUBJECT}.>`],
      max_msgs_per_subject: 1,
      storage: StorageType.File,
      num_replicas: replicas,
    });
    return new NatsCells(manager, publish);
  }

  private constructor(
    private readonly manager: JetStreamManager,
    private readonly publish: ExpectingPublish,
  ) {}

  async read<T>(key: string): Promise<Cell<T> | undefined> {
    const kept = await this.manager.streams.getMessage(CELLS_STREAM, { last_by_subj: subjectOf(key) });
    return kept ? { value: kept.json<T>(), revision: kept.seq } : undefined;
  }

  write<T>(key: string, value: T, expected: number): Promise<number | null> {
    return this.publish(subjectOf(key), JSON.stringify(value), expected);
  }
}

function subjectOf(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a shared cell's key: ${key}`);
  return `${CELL_SUBJECT}.${key}`;
}
