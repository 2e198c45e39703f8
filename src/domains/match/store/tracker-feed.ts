/**
 * The tracker's (动画直播) part on the first screen: whether the backend has it — null until its
 * first call answers (one probe, from the first live row that could show it), false after a 404 —
 * for the ▶动画 marks and the 赛况 panel's 动画 section, and the handler
 * of its `match.tracker` messages, registered with the match layer's other handlers so a state
 * for a match no screen tracks is dropped quietly (every live row holds its match's channel). The
 * tracker's store, in the tracker's lazy chunk, takes the states once it is loaded.
 */
import type { TrackerState } from '../../../contracts/match-tracker-push';
import type { PushHandler } from '../../../platform/socket/push-handlers';
import { createDomainStore } from '../../../platform/store/domain-store';
import { isExtensionMissing } from '../api/extension-missing';
import { fetchTracker } from '../api/match-tracker-api';
import { MATCH_DOMAIN } from '../match-domain-id';

export interface TrackerFeedState {
  /** null: not known yet; false: the backend has no tracker. */
  supported: boolean | null;
}

export interface TrackerFeedActions {
  setSupported(supported: boolean): void;
  /** Asks once whether the backend has the tracker (a live row's match's snapshot), when not known yet. */
  probe(matchId: number): void;
}

export const useTrackerFeedStore = createDomainStore<TrackerFeedState, TrackerFeedActions>(
  MATCH_DOMAIN,
  { supported: null },
  (set, get, scope) => {
    // The epoch the probe was asked in: a reset (logout, remount) may ask again.
    let askedIn: number | null = null;
    return {
      setSupported: (supported) => set({ supported }),
      probe: (matchId) => {
        const epoch = scope.epoch();
        if (askedIn === epoch || get().supported !== null) return;
        askedIn = epoch;
        fetchTracker(matchId).then(
          () => scope.isCurrent(epoch) && get().supported === null && set({ supported: true }),
          (error: unknown) => {
            if (!scope.isCurrent(epoch)) return;
            // Any other failure says nothing: the next live row asks again.
            if (isExtensionMissing(error)) set({ supported: false });
            else askedIn = null;
          },
        );
      },
    };
  },
);

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
