/**
 * The tracker's (动画直播) pushed states as the first screen hands them on: the handler of its
 * `match.tracker` messages, registered with the match layer's other handlers so a state for a match
 * no screen tracks is dropped quietly (every live row holds its match's channel). The tracker's
 * store, in the tracker's lazy chunk, takes the states once it is loaded.
 */
import type { TrackerState } from '../../../contracts/match-tracker-push';
import type { PushHandler } from '../../../platform/socket/push-handlers';

type Sink = (states: readonly TrackerState[]) => void;
let sink: Sink | null = null;

/** The tracker's store takes the pushed states from now on. */
export function takeTrackerStates(next: Sink): void {
  sink = next;
}

/** The push client gathers a frame's states and hands them over at once. */
export const trackerStateHandler: PushHandler<TrackerState> = {
  apply: (state) => sink?.([state]),
  applyBatch: (items) => sink?.(items.map((item) => item.value)),
};
