/**
 * The live room's crowd (RoomCrowdCalls of src/contracts/room-crowd.ts, our extension): history,
 * send, the red envelope's info and entry, the report of a chat line (called by the report route
 * of routes/news.ts when it carries `roomId`), and the development control `/__dev/crowd`.
 * The crowd itself lives in ../crowd: the rooms and their simulated viewers (crowd-rooms.ts),
 * the send rules (chat-sends.ts), the lotteries (lottery.ts).
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import {
  LOTTERY_RESULT_KEPT_MS,
  LotteryConditionKind,
  RoomCrowdCalls,
  RoomCrowdCode,
  type RoomLottery,
} from '../../../src/contracts/room-crowd';
import { ApiError, DevServerCode, noSuch } from '../api-error';
import { ExpiringMapsByOwner } from '../expiring-map';
import { carryOnLeftLotteries } from '../crowd/carried-lotteries';
import { crowdOf, type CrowdRooms } from '../crowd/crowd-rooms';
import type { RoomState } from '../crowd/room-state';
import type { ConditionCheck, DrawnPrize, Lottery } from '../crowd/lottery';
import { clientOfRequest, handedSession, RawReply, requireSession, type ApiRequest, type SessionRef } from '../router';
import { usersKeptFor } from '../sessions';
import { onAnswer, type Answer } from '../push/live-bus';
import { publisherCall } from '../push/publisher-role';
import {
  HISTORY_TOPIC,
  historyAskedOf,
  LOTTERY_ENTER_TOPIC,
  LOTTERY_INFO_TOPIC,
  lotteryAskedOf,
  REPORT_TOPIC,
  reportAskedOf,
  SEND_TOPIC,
  sendAskedOf,
  type LotteryAsked,
  type ReportAsked,
  type SendAsked,
} from './room-crowd-asked';
import type { RouteModule, ServerContext } from '../server-context';
import { userFollowsOf } from './user-follows';

/** A room the development control touches stays watched this long (the bench's run, a QA session). */
const DEV_WATCH_MS = 10 * 60_000;

function roomOf(rooms: CrowdRooms, roomId: number): RoomState {
  const room = rooms.room(roomId);
  if (!room) throw new ApiError(RoomCrowdCode.RoomNotFound, `直播间不存在：${roomId}`);
  return room;
}

const CONDITION_KINDS: readonly string[] = Object.values(LotteryConditionKind);

/** The development control's conditions for a lottery it opens: undefined when not given, null when not a list of known kinds. */
function lotteryConditions(given: unknown): readonly string[] | undefined | null {
  if (given === undefined) return undefined;
  if (!Array.isArray(given) || given.length === 0) return null;
  const kinds = given.filter((kind): kind is string => typeof kind === 'string' && CONDITION_KINDS.includes(kind));
  return kinds.length === given.length ? [...new Set(kinds)] : null;
}

const sameKinds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((kind) => b.includes(kind));

/** What the user has done towards a lottery's conditions (`followed`: streamers followed on the gateway the call reached). */
function conditionCheck(
  server: ServerContext,
  rooms: CrowdRooms,
  uid: string | null,
  lottery: Lottery,
  followed: readonly number[],
): Answer<ConditionCheck> {
  if (uid === null) return () => false;
  // The fan's chat cell is read only for a lottery that asks for a line (a NATS read per call there).
  const asksLine = lottery.conditions.includes(LotteryConditionKind.SendChat);
  const lineSent = asksLine ? rooms.sends.sentSince(uid, lottery.roomId, lottery.openedAt) : false;
  return onAnswer(lineSent, (sent) => (kind: string) => {
    if (kind === LotteryConditionKind.FollowStreamer)
      return followed.includes(lottery.hostId) || (userFollowsOf(server).get(uid)?.hosts.has(lottery.hostId) ?? false);
    return kind === LotteryConditionKind.SendChat && sent;
  });
}

/** The room's lottery as lottery/info answers it: the open one, else the last drawn while it is recent, else null. */
function roomLottery(
  server: ServerContext,
  rooms: CrowdRooms,
  room: RoomState,
  uid: string | null,
  followed: readonly number[],
): Answer<RoomLottery | null> {
  const now = server.now();
  return onAnswer(rooms.drawDue(now), () => {
    const lottery = rooms.lotteries.latestOf(room.roomId);
    if (!lottery) return null;
    if (lottery.status === 'drawn' && now - (lottery.drawnAt ?? 0) > LOTTERY_RESULT_KEPT_MS) return null;
    return onAnswer(conditionCheck(server, rooms, uid, lottery, followed), (check) =>
      rooms.lotteries.view(lottery, uid, check, now),
    );
  });
}

/**
 * Reports kept, per user: a day, the latest 1000 of each (one per user and line; one user's flood
 * forgets only that user's), of the reporters kept per client address and in all (sessions.ts USERS_KEPT).
 */
export const KEPT_REPORTS = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 1_000 } as const;
/** Each user's reports as `<line id>` (one line reported twice by a user is accepted once), counted per room. */
interface Reports {
  kept: ExpiringMapsByOwner<string, true>;
  accepted: Map<number, number>;
}
const reportsByServer = new WeakMap<ServerContext, Reports>();
const reportsOf = (server: ServerContext): Reports => {
  let reports = reportsByServer.get(server);
  if (!reports) {
    const reporters = usersKeptFor(server.usersKept, KEPT_REPORTS.ttlMs);
    reports = { kept: new ExpiringMapsByOwner(server.now, KEPT_REPORTS, reporters), accepted: new Map() };
    reportsByServer.set(server, reports);
  }
  return reports;
};

/**
 * A report of a chat line (`live/chat/report/add` with `roomId`; `commentId` is the line's id):
 * the line must be one the room keeps, and counts once per user whichever way its id is written
 * (`800160-01219` is the line `800160-1219`). The caller has checked the category and the content.
 */
export function reportChatLine(
  server: ServerContext,
  session: SessionRef,
  client: string,
  roomId: number,
  lineId: string,
): Answer<null> {
  const asked = { session: { ...session, token: '' }, client, roomId, lineId };
  const report = reportCalls.get(server);
  return report ? report(asked) : reportHere(server, asked);
}

/** The report hand-off of each server with the crowd's routes: the publisher's rooms hold the lines. */
const reportCalls = new WeakMap<ServerContext, (asked: ReportAsked) => Answer<null>>();

function reportHere(server: ServerContext, { session, client, roomId, lineId }: ReportAsked): null {
  const rooms = crowdOf(server);
  const room = roomOf(rooms, roomId);
  const line = room.log.find(lineId);
  if (!line) throw noSuch('消息', lineId);
  const reported = reportsOf(server);
  const mine = reported.kept.of(session.uid, client);
  if (!mine.get(line.id)) {
    mine.set(line.id, true);
    reported.accepted.set(room.roomId, (reported.accepted.get(room.roomId) ?? 0) + 1);
  }
  return null;
}

/** The red envelopes a user won (lottery/approval/info's `wins`), after drawing what is due. */
export function lotteryWinsOf(server: ServerContext, uid: string): Answer<DrawnPrize[]> {
  const rooms = crowdOf(server);
  return onAnswer(rooms.drawDue(), () => rooms.lotteries.winsOf(uid));
}

export const registerRoomCrowdRoutes: RouteModule = (router, server) => {
  const rooms = () => crowdOf(server);

  // The room's log is the publisher's: another gateway's copy would hold only what it made itself.
  const history = publisherCall(server.push.publisher, HISTORY_TOPIC, historyAskedOf, ({ roomId, sinceIndex }) => {
    const crowd = rooms();
    const room = roomOf(crowd, roomId);
    crowd.watch(room);
    return room.log.history(sinceIndex);
  });
  router.handle(RoomCrowdCalls.history, (_request, { roomId, sinceIndex }) => history({ roomId, sinceIndex }));
  reportCalls.set(
    server,
    publisherCall(server.push.publisher, REPORT_TOPIC, reportAskedOf, (asked) => reportHere(server, asked)),
  );

  /** The line sent in this gateway's room: the cluster's while it publishes the world. */
  const sendHere = ({ session, client, roomId, text, clientMsgId }: SendAsked) => {
    const crowd = rooms();
    const room = roomOf(crowd, roomId);
    crowd.watch(room);
    return crowd.sends.send(session, client, room, text, clientMsgId);
  };
  // Another gateway's fan: its line goes into the room's log, its slow mode, dedupe and flood
  // counted, where the room is published — one set of checks for every gateway.
  const send = publisherCall(server.push.publisher, SEND_TOPIC, sendAskedOf, sendHere);

  router.handle(RoomCrowdCalls.send, (request, params) => {
    const { uid, username } = requireSession(request);
    const asked: SendAsked = { session: { uid, username, token: '' }, client: clientOfRequest(request), ...params };
    return send(asked);
  });

  /** A 红包 call as this gateway hands it on: the fan and the streamers it follows here. */
  const lotteryAsked = (request: ApiRequest, id: number): LotteryAsked => {
    // The session's user without its token: this gateway has checked it.
    const session = handedSession(request.session);
    const follows = session && userFollowsOf(server).get(session.uid);
    return { id, session, followed: [...(follows?.hosts ?? [])] };
  };
  /** A 红包 call waits while a take-over carries the lotteries left open on (as a vote waits for its questions). */
  const afterCarrying =
    <Result>(here: (asked: LotteryAsked) => Answer<Result>) =>
    (asked: LotteryAsked): Answer<Result> => {
      const { carrying } = rooms();
      return carrying ? carrying.then(() => afterCarrying(here)(asked)) : here(asked);
    };
  const lotteryInfoHere = afterCarrying(({ id: roomId, session, followed }) => {
    const crowd = rooms();
    const room = roomOf(crowd, roomId);
    crowd.watch(room);
    return roomLottery(server, crowd, room, session?.uid ?? null, followed);
  });
  const lotteryEnterHere = afterCarrying(({ id: lotteryId, session, followed }) => {
    if (!session) throw new ApiError(DevServerCode.BadParams, 'a 红包 entry without its fan');
    const { uid } = session;
    const crowd = rooms();
    const now = server.now();
    return onAnswer(crowd.drawDue(now), () => {
      const found = crowd.lotteries.find(lotteryId);
      const checked = found ? conditionCheck(server, crowd, uid, found, followed) : () => false;
      // The draw's line names its winners: an entrant who never chatted too.
      return onAnswer(checked, (check) =>
        onAnswer(crowd.lotteries.enter(lotteryId, uid, check, now, session.username), (lottery) =>
          crowd.lotteries.view(lottery, uid, check, now),
        ),
      );
    });
  });
  // A publisher taking over carries on the 红包 the one before it left open, before it publishes.
  server.push.publisher.onTakeOver(() => carryOnLeftLotteries(rooms(), server.cells, server.now()));
  // Another gateway's fan: the room's lotteries are the publisher's (it opens and draws them).
  const lotteryInfo = publisherCall(server.push.publisher, LOTTERY_INFO_TOPIC, lotteryAskedOf, lotteryInfoHere);
  const lotteryEnter = publisherCall(server.push.publisher, LOTTERY_ENTER_TOPIC, lotteryAskedOf, lotteryEnterHere);

  router.handle(RoomCrowdCalls.lotteryInfo, (request, { roomId }) => lotteryInfo(lotteryAsked(request, roomId)));

  router.handle(RoomCrowdCalls.lotteryEnter, (request, { lotteryId }) => {
    requireSession(request);
    return lotteryEnter(lotteryAsked(request, lotteryId));
  });

  // ------------------------------------------------------------------ development control

  const devOptions = { auth: 'ignore' } as const;
  const devError = (message: string, status: 400 | 404) =>
    new ApiError(status === 404 ? DevServerCode.NotFound : DevServerCode.BadParams, message, status);

  const roomState = (crowd: CrowdRooms, room: RoomState) => {
    const lottery = crowd.lotteries.latestOf(room.roomId);
    return {
      roomId: room.roomId,
      rate: crowd.rateOf(room),
      fixedRate: room.fixedRate,
      fixedUntil: room.fixedUntil,
      watched: crowd.isWatched(room),
      subscribers: server.push.subscriberCount(`room:${room.roomId}`),
      nextIndex: room.log.nextIndex,
      /** The server time of the room's last step (null before the first): a test waits for it. */
      lastStepAt: room.lastStepAt,
      /** Reports of the room's lines, one per user and line. */
      reports: reportsOf(server).accepted.get(room.roomId) ?? 0,
      lottery: lottery ? crowd.lotteries.view(lottery, null, () => false, server.now()) : null,
    };
  };

  router.get(
    DevCalls.crowd,
    () => {
      const crowd = rooms();
      return RawReply.json({ rooms: crowd.watchedRooms().map((room) => roomState(crowd, room)) });
    },
    devOptions,
  );

  router.post(
    DevCalls.crowd,
    async ({ body }) => {
      const crowd = rooms();
      const room = crowd.room(Number(body.roomId));
      if (!room) throw devError(`直播间不存在：${String(body.roomId)}`, 404);
      if ('rate' in body) {
        const rate = body.rate;
        if (rate !== null && (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0)) {
          throw devError('rate 应为不小于 0 的数字或 null', 400);
        }
        const forMs = body.forMs;
        if (forMs !== undefined && (typeof forMs !== 'number' || !Number.isFinite(forMs) || forMs <= 0)) {
          throw devError('forMs 应为大于 0 的毫秒数', 400);
        }
        crowd.setFixedRate(room, rate, forMs ?? null);
      }
      crowd.watch(room, DEV_WATCH_MS);
      if (body.lottery === 'open') {
        const conditions = lotteryConditions(body.conditions);
        if (conditions === null) throw devError(`conditions 应为非空数组，取值：${CONDITION_KINDS.join('、')}`, 400);
        const latest = crowd.lotteries.latestOf(room.roomId);
        const open = latest?.status === 'open' ? latest : undefined;
        // One open with other conditions is drawn first: the control opens what it names.
        if (open && conditions && !sameKinds(open.conditions, conditions)) await crowd.drawLottery(open);
        if (crowd.lotteries.latestOf(room.roomId)?.status !== 'open') crowd.openLottery(room, server.now(), conditions);
      } else if (body.lottery === 'draw') {
        const latest = crowd.lotteries.latestOf(room.roomId);
        if (latest?.status !== 'open') throw devError('这个直播间没有进行中的红包', 404);
        const winners = Array.isArray(body.winners) ? body.winners.filter((uid) => typeof uid === 'string') : [];
        await crowd.drawLottery(latest, winners);
      } else if (body.lottery !== undefined) {
        throw devError("lottery 应为 'open' 或 'draw'", 400);
      }
      return RawReply.json(roomState(crowd, room));
    },
    devOptions,
  );
};
