/**
 * The one live-match store (issue 14 §1): the pushed live values of every match any page shows
 * — anchors, leagues, cups, NBA — fed by the `match.*` push handlers (registered once, by the
 * match layer's descriptor) and seeded from values read over HTTP. A row selects its own match
 * (selectors.ts), so a score re-renders that row only. Also the server's clock, as the push
 * messages tell it.
 */
import type { MatchSummary } from '../../../contracts/match';
import type { MatchGoalPayload, MatchLivePayload } from '../../../contracts/match-push';
import { createDomainStore } from '../../../platform/store/domain-store';
import { appendTimed, latestTimed, type Timed } from '../rules/live-history';
import { MATCH_DOMAIN } from '../match-domain-id';

export interface LiveMatchState {
  /** Live values per match id with their server time, oldest first (rules/live-history). */
  matchLive: Record<number, Timed<MatchLivePayload>[]>;
  /** Server clock minus device clock, from the push messages' times. */
  clockOffsetMs: number;
}

export interface LiveMatchActions {
  applyMatchLive(items: readonly Timed<MatchLivePayload>[]): void;
  applyMatchGoal(goal: MatchGoalPayload, at: number): void;
  /**
   * Records match values read over HTTP (at `requestedAt`, server time) as live values, unless
   * a pushed value at least as new is already known.
   */
  seedMatchLive(matches: readonly MatchSummary[], requestedAt?: number): void;
  /** The server's clock as the push messages tell it. */
  serverNow(): number;
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

      applyMatchLive: (items) => {
        if (items.length === 0) return;
        set((state) => {
          const matchLive = { ...state.matchLive };
          let newestAt = Number.NEGATIVE_INFINITY;
          for (const item of items) {
            matchLive[item.value.matchId] = withPushed(matchLive[item.value.matchId] ?? [], item);
            newestAt = Math.max(newestAt, item.at);
          }
          return { matchLive, clockOffsetMs: newestAt > 0 ? newestAt - Date.now() : state.clockOffsetMs };
        });
      },

      applyMatchGoal: (goal, at) => {
        const latest = latestTimed(get().matchLive[goal.matchId] ?? []);
        if (!latest) return;
        get().applyMatchLive([{ at, value: { ...latest, homeScore: goal.homeScore, awayScore: goal.awayScore } }]);
      },

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
