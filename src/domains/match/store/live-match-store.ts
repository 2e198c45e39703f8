/**
 * The one live-match store: the pushed live values of every match any page shows
 * — anchors, leagues, cups, NBA — fed by the `match.*` push handlers (registered once, by the
 * match layer's descriptor) and seeded from values read over HTTP. A row selects its own match
 * (selectors.ts), so a score re-renders that row only. Also the server's clock, as the push
 * messages tell it.
 *
 * Bounded over a long session: a match that ended and is on no screen (no row
 * watches it, `watchMatch`) keeps only its last value — its history goes — and of those ended
 * matches only the MAX_ENDED_KEPT newest are kept at all. Matches being played, or on screen,
 * keep everything.
 */
import type { MatchSummary } from '../../../contracts/match';
import type { MatchGoalPayload, MatchLivePayload } from '../../../contracts/match-push';
import { createDomainStore } from '../../../platform/store/domain-store';
import { appendTimed, latestTimed, type Timed } from '../rules/live-history';
import { matchPhase, sportOf } from '../rules/match-status';
import { MATCH_DOMAIN } from '../match-domain-id';

export interface LiveMatchState {
  /** Live values per match id with their server time, oldest first (rules/live-history). */
  matchLive: Record<number, Timed<MatchLivePayload>[]>;
  /** Server clock minus device clock, from the push messages' times. */
  clockOffsetMs: number;
}

export interface LiveMatchActions {
  /**
   * Pushed values. `heardAt`: the server time of the newest message just heard, which sets the
   * server clock — by default the newest item's; null for values recovered by a snapshot, which
   * were published earlier and say nothing of the clock now.
   */
  applyMatchLive(items: readonly Timed<MatchLivePayload>[], heardAt?: number | null): void;
  applyMatchGoal(goal: MatchGoalPayload, at: number): void;
  /**
   * Records match values read over HTTP (at `requestedAt`, server time) as live values, unless
   * a pushed value at least as new is already known.
   */
  seedMatchLive(matches: readonly MatchSummary[], requestedAt?: number): void;
  /** The server's clock as the push messages tell it. */
  serverNow(): number;
  /** Drops what ended matches no screen shows hold (their histories; beyond MAX_ENDED_KEPT, all). */
  evictEnded(): void;
}

/** Ended matches no screen shows whose last value is kept (a list shown again reads it until it refetches). */
export const MAX_ENDED_KEPT = 200;

/** How many mounted rows show each match (use-match-live.ts). */
const watchers = new Map<number, number>();

const hasEnded = (value: MatchLivePayload): boolean => matchPhase(sportOf(value.sport), value.statusId) === 'finished';
const isEvictable = (value: MatchLivePayload): boolean => !watchers.has(value.matchId) && hasEnded(value);

/**
 * A screen shows the match until the returned function is called; when the last one lets an
 * ended match go, what it held is evicted.
 */
export function watchMatch(matchId: number): () => void {
  watchers.set(matchId, (watchers.get(matchId) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (watchers.get(matchId) ?? 1) - 1;
    if (left > 0) {
      watchers.set(matchId, left);
      return;
    }
    watchers.delete(matchId);
    const latest = latestTimed(useLiveMatchStore.getState().matchLive[matchId] ?? []);
    if (latest && hasEnded(latest)) useLiveMatchStore.getState().evictEnded();
  };
}

/** What stays of the live values once ended matches no screen shows are evicted (the same object when nothing goes). */
function withoutEvicted(matchLive: LiveMatchState['matchLive']): LiveMatchState['matchLive'] {
  let next: LiveMatchState['matchLive'] | null = null;
  const ended: { matchId: number; at: number }[] = [];
  for (const [id, history] of Object.entries(matchLive)) {
    const newest = history[history.length - 1];
    if (!newest || !isEvictable(newest.value)) continue;
    ended.push({ matchId: Number(id), at: newest.at });
    if (history.length > 1) {
      next ??= { ...matchLive };
      next[Number(id)] = [newest];
    }
  }
  if (ended.length > MAX_ENDED_KEPT) {
    next ??= { ...matchLive };
    ended.sort((a, b) => a.at - b.at);
    for (const { matchId } of ended.slice(0, ended.length - MAX_ENDED_KEPT)) delete next[matchId];
  }
  return next ?? matchLive;
}

export const initialLiveMatchState: LiveMatchState = { matchLive: {}, clockOffsetMs: 0 };

/** A match summary's live fields as a live value (what a push message would carry). */
export function liveValueOf(match: MatchSummary): MatchLivePayload {
  return {
    matchId: match.id,
    sport: match.sport,
    statusId: match.statusId,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    minute: match.minute,
    extraMinute: match.extraMinute,
    period: match.period,
    clockSeconds: match.clockSeconds,
    homePenaltyScore: null,
    awayPenaltyScore: null,
  };
}

const sameLiveValue = (a: MatchLivePayload, b: MatchLivePayload): boolean =>
  a.statusId === b.statusId &&
  a.homeScore === b.homeScore &&
  a.awayScore === b.awayScore &&
  a.minute === b.minute &&
  a.period === b.period;

export const useLiveMatchStore = createDomainStore<LiveMatchState, LiveMatchActions>(
  MATCH_DOMAIN,
  initialLiveMatchState,
  (set, get) => {
    /**
     * Values read over HTTP carry a time estimated on the device; a pushed value carries the
     * server's. When a pushed value looks older than such an estimate, the estimate was off
     * (clock skew): the pushed value wins and the estimate goes.
     */
    const estimated = new WeakSet<Timed<MatchLivePayload>>();
    const withPushed = (history: readonly Timed<MatchLivePayload>[], item: Timed<MatchLivePayload>) =>
      appendTimed(
        history.filter((entry) => !(estimated.has(entry) && entry.at > item.at)),
        item,
      );

    return {
      serverNow: () => Date.now() + get().clockOffsetMs,

      applyMatchLive: (items, heardAt) => {
        if (items.length === 0) return;
        set((state) => {
          const matchLive = { ...state.matchLive };
          let newestAt = Number.NEGATIVE_INFINITY;
          for (const item of items) {
            matchLive[item.value.matchId] = withPushed(matchLive[item.value.matchId] ?? [], item);
            newestAt = Math.max(newestAt, item.at);
          }
          const clockAt = heardAt === undefined ? newestAt : heardAt;
          // A match that has just ended on no screen holds nothing more than its result.
          const ending = items.some((item) => isEvictable(item.value));
          return {
            matchLive: ending ? withoutEvicted(matchLive) : matchLive,
            clockOffsetMs: clockAt !== null && clockAt > 0 ? clockAt - Date.now() : state.clockOffsetMs,
          };
        });
      },

      applyMatchGoal: (goal, at) => {
        const latest = latestTimed(get().matchLive[goal.matchId] ?? []);
        if (!latest) return;
        get().applyMatchLive([{ at, value: { ...latest, homeScore: goal.homeScore, awayScore: goal.awayScore } }]);
      },

      evictEnded: () => set((state) => ({ matchLive: withoutEvicted(state.matchLive) })),

      seedMatchLive: (matches, requestedAt) => {
        if (matches.length === 0) return;
        const at = get().serverNow();
        const since = requestedAt ?? at;
        set((state) => {
          let matchLive: LiveMatchState['matchLive'] | null = null;
          for (const match of matches) {
            const history = state.matchLive[match.id] ?? [];
            const newest = history[history.length - 1];
            if (newest && newest.at >= since) continue;
            const value = liveValueOf(match);
            if (newest && sameLiveValue(newest.value, value)) continue;
            matchLive ??= { ...state.matchLive };
            const entry = { at, value };
            estimated.add(entry);
            matchLive[match.id] = appendTimed(history, entry);
          }
          return matchLive ? { matchLive } : {};
        });
      },
    };
  },
);
