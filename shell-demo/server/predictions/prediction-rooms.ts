/**
 * The rooms' predictions, one per started server (`predictionsOf(server)`): the simulated streamer
 * of a watched room opens a question about its match now and then (prediction-kinds.ts), the
 * room's viewers vote on it (crowd-votes.ts), the lock comes at its match time, and the match's
 * events decide it — paid once no vote can come any more (`closeAt`). Everything goes out on
 * `predictions:<roomId>`: the prediction when it opens, locks and settles, the split at most once
 * a second while votes come (a wall-clock throttle per prediction).
 *
 * A room is watched while someone subscribes to its channel or called about it in the last
 * minute; the predictions not settled yet are looked at whether watched or not (their stakes must
 * come back). The clock: votes, locks and payments on the server's, the match's events on the
 * world's (`world.currentTime`: what has happened).
 */
import { performance } from 'node:perf_hooks';
import type { ChannelName } from '../../../src/contracts/push';
import { maxPictureDelayMs } from '../../../src/contracts/predictions';
import { PredictionsPush } from '../../../src/contracts/predictions-push';
import { popularityOf } from '../crowd/rate-model';
import { numericChannelId } from '../push/channel-ids';
import { onAnswer, type Answer } from '../push/live-bus';
import { phaseOf, roomContext, type RoomContext } from '../crowd/room-context';
import { roomViewers } from '../crowd/viewers';
import type { ServerContext } from '../server-context';
import { MINUTE } from '../world/clock';
import { ROOM_STREAM_TIMING } from '../streams/live-hls';
import { rngFor, type Rng } from '../world/random';
import { crowdBallot, crowdLean, crowdVote, crowdVoterCount, crowdVotesDue, type CrowdBallot } from './crowd-votes';
import { bookPredictionOf, questionOf, saveQuestion, type LeftQuestion } from './carried-questions';
import { FanRecords } from './fan-records';
import type { Fan } from './fans-kept';
import { basketballLock, type ClockPoint } from './match-clock';
import { matchFacts, scoreSoFar, scriptsOf, watchOf, type MatchWatch } from './match-watch';
import { PointsLedger } from './points-ledger';
import { VoteClaims } from './vote-claims';
import { PredictionBook, predictionName, type BookPrediction } from './prediction-book';
import {
  decide,
  matchWinnerPlan,
  plansFor,
  type MatchScripts,
  type PlanContext,
  type PredictionPlan,
} from './prediction-kinds';

/** How often the predictions step (wall clock). */
const TICK_MS = 250;
/** A room stays watched this long after a call about it (wall clock) when nobody subscribes. */
const WATCH_MS = 60_000;
/** The split goes out at most this often per prediction (wall clock). */
export const SPLIT_EVERY_MS = 1000;
/** The streamer opens the next question this long after the last one locked (server time). */
const PAUSE_MS = { min: 60_000, max: 3 * 60_000 } as const;
/** A question's window (server time): one to five minutes. */
const WINDOW_MS = { min: MINUTE, max: 5 * MINUTE } as const;

interface WatchedRoom {
  roomId: number;
  watchedUntil: number;
  nextOpenAt: number;
  rng: Rng;
}

export class PredictionRooms {
  readonly book: PredictionBook;
  private readonly watched = new Map<number, WatchedRoom>();
  private readonly matches = new Map<number, MatchWatch>();
  private readonly ballots = new Map<number, CrowdBallot>();
  private readonly splitAt = new Map<number, { lastAt: number; timer: NodeJS.Timeout | null }>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly claims: VoteClaims;
  /** A take-over carrying questions on (carried-questions.ts), until it has. */
  carrying: Promise<void> | null = null;

  constructor(private readonly server: ServerContext) {
    this.book = new PredictionBook(new PointsLedger(server), new FanRecords(server), server.cells);
    this.claims = new VoteClaims(server.cells);
  }

  private world() {
    return this.server.world();
  }

  /** The room's context; undefined when no live room has that id. */
  context(roomId: number): RoomContext | undefined {
    return roomContext(this.world(), roomId);
  }

  /**
   * Marks the room watched (a call, a subscriber) and brings this room's predictions up to now —
   * this room's alone: the other rooms wait for the next step (a call or a subscribe must not cost
   * a step over every watched room).
   */
  watch(roomId: number, forMs = WATCH_MS): void {
    const now = this.server.now();
    const room = this.watched.get(roomId) ?? {
      roomId,
      watchedUntil: 0,
      nextOpenAt: now,
      rng: rngFor(this.world().seed, 'predictions', roomId),
    };
    room.watchedUntil = Math.max(room.watchedUntil, performance.now() + forMs);
    this.watched.set(roomId, room);
    for (const prediction of this.book.ofRoom(roomId, now)) {
      if (prediction.status === 'open' || prediction.status === 'locked') this.runPrediction(prediction, now);
    }
    this.runRoom(room, now);
    if (!this.timer && !this.stopped) {
      this.timer = setInterval(() => this.step(), TICK_MS);
      // The predictions alone must not keep a process alive.
      this.timer.unref();
    }
  }

  watchedRoomIds(): number[] {
    return [...this.watched.keys()];
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const split of this.splitAt.values()) if (split.timer) clearTimeout(split.timer);
  }

  /** One step: the streamers open, the crowd votes, the locks, the decisions and the payments. */
  step(): void {
    // Only the publishing gateway runs 竞猜 (publisher-role.ts), once what was left open is carried on.
    if (!this.server.push.publisher.holds() || this.carrying) return;
    const now = this.server.now();
    const wall = performance.now();
    for (const room of this.watched.values()) {
      const subscribed = this.server.push.subscriberCount(PredictionsPush.room(room.roomId)) > 0;
      if (!subscribed && wall > room.watchedUntil) this.watched.delete(room.roomId);
      else this.runRoom(room, now);
    }
    for (const prediction of this.book.unsettled()) this.runPrediction(prediction, now);
    if (this.watched.size === 0 && this.book.unsettled().length === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Opens a prediction in the room now: the plan given, else one the match allows (of `kind` if given), or null. */
  open(
    roomId: number,
    choose: { kind?: string; plan?: (context: PlanContext, scripts: MatchScripts) => PredictionPlan | null } = {},
  ): BookPrediction | null {
    const context = this.context(roomId);
    const match = context?.match;
    // A knockout slot without its teams has no script yet: nothing to ask.
    if (!context || !match || phaseOf(match) === 'ended' || match.homeId === 0 || match.awayId === 0) return null;
    const now = this.server.now();
    const room = this.watched.get(roomId);
    const rng = room?.rng ?? rngFor(this.world().seed, 'predictions', roomId, now);
    const scripts = scriptsOf(match, this.world());
    const planContext: PlanContext = {
      now,
      target: now + rng.int(WINDOW_MS.min, WINDOW_MS.max),
      home: context.home?.name ?? '主队',
      away: context.away?.name ?? '客队',
      scoreSoFar: scoreSoFar(match, this.world(), now),
      rng,
    };
    const plans = choose.plan
      ? [choose.plan(planContext, scripts)].filter((plan) => plan !== null)
      : plansFor(scripts, planContext).filter((plan) => choose.kind === undefined || plan.kind === choose.kind);
    if (plans.length === 0) return null;
    const plan = rng.pick(plans);
    const prediction = this.book.open(roomId, match.id, plan, now, maxPictureDelayMs(ROOM_STREAM_TIMING));
    if (!this.matches.has(match.id)) this.matches.set(match.id, watchOf(match));
    const crowd = {
      lean: crowdLean(rng, plan.outcomes.length),
      count: crowdVoterCount(popularityOf(context.host.watcherCount), this.viewersOf(context).length),
    };
    this.ballots.set(prediction.predictionId, crowdBallot(this.world().seed, prediction.predictionId, crowd));
    saveQuestion(this.server.cells, questionOf(prediction, crowd, this.matches.get(match.id)!));
    if (room) room.nextOpenAt = Number.POSITIVE_INFINITY;
    this.publish(prediction);
    return prediction;
  }

  /** A question left open, carried on with its fans' votes; one this book holds gets those taken meanwhile. */
  carry({ question, votes }: LeftQuestion): void {
    const carried = bookPredictionOf(question);
    const held = this.book.find(carried.predictionId);
    const holds = held !== undefined && predictionName(held) === predictionName(carried);
    if (!holds && !this.book.adopt(carried)) return;
    const prediction = holds ? held : carried;
    for (const { uid, vote } of votes)
      this.book.count(prediction, uid, { ...vote, client: vote.client ?? '', at: vote.at ?? prediction.openedAt });
    if (holds) return this.splitSoon(held);
    if (!this.matches.has(prediction.matchId)) this.matches.set(prediction.matchId, question.watch);
    this.ballots.set(prediction.predictionId, crowdBallot(this.world().seed, prediction.predictionId, question.crowd));
    this.publish(prediction);
    this.watch(prediction.roomId);
  }

  /** 全场胜负 locking exactly `windowMs` from now (the development control's). */
  openExact(roomId: number, windowMs: number): BookPrediction | null {
    return this.open(roomId, {
      plan: (context, scripts) => {
        const at = context.now + windowMs;
        const basketball =
          scripts.sport === 'basketball' ? basketballLock(scripts.script, scripts.kickoff, context.now, at) : null;
        const lock: ClockPoint = { at, text: '', rate: basketball?.rate ?? 1 };
        return matchWinnerPlan(scripts.sport, context, lock);
      },
    });
  }

  /**
   * A fan's vote (the route's), then the split on its way. The match is looked at first (a vote after the deciding
   * event is refused, whatever delay it claims); a new vote is claimed for every gateway before its stake is taken.
   */
  vote(fan: Fan, predictionId: number, outcomeId: number, stake: number, delayMs: number): Answer<BookPrediction> {
    // Questions being carried on from the publisher before: the vote's may be one of them.
    if (this.carrying) return this.carrying.then(() => this.vote(fan, predictionId, outcomeId, stake, delayMs));
    const now = this.server.now();
    const asked = this.book.find(predictionId);
    if (asked?.status === 'open' || asked?.status === 'locked') this.runPrediction(asked, now);
    const count = () =>
      onAnswer(this.book.vote(fan, predictionId, outcomeId, stake, delayMs, this.server.now()), (prediction) => {
        this.splitSoon(prediction);
        return prediction;
      });
    // Not found, or a vote of this fan's taken here already: the book answers (the retry, or its refusal).
    if (!asked || asked.votes.has(fan.uid)) return count();
    // A refused vote claims nothing.
    this.book.admissible(asked, outcomeId, delayMs, now);
    return onAnswer(this.book.ledger.balance(fan), (balance) => {
      if (stake > balance) throw this.book.pointsShort(balance);
      return this.claims.claim(asked, fan.uid, { outcomeId, stake, at: now, client: fan.client }, count);
    });
  }

  /** Locks now (the development control), published. */
  lockNow(prediction: BookPrediction): void {
    const now = this.server.now();
    if (!this.book.lock(prediction, now)) return;
    this.publish(prediction);
    this.pauseAfterLock(prediction, now);
  }

  /** The streamer waits a while after a lock before asking again (the card shows the result meanwhile). */
  private pauseAfterLock(prediction: BookPrediction, now: number): void {
    const room = this.watched.get(prediction.roomId);
    if (room) room.nextOpenAt = now + room.rng.int(PAUSE_MS.min, PAUSE_MS.max);
  }

  /** Settles or voids now, whatever the time (the development control), published. */
  settleNow(prediction: BookPrediction, decision: Parameters<PredictionBook['settle']>[1]): void {
    this.lockNow(prediction);
    if (this.book.settle(prediction, decision)) this.settled(prediction);
  }

  /** Publishes the prediction (opened, locked, settled) on the room's channel. */
  publish(prediction: BookPrediction): void {
    this.server.push.publish(
      PredictionsPush.prediction,
      PredictionsPush.room(prediction.roomId),
      this.book.publicView(prediction),
    );
  }

  private settled(prediction: BookPrediction): void {
    this.publish(prediction);
    this.ballots.delete(prediction.predictionId);
    const split = this.splitAt.get(prediction.predictionId);
    if (split?.timer) clearTimeout(split.timer);
    this.splitAt.delete(prediction.predictionId);
    const room = this.watched.get(prediction.roomId);
    if (room && room.nextOpenAt === Number.POSITIVE_INFINITY) room.nextOpenAt = this.server.now();
    // The match stays looked at while any of its predictions waits.
    if (!this.book.unsettled().some((item) => item.matchId === prediction.matchId))
      this.matches.delete(prediction.matchId);
  }

  /** The split now, or as soon as a second has passed since the last one. */
  private splitSoon(prediction: BookPrediction): void {
    const split = this.splitAt.get(prediction.predictionId) ?? { lastAt: Number.NEGATIVE_INFINITY, timer: null };
    this.splitAt.set(prediction.predictionId, split);
    if (split.timer) return;
    const send = () => {
      split.timer = null;
      split.lastAt = performance.now();
      this.server.push.publish(
        PredictionsPush.split,
        PredictionsPush.room(prediction.roomId),
        this.book.split(prediction, this.server.now()),
      );
    };
    const wait = split.lastAt + SPLIT_EVERY_MS - performance.now();
    if (wait <= 0) send();
    else {
      split.timer = setTimeout(send, wait);
      split.timer.unref();
    }
  }

  private runRoom(room: WatchedRoom, now: number): void {
    const open = this.book.ofRoom(room.roomId, now).find((item) => item.status === 'open');
    if (open) {
      this.crowdVotes(open, now);
      return;
    }
    if (now < room.nextOpenAt) return;
    const opened = this.open(room.roomId);
    // Nothing to ask now (a break, the end of a half): looked at again in a minute.
    if (!opened) room.nextOpenAt = now + MINUTE;
  }

  private runPrediction(prediction: BookPrediction, now: number): void {
    if (prediction.status === 'open' && now >= prediction.lockAt) {
      this.crowdVotes(prediction, now);
      prediction.status = 'locked';
      this.publish(prediction);
      this.pauseAfterLock(prediction, now);
    }
    if (!prediction.decision) {
      const found = this.decisionOf(prediction);
      if (found) this.book.decide(prediction, found, now);
    }
    const decision = prediction.decision;
    if (!decision) return;
    // Decided before its lock (a goal that settles 大小球 early): no vote counts from the deciding event on.
    if (prediction.status === 'open' && this.book.lock(prediction, decision.at, now)) {
      this.publish(prediction);
      this.pauseAfterLock(prediction, now);
    }
    // A void gives the stakes back at once; a result waits until no vote can come any more.
    if (!('voidReason' in decision) && now < prediction.closeAt) return;
    if (this.book.settle(prediction, decision)) this.settled(prediction);
  }

  private crowdVotes(prediction: BookPrediction, now: number): void {
    const ballot = this.ballots.get(prediction.predictionId);
    // The crowd votes while the question is open; once decided, nobody does.
    if (!ballot || prediction.decision) return;
    const context = this.context(prediction.roomId);
    if (!context) return;
    const due = crowdVotesDue(ballot.count, prediction.openedAt, prediction.lockAt, now);
    if (due <= ballot.cast) return;
    const viewers = this.viewersOf(context);
    for (; ballot.cast < due; ballot.cast += 1) {
      const viewer = viewers[ballot.cast % viewers.length]!;
      const balance = this.book.ledger.balance({ uid: viewer.uid, client: null });
      if (balance < 1) continue;
      const vote = crowdVote(ballot.rng, viewer, ballot.lean, balance);
      const outcomeId = prediction.outcomes[vote.index]!.outcomeId;
      this.book.vote(
        { uid: vote.uid, client: null },
        prediction.predictionId,
        outcomeId,
        vote.stake,
        0,
        Math.min(now, prediction.lockAt - 1),
      );
    }
    this.splitSoon(prediction);
  }

  private viewersOf(context: RoomContext) {
    return roomViewers(this.world().seed, context.roomId, popularityOf(context.host.watcherCount));
  }

  private decisionOf(prediction: BookPrediction) {
    const world = this.world();
    const match = world.matches.get(prediction.matchId);
    const watch = this.matches.get(prediction.matchId);
    if (!match || !watch) return null;
    return decide(prediction.decider, matchFacts(match, watch, this.server.now(), world.currentTime));
  }
}

const byServer = new WeakMap<ServerContext, PredictionRooms>();

/** The predictions of a started server (one per server, so tests start from scratch). */
export function predictionsOf(server: ServerContext): PredictionRooms {
  let rooms = byServer.get(server);
  if (!rooms) {
    rooms = new PredictionRooms(server);
    byServer.set(server, rooms);
  }
  return rooms;
}

/** Stops the server's predictions, if it has them (its close). */
export function stopPredictions(server: ServerContext): void {
  byServer.get(server)?.stop();
}

/** Watches the room of a `predictions:<id>` subscription (other channels, unknown rooms: nothing). */
export function watchSubscribedPredictions(server: ServerContext, channel: ChannelName): void {
  const roomId = numericChannelId(channel, PredictionsPush.room.kind);
  if (roomId === null) return;
  const rooms = predictionsOf(server);
  if (rooms.context(roomId)) rooms.watch(roomId);
}
