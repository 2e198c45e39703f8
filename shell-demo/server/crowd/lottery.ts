/**
 * The red envelopes (红包) of live rooms: a room whose schedule entry has `isLotteryProgress`
 * opens one while its match is ahead or under way, with the entry's `redEnvelopeTotalAmount` as
 * the prize, conditions the world draws per lottery (follow the host, send a message), and a
 * draw LOTTERY_OPEN_MS later; the next opens LOTTERY_PAUSE_MS after the draw. The simulated crowd
 * enters too. The draw is fair among the entrants (seeded by the lottery), splits the prize
 * equally, and credits each winner once: a win record per user and lottery, which
 * lottery/approval/info lists. What must outlive the publisher — the open lottery, its entries, the
 * draw and the prizes — is kept in the cells every gateway shares (lottery-cells.ts).
 */
import type { LotteryWin } from '../../../src/contracts/news';
import {
  LotteryConditionKind,
  RoomCrowdCode,
  type LotteryCondition,
  type RoomLottery,
} from '../../../src/contracts/room-crowd';
import { ApiError } from '../api-error';
import { onAnswer, type Answer } from '../push/live-bus';
import { claimOnce, type SharedCells } from '../push/shared-cells';
import { rngFor } from '../world/random';
import { claimEntry, creditPrizes, lotteryName, prizesOf, saveLottery, type CarriedLottery } from './lottery-cells';

/** A prize as the draw records it; where its claim stands is the approval's. */
export type DrawnPrize = Omit<LotteryWin, 'claimStatus'>;

/**
 * The claim of a lottery's draw in the cells every gateway shares: two publishers of one lottery
 * (one paused past its lease, the one that took over) never both credit winners.
 */
export const drawClaimKey = (lottery: Parameters<typeof lotteryName>[0]): string => `draw.${lotteryName(lottery)}`;

/** A lottery takes entries this long, then draws. */
export const LOTTERY_OPEN_MS = 3 * 60_000;
/** The next lottery of a room opens this long after a draw. */
export const LOTTERY_PAUSE_MS = 60_000;
/** The prize of an envelope opened where the schedule names none (the development control's). */
export const DEFAULT_ENVELOPE_AMOUNT = 88;
/** Simulated entrants by the draw, from the smallest room to the most popular. */
const CROWD_ENTRANTS = { min: 20, max: 200 } as const;

export const CONDITION_TEXT: Record<string, string> = {
  [LotteryConditionKind.FollowStreamer]: '关注主播',
  [LotteryConditionKind.SendChat]: '在直播间发送一条消息',
};
const CONDITION_SETS: readonly (readonly string[])[] = [
  [LotteryConditionKind.FollowStreamer],
  [LotteryConditionKind.SendChat],
  [LotteryConditionKind.FollowStreamer, LotteryConditionKind.SendChat],
];

export interface Lottery {
  lotteryId: number;
  roomId: number;
  hostId: number;
  hostName: string;
  amount: number;
  winnerCount: number;
  status: 'open' | 'drawn';
  openedAt: number;
  drawAt: number;
  drawnAt: number | null;
  conditions: readonly string[];
  /** Real entrants' uids, in entry order. */
  entrants: string[];
  /** The names real entrants entered under, for the draw's line. */
  entrantNames: Map<string, string>;
  /** The crowd's entrants by the draw. */
  crowdEntrants: number;
  /** Real winners → their share (元). */
  winners: Map<string, number>;
  /** Names of up to three winners, for the draw's line. */
  winnerNames: string[];
}

/** Winners by prize: a small envelope for a few, a big one shared by many. */
export function winnerCountOf(amount: number): number {
  if (amount <= 100) return 3;
  if (amount <= 200) return 5;
  if (amount <= 600) return 10;
  return 20;
}

/** Each winner's share: the prize split equally, down to the fen. */
export const shareOf = (lottery: Pick<Lottery, 'amount' | 'winnerCount'>): number =>
  Math.floor((lottery.amount * 100) / lottery.winnerCount) / 100;

/** What the asking user has done towards each condition. */
export type ConditionCheck = (kind: string) => boolean;

export interface OpenLottery {
  roomId: number;
  hostId: number;
  hostName: string;
  amount: number;
  popularity: number;
  /** The conditions set by the development control; else drawn for the lottery. */
  conditions?: readonly string[];
}

/** A real entrant a take-over carries on: the uid, and the name entered under (an older claim has none). */
export interface CarriedEntrant {
  uid: string;
  name?: string;
}

/** The names a draw's line gives its winners: a real entrant's (where the entry named none), a simulated viewer's. */
export interface WinnerNames {
  real: (uid: string) => string;
  crowd: (n: number) => string;
}

/**
 * What a draw's claim keeps (`drawClaimKey`): who drew it, when, and its winners — each real
 * winner's prize and the names the draw's line gives — read by every copy of the lottery.
 */
export interface DrawnResult {
  gateway: string;
  drawnAt: number;
  prizes: [string, DrawnPrize][];
  winnerNames: string[];
}

export class Lotteries {
  private nextId = 1;
  private readonly byId = new Map<number, Lottery>();
  /** The latest lottery of each room (open or drawn). */
  private readonly latest = new Map<number, Lottery>();
  /** Draws waiting for their claim and their credits (cells that answer later). */
  private readonly drawing = new Map<Lottery, Promise<boolean>>();

  /**
   * `seed`: the world's (read when a lottery opens, so the crowd does not build the world);
   * `cells`: where lotteries, entries, draws and prizes outlive this publisher; `gateway`: who claims a draw.
   */
  constructor(
    private readonly seed: () => number,
    private readonly cells: SharedCells,
    private readonly gateway: string,
  ) {}

  latestOf(roomId: number): Lottery | undefined {
    return this.latest.get(roomId);
  }

  find(lotteryId: number): Lottery | undefined {
    return this.byId.get(lotteryId);
  }

  open(spec: OpenLottery, now: number): Lottery {
    const lotteryId = this.nextId++;
    const rng = rngFor(this.seed(), 'lottery', spec.roomId, lotteryId);
    const lottery = this.keep({
      lotteryId,
      roomId: spec.roomId,
      hostId: spec.hostId,
      hostName: spec.hostName,
      amount: spec.amount,
      winnerCount: winnerCountOf(spec.amount),
      openedAt: now,
      drawAt: now + LOTTERY_OPEN_MS,
      conditions: spec.conditions ?? rng.pick(CONDITION_SETS),
      crowdEntrants: Math.round(CROWD_ENTRANTS.min + (CROWD_ENTRANTS.max - CROWD_ENTRANTS.min) * spec.popularity),
    });
    saveLottery(this.cells, lottery);
    return lottery;
  }

  /**
   * A lottery the publisher before left, kept here under its id with its entrants (in entry
   * order), open until its draw is settled here (`settle`); a lottery of the room opened later
   * stays. Undefined when it does.
   */
  carry(carried: CarriedLottery, entrants: readonly CarriedEntrant[]): Lottery | undefined {
    const held = this.latest.get(carried.roomId);
    if (held && held.openedAt > carried.openedAt) return undefined;
    // One this publisher holds (it paused past its lease): the entries another took meanwhile join it.
    const lottery = held && lotteryName(held) === lotteryName(carried) ? held : this.keep(carried);
    const entered = new Set(lottery.entrants);
    for (const { uid, name } of entrants) {
      if (entered.has(uid)) continue;
      lottery.entrants.push(uid);
      if (name !== undefined) lottery.entrantNames.set(uid, name);
    }
    return lottery;
  }

  /** Lotteries opened from now on are numbered after `lastId` (the highest any publisher gave). */
  numberAfter(lastId: number): void {
    this.nextId = Math.max(this.nextId, lastId + 1);
  }

  /**
   * Enters the user (once: entering again answers the same) under `name` (the draw's line), the
   * entry claimed in the cells first so that a publisher taking over draws it too, by that name.
   * Refused when the lottery is unknown, drawn (also while the claim was on its way), or a
   * condition is not done.
   */
  enter(lotteryId: number, uid: string, done: ConditionCheck, now: number, name?: string): Answer<Lottery> {
    const lottery = this.byId.get(lotteryId);
    if (!lottery) throw new ApiError(RoomCrowdCode.LotteryNotFound, `红包不存在或已过期：${lotteryId}`);
    if (lottery.entrants.includes(uid)) return lottery;
    const closed = () => new ApiError(RoomCrowdCode.LotteryClosed, '红包已开奖，下次早点来');
    if (lottery.status !== 'open') throw closed();
    const missing = lottery.conditions.filter((kind) => !done(kind));
    if (missing.length > 0) {
      const what = missing.map((kind) => CONDITION_TEXT[kind] ?? kind).join('、');
      throw new ApiError(RoomCrowdCode.LotteryConditionUnmet, `参与条件未完成：请先${what}`);
    }
    return onAnswer(claimEntry(this.cells, lottery, uid, { at: now, name }), () => {
      if (lottery.entrants.includes(uid)) return lottery;
      if (lottery.status !== 'open') throw closed();
      lottery.entrants.push(uid);
      if (name !== undefined) lottery.entrantNames.set(uid, name);
      return lottery;
    });
  }

  /**
   * Draws once for every gateway (a drawn lottery is left as it is): the winners are chosen here,
   * then the draw is claimed in the cells with them (`drawClaimKey`); the claim's winners are the
   * lottery's, here too when another publisher claimed first. Winners among the real and the
   * crowd's entrants, `forced` real entrants first (the development control). Each real winner is
   * credited once, by whichever publisher reads the claim (a credit is one record per lottery), so
   * a publisher that dies between its claim and its credits leaves them to the next
   * (carried-lotteries.ts). True when this call drew, once the prizes are credited.
   */
  draw(lottery: Lottery, now: number, names: WinnerNames, forced: readonly string[] = []): Answer<boolean> {
    const pending = this.drawing.get(lottery);
    if (pending) return pending.then(() => false);
    if (lottery.status !== 'open') return false;
    const chosen: DrawnResult = { gateway: this.gateway, ...this.chosen(lottery, now, names, forced) };
    const drawn = onAnswer(claimOnce(this.cells, drawClaimKey(lottery), chosen), (claim) =>
      onAnswer(this.settle(lottery, claim.value), () => claim.won),
    );
    if (!(drawn instanceof Promise)) return drawn;
    // A failed claim leaves the lottery open (drawn at the next step); failed credits are said in the log.
    const settled = drawn.catch((error: unknown) => {
      console.error(`红包: drawing ${lotteryName(lottery)} failed:`, error);
      return false;
    });
    this.drawing.set(lottery, settled);
    void settled.then(() => this.drawing.delete(lottery));
    return settled;
  }

  /**
   * The lottery drawn as its claim says, its winners credited (again: each once). A claim written
   * before the claims held their winners is the drawing gateway's name alone: nothing to credit.
   */
  settle(lottery: Lottery, drawn: DrawnResult | string): Answer<void> {
    const result = typeof drawn === 'string' ? { drawnAt: lottery.drawAt, prizes: [], winnerNames: [] } : drawn;
    lottery.status = 'drawn';
    lottery.drawnAt = result.drawnAt;
    lottery.winnerNames = result.winnerNames;
    lottery.winners = new Map(result.prizes.map(([uid, prize]) => [uid, prize.amount]));
    return creditPrizes(this.cells, lottery, new Map(result.prizes));
  }

  /** A user's wins, newest first (the approval answer's `wins`), wherever they were drawn. */
  winsOf(uid: string): Answer<DrawnPrize[]> {
    return prizesOf(this.cells, uid);
  }

  /** The wire view for a user (null: a visitor). */
  view(lottery: Lottery, uid: string | null, done: ConditionCheck, now: number): RoomLottery {
    const entered = uid !== null && lottery.entrants.includes(uid);
    const conditions: LotteryCondition[] = lottery.conditions.map((kind) => ({
      kind,
      text: CONDITION_TEXT[kind] ?? kind,
      done: uid !== null && done(kind),
    }));
    const opened = Math.min(1, Math.max(0, (now - lottery.openedAt) / (lottery.drawAt - lottery.openedAt)));
    const crowd = lottery.status === 'drawn' ? lottery.crowdEntrants : Math.floor(lottery.crowdEntrants * opened);
    return {
      lotteryId: lottery.lotteryId,
      roomId: lottery.roomId,
      hostId: lottery.hostId,
      amount: lottery.amount,
      winnerCount: lottery.winnerCount,
      status: lottery.status,
      openedAt: lottery.openedAt,
      drawAt: lottery.drawAt,
      participants: lottery.entrants.length + crowd,
      conditions,
      entered,
      result:
        entered && lottery.status === 'drawn' && uid !== null
          ? { won: lottery.winners.has(uid), amount: lottery.winners.get(uid) ?? 0 }
          : null,
    };
  }

  /** The winners a draw at `now` chooses: seeded by the lottery, so any publisher chooses the same. */
  private chosen(lottery: Lottery, now: number, names: WinnerNames, forced: readonly string[]) {
    const rng = rngFor(this.seed(), 'lottery-draw', lottery.lotteryId);
    type Entrant = { uid: string } | { crowd: number };
    // Each entrant holds one ticket: a uid named twice among `forced` still wins one share, once.
    const first = [...new Set(forced)].filter((uid) => lottery.entrants.includes(uid));
    const others = lottery.entrants.filter((uid) => !first.includes(uid));
    const pool: Entrant[] = [
      ...others.map((uid) => ({ uid })),
      ...Array.from({ length: lottery.crowdEntrants }, (_, crowd) => ({ crowd })),
    ];
    const firstWinners: Entrant[] = first.map((uid) => ({ uid }));
    const winners = [...firstWinners, ...rng.shuffle(pool)].slice(0, lottery.winnerCount);
    const { lotteryId, roomId, hostName } = lottery;
    const prize: DrawnPrize = { lotteryId, roomId, hostName, amount: shareOf(lottery), drawnAt: now };
    return {
      drawnAt: now,
      winnerNames: winners
        .slice(0, 3)
        .map((winner) =>
          'uid' in winner
            ? (lottery.entrantNames.get(winner.uid) ?? names.real(winner.uid))
            : names.crowd(winner.crowd),
        ),
      prizes: winners.flatMap((winner): [string, DrawnPrize][] => ('uid' in winner ? [[winner.uid, prize]] : [])),
    };
  }

  /** A lottery opened or carried on, kept as its room's latest (older ones are answered LotteryNotFound). */
  private keep(opened: CarriedLottery): Lottery {
    const lottery: Lottery = {
      ...opened,
      status: 'open',
      drawnAt: null,
      entrants: [],
      entrantNames: new Map(),
      winners: new Map(),
      winnerNames: [],
    };
    const previous = this.latest.get(lottery.roomId);
    if (previous) this.byId.delete(previous.lotteryId);
    this.latest.set(lottery.roomId, lottery);
    this.byId.set(lottery.lotteryId, lottery);
    return lottery;
  }
}
