/**
 * Whether the backend has the tracker (动画直播): null until its first call answers (one probe, from
 * the first screen that could show a 动画 entry), false after a 404 — for the ▶动画 marks and the
 * 赛况 panel's 动画 section. It loads with them, in their lazy chunks, as its call's declaration does.
 */
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
