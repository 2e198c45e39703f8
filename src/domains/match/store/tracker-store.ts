/**
 * The tracker's store (动画直播), in the tracker's lazy chunk: per match its recent states and
 * every shot — from the snapshot call (on entry, after a reconnect, after a missed state) and the
 * pushed `match.tracker` states the first screen's handler hands over (through tracker-lazy-store.ts),
 * a frame's worth in one update. A jump in `seq` (a missed message) asks the snapshot again. A backend
 * without the call (404) turns the tracker off: no 动画 entry anywhere, nothing else changes.
 */
import { MatchTrackerPush, SHOT_KINDS, TrackerKind, TrackerPhase, type TrackerState } from '../../../contracts/match-tracker-push';
import { createDomainStore } from '../../../platform/store/domain-store';
import { keyedFamily, withoutIds } from '../../../platform/store/keyed';
import { isExtensionMissing } from '../api/extension-missing';
import { fetchTracker } from '../api/match-tracker-api';
import { MATCH_DOMAIN } from '../match-domain-id';
import { useTrackerFeedStore } from './tracker-feed';
import { trackerStore } from '../tracker-lazy-store';

export interface MatchTracker {
  /** loading: the snapshot is on its way (pushed states are kept meanwhile). */
  status: 'loading' | 'ready' | 'failed';
  sport: string;
  /** In seq order, the newest STATES_KEPT. */
  states: readonly TrackerState[];
  /** Every shot (football: confirmed goals too), in seq order. */
  shots: readonly TrackerState[];
}

export interface TrackerStoreState {
  trackers: Record<number, MatchTracker>;
}

export interface TrackerStoreActions {
  /** Loads a match's tracker once (again after a failure). */
  ensureTracker(matchId: number): Promise<void>;
  /** Asks the snapshot again (back from a reconnect). */
  reloadTracker(matchId: number): Promise<void>;
  /** Pushed states, in arrival order. */
  applyStates(states: readonly TrackerState[]): void;
}

/** Five minutes of play at one state a second: more than any stream's delay holds back. */
export const STATES_KEPT = 300;
/** Trackers kept at once; past it the least recently used goes (a screen showing it asks again). */
export const TRACKERS_KEPT = 20;

const EMPTY: MatchTracker = { status: 'loading', sport: '', states: [], shots: [] };

/** A state drawn as a shot marker. */
export const isShot = (state: TrackerState): boolean =>
  SHOT_KINDS.includes(state.kind) || (state.kind === TrackerKind.Goal && state.phase === TrackerPhase.Confirmed);

/**
 * `known` and `added` in seq order without duplicates (the state already known stays), the newest
 * `keep`; `known` itself when nothing is new. States come in order but for a late one now and then,
 * so each one's place is looked for from the end.
 */
export function mergeBySeq(
  known: readonly TrackerState[],
  added: readonly TrackerState[],
  keep = Number.POSITIVE_INFINITY,
): readonly TrackerState[] {
  let merged: TrackerState[] | null = null;
  for (const state of added) {
    const list: readonly TrackerState[] = merged ?? known;
    let place = list.length;
    while (place > 0 && list[place - 1]!.seq > state.seq) place -= 1;
    if (list[place - 1]?.seq === state.seq) continue;
    merged ??= [...known];
    merged.splice(place, 0, state);
  }
  if (!merged) return known;
  return merged.length > keep ? merged.slice(merged.length - keep) : merged;
}

/** Whether `added` skips a seq after `known` (a message was missed). */
export function missesStates(known: readonly TrackerState[], added: readonly TrackerState[]): boolean {
  let last = known.at(-1)?.seq;
  for (const state of added) {
    if (last !== undefined && state.seq > last + 1) return true;
    last = Math.max(last ?? state.seq, state.seq);
  }
  return false;
}

export const useTrackerStore = createDomainStore<TrackerStoreState, TrackerStoreActions>(
  MATCH_DOMAIN,
  { trackers: {} },
  (set, get, scope) => {
    const inFlight = new Set<number>();
    const kept = keyedFamily<number, { drop(): void }>({
      scope,
      create: () => ({ drop: () => undefined }),
      cap: TRACKERS_KEPT,
      forget: (ids) => set((state) => ({ trackers: withoutIds(state.trackers, ids) })),
    });
    const feed = () => useTrackerFeedStore.getState();

    const load = async (matchId: number): Promise<void> => {
      if (inFlight.has(matchId) || feed().supported === false) return;
      inFlight.add(matchId);
      const epoch = scope.epoch();
      try {
        const snapshot = await fetchTracker(matchId);
        if (!scope.isCurrent(epoch)) return;
        feed().setSupported(true);
        set((state) => {
          const known = state.trackers[matchId];
          if (!known) return state;
          const pushed = known.states.filter((pushedState) => pushedState.seq >= snapshot.nextSeq);
          return {
            trackers: {
              ...state.trackers,
              [matchId]: {
                status: 'ready',
                sport: snapshot.sport,
                states: mergeBySeq(snapshot.states, pushed, STATES_KEPT),
                shots: mergeBySeq(snapshot.shots, pushed.filter(isShot)),
              },
            },
          };
        });
      } catch (error) {
        if (!scope.isCurrent(epoch)) return;
        if (isExtensionMissing(error)) {
          feed().setSupported(false);
          set({ trackers: {} });
          return;
        }
        set((state) => {
          const known = state.trackers[matchId];
          return known ? { trackers: { ...state.trackers, [matchId]: { ...known, status: 'failed' } } } : state;
        });
      } finally {
        inFlight.delete(matchId);
      }
    };

    return {
      ensureTracker: async (matchId) => {
        if (feed().supported === false) return;
        const known = get().trackers[matchId];
        kept.use(matchId);
        if (known && known.status !== 'failed') return;
        if (!known) set((state) => ({ trackers: { ...state.trackers, [matchId]: EMPTY } }));
        await load(matchId);
      },

      reloadTracker: (matchId) => (get().trackers[matchId] ? load(matchId) : Promise.resolve()),

      applyStates: (added) => {
        if (added.length === 0 || feed().supported === false) return;
        const repair: number[] = [];
        set((state) => {
          let trackers: Record<number, MatchTracker> | null = null;
          for (const matchId of new Set(added.map((item) => item.matchId))) {
            const known = state.trackers[matchId];
            // A state of a match no screen tracks: the rows hold its channel for the score.
            if (!known) continue;
            const mine = added.filter((item) => item.matchId === matchId);
            if (known.status === 'ready' && missesStates(known.states, mine)) repair.push(matchId);
            trackers ??= { ...state.trackers };
            trackers[matchId] = {
              ...known,
              states: mergeBySeq(known.states, mine, STATES_KEPT),
              // No new shot: mergeBySeq hands back the known list itself.
              shots: mergeBySeq(known.shots, mine.filter(isShot)),
            };
          }
          return trackers ? { trackers } : state;
        });
        for (const matchId of repair) void load(matchId);
      },
    };
  },
);

trackerStore.provide(useTrackerStore, MatchTrackerPush);
