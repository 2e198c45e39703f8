/**
 * Calls that only the development server has (shell-demo/server): demo login for
 * shell-demo, and the control endpoints QA and the tests use for fault injection.
 * They are not part of the production contract: their paths (`DevCalls`) and, declared with the
 * call kit like the contract's calls, what each sends and answers (`DevControlCalls`).
 */
import { sessionInfo } from './bridge-events';
import { AppType, deleteCall, getCall, Header, OsType, postJsonCall } from './http';
import { matchCentreEvent } from './match-centre-push';
import {
  asBoolean,
  asNumber,
  asString,
  listOf,
  nullableNumber,
  numberOr0,
  optional,
  stringOrEmpty,
  type Json,
} from './parse';
import { publicPredictionFields } from './predictions';
import {
  booleanParam,
  choiceParam,
  idParam,
  integerParam,
  numberParam,
  optionalIdParam,
  required,
  textParam,
  unreadParam,
} from './request';
import { ignored, object, oneOf } from './schema';

/**
 * The common headers that a tool (the tests, the bench, the contract kit) sends
 * with its signed calls, as the app does: the development server refuses a call without them
 * (shell-demo/server/request-headers.ts).
 */
export const TOOL_HEADERS: Readonly<Record<string, string>> = {
  [Header.DeviceId]: 'dev-tool',
  [Header.OsType]: String(OsType.Default),
  [Header.Version]: '1.0.0',
  [Header.AppType]: String(AppType.Web),
};

export const DevCalls = {
  /** POST JSON `{ username }` → envelope with `SessionInfo`. A second login kicks the first token (505). */
  demoLogin: '/api/forehead/user/demo/login',
  /** POST with the token headers → ends that session. */
  demoLogout: '/api/forehead/user/demo/logout',
  /** POST JSON `FaultRule` → adds a rule; DELETE → clears all rules; GET → lists them. */
  faults: '/__dev/faults',
  /** POST JSON `{ token }` → that token is expired from now on (405). */
  expireToken: '/__dev/session/expire',
  /** GET → the last requests as structured log lines. */
  requestLog: '/__dev/requests',
  /** GET → `{ ok: true }` once the server is ready. */
  health: '/__dev/health',
  /**
   * POST JSON `{ matchId, side: 'home' | 'away', cancelled?: boolean }` (a football match) → the team scores now: the
   * world's score goes up and the change is pushed on `match:<id>` like a simulated one (QA and the end-to-end tests);
   * in play, the goal joins the match centre's events (published at the next tick, with its alert on `alerts:<id>`) and the tracker (动画直播) draws it from the next second: a shot, a possible goal, its confirmation.
   * `cancelled: true`: the score stays; the tracker draws a possible goal, a VAR check, and the goal taken back
   * (refused with 400 when the match is not in play). Answers `{ matchId, homeScore, awayScore, tracked }`.
   */
  scoreGoal: '/__dev/world/goal',
  /**
   * POST JSON `{ matchId, side: 'home' | 'away', red?: boolean }` (a football match in play) → a starter of that side is
   * booked now: a yellow card (`red: true`: a red one, and its match alert) joins the match centre's events — the simulator publishes
   * it on `match:<id>` at its next tick and the centre snapshot has it — so a key event can be
   * watched through the stream's delay without waiting for the script's next one. Answers the event.
   */
  bookPlayer: '/__dev/world/card',
  /**
   * POST JSON `{ matchId }` (a football match in play with a goal standing) → VAR takes back its latest
   * goal now: the world's score goes down and is pushed on `match:<id>`, a VAR decision (`goal-disallowed`,
   * with the score after it) joins the match centre's events, published at the next tick with its
   * `goal-cancelled` alert naming the goal's alert on `alerts:<id>`. 400 when there is no goal to take
   * back. Answers the decision's event.
   */
  varCancel: '/__dev/world/var-cancel',
  /**
   * POST JSON `{ matchId, minute?: number, halfTime?: true }` (a match that has not started, its
   * teams known) → it kicks off now: the simulator plays it from its next tick and its streamers go
   * live, so a match in play with its whole first half ahead exists whatever the hour (400 for a
   * match under way or over). A football match may instead have kicked off earlier: `minute`
   * (1–90) puts it at the start of that minute of play, `halfTime` at the start of its break — the
   * next tick plays it up to then (its goals, statuses and events, as the world would have them).
   * Answers `{ matchId, matchDate }`.
   */
  kickOff: '/__dev/world/kickoff',
  /**
   * POST JSON `{ hostId, matchId? }` → the streamer goes live now on its scheduled match `matchId`
   * (by default the first of its schedule not over), even before the match starts: its `host-live`
   * is pushed on `host:<id>` and `anchors:live`, as at a kick-off, so a follower's streamer-live
   * alert can be seen whatever the hour. 404 for a streamer or schedule entry unknown, 400 for a
   * banned streamer or an entry already live or over. Answers `{ hostId, matchId }`.
   */
  hostLive: '/__dev/world/host-live',
  /**
   * POST JSON `{ accepting: boolean }` → false takes the push service down (every socket cut, new
   * ones refused), true brings it back; GET → `{ accepting }`. The HTTP calls keep working.
   */
  push: '/__dev/push',
  /**
   * The live rooms' crowd (src/contracts/room-crowd.ts, our extension). POST JSON
   * `{ roomId, rate?: number | null, forMs?: number, lottery?: 'open' | 'draw', conditions?: string[], winners?: string[] }`:
   * `rate` fixes the room's crowd at that many messages a second (0 silences it, null gives it back
   * to the match), for `forMs` of server time when given (then silence), `lottery` opens a red envelope now or draws the open one now (`conditions`:
   * the opened one's LotteryConditionKinds instead of those the world draws, an open one with others
   * drawn first; `winners`: entrants'
   * uids who win first); the room is watched for ten minutes. Answers the room's state. GET → the
   * watched rooms.
   */
  crowd: '/__dev/crowd',
  /**
   * A live room's predictions (src/contracts/predictions.ts, our extension). POST JSON
   * `{ roomId, action: 'open', windowMs?, kind? }` opens one now — without `kind`, 全场胜负 locking
   * exactly `windowMs` (default 3 minutes) from now; with it, that kind as the world would open it
   * (404 when the match allows none now); `{ roomId, action: 'lock' | 'settle' | 'void',
   * predictionId?, outcomeId? }` locks the room's newest unsettled one (or `predictionId`) at the
   * match time now, settles it now with `outcomeId` winning, or voids it (流局) now — whatever the
   * time. The room is watched for ten minutes. Answers `{ prediction }`. GET → the watched rooms'
   * predictions and the points held and granted.
   */
  predictions: '/__dev/predictions',
  /**
   * POST JSON `{ stSportPath?, stSportJumpGame? }` → what the common config answers from now on
   * (a sport path such as `/sportX`, a game of `GameId`); GET → the current one. The remote and
   * shell-demo read it when they start.
   */
  commonConfig: '/__dev/common-config',
} as const;

/**
 * Demo users with a fixed profile (the comment rule, a small gold balance): logging in
 * with one of these usernames gives that profile; any other username is an ordinary user who
 * passes every threshold and has gold to spend. shell-demo's developer panel logs in as them.
 */
export const DemoUser = {
  /** An ordinary user. */
  normal: 'demo',
  /** Banned from commenting (isBan, with its ban text). */
  banned: 'demo-banned',
  /** Below the recharge threshold of the comment rule. */
  lowRecharge: 'demo-newcomer',
  /** Below the VIP threshold of the comment rule. */
  lowVip: 'demo-vip0',
  /** Passes the comment rule, but has only a few gold coins. */
  poor: 'demo-poor',
} as const;

export type DemoUserName = (typeof DemoUser)[keyof typeof DemoUser];

/** What the developer panel shows beside each demo user. */
export const DEMO_USER_LABELS: Readonly<Record<DemoUserName, string>> = {
  demo: '普通用户',
  'demo-banned': '已禁言',
  'demo-newcomer': '充值未达标',
  'demo-vip0': 'VIP未达标',
  'demo-poor': '金币不足',
};

/**
 * A fault applies to requests whose path starts with `pathPrefix` (all when absent),
 * for `times` requests (forever when absent).
 */
export interface FaultRule {
  pathPrefix?: string;
  times?: number;
  /** Delay before answering. */
  latencyMs?: number;
  /** Answer with this envelope code and message instead of the real result. */
  code?: number;
  msg?: string;
  /** Answer 200 with a body that is not the expected shape (`{ code: 1, data: "⚠" }`) or not JSON. */
  malformed?: 'shape' | 'json';
  /** Destroy the connection without answering. */
  drop?: boolean;
}

/** The same fault for a single request, as a header: `x-dev-fault: {"code":403}` (JSON of FaultRule). */
export const DEV_FAULT_HEADER = 'x-dev-fault';

export interface RequestLogLine {
  at: string;
  method: string;
  path: string;
  status: number;
  code?: number;
  ms: number;
  uid?: string;
  fault?: string;
}

const anything = (value: Json): Json => value;
const side = required(choiceParam(['home', 'away'] as const), () => 'side 应为 home 或 away');
const faultRule = object({
  pathPrefix: optional(asString),
  times: optional(asNumber),
  latencyMs: optional(asNumber),
  code: optional(asNumber),
  msg: optional(asString),
  malformed: optional(oneOf(['shape', 'json'] as const)),
  drop: optional(asBoolean),
});
const faultRules = object({ rules: listOf(faultRule) });
const requestLogLine = object({
  at: asString,
  method: asString,
  path: asString,
  status: asNumber,
  code: optional(asNumber),
  ms: asNumber,
  uid: optional(asString),
  fault: optional(asString),
});
const accepting = object({ accepting: asBoolean });
const crowdRoom = object({
  roomId: asNumber,
  rate: asNumber,
  fixedRate: nullableNumber,
  fixedUntil: nullableNumber,
  watched: asBoolean,
  subscribers: asNumber,
  nextIndex: asNumber,
  lastStepAt: nullableNumber,
  reports: numberOr0,
  /** The room's latest red envelope as lottery/info shows it to a visitor; null: none. */
  lottery: anything,
});
const prediction = object({ prediction: object(publicPredictionFields) });
/** A match-centre event a control added. */
const centreEventAnswer = object({ ...matchCentreEvent.fields, matchId: asNumber, index: asNumber, at: asNumber });
const commonConfigAnswer = object({ stSportPath: stringOrEmpty, stSportJumpGame: asNumber });

/**
 * The control calls, declared with the contract's kit: a JSON body (or none), a JSON answer (not
 * the envelope, but for the demo login and logout, which are signed calls under /api like the
 * contract's). Each route of shell-demo/server/routes is one of them (tests/integration/server/declared-calls.test.ts).
 */
export const DevControlCalls = {
  demoLogin: postJsonCall(DevCalls.demoLogin, { username: required(textParam) }, sessionInfo),
  demoLogout: postJsonCall(DevCalls.demoLogout, {}, ignored, { auth: 'login' }),
  faultRules: getCall(DevCalls.faults, {}, faultRules),
  addFault: postJsonCall(
    DevCalls.faults,
    {
      pathPrefix: textParam,
      times: integerParam(1),
      latencyMs: integerParam(0),
      code: numberParam,
      msg: textParam,
      malformed: choiceParam(['shape', 'json'] as const),
      drop: booleanParam,
    },
    faultRules,
  ),
  clearFaults: deleteCall(DevCalls.faults, {}, faultRules),
  expireToken: postJsonCall(DevCalls.expireToken, { token: required(textParam) }, object({ ok: asBoolean })),
  requestLog: getCall(DevCalls.requestLog, {}, listOf(requestLogLine)),
  health: getCall(DevCalls.health, {}, object({ ok: asBoolean, gateway: stringOrEmpty })),
  scoreGoal: postJsonCall(
    DevCalls.scoreGoal,
    { matchId: idParam, side, cancelled: booleanParam },
    object({ matchId: asNumber, homeScore: asNumber, awayScore: asNumber, tracked: asBoolean }),
  ),
  bookPlayer: postJsonCall(DevCalls.bookPlayer, { matchId: idParam, side, red: booleanParam }, centreEventAnswer),
  varCancel: postJsonCall(DevCalls.varCancel, { matchId: idParam }, centreEventAnswer),
  kickOff: postJsonCall(DevCalls.kickOff, { matchId: idParam }, object({ matchId: asNumber, matchDate: asNumber })),
  hostLive: postJsonCall(
    DevCalls.hostLive,
    { hostId: idParam, matchId: optionalIdParam },
    object({ hostId: asNumber, matchId: asNumber }),
  ),
  pushState: getCall(DevCalls.push, {}, accepting),
  setPush: postJsonCall(DevCalls.push, { accepting: required(booleanParam) }, accepting),
  crowdRooms: getCall(DevCalls.crowd, {}, object({ rooms: listOf(crowdRoom) })),
  setCrowd: postJsonCall(
    DevCalls.crowd,
    {
      roomId: idParam,
      /** Messages a second; null gives the room back to its match. */
      rate: numberParam,
      forMs: integerParam(1),
      lottery: choiceParam(['open', 'draw'] as const),
      /** The opened lottery's conditions (LotteryConditionKind), instead of those the world draws. */
      conditions: unreadParam<readonly string[] | undefined>(),
      /** Entrants' uids who win first. */
      winners: unreadParam<readonly string[] | undefined>(),
    },
    crowdRoom,
  ),
  predictionRooms: getCall(
    DevCalls.predictions,
    {},
    object({ rooms: listOf(object({ roomId: asNumber, predictions: listOf(object(publicPredictionFields)) })) }),
  ),
  setPrediction: postJsonCall(
    DevCalls.predictions,
    {
      roomId: idParam,
      action: required(choiceParam(['open', 'lock', 'settle', 'void'] as const)),
      windowMs: integerParam(1000),
      kind: textParam,
      predictionId: integerParam(1),
      outcomeId: integerParam(1),
    },
    prediction,
  ),
  commonConfig: getCall(DevCalls.commonConfig, {}, commonConfigAnswer),
  setCommonConfig: postJsonCall(
    DevCalls.commonConfig,
    { stSportPath: textParam, stSportJumpGame: integerParam(1) },
    commonConfigAnswer,
  ),
} as const;
