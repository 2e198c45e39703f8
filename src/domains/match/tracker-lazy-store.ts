/**
 * The tracker's (动画直播) store as the match layer's descriptor (loaded with the app) reaches it:
 * the store comes with the tracker's chunk and hands itself over as it loads, with its push
 * messages, whose schema so stays off the first screen (platform/store/lazy-store.ts). Typed by
 * what the push handler asks of it, in the contract's words.
 */
import type { MatchTrackerPush, TrackerState } from '../../contracts/match-tracker-push';
import { lazyStore } from '../../platform/store/lazy-store';
import type { TimelineReceiver } from '../../platform/store/timeline-receiver';

export const trackerStore = lazyStore<TimelineReceiver<TrackerState>, typeof MatchTrackerPush>('tracker');
