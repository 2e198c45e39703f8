/**
 * The tracker's (动画直播) store as the match layer's descriptor (loaded with the app) reaches it:
 * the store comes with the tracker's lazy chunk and hands itself over as it loads
 * (platform/store/lazy-store.ts). Typed by what the push handler asks of it, in the contract's
 * words, so this light file needs nothing of the store.
 */
import type { TrackerState } from '../../contracts/match-tracker-push';
import { lazyStore } from '../../platform/store/lazy-store';

interface PushedTrackerStates {
  applyStates(states: readonly TrackerState[]): void;
}

export const trackerStore = lazyStore<{ getState(): PushedTrackerStates }>('match-tracker');
