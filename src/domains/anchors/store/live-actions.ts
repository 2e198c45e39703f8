/**
 * Live updates (design section 4): push messages of the `match` namespace (score, status,
 * clock, goal on `match:<id>`) and of the `anchors` namespace (`host-live` on `host:<id>` and
 * `anchors:live`). Values come in batches, one store update per animation frame; only the
 * matches that changed get new objects, so a row that selects its own match re-renders alone.
 */
import {
  ScheduleLiveStatus,
  type Host,
  type LiveMatch,
  type MatchSummary,
  type ScheduleItem,
} from '../../../contracts/anchors';
import type { HostLivePayload, MatchLivePayload } from '../../../contracts/push';
import { appendTimed, latestTimed, type Timed } from '../rules/live-history';
import { matchPhase, sportOf } from '../rules/match-status';
import { ActivityStatus } from '../rules/streamer-display';
import { withDisplay } from './derive';
import type { AnchorsState } from './initial-state';
import type { Slice } from './store-kit';

/** A goal message: the new score of a match (the full live value follows as a score message). */
export interface MatchGoal {
  matchId: number;
  homeScore: number;
  awayScore: number;
}

export interface LiveActions {
  applyMatchLive(items: readonly Timed<MatchLivePayload>[]): void;
  applyMatchGoal(goal: MatchGoal, at: number): void;
  applyHostLive(items: readonly Timed<HostLivePayload>[]): void;
  /**
   * Records match values read over HTTP (at `requestedAt`, server time) as live values, unless
   * a pushed value at least as new is already known.
   */
  seedMatchLive(matches: readonly MatchSummary[], requestedAt?: number): void;
  /** The server's clock as the push messages tell it. */
  serverNow(): number;
}

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

/** 1 while being played, 0 before, 2 after: a live-match item's activity from its status. */
function activityOf(item: LiveMatch, statusId: number): number {
  const phase = matchPhase(sportOf(item.match.sport || item.sportType), statusId);
  return phase === 'in-play' ? ActivityStatus.Live : phase === 'not-started' ? ActivityStatus.NotLive : 2;
}

function patchHost(host: Host, change: HostLivePayload): Host {
  if (host.id !== change.hostId) return host;
  return {
    ...host,
    liveStatus: change.liveStatus,
    liveSchedule: host.liveSchedule.map((entry) =>
      entry.matchId === change.matchId ? { ...entry, liveStatus: change.scheduleLiveStatus } : entry,
    ),
  };
}

const patchHosts = (hosts: Host[], change: HostLivePayload): Host[] =>
  hosts.some((host) => host.id === change.hostId) ? hosts.map((host) => patchHost(host, change)) : hosts;

function patchLiveMatches(items: LiveMatch[], change: HostLivePayload): LiveMatch[] {
  if (!items.some((item) => item.hostList.some((anchor) => anchor.hostId === change.hostId))) return items;
  return items.map((item) => {
    if (!item.hostList.some((anchor) => anchor.hostId === change.hostId)) return item;
    const hostList = item.hostList.map((anchor) =>
      anchor.hostId !== change.hostId
        ? anchor
        : {
            ...anchor,
            hostLiveStatus: change.liveStatus,
            liveStatus: item.matchId === change.matchId ? change.scheduleLiveStatus : anchor.liveStatus,
          },
    );
    const startsStreaming =
      item.matchId === change.matchId && change.scheduleLiveStatus === ScheduleLiveStatus.InProgress;
    return { ...item, hostList, activityStatus: startsStreaming ? ActivityStatus.Live : item.activityStatus };
  });
}

function patchSchedule(items: ScheduleItem[], change: HostLivePayload): ScheduleItem[] {
  return items.map((item) =>
    item.matchId === change.matchId ? { ...item, liveStatus: change.scheduleLiveStatus } : item,
  );
}

export const createLiveActions: Slice<LiveActions> = (set, get) => {
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
        const clockOffsetMs = newestAt > 0 ? newestAt - Date.now() : state.clockOffsetMs;
        // A status change moves a live-match item between tabs or out of the list: re-derive then.
        const statusOf = new Map(items.map((item) => [item.value.matchId, item.value.statusId]));
        const changed = state.home.liveMatches.some(
          (item) => statusOf.has(item.matchId) && statusOf.get(item.matchId) !== item.status,
        );
        if (!changed) return { matchLive, clockOffsetMs };
        const liveMatches = state.home.liveMatches.map((item) => {
          const statusId = statusOf.get(item.matchId);
          return statusId === undefined || statusId === item.status
            ? item
            : { ...item, status: statusId, activityStatus: activityOf(item, statusId) };
        });
        return withDisplay({ ...state, matchLive, clockOffsetMs, home: { ...state.home, liveMatches } });
      });
    },

    applyMatchGoal: (goal, at) => {
      const latest = latestTimed(get().matchLive[goal.matchId] ?? []);
      if (!latest) return;
      get().applyMatchLive([{ at, value: { ...latest, homeScore: goal.homeScore, awayScore: goal.awayScore } }]);
    },

    applyHostLive: (items) => {
      if (items.length === 0) return;
      set((state) => {
        let { hosts, liveMatches } = state.home;
        let { raw } = state.allHosts;
        let { rawHost, rawSchedule, rawMatchInfo } = state.room;
        for (const { value: change } of items) {
          hosts = patchHosts(hosts, change);
          raw = patchHosts(raw, change);
          liveMatches = patchLiveMatches(liveMatches, change);
          if (state.room.hostId === change.hostId) {
            rawHost = rawHost && patchHost(rawHost, change);
            rawSchedule = patchSchedule(rawSchedule, change);
            if (rawMatchInfo?.matchId === change.matchId)
              rawMatchInfo = { ...rawMatchInfo, liveStatus: change.scheduleLiveStatus };
          }
        }
        const next: AnchorsState = {
          ...state,
          home: { ...state.home, hosts, liveMatches },
          allHosts: { ...state.allHosts, raw },
          room: { ...state.room, rawHost, rawSchedule, rawMatchInfo },
        };
        return withDisplay(next);
      });
    },

    seedMatchLive: (matches, requestedAt) => {
      if (matches.length === 0) return;
      const at = get().serverNow();
      const since = requestedAt ?? at;
      set((state) => {
        let matchLive: AnchorsState['matchLive'] | null = null;
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
};

const sameLiveValue = (a: MatchLivePayload, b: MatchLivePayload): boolean =>
  a.statusId === b.statusId &&
  a.homeScore === b.homeScore &&
  a.awayScore === b.awayScore &&
  a.minute === b.minute &&
  a.period === b.period;
