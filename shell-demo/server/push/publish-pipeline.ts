/**
 * One channel's publishes, sent without waiting for each other's acknowledgement and kept in
 * order. Messages on one connection reach NATS in the order sent, so JetStream numbers them in
 * that order: what a turn publishes goes as one flight, and what arrives while a flight is out
 * goes as the next, all at once; the last message of each flight is sent marked (a gateway hands
 * the flight on when its mark arrives: hand-on-window.ts). Waiting
 * for each acknowledgement before the next send held a room's lines to one per round trip, and at
 * 200 lines/s on a busy machine they queued for up to a second. The messages of a flight that
 * failed (a node lost, a stream electing its leader) are sent again, in order, after one pause and
 * before the next flight (only then can a later message of the flight have landed first), and the
 * next ones go one at a time until the channel has been well for a while.
 */
export interface PipelineItem {
  /** The message's own id for JetStream's duplicate window: the same on every try. */
  msgID: string;
}

interface Entry<T extends PipelineItem> {
  item: T;
  /** When its first try failed (ms since the epoch). */
  failingSince?: number;
  resolve(seq: number): void;
  reject(error: unknown): void;
}

export interface PipelineSend<T extends PipelineItem> {
  /** One try; resolves with the stream's seq. `endsFlight`: the flight's last message. */
  send(item: T, endsFlight: boolean): Promise<number>;
  /** Whether a message failing since `failingSince` with `error` is tried again (a refusal is final). */
  mayRetry(error: unknown, failingSince: number): boolean;
  /** The pause before failed messages are sent again. */
  pauseMs: number;
}

/** At most this many in one flight: a backlog goes in slices. */
const MAX_FLIGHT = 256;
/**
 * After a failure, this many messages go one at a time, each after the last one's acknowledgement:
 * while a node is lost or a leader elected, a flight of hundreds timing out together and sent again
 * together held a gateway's fans without lines past the drill's 5 s (3 of 12 runs passed, against 6
 * of 9 one at a time).
 */
const CAREFUL_SENDS = 200;

export class PublishPipeline<T extends PipelineItem> {
  private readonly waiting: Entry<T>[] = [];
  private flying = false;
  /** Messages still to send one at a time since the last failure. */
  private careful = 0;

  /** `idle` is told when nothing waits or flies any more. */
  constructor(
    private readonly how: PipelineSend<T>,
    private readonly idle: () => void,
  ) {}

  publish(item: T): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      void this.fly();
    });
  }

  private async fly(): Promise<void> {
    if (this.flying) return;
    this.flying = true;
    // The turn's other publishes join the first flight (a crowd step's lines go together).
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      let flight = this.waiting.splice(0, this.careful > 0 ? 1 : MAX_FLIGHT);
      while (flight.length > 0) {
        // All sent in this turn, in order; their acknowledgements awaited together.
        const results = await Promise.all(
          flight.map((entry, index) =>
            this.how.send(entry.item, index === flight.length - 1).then(
              (seq) => ({ seq }),
              (error: unknown) => ({ error }),
            ),
          ),
        );
        const failed: Entry<T>[] = [];
        for (const [index, entry] of flight.entries()) {
          const result = results[index]!;
          if ('seq' in result) {
            if (this.careful > 0) this.careful -= 1;
            entry.resolve(result.seq);
            continue;
          }
          this.careful = CAREFUL_SENDS;
          entry.failingSince ??= Date.now();
          if (this.how.mayRetry(result.error, entry.failingSince)) failed.push(entry);
          else entry.reject(result.error);
        }
        if (failed.length > 0) await new Promise((resolve) => setTimeout(resolve, this.how.pauseMs));
        flight = failed;
      }
    }
    this.flying = false;
    this.idle();
  }
}

/** The pipeline of `key` in `pipelines`, made when none is there; gone from it once idle. */
export function pipelineOf<K, T extends PipelineItem>(
  pipelines: Map<K, PublishPipeline<T>>,
  key: K,
  how: PipelineSend<T>,
): PublishPipeline<T> {
  const existing = pipelines.get(key);
  if (existing) return existing;
  const created: PublishPipeline<T> = new PublishPipeline(how, () => {
    if (pipelines.get(key) === created) pipelines.delete(key);
  });
  pipelines.set(key, created);
  return created;
}
