/**
 * The rooms' crowds, one per started server (`crowdOf(server)`). A room comes alive when someone
 * watches it — a subscriber on `room:<id>` (watchSubscribedRoom), or a history, send or lottery
 * call in the last WATCH_MS — and goes quiet again when nobody does, so a 2-core machine only
 * generates for the rooms open somewhere. Every TICK_MS the watched rooms step: the match is looked at
 * (match-look.ts: kick-off, a goal, the break, the end make a notice, a goal a burst of messages), the
 * red envelope opens or draws when due, and the crowd says what its rate (rate-model.ts, or the
 * development control's fixed rate) makes due. Lines go out through the room's log (room-log.ts).
 * Times on lines are the server clock's; the watch window is wall-clock, so a test's frozen
 * clock does not keep a room alive forever.
 */
import { performance } from 'node:perf_hooks';
import type { ChannelName } from '../../../src/contracts/push';
import { ChatLineKind, RoomCrowdPush, type ChatLine } from '../../../src/contracts/room-crowd-push';
import { numericChannelId } from '../push/channel-ids';
import { allAnswers, onAnswer, type Answer } from '../push/live-bus';
import { ExpiringMapsByOwner } from '../expiring-map';
import type { ServerContext } from '../server-context';
import { usersKeptFor } from '../sessions';
import { rngFor } from '../world/random';
import type { World } from '../world/types';
import { ChatSends } from './chat-sends';
import { crowdText } from './crowd-words';
import { LOTTERY_PAUSE_MS, Lotteries, DEFAULT_ENVELOPE_AMOUNT, type Lottery } from './lottery';
import { BURST_MS, crowdRate, messagesDue, popularityOf } from './rate-model';
import { lookAtMatch, momentOf } from './match-look';
import { phaseOf, roomContext } from './room-context';
import { RoomContinuations } from './room-continuations';
import { RoomLog, type NewLine, type RecordOf } from './room-log';
import type { RoomState } from './room-state';
import { roomViewers } from './viewers';
import { lotteryDrawText, lotteryOpenText, ROOM_NOTICES, welcomeNotice } from './room-notices';

/** How often watched rooms step (ms of wall clock). */
export const TICK_MS = 100;
/** A room stays watched this long after its last call (ms of wall clock) when nobody subscribes. */
export const WATCH_MS = 60_000;
/** At most this much server time is caught up in one step (a paused process, a jumping test clock). */
const MAX_CATCH_UP_MS = 2_000;
/** A room's notices come round this often (server ms). */
export const NOTICE_EVERY_MS = 3 * 60_000;
/** The development control's fixed rate is capped here (messages per second). */
export const MAX_FIXED_RATE = 1_000;
/** A real user's chat name, a day after their last line: one per user, of the users kept (sessions.ts USERS_KEPT). */
const NAME_KEPT = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 1 } as const;
const NAME_KEY = 'name';
/** The room's context is looked up again every this many steps (the entry, the teams). */
const CONTEXT_STEPS = 10;

export class CrowdRooms {
  readonly lotteries: Lotteries;
  readonly sends: ChatSends;
  private readonly rooms = new Map<number, RoomState>();
  private readonly watched = new Set<RoomState>();
  private readonly continued: RoomContinuations;
  /** A take-over carrying the 红包 left open on (carried-lotteries.ts), until it has: the rooms wait. */
  carrying: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /**
   * The names real users chat under, for the draw's line: of the users kept per client address and
   * in all, so one address's flood of chatting names forgets only its own users' names.
   */
  private readonly names: ExpiringMapsByOwner<string, string>;

  /** `recordOf`: the 竞猜 record a sender's lines carry, given where the server is composed (none alone). */
  constructor(
    private readonly server: ServerContext,
    private readonly recordOf: RecordOf = () => null,
  ) {
    this.lotteries = new Lotteries(() => this.world().seed, server.cells, server.push.publisher.gateway);
    this.sends = new ChatSends(server, this);
    this.names = new ExpiringMapsByOwner(server.now, NAME_KEPT, usersKeptFor(server.usersKept, NAME_KEPT.ttlMs));
    this.continued = new RoomContinuations(
      server.push.publisher,
      (roomId) => this.rooms.get(roomId),
      (state) => this.notice(state, welcomeNotice(state.context.host.nickName)),
    );
  }

  private world(): World {
    return this.server.world();
  }

  /** The room's state, created on first use; undefined when no live room has that id. */
  room(roomId: number): RoomState | undefined {
    const known = this.rooms.get(roomId);
    if (known) return known;
    const world = this.world();
    const context = roomContext(world, roomId);
    if (!context) return undefined;
    const channel = RoomCrowdPush.room(roomId);
    const log = new RoomLog(
      roomId,
      // The room's lines are the publisher's to say: one that only serves keeps a room's welcome to itself.
      (line) =>
        this.server.push.publisher.holds() ? this.server.push.publish(RoomCrowdPush.line, channel, line) : undefined,
      (uid) => this.recordOf(uid),
    );
    const state: RoomState = {
      roomId,
      log,
      rng: rngFor(world.seed, 'crowd-lines', roomId),
      context,
      contextAge: 0,
      watchedUntil: 0,
      fixedRate: null,
      fixedUntil: null,
      carry: 0,
      lastStepAt: null,
      bursts: [],
      goal: null,
      seen: null,
      nextNoticeAt: this.server.now() + NOTICE_EVERY_MS,
      notices: 0,
    };
    this.rooms.set(roomId, state);
    const continued = this.continued.take(roomId);
    // A room the last publisher chatted in goes on (no second welcome); a new one is welcomed (later: while reading back).
    if (continued?.length) log.continueFrom(continued);
    else if (!this.continued.waiting()) this.notice(state, welcomeNotice(context.host.nickName));
    return state;
  }

  /** Marks the room watched (a call about it) and starts the crowd if it was quiet. */
  watch(state: RoomState, forMs = WATCH_MS): void {
    state.watchedUntil = Math.max(state.watchedUntil, performance.now() + forMs);
    if (!this.watched.has(state)) {
      this.watched.add(state);
      state.lastStepAt = null;
      this.step(state, this.server.now());
    } else {
      // A call between two steps sees the envelope as it is now.
      if (!this.waiting()) this.runLottery(state, this.server.now());
    }
    if (!this.timer && !this.stopped) {
      this.timer = setInterval(() => this.tick(), TICK_MS);
      // The crowd alone must not keep a process (a test, a script) alive.
      this.timer.unref();
    }
  }

  /** Stops every room for good (the server is closing). */
  stop(): void {
    this.stopped = true;
    this.watched.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Sets (or with null clears) a room's fixed rate: the development control. */
  setFixedRate(state: RoomState, rate: number | null, forMs: number | null = null): void {
    state.fixedRate = rate === null ? null : Math.min(MAX_FIXED_RATE, Math.max(0, rate));
    state.fixedUntil = rate !== null && forMs !== null ? this.server.now() + forMs : null;
    state.carry = 0;
  }

  /** The rate the room chats at now (messages/s). */
  rateOf(state: RoomState, now = this.server.now()): number {
    if (state.fixedRate !== null) return state.fixedRate;
    const { context } = state;
    const popularity = popularityOf(context.host.watcherCount);
    return crowdRate({ phase: phaseOf(context.match), popularity, bursts: state.bursts }, now);
  }

  isWatched(state: RoomState): boolean {
    return this.watched.has(state);
  }

  watchedRooms(): RoomState[] {
    return [...this.watched];
  }

  /**
   * True while a take-over reads the rooms back or carries their 红包 on: they hold their lines
   * (and draw nothing) until they know where they go on from.
   */
  waiting(): boolean {
    return this.continued.waiting() || this.carrying !== null;
  }

  /** Adds a user's line (a send) to the room: answered once it is published. */
  addLine(state: RoomState, line: NewLine): Answer<ChatLine> {
    return state.log.addPublished(line, this.server.now());
  }

  /**
   * Opens a red envelope in the room now (the schedule's prize, or the default where it names none);
   * `conditions`: the development control's, else drawn.
   */
  openLottery(state: RoomState, now = this.server.now(), conditions?: readonly string[]): Lottery {
    const { host, entry } = state.context;
    const lottery = this.lotteries.open(
      {
        roomId: state.roomId,
        hostId: host.id,
        hostName: host.nickName,
        amount: entry?.redEnvelopeTotalAmount || DEFAULT_ENVELOPE_AMOUNT,
        popularity: popularityOf(host.watcherCount),
        conditions,
      },
      now,
    );
    this.system(state, ChatLineKind.LotteryOpen, lotteryOpenText(lottery), lottery);
    return lottery;
  }

  /**
   * Draws the lottery now, once for every gateway (lottery.ts `draw`: claimed in the cells first).
   * `forced` real entrants win first (the development control). True when this call drew.
   */
  drawLottery(lottery: Lottery, forced: readonly string[] = [], now = this.server.now()): Answer<boolean> {
    const state = this.rooms.get(lottery.roomId);
    const viewers = state ? this.viewersOf(state) : [];
    const names = {
      real: (uid: string) => this.names.peek(uid, NAME_KEY) ?? '用户',
      crowd: (n: number) => viewers[n % Math.max(1, viewers.length)]?.nickName ?? '观众',
    };
    return onAnswer(this.lotteries.draw(lottery, now, names, forced), (drawn) => {
      if (drawn && state) this.system(state, ChatLineKind.LotteryDraw, lotteryDrawText(lottery), lottery);
      return drawn;
    });
  }

  /**
   * Draws every lottery whose time has come, watched or not (a winner's approval must not wait for
   * a viewer): answered once they are drawn and credited (a draw on its way is waited for).
   */
  drawDue(now = this.server.now()): Answer<unknown> {
    if (this.waiting()) return undefined;
    const draws: Answer<boolean>[] = [];
    for (const state of this.rooms.values()) {
      const lottery = this.lotteries.latestOf(state.roomId);
      if (lottery && now >= lottery.drawAt) draws.push(this.drawLottery(lottery, [], now));
    }
    return allAnswers(draws);
  }

  /** The nickname a real user chats under (kept for the draw's line), from the client address it sends from. */
  rememberName(uid: string, client: string, nickName: string): void {
    this.names.of(uid, client).set(NAME_KEY, nickName);
  }

  private viewersOf(state: RoomState) {
    return roomViewers(this.world().seed, state.roomId, popularityOf(state.context.host.watcherCount));
  }

  private tick(): void {
    // A gateway that lost the publisher's lease falls silent: the new publisher's crowd speaks (push/publisher-role.ts).
    if (!this.server.push.publisher.holds()) return;
    const now = this.server.now();
    const wall = performance.now();
    for (const state of this.watched) {
      const subscribed = this.server.push.subscriberCount(RoomCrowdPush.room(state.roomId)) > 0;
      if (!subscribed && wall > state.watchedUntil) {
        this.watched.delete(state);
        continue;
      }
      this.step(state, now);
    }
    this.drawDue(now);
    if (this.watched.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** One step of a watched room: look at the match, the envelope, the notices, then chat. */
  private step(state: RoomState, now: number): void {
    if (this.waiting()) return;
    if (++state.contextAge >= CONTEXT_STEPS) {
      state.contextAge = 0;
      state.context = roomContext(this.world(), state.roomId) ?? state.context;
    }
    for (const text of lookAtMatch(state, now, this.world())) this.notice(state, text);
    this.runLottery(state, now);
    if (now >= state.nextNoticeAt) {
      state.nextNoticeAt = now + NOTICE_EVERY_MS;
      this.notice(state, ROOM_NOTICES[state.notices++ % ROOM_NOTICES.length]!);
    }
    state.bursts = state.bursts.filter((burst) => now - burst.at < BURST_MS);
    if (state.goal && now >= state.goal.until) state.goal = null;
    // A fixed rate with an end counts up to its end only, then falls silent.
    const until = state.fixedUntil !== null ? Math.min(now, state.fixedUntil) : now;
    const elapsed = state.lastStepAt === null ? 0 : Math.min(MAX_CATCH_UP_MS, until - state.lastStepAt);
    state.lastStepAt = now;
    const due = messagesDue(this.rateOf(state, now), elapsed, state.carry);
    state.carry = due.carry;
    if (state.fixedUntil !== null && now >= state.fixedUntil) this.setFixedRate(state, 0);
    if (due.count === 0) return;
    const viewers = this.viewersOf(state);
    const moment = momentOf(state);
    for (let n = 0; n < due.count; n += 1) {
      // The lines were said over the step, not in one instant: a late step (a loaded process)
      // spreads them over the time it catches up, so their times keep the room's rate.
      const at = Math.round(until - elapsed + ((n + 1) * elapsed) / due.count);
      const viewer = state.rng.pick(viewers);
      state.log.add(
        {
          kind: ChatLineKind.Chat,
          uid: viewer.uid,
          nickName: viewer.nickName,
          titleId: viewer.titleId,
          level: viewer.level,
          vip: viewer.vip,
          text: crowdText(state.rng, moment),
          clientMsgId: '',
          lotteryId: 0,
          amount: 0,
        },
        at,
      );
    }
  }

  /** A lottery room opens an envelope while its match is ahead or under way, and the next after a pause. */
  private runLottery(state: RoomState, now: number): void {
    const latest = this.lotteries.latestOf(state.roomId);
    if (latest?.status === 'open' && now >= latest.drawAt) this.drawLottery(latest, [], now);
    const { entry, match } = state.context;
    const phase = phaseOf(match);
    if (!entry?.isLotteryProgress || (phase !== 'before' && phase !== 'playing' && phase !== 'break')) return;
    const current = this.lotteries.latestOf(state.roomId);
    if (!current || (current.status === 'drawn' && now >= (current.drawnAt ?? 0) + LOTTERY_PAUSE_MS)) {
      this.openLottery(state, now);
    }
  }

  private notice(state: RoomState, text: string): void {
    this.system(state, ChatLineKind.Notice, text, null);
  }

  private system(state: RoomState, kind: string, text: string, lottery: Lottery | null): void {
    state.log.add(
      {
        kind,
        uid: '',
        nickName: '',
        titleId: 0,
        level: 0,
        vip: 0,
        text,
        clientMsgId: '',
        lotteryId: lottery?.lotteryId ?? 0,
        amount: lottery?.amount ?? 0,
      },
      this.server.now(),
    );
  }
}

const byServer = new WeakMap<ServerContext, CrowdRooms>();

/** Starts the crowd of a room subscribed to (`room:<id>`), as a call would; other channels and ids start nothing. */
export function watchSubscribedRoom(server: ServerContext, channel: ChannelName): void {
  const roomId = numericChannelId(channel, RoomCrowdPush.room.kind);
  const room = roomId === null ? undefined : crowdOf(server).room(roomId);
  if (room) crowdOf(server).watch(room);
}

/** Stops the server's crowd, if it has one (its close). */
export function stopCrowd(server: ServerContext): void {
  byServer.get(server)?.stop();
}

/**
 * The server's crowd made where the server is composed, with what its lines carry from other parts
 * (the 竞猜 record), so the crowd itself depends on none of them.
 */
export function composeCrowd(server: ServerContext, recordOf: RecordOf): void {
  byServer.set(server, new CrowdRooms(server, recordOf));
}

/** The crowd of a started server (one per server, so tests start from scratch). */
export function crowdOf(server: ServerContext): CrowdRooms {
  let rooms = byServer.get(server);
  if (!rooms) {
    rooms = new CrowdRooms(server);
    byServer.set(server, rooms);
  }
  return rooms;
}
