/**
 * A live room's predictions (竞猜; PredictionCalls of src/contracts/predictions.ts, our
 * extension): the room's predictions with the fan's vote and 积分, the fair vote, a fan's record,
 * and the development control `/__dev/predictions`. The predictions themselves live in
 * ../predictions (prediction-rooms.ts drives them, prediction-book.ts keeps them).
 */
import { giveBackLeftPools } from '../predictions/left-pools';
import { DevCalls } from '../../../src/contracts/dev-server';
import { EMPTY_RECORD } from '../../../src/contracts/prediction-record';
import {
  DAILY_GRANT,
  PredictionCalls,
  PredictionCode,
  VoidReason,
  type PredictionPoints,
} from '../../../src/contracts/predictions';
import { ApiError, DevServerCode } from '../api-error';
import { carryOnLeftQuestions } from '../predictions/carried-questions';
import type { BookPrediction } from '../predictions/prediction-book';
import { predictionsOf, watchSubscribedPredictions, type PredictionRooms } from '../predictions/prediction-rooms';
import type { Fan } from '../predictions/fans-kept';
import { onAnswer, type Answer } from '../push/live-bus';
import { publisherCall } from '../push/publisher-role';
import { clientOfRequest, RawReply, requireSession, type ApiRequest } from '../router';
import type { RouteModule } from '../server-context';

/** A fan's vote handed to the publisher (publisher-role.ts `ask`). */
const VOTE_TOPIC = 'predictions-vote';

interface VoteAsked {
  fan: Fan;
  predictionId: number;
  outcomeId: number;
  stake: number;
  delayMs: number;
}

/** A vote another gateway handed on, checked field by field: it crossed the network. */
function voteAskedOf(body: unknown): VoteAsked {
  const asked = (body ?? {}) as Record<string, unknown>;
  const fan = (asked.fan ?? {}) as Record<string, unknown>;
  const numbers = [asked.predictionId, asked.outcomeId, asked.stake, asked.delayMs];
  if (
    typeof fan.uid !== 'string' ||
    !(typeof fan.client === 'string' || fan.client === null) ||
    !numbers.every(Number.isFinite)
  ) {
    throw new ApiError(DevServerCode.BadParams, 'not a vote');
  }
  const [predictionId, outcomeId, stake, delayMs] = numbers as number[];
  return {
    fan: { uid: fan.uid, client: fan.client },
    predictionId: predictionId!,
    outcomeId: outcomeId!,
    stake: stake!,
    delayMs: delayMs!,
  };
}

/** A room the development control touches stays watched this long (a test's run). */
const DEV_WATCH_MS = 10 * 60_000;
const DEV_WINDOW_MS = 3 * 60_000;

function requireRoom(rooms: PredictionRooms, roomId: number): void {
  if (!rooms.context(roomId)) throw new ApiError(PredictionCode.RoomNotFound, `直播间不存在：${roomId}`);
}

/** The session's user as a fan: its points and record are kept for the address it calls from. */
const fanOf = (request: ApiRequest, uid: string): Fan => ({ uid, client: clientOfRequest(request) });

export const registerPredictionRoutes: RouteModule = (router, server) => {
  const rooms = () => predictionsOf(server);
  // A subscriber to `predictions:<id>` keeps the room's predictions going.
  server.push.onSubscribe((channel) => watchSubscribedPredictions(server, channel));
  // A publisher taking over carries on the questions the one before it left open and gives back
  // the pools it cannot carry on, before it publishes.
  server.push.publisher.onTakeOver(() =>
    carryOnLeftQuestions(rooms(), server.cells, server.now()).then(() => giveBackLeftPools(server.cells, rooms().book)),
  );

  // A user's balance is read from the cells every gateway shares: answered later on NATS.
  const pointsOf = (fan: Fan): Answer<PredictionPoints> =>
    onAnswer(rooms().book.ledger.balance(fan), (balance) => ({ balance, dailyGrant: DAILY_GRANT }));

  router.handle(PredictionCalls.room, (request, { roomId }) => {
    const predictions = rooms();
    requireRoom(predictions, roomId);
    predictions.watch(roomId);
    const uid = request.session?.uid ?? null;
    const views = predictions.book.ofRoom(roomId, server.now()).map((item) => predictions.book.view(item, uid));
    return onAnswer(uid === null ? null : pointsOf(fanOf(request, uid)), (points) => ({
      roomId,
      predictions: views,
      points,
    }));
  });

  /** The vote counted in this gateway's book: the cluster's while it publishes the world. */
  const voteHere = ({ fan, predictionId, outcomeId, stake, delayMs }: VoteAsked) => {
    const predictions = rooms();
    return onAnswer(predictions.vote(fan, predictionId, outcomeId, stake, delayMs), (prediction) => {
      predictions.watch(prediction.roomId);
      const view = predictions.book.view(prediction, fan.uid);
      return onAnswer(pointsOf(fan), (points) => ({ prediction: view, points }));
    });
  };
  // Another gateway's fan: its vote is counted where the 竞猜 book is, on the publisher.
  const vote = publisherCall(server.push.publisher, VOTE_TOPIC, voteAskedOf, voteHere);

  router.handle(PredictionCalls.vote, async (request, params) => {
    const fan = fanOf(request, requireSession(request).uid);
    return await vote({ fan, ...params });
  });

  router.handle(PredictionCalls.record, (_request, { uid }) => ({
    uid,
    ...(rooms().book.records.of(uid) ?? EMPTY_RECORD),
  }));

  // ------------------------------------------------------------------ development control

  const devOptions = { auth: 'ignore' } as const;
  const devError = (message: string, status: 400 | 404) =>
    new ApiError(status === 404 ? DevServerCode.NotFound : DevServerCode.BadParams, message, status);

  router.get(
    DevCalls.predictions,
    () => {
      const predictions = rooms();
      const now = server.now();
      return RawReply.json({
        rooms: predictions.watchedRoomIds().map((roomId) => ({
          roomId,
          predictions: predictions.book.ofRoom(roomId, now).map((item) => predictions.book.publicView(item)),
        })),
        // Points enter by the grants alone: all given, and what predictions not settled yet hold of them.
        points: { granted: predictions.book.ledger.granted, held: predictions.book.held() },
      });
    },
    devOptions,
  );

  router.post(
    DevCalls.predictions,
    ({ body }) => {
      const predictions = rooms();
      const roomId = Number(body.roomId);
      if (!Number.isInteger(roomId) || !predictions.context(roomId))
        throw devError(`直播间不存在：${String(body.roomId)}`, 404);
      predictions.watch(roomId, DEV_WATCH_MS);
      const { action } = body;
      if (action === 'open') {
        const windowMs = body.windowMs ?? DEV_WINDOW_MS;
        if (typeof windowMs !== 'number' || !Number.isFinite(windowMs) || windowMs < 1000) {
          throw devError('windowMs 应为不小于 1000 的毫秒数', 400);
        }
        const kind = body.kind;
        if (kind !== undefined && typeof kind !== 'string') throw devError('kind 应为竞猜类型', 400);
        const opened =
          kind === undefined ? predictions.openExact(roomId, windowMs) : predictions.open(roomId, { kind });
        if (!opened) throw devError('这场比赛现在开不了这个竞猜', 404);
        return RawReply.json({ prediction: predictions.book.publicView(opened) });
      }
      const prediction = chosen(predictions, roomId, body.predictionId);
      if (action === 'lock') predictions.lockNow(prediction);
      else if (action === 'settle') {
        const outcomeId = body.outcomeId;
        if (!prediction.outcomes.some((outcome) => outcome.outcomeId === outcomeId))
          throw devError('outcomeId 不是这个竞猜的选项', 400);
        predictions.settleNow(prediction, { outcomeId: outcomeId as number, at: server.now() });
      } else if (action === 'void')
        predictions.settleNow(prediction, { voidReason: VoidReason.Host, at: server.now() });
      else throw devError("action 应为 'open'、'lock'、'settle' 或 'void'", 400);
      return RawReply.json({ prediction: predictions.book.publicView(prediction) });
    },
    devOptions,
  );

  /** The prediction named, else the room's newest one not settled yet. */
  function chosen(predictions: PredictionRooms, roomId: number, predictionId: unknown): BookPrediction {
    const found =
      predictionId === undefined
        ? predictions.book
            .ofRoom(roomId, server.now())
            .find((item) => item.status === 'open' || item.status === 'locked')
        : predictions.book.find(Number(predictionId));
    if (!found || found.roomId !== roomId) throw devError('这个直播间没有进行中的竞猜', 404);
    return found;
  }
};
