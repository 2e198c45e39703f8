/**
 * The tracker (动画直播), in the tracker's lazy chunk: per match its recent states and every shot, a
 * live timeline (store kit, live-timeline.ts) of the snapshot call and the pushed `match.tracker`
 * states the first screen's handler hands over (through tracker-lazy-store.ts), merged by `seq` — a
 * missed one asks the snapshot again. Our optional extension: a backend without the call (404)
 * turns the tracker off (no 动画 entry anywhere; nothing else changes).
 */
import { MatchPush } from '../../../contracts/match-push';
import { MatchTrackerCalls } from '../../../contracts/match-tracker';
import {
  MatchTrackerPush,
  SHOT_KINDS,
  TrackerKind,
  TrackerPhase,
  type TrackerState,
} from '../../../contracts/match-tracker-push';
import { liveTimeline, type Timeline } from '../../../platform/store/live-timeline';
import { mergeByOrder } from '../../../platform/store/timeline-order';
import { matchTrackerApi } from '../api/match-tracker-api';
import { MATCH_DOMAIN } from '../match-domain-id';
import { trackerStore } from '../tracker-lazy-store';

/** What a match's tracker keeps beside its recent states: the sport, and every shot (football: confirmed goals too). */
export interface TrackerHead {
  sport: string;
  shots: readonly TrackerState[];
}

export type MatchTracker = Timeline<TrackerState, TrackerHead>;

/** Five minutes of play at one state a second: more than any stream's delay holds back. */
export const STATES_KEPT = 300;
/** Trackers kept at once; past it the least recently used goes (a screen showing it asks again). */
export const TRACKERS_KEPT = 20;

/** A state drawn as a shot marker. */
export const isShot = (state: TrackerState): boolean =>
  SHOT_KINDS.includes(state.kind) || (state.kind === TrackerKind.Goal && state.phase === TrackerPhase.Confirmed);

const seqOf = (state: TrackerState) => state.seq;

export const useTrackerStore = liveTimeline<number, TrackerState, TrackerHead>({
  domain: MATCH_DOMAIN,
  snapshot: async (matchId) => {
    const { sport, states, shots, nextSeq } = await matchTrackerApi.snapshot({ matchId });
    return { items: states, head: { sport, shots }, next: nextSeq };
  },
  call: MatchTrackerCalls.snapshot,
  keyOf: (state) => state.matchId,
  orderOf: seqOf,
  cap: STATES_KEPT,
  keysKept: TRACKERS_KEPT,
  channel: (matchId) => MatchPush.channel(matchId),
  headWith: (head, states) => {
    // No new shot: the head as it was.
    const shots = mergeByOrder(head.shots, states.filter(isShot), seqOf).items;
    return shots === head.shots ? head : { ...head, shots };
  },
});

trackerStore.provide(useTrackerStore, MatchTrackerPush);
