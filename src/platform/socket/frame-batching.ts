/**
 * The push client's frame batching: latest values (a score, a viewer count) are coalesced per
 * stream and applied at most once per animation frame — one `applyBatch` store update for a
 * frame's 500 scores instead of 500 — together with the socket store's last-message summary.
 * Events apply at once, in order; those whose handler takes batches (`applyBatch`) are gathered
 * in order and applied with the frame, one update for a frame's events (the match centre's 60
 * live rows at 5 events/s each). This is the app's one frame batcher: a store gathers nothing
 * itself. A failing store action is reported and the stream goes on.
 */
import type { DropReporter } from './drop-reporter';
import { describeError, type PushFrames } from './push-environment';
import type { PushHandler, PushMessageMeta } from './push-handlers';
import type { PushMessageSummary, SocketStoreApi } from './socket-store';

interface PendingValue {
  handler: PushHandler<unknown>;
  value: unknown;
  meta: PushMessageMeta;
}

export class FrameBatcher {
  private pendingLatest = new Map<string, PendingValue>();
  private pendingEvents = new Map<PushHandler<unknown>, { value: unknown; meta: PushMessageMeta }[]>();
  private pendingSummary: PushMessageSummary | null = null;
  private frameHandle: unknown = null;
  private disposed = false;

  constructor(
    private readonly frames: PushFrames,
    private readonly store: SocketStoreApi,
    private readonly drops: DropReporter,
  ) {}

  /** The newest message, for the socket store (written with the next frame). */
  summarize(summary: PushMessageSummary): void {
    this.pendingSummary = summary;
    this.requestFlush();
  }

  /** A latest value of `stream`: replaces the one waiting for the next frame. */
  applyLatest(stream: string, handler: PushHandler<unknown>, value: unknown, meta: PushMessageMeta): void {
    this.pendingLatest.set(stream, { handler, value, meta });
    this.requestFlush();
  }

  /** An event: applied now, in order; with the next frame, in order, when its handler takes batches. */
  applyEvent(handler: PushHandler<unknown>, value: unknown, meta: PushMessageMeta): void {
    if (!handler.applyBatch) {
      this.applySafely(() => handler.apply(value, meta), meta);
      return;
    }
    const items = this.pendingEvents.get(handler) ?? [];
    items.push({ value, meta });
    this.pendingEvents.set(handler, items);
    this.requestFlush();
  }

  dispose(): void {
    this.disposed = true;
    this.frames.cancel(this.frameHandle);
    this.frameHandle = null;
    this.pendingLatest.clear();
    this.pendingEvents.clear();
    this.pendingSummary = null;
  }

  private requestFlush(): void {
    if (this.frameHandle !== null || this.disposed) return;
    this.frameHandle = this.frames.request(this.flush);
  }

  /** Once per animation frame: the newest value of every latest-value stream, the gathered events, and the store's summary. */
  private readonly flush = () => {
    this.frameHandle = null;
    const batch = this.pendingLatest;
    this.pendingLatest = new Map();
    const batches = new Map<PushHandler<unknown>, { value: unknown; meta: PushMessageMeta }[]>();
    for (const { handler, value, meta } of batch.values()) {
      if (handler.applyBatch) {
        const items = batches.get(handler) ?? [];
        items.push({ value, meta });
        batches.set(handler, items);
      } else {
        this.applySafely(() => handler.apply(value, meta), meta);
      }
    }
    const events = this.pendingEvents;
    this.pendingEvents = new Map();
    for (const [handler, items] of [...batches, ...events]) {
      const first = items[0]!.meta;
      this.applySafely(() => handler.applyBatch!(items), first);
    }
    if (this.pendingSummary) {
      this.store.getState().setMessage(this.pendingSummary);
      this.pendingSummary = null;
    }
  };

  /** A failing store action is a bug to report, not a reason to stop the stream. */
  private applySafely(apply: () => void, meta: PushMessageMeta): void {
    try {
      apply();
    } catch (error) {
      this.drops.drop(
        'push-handler-failed',
        `${meta.namespace}.${meta.name}`,
        `push handler ${meta.namespace}.${meta.name} threw: ${describeError(error)}`,
      );
    }
  }
}
