/**
 * 竞猜: predictions in a live room. OUR EXTENSION — the spec names none of it — so a backend may
 * lack it: HTTP 404 (or code 404 in the envelope) from `room` hides the whole feature; nothing
 * else of the room changes. Points only (积分): never money, never convertible.
 *
 * The room's streamer opens a question about the match (下一个进球, 全场大小球, 谁先进球, 本节胜负,
 * 本节大小分, 全场胜负) with 2–4 answers; it takes votes until a **match time** (`lockAt`, the server time at
 * which the match reaches `lockClock`). Fair to every delay, and to nobody's claim of one:
 * - a vote counts only while the match time at the voter's picture — the time the server received
 *   it minus the delay the client reported (`delayMs`) — is before the lock. The delay is counted
 *   up to the most the room's picture can be behind live (`closeAt − lockAt`: its stream's latency
 *   and the player's live-edge policy, `maxPictureDelayMs`; MAX_COUNTED_DELAY_MS for the rooms'
 *   streams), so no vote is taken after `closeAt`, and the result is paid no earlier;
 * - and only if it was received before the event that decided the question (`decidedAt`), whatever
 *   delay it claims: a vote received at or after it is refused 已封盘 when the server knows the
 *   decision, else — the event was still on its way to the server — given back when the decision
 *   is paid (`myVote.refund` says why: RefundReason.AfterDecision). A question decided before its
 *   lock (a goal that settles 大小球) locks at its deciding event.
 * The outcome comes from the match's events (`decidedAt`: the server time of the event that
 * decided it, which a client shows when its picture gets there). 流局 (void: the match abandoned,
 * a goal taken back, the match over first, nobody picked the answer that won) gives every stake
 * back.
 *
 * Calls (POST, form-encoded, signed, common headers — like every call):
 *   room    `{ roomId }` → RoomPredictions: the room's predictions, newest first (at most
 *           ROOM_PREDICTIONS_KEPT, those of the last day), each with the asking fan's vote, and
 *           the fan's 积分 (null for a visitor). Visitors allowed. What a client reads on entry
 *           and after a reconnect.
 *   vote    login, `{ predictionId, outcomeId, stake, delayMs }` → VoteResult. One vote per fan and
 *           prediction: a retry of the vote (the same answer and stake) answers the same and
 *           charges once — (fan, prediction) is its idempotency key; another answer or stake is
 *           refused AlreadyVoted. Refused: Locked (已封盘: the lock has passed at the voter's
 *           picture, the question is decided, or the prediction is settled or void — nothing
 *           charged; the message says which), NotEnoughPoints, NotFound; a stake outside
 *           MIN_STAKE..MAX_STAKE or a malformed parameter is HTTP 400. The answer's `myVote` is the
 *           fan's own vote, nothing of where it came from.
 *   record  `{ uid }` → FanRecord (prediction-record.ts) of any fan, by the uid chat lines carry.
 *           Visitors allowed.
 *
 * Push on `predictions:<liveRoomId>` (predictions-push.ts): `prediction` when one opens, locks,
 * settles or is void; `split` (the stakes per answer) at most once a second while votes come.
 *
 * 积分: every fan gets DAILY_GRANT once a day (the day of China, UTC+8) on first use; a stake is
 * taken at the vote; a settled prediction pays its winners the whole pool in proportion to their
 * stakes (pool odds, as Twitch: a winner gets stake × pool ÷ the winning answer's stakes, rounded
 * down, the points left over by rounding to the largest remainders) — no point is created or lost.
 */
import { postFormCall } from './http';
import { asNumber, asString, listOf, nullableNumber, numberOr0, optional, stringOrEmpty, withDefault } from './parse';
import { fanRecordFields } from './prediction-record';
import { idParam, integerParam, refine, required, textParam, withFallback, alwaysSent } from './request';
import { object, oneOf, type Infer, type ObjectOf } from './schema';

/** Points a fan gets once a day. */
export const DAILY_GRANT = 1000;
/** The smallest and the largest stake of one vote (全部 stakes the balance up to MAX_STAKE). */
export const MIN_STAKE = 1;
export const MAX_STAKE = 1000;
/** The stakes the card offers in one tap, beside 全部. */
export const STAKE_PRESETS = [10, 50, 100] as const;
/**
 * The app's live-edge policy for HLS (the player's HLS_CONFIG: hls.js liveSyncDurationCount and
 * liveMaxLatencyDurationCount): playback starts `syncDurations` target durations behind the
 * playlist's edge, as RFC 8216 6.3.3 asks, and once it has drifted `maxLatencyDurations` behind it
 * the player jumps back to the sync point. (Its FLV player keeps closer: at most 4 s buffered, its
 * source 2 s behind.)
 */
export const LIVE_EDGE_POLICY = { syncDurations: 3, maxLatencyDurations: 5 } as const;

/** A room's live stream as far as its delay goes. */
export interface LiveStreamTiming {
  /** Its segments' target duration (EXT-X-TARGETDURATION). */
  targetDurationMs: number;
  /** How far its newest segment's end can be behind the match: a segment published once complete is one target duration. */
  latencyMs: number;
}

/**
 * The most a picture of the stream can be behind live: the stream's own latency, and the player's
 * drift behind the playlist's edge before it jumps back (LIVE_EDGE_POLICY.maxLatencyDurations).
 * A picture reported further behind is counted as this far: a larger claim would only buy time to
 * see the match first.
 */
export const maxPictureDelayMs = (stream: LiveStreamTiming): number =>
  stream.latencyMs + LIVE_EDGE_POLICY.maxLatencyDurations * stream.targetDurationMs;

/**
 * The rooms' streams (2 s segments, published once complete: 2 + 5 × 2 = 12 s behind at most). Each
 * prediction carries its room's bound as `closeAt − lockAt`; this is the delay counted where none
 * is given.
 */
export const MAX_COUNTED_DELAY_MS = maxPictureDelayMs({ targetDurationMs: 2000, latencyMs: 2000 });
/** A reported delay beyond this is a malformed request (HTTP 400). */
export const MAX_REPORTED_DELAY_MS = 10 * 60_000;
/** The delay a vote is counted with: what the client reported, from 0 up to `maxDelayMs`. */
export const countedDelayMs = (reportedMs: number, maxDelayMs = MAX_COUNTED_DELAY_MS): number =>
  Math.min(maxDelayMs, Math.max(0, Number.isFinite(reportedMs) ? reportedMs : 0));

/**
 * The fair lock: a vote received at server time `receivedAt` from a picture `delayMs` behind live
 * counts while the match time at that picture is before the lock — `receivedAt − delay < lockAt`,
 * the delay counted up to `maxDelayMs` (the room's: `closeAt − lockAt`). The server decides by it,
 * and by the deciding event (see above); the card closes by it too (a little early, for the way
 * there).
 */
export const isBeforeLockAtPlayhead = (
  receivedAt: number,
  delayMs: number,
  lockAt: number,
  maxDelayMs = MAX_COUNTED_DELAY_MS,
): boolean => receivedAt - countedDelayMs(delayMs, maxDelayMs) < lockAt;

/** Predictions the room call answers at most. */
export const ROOM_PREDICTIONS_KEPT = 10;

export const PredictionCode = {
  /** 已封盘: the lock has passed at the voter's picture, or the prediction is settled or void. */
  Locked: 32001,
  /** The stake is more than the fan's 积分. */
  NotEnoughPoints: 32002,
  /** The fan voted on this prediction already (another answer or stake). */
  AlreadyVoted: 32003,
  /** No prediction has that id (or the server no longer keeps it). */
  NotFound: 32004,
  /** No live room has that id. */
  RoomNotFound: 32005,
} as const;

/** What a prediction asks (a text, so a new kind does not break an older client: it shows `question`). */
export const PredictionKind = {
  /** Football: who scores the next goal after the lock, before a minute (主队 / 客队 / 无进球). */
  NextGoal: 'next-goal',
  /** Football, before kick-off: who scores first (主队 / 客队 / 无进球). */
  FirstGoal: 'first-goal',
  /** Football: the full-time goals (extra time included) over or under a line. */
  OverUnder: 'over-under',
  /** Basketball: who wins the period being played (主队 / 客队 / 平). */
  PeriodWinner: 'period-winner',
  /** Basketball: the period's points over or under a line. */
  PeriodTotal: 'period-total',
  /** Who wins the match (football 主队 / 客队 / 平局 after extra time, penalties aside; basketball 主队 / 客队). */
  MatchWinner: 'match-winner',
} as const;

/** Why a vote's stake came back although the prediction was settled (`myVote.refund`). */
export const RefundReason = {
  /** The vote reached the server at or after the event that decided the question: it never counted. */
  AfterDecision: 'after-decision',
} as const;

/** Why a prediction was void (流局). */
export const VoidReason = {
  /** The match was abandoned, cancelled, interrupted or postponed. */
  Abandoned: 'abandoned',
  /** The match ended before the question could be decided. */
  MatchEnded: 'match-ended',
  /** A goal that decided it was taken back. */
  GoalCancelled: 'goal-cancelled',
  /** Nobody picked the answer that won: every stake goes back. */
  NoWinner: 'no-winner',
  /** The streamer called it off (the development control). */
  Host: 'host',
} as const;

const PREDICTION_STATUSES = ['open', 'locked', 'settled', 'void'] as const;
export type PredictionStatus = (typeof PREDICTION_STATUSES)[number];

/** One answer with the stakes on it. */
const outcomeSplit = object({
  outcomeId: asNumber,
  /** Points staked on it. */
  stake: numberOr0,
  /** Fans who picked it. */
  voters: numberOr0,
});
export type OutcomeSplit = Infer<typeof outcomeSplit>;

/** The split of a prediction: the `split` push message (pushed at most once a second). */
export const predictionSplitFields = {
  predictionId: asNumber,
  roomId: asNumber,
  /** Server time the split was taken. */
  at: asNumber,
  outcomes: listOf(outcomeSplit),
  totalStake: numberOr0,
  voters: numberOr0,
};

/** A prediction as every fan sees it: the `prediction` push message. */
export const publicPredictionFields = {
  predictionId: asNumber,
  roomId: asNumber,
  matchId: numberOr0,
  /** PredictionKind. */
  kind: asString,
  /** The question, in Chinese (untrusted text: shown as text). */
  question: asString,
  /** 2–4 answers, in the order shown. */
  outcomes: listOf(object({ outcomeId: asNumber, label: asString, stake: numberOr0, voters: numberOr0 })),
  status: oneOf(PREDICTION_STATUSES),
  /** Server ms. */
  openedAt: asNumber,
  /** Server ms at which the match reaches the lock's match time. */
  lockAt: asNumber,
  /** The lock as a match time, for the card (`23:00`, `第2节 06:00`, `开赛`). */
  lockClock: stringOrEmpty,
  /**
   * Match seconds per second of server time around the lock (football 1, basketball 0.4: a 12-minute
   * quarter is played in 30): the card counts down in match time.
   */
  clockRate: withDefault(asNumber, 1),
  /**
   * lockAt + the most the room's picture can be behind live (maxPictureDelayMs): no vote is taken
   * after it, the result is paid no earlier. `closeAt − lockAt` is the delay a vote is counted up to.
   */
  closeAt: asNumber,
  /** Server ms of the event that decided it (settled or void); null before. */
  decidedAt: nullableNumber,
  /** The answer that won (settled); 0 otherwise. */
  winningOutcomeId: numberOr0,
  /** VoidReason when void; '' otherwise. */
  voidReason: stringOrEmpty,
  totalStake: numberOr0,
  voters: numberOr0,
};

export type PublicPrediction = ObjectOf<typeof publicPredictionFields>;

const myVote = object({
  outcomeId: asNumber,
  stake: asNumber,
  /** Server ms the vote was taken. */
  at: asNumber,
  /**
   * What came back: the winnings when settled and won, 0 when lost, the stake when void or
   * refunded; null before.
   */
  payout: nullableNumber,
  /**
   * RefundReason when the stake came back from a settled prediction (the vote never counted); ''
   * or absent otherwise (an older server sends none).
   */
  refund: optional(asString),
});
export type MyVote = Infer<typeof myVote>;

const prediction = object({
  ...publicPredictionFields,
  /** The asking fan's vote; null for a visitor or a fan who did not vote. */
  myVote: withDefault(myVote, null),
});
export type Prediction = Infer<typeof prediction>;

const points = object({
  balance: asNumber,
  /** The daily grant (DAILY_GRANT), shown beside the balance. */
  dailyGrant: numberOr0,
});
export type PredictionPoints = Infer<typeof points>;

const roomPredictions = object({
  roomId: asNumber,
  /** Newest first. */
  predictions: listOf(prediction),
  /** The fan's 积分; null for a visitor. */
  points: withDefault(points, null),
});
export type RoomPredictions = Infer<typeof roomPredictions>;

const voteResult = object({ prediction, points });
export type VoteResult = Infer<typeof voteResult>;

const fanRecordAnswer = object({ uid: asString, ...fanRecordFields });

/** A fan's uid as sessions (`u…`) and the room's simulated viewers (`v…`) carry it. */
const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const PredictionCalls = {
  /** The room's predictions and the fan's 积分. */
  room: postFormCall('/api/forehead/live/prediction/room', { roomId: idParam }, roomPredictions, {
    refusals: [PredictionCode.RoomNotFound],
    optional: true,
  }),
  /** One vote per fan and prediction; a retry answers the same. */
  vote: postFormCall(
    '/api/forehead/live/prediction/vote',
    {
      predictionId: idParam,
      outcomeId: idParam,
      stake: required(integerParam(MIN_STAKE, MAX_STAKE)),
      /** The delay of the fan's picture behind live (ms) when they voted; 0 without video or with 实时比分. */
      delayMs: alwaysSent(withFallback(integerParam(0, MAX_REPORTED_DELAY_MS), 0)),
    },
    voteResult,
    {
      auth: 'login',
      refusals: [
        PredictionCode.Locked,
        PredictionCode.NotEnoughPoints,
        PredictionCode.AlreadyVoted,
        PredictionCode.NotFound,
      ],
      optional: true,
    },
  ),
  /** A fan's record. */
  record: postFormCall(
    '/api/forehead/live/prediction/record',
    {
      uid: required(refine(textParam, (uid) => UID_PATTERN.test(uid), '应为 1 到 64 个字母、数字、_ 或 -')),
    },
    fanRecordAnswer,
    { optional: true },
  ),
} as const;
