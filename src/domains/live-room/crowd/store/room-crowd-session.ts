/**
 * One live room's crowd while the room is open (docs/pages.md, the room's chat): holds the room's
 * lines timeline (crowd-timeline.ts: the history, the pushes, the repairs, the crowd's
 * availability) and puts each line it admits through the room's release queue, whose released
 * batches go to `onReleased`. React-free: a hook owns its lifecycle (start, stop) and feeds it the
 * room's playhead.
 */
import type { ChatLine } from '../../../../contracts/room-crowd-push';
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';
import { useCrowdTimeline } from './crowd-timeline';
import { ReleaseQueue, type CrowdPlayhead, type QueueClock } from './room-crowd-queue';

export interface CrowdSessionDeps {
  onAvailability(availability: TimelineAvailability): void;
  onReleased(lines: readonly ChatLine[]): void;
  /** A line the room is told of again from the start (the server's numbering restarted). */
  onRestart(): void;
  clock?: QueueClock;
}

export class RoomCrowdSession {
  private readonly queue: ReleaseQueue<ChatLine>;
  private stops: (() => void)[] = [];
  private stopped = false;

  constructor(
    readonly roomId: number,
    private readonly deps: CrowdSessionDeps,
  ) {
    this.queue = new ReleaseQueue<ChatLine>(deps.clock);
  }

  start(): void {
    const timeline = useCrowdTimeline;
    const id = String(this.roomId);
    this.stops.push(
      this.queue.listen((lines) => this.deps.onReleased(lines)),
      timeline.getState().listen((event) => {
        if (event.key !== this.roomId) return;
        if (event.kind === 'admitted') {
          this.queue.push(event.items);
          return;
        }
        this.queue.clear();
        this.deps.onRestart();
      }),
    );
    // Back in a room whose lines are still kept: those shown again, what came meanwhile asked for.
    const kept = timeline.getState().timelines[id];
    if (kept) {
      this.queue.push(kept.items);
      void timeline.getState().refresh(this.roomId);
    }
    let told: TimelineAvailability = 'unknown';
    const tell = (availability: TimelineAvailability) => {
      if (availability === told) return;
      told = availability;
      this.deps.onAvailability(availability);
    };
    this.stops.push(
      timeline.getState().hold(this.roomId),
      timeline.subscribe((state) => {
        tell(state.availability);
        // Let go while shown (a reset): asked again.
        if (!state.timelines[id] && state.availability !== 'unavailable') void state.ensure(this.roomId);
      }),
    );
    tell(timeline.getState().availability);
  }

  stop(): void {
    this.stopped = true;
    this.queue.clear();
    for (const stop of this.stops.splice(0)) stop();
  }

  setPlayhead(view: CrowdPlayhead): void {
    this.queue.setPlayhead(view);
  }

  /** The server's clock was told anew: the held lines are timed again. */
  retime(): void {
    if (!this.stopped) this.queue.retime();
  }

  /** Lines from the push or from a send's answer: the timeline takes each once and repairs a jump. */
  receive(lines: readonly ChatLine[]): void {
    if (!this.stopped) useCrowdTimeline.getState().receive(lines);
  }
}
