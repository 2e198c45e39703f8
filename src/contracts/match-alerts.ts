/**
 * Match alerts (the protocol and catalogue in push.ts): the moments of a followed (预约) match that a
 * fan is told about wherever they are — kick-off, a goal, a red card, a penalty awarded, a goal
 * cancelled after VAR, half-time and full-time; in basketball the start, each quarter's end, the
 * final and a lead change in the last five minutes.
 *
 * One light channel per match, `alerts:<matchId>`, carrying only these moments (not the match
 * channel's clock, tracker and every match-centre event), so fifty followed matches on the one
 * socket cost nothing between moments. Each alert carries the names and score it shows, so a host
 * page that has never loaded the match (the `./alerts` expose) can show it, and its `at` on the
 * server's clock, so the fan watching the match's stream is told only when the picture reaches it.
 *
 * An alert's `id` is stable across sockets, reloads and the missed-alerts call, so an alert already
 * announced is never announced again. A cancelled goal is a new alert whose `corrects` names the
 * goal's id.
 */
import { getCall } from './http';
import { asNumber, asString, listOf, numberOr0, stringOrEmpty, withDefault, wholeNumber } from './parse';
import { channelKind, pushMessages } from './push';
import { idListParam, refine, required, textParam } from './request';
import { object, oneOf, type Infer } from './schema';

export const FOOTBALL_ALERT_KINDS = [
  'kick-off',
  'goal',
  'red-card',
  'penalty',
  'goal-cancelled',
  'half-time',
  'full-time',
] as const;
export const BASKETBALL_ALERT_KINDS = ['start', 'quarter-end', 'final', 'lead-change'] as const;
/**
 * A followed streamer going live on a match: not on `alerts:<id>` but read by the client off the
 * streamer's `host-live` (anchors-push.ts), so it has no seq of its own; a match's moment is told.
 */
export const STREAMER_ALERT_KINDS = ['streamer-live'] as const;
/** What a fan can choose to be told about. */
export const MATCH_ALERT_KINDS = [...FOOTBALL_ALERT_KINDS, ...BASKETBALL_ALERT_KINDS, ...STREAMER_ALERT_KINDS] as const;
export type MatchAlertKind = (typeof MATCH_ALERT_KINDS)[number];

export const matchAlert = object({
  /** `<matchId>-<seq>`: the same alert has the same id on every socket and in the missed call. */
  id: asString,
  matchId: asNumber,
  /** 0, 1, 2, … per match: a jump means a missed alert (the missed call repairs it). */
  seq: wholeNumber('alert seq'),
  /** 'football' | 'basketball' */
  sport: asString,
  kind: oneOf(MATCH_ALERT_KINDS),
  /** Server time of the moment (ms since the epoch), the playhead's clock. */
  at: asNumber,
  /** The match minute (football) or period number (basketball); 0 before kick-off. */
  minute: numberOr0,
  homeName: stringOrEmpty,
  awayName: stringOrEmpty,
  /** The score after the moment (a cancelled goal: the score with it taken off). */
  homeScore: asNumber,
  awayScore: asNumber,
  /** The side of the moment; '' for a period mark. */
  side: withDefault(oneOf(['home', 'away', ''], "'home' | 'away' | ''"), ''),
  /** The player (streamer-live: the streamer), '' when none is named. */
  playerName: stringOrEmpty,
  /** goal-cancelled: the id of the goal it takes back; '' otherwise. */
  corrects: stringOrEmpty,
});
export type MatchAlert = Infer<typeof matchAlert>;

const alerts = channelKind('alerts');

/** The alerts' push catalogue: one event per moment on its match's `alerts:<matchId>` channel. */
export const MatchAlertsPush = {
  channel: alerts,
  alert: pushMessages('alerts').event('alert', [alerts.kind], matchAlert),
} as const;

/** Matches one missed-alerts call asks about: a fan's followed matches fit in one call. */
export const MAX_MISSED_ALERT_MATCHES = 50;
/** `fromSeqs`: one seq (0, 1, …) per match of `matchIds`, comma-separated. */
export const FROM_SEQS_PATTERN = '^[0-9]{1,9}(,[0-9]{1,9})*$';
const fromSeqsPattern = new RegExp(FROM_SEQS_PATTERN);

/**
 * The missed-alerts call (our extension): after a reconnect, a reload or a gap in a channel's
 * seqs, the alerts of each match from the seq the client has not yet seen (`fromSeqs[i]` for
 * `matchIds[i]`; 0: every alert the server still keeps, about the last 64 of a match). Optional: a
 * backend without it loses only the repair — alerts missed while offline are not told late.
 */
export const MatchAlertCalls = {
  missed: getCall(
    '/api/forehead/live/match/alerts',
    {
      matchIds: required(
        refine(
          idListParam('比赛'),
          (ids) => ids.length <= MAX_MISSED_ALERT_MATCHES,
          `最多 ${MAX_MISSED_ALERT_MATCHES} 场`,
        ),
      ),
      fromSeqs: required(
        refine(textParam, (text) => fromSeqsPattern.test(text), '应为逗号分隔的序号', { pattern: FROM_SEQS_PATTERN }),
      ),
    },
    object({ alerts: listOf(matchAlert) }),
    { optional: true },
  ),
} as const;
