/**
 * 动画直播, the match tracker: where the ball is and what is happening, about once a second, for a
 * football or basketball match in play. OUR EXTENSION like the match centre: a backend may lack it,
 * and the app then shows no 动画 entry; nothing else changes (a 404 from the snapshot call, or no
 * `match.tracker` message, is not an error).
 *
 * Snapshot: POST /api/forehead/match/tracker (form, signed like every call) {matchId}
 *   → data {matchId, sport, states: [...], shots: [...], nextSeq}
 *   `states`: the last minute of play (the newest 60 states, in seq order; a match not in play has
 *   its last ones, or none before kick-off); `shots`: every shot state of the match so far (for
 *   football the confirmed goals too), in seq order. Late joiners and a client back from a
 *   reconnect start from it; a client that sees a `seq` jump asks it again.
 *   HTTP 404 (or code 404 in the envelope): the backend has no tracker.
 *
 * Push (MatchTrackerPush.state, match-tracker-push.ts): channel `match:<id>`, namespace `match`, name `tracker`, payload
 *   one TrackerState. An event, not a latest value: the push snapshot does not keep it.
 *
 * A state: `x`, `y` 0–100 on the pitch or court seen from the side — x from the home team's goal
 * (or basket) at 0 to the away team's at 100, so the home side attacks to the right; y from the top
 * touchline at 0 to the bottom one at 100. `side` has the ball (or made the play), `kind` says what
 * happens (TrackerKind; a client draws the ball of a kind it does not know and names nothing).
 * Big events come in two phases, as real feeds send them: first `phase: 'possible'` (a possible
 * goal, a possible penalty), then the same `kind` with `phase: 'confirmed'` or `'cancelled'` and the
 * same `pairId`, a few seconds later; between them a `var` state of that `pairId` may say VAR is
 * checking. The score and clock are the match's at the state; `possession` is the home side's
 * share of the ball over the 5 minutes of play before it (0–100).
 */
import { optionalCall, postFormCall } from './http';
import { trackerState } from './match-tracker-push';
import { asNumber, asString, listOf, numberOr0 } from './parse';
import { idParam } from './request';
import { derive, object, type Infer } from './schema';

const trackerSnapshot = derive(
  object({
    matchId: asNumber,
    /** 'football' | 'basketball' */
    sport: asString,
    states: listOf(trackerState),
    shots: listOf(trackerState),
    /** The seq the next state will have (absent or 0: after the last state). */
    nextSeq: numberOr0,
  }),
  (snapshot) => ({ ...snapshot, nextSeq: snapshot.nextSeq || (snapshot.states.at(-1)?.seq ?? 0) + 1 }),
);
export type TrackerSnapshot = Infer<typeof trackerSnapshot>;

export const MatchTrackerCalls = {
  snapshot: optionalCall(postFormCall('/api/forehead/match/tracker', { matchId: idParam }, trackerSnapshot)),
} as const;
