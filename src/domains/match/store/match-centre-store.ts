/**
 * The match centre store: per match its line-ups and events — from the snapshot call
 * (late joiners) and the pushed `match.event` messages, which the push client's frame batcher
 * hands over in one store update per animation frame (60 live rows at 5 events/s each stay cheap). A jump in the event
 * index (a missed message) asks the snapshot again. A backend without the call (404) turns the
 * whole centre off: no panel, no sparklines, nothing else changes.
 *
 * The `match.event` handler is the match layer's descriptor's; it reaches this store, whose code
 * stays off the app's first screen, through `matchCentreStore` (match-centre-lazy-store.ts).
 */
import type { MatchCentreEvent, MatchCentreTeam } from '../../../contracts/match-centre';
import { createDomainStore } from '../../../platform/store/domain-store';
import { keyedFamily, withoutIds } from '../../../platform/store/keyed';
import { isExtensionMissing } from '../api/extension-missing';
import { fetchMatchCentre } from '../api/match-centre-api';
import { matchCentreStore } from '../match-centre-lazy-store';
import { MATCH_DOMAIN } from '../match-domain-id';

export interface MatchCentre {
  /** loading: the snapshot is on its way (pushed events are kept meanwhile). */
  status: 'loading' | 'ready' | 'failed';
  sport: string;
  home: MatchCentreTeam | null;
  away: MatchCentreTeam | null;
  /** In index order, without gaps once ready. */
  events: readonly MatchCentreEvent[];
}

export interface MatchCentreState {
  /** null: not known yet; false: the backend has no match centre (404). */
  supported: boolean | null;
  centres: Record<number, MatchCentre>;
}

export interface MatchCentreActions {
  /** Loads a match's centre once (again after a failure). */
  ensureCentre(matchId: number): Promise<void>;
  /** Pushed events, in arrival order. */
  applyEvents(events: readonly MatchCentreEvent[]): void;
}

export const initialMatchCentreState: MatchCentreState = { supported: null, centres: {} };

const EMPTY: MatchCentre = { status: 'loading', sport: '', home: null, away: null, events: [] };

/**
 * Centres kept: more than one screen shows at once (a busy evening's live rows). Past it the least
 * recently used goes — asked for or given an event — so a session keeps no finished match for
 * good; a screen that still shows one asks for it again (its hook sees it gone).
 */
export const MATCH_CENTRES_KEPT = 120;

/** `events` with `added` merged in by index (duplicates dropped), and whether an index is missing. */
export function mergeEvents(
  events: readonly MatchCentreEvent[],
  added: readonly MatchCentreEvent[],
): { events: readonly MatchCentreEvent[]; gap: boolean } {
  let merged: MatchCentreEvent[] | null = null;
  for (const event of added) {
    const list: readonly MatchCentreEvent[] = merged ?? events;
    const last = list[list.length - 1];
    if (!last || event.index > last.index) {
      merged ??= [...events];
      merged.push(event);
    } else if (!list.some((known) => known.index === event.index)) {
      merged ??= [...events];
      merged.push(event);
      merged.sort((a, b) => a.index - b.index);
    }
  }
  const result = merged ?? events;
  let gap = false;
  for (let position = 0; position < result.length; position += 1) {
    if ((result[position] as MatchCentreEvent).index !== position) {
      gap = true;
      break;
    }
  }
  return { events: result, gap };
}

export const useMatchCentreStore = createDomainStore<MatchCentreState, MatchCentreActions>(
  MATCH_DOMAIN,
  initialMatchCentreState,
  (set, get, scope) => {
    // The calls on their way since the last reset: a re-ask after a reset does not wait for a call whose answer lands nowhere.
    const inFlight = new Set<number>();
    scope.onReset(() => inFlight.clear());
    // The kit's keyed family keeps the order of use and the bound; the centres stay in one field.
    const kept = keyedFamily<number, { drop(): void }>({
      scope,
      create: () => ({ drop: () => undefined }),
      cap: MATCH_CENTRES_KEPT,
      forget: (ids) => set((state) => ({ centres: withoutIds(state.centres, ids) })),
    });
    const load = async (matchId: number): Promise<void> => {
      if (inFlight.has(matchId) || get().supported === false) return;
      inFlight.add(matchId);
      const epoch = scope.epoch();
      try {
        const snapshot = await fetchMatchCentre(matchId);
        if (!scope.isCurrent(epoch)) return;
        set((state) => {
          // Dropped while on its way: not kept (no screen has asked for it since).
          const known = state.centres[matchId];
          if (!known) return state;
          const { events } = mergeEvents(snapshot.events, known.events);
          return {
            supported: true,
            centres: {
              ...state.centres,
              [matchId]: { status: 'ready', sport: snapshot.sport, home: snapshot.home, away: snapshot.away, events },
            },
          };
        });
      } catch (error) {
        if (!scope.isCurrent(epoch)) return;
        if (isExtensionMissing(error)) {
          set({ supported: false, centres: {} });
          return;
        }
        set((state) => {
          const known = state.centres[matchId];
          return known ? { centres: { ...state.centres, [matchId]: { ...known, status: 'failed' } } } : state;
        });
      } finally {
        inFlight.delete(matchId);
      }
    };

    return {
      ensureCentre: async (matchId) => {
        // A backend without the call: nothing to ask, nothing kept (a screen that re-asks when its
        // centre is gone finds none, and stays without).
        if (get().supported === false) return;
        const known = get().centres[matchId];
        kept.use(matchId);
        if (known && known.status !== 'failed') return;
        if (!known) set((state) => ({ centres: { ...state.centres, [matchId]: EMPTY } }));
        await load(matchId);
      },

      applyEvents: (added) => {
        if (added.length === 0 || get().supported === false) return;
        const byMatch = new Map<number, MatchCentreEvent[]>();
        for (const event of added) {
          const list = byMatch.get(event.matchId) ?? [];
          list.push(event);
          byMatch.set(event.matchId, list);
        }
        const repair: number[] = [];
        for (const matchId of byMatch.keys()) kept.use(matchId);
        set((state) => {
          const centres = { ...state.centres };
          for (const [matchId, events] of byMatch) {
            const known = centres[matchId] ?? EMPTY;
            const merged = mergeEvents(known.events, events);
            centres[matchId] = { ...known, events: merged.events };
            // A missed message: the snapshot fills it (a loading one will anyway).
            if (merged.gap && known.status === 'ready') repair.push(matchId);
          }
          return { centres, supported: true };
        });
        for (const matchId of repair) void load(matchId);
      },
    };
  },
);

matchCentreStore.provide(useMatchCentreStore);
