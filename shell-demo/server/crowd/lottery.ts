/**
 * The red envelopes (红包) of live rooms: a room whose schedule entry has `isLotteryProgress`
 * opens one while its match is ahead or under way, with the entry's `redEnvelopeTotalAmount` as
 * the prize, conditions the world draws per lottery (follow the host, send a message), and a
 * draw LOTTERY_OPEN_MS later; the next opens LOTTERY_PAUSE_MS after the draw. The simulated crowd
 * enters too. The draw is fair among the entrants (seeded by the lottery), splits the prize
 * equally, and credits each winner once: a win record per user and lottery, which
 * lottery/approval/info lists.
 */
import type { LotteryWin } from '../../../src/contracts/news';

/** A prize as the draw records it; where its claim stands is the approval's. */
export type DrawnPrize = Omit<LotteryWin, 'claimStatus'>;
import {
  LotteryConditionKind,
  RoomCrowdCode,
  type LotteryCondition,
  type RoomLottery,
} from '../../../src/contracts/room-crowd';
import { ApiError } from '../api-error';
import { rngFor } from '../world/random';

/**
 * The claim of a lottery's draw in the cells every gateway shares (crowd-rooms.ts): the lottery
 * named by its room, id and opening time, so the same id opened again by another publisher is another.
 */
export const drawClaimKey = (lottery: Pick<Lottery, 'roomId' | 'lotteryId' | 'openedAt'>): string =>
  `draw.${lottery.roomId}.${lottery.lotteryId}-${lottery.openedAt}`;

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
}

export class Lotteries {
  private nextId = 1;
  private readonly byId = new Map<number, Lottery>();
  /** The latest lottery of each room (open or drawn). */
  private readonly latest = new Map<number, Lottery>();
  /** Wins per uid, newest first. */
  private readonly wins = new Map<string, DrawnPrize[]>();

  /** `seed`: the world's (read when a lottery opens, so the crowd does not build the world). */
  constructor(private readonly seed: () => number) {}

  latestOf(roomId: number): Lottery | undefined {
    return this.latest.get(roomId);
  }

  find(lotteryId: number): Lottery | undefined {
    return this.byId.get(lotteryId);
  }

  open(spec: OpenLottery, now: number): Lottery {
    const lotteryId = this.nextId++;
    const rng = rngFor(this.seed(), 'lottery', spec.roomId, lotteryId);
    const lottery: Lottery = {
      lotteryId,
      roomId: spec.roomId,
      hostId: spec.hostId,
      hostName: spec.hostName,
      amount: spec.amount,
      winnerCount: winnerCountOf(spec.amount),
      status: 'open',
      openedAt: now,
      drawAt: now + LOTTERY_OPEN_MS,
      drawnAt: null,
      conditions: rng.pick(CONDITION_SETS),
      entrants: [],
      crowdEntrants: Math.round(CROWD_ENTRANTS.min + (CROWD_ENTRANTS.max - CROWD_ENTRANTS.min) * spec.popularity),
      winners: new Map(),
      winnerNames: [],
    };
    // Only the latest lottery of a room is kept (older ones are answered LotteryNotFound).
    const previous = this.latest.get(spec.roomId);
    if (previous) this.byId.delete(previous.lotteryId);
    this.latest.set(spec.roomId, lottery);
    this.byId.set(lotteryId, lottery);
    return lottery;
  }

  /**
   * Enters the user (once: entering again answers the same). Refused when the lottery is unknown,
   * drawn, or a condition is not done.
   */
  enter(lotteryId: number, uid: string, done: ConditionCheck): Lottery {
    const lottery = this.byId.get(lotteryId);
    if (!lottery) throw new ApiError(RoomCrowdCode.LotteryNotFound, `红包不存在或已过期：${lotteryId}`);
    if (lottery.entrants.includes(uid)) return lottery;
    if (lottery.status !== 'open') throw new ApiError(RoomCrowdCode.LotteryClosed, '红包已开奖，下次早点来');
    const missing = lottery.conditions.filter((kind) => !done(kind));
    if (missing.length > 0) {
      const what = missing.map((kind) => CONDITION_TEXT[kind] ?? kind).join('、');
      throw new ApiError(RoomCrowdCode.LotteryConditionUnmet, `参与条件未完成：请先${what}`);
    }
    lottery.entrants.push(uid);
    return lottery;
  }

  /**
   * Draws once (a drawn lottery is left as it is): winners among the real and the crowd's entrants,
   * `forced` real entrants first (the development control), each real winner credited once.
   */
  draw(
    lottery: Lottery,
    now: number,
    names: { real: (uid: string) => string; crowd: (n: number) => string },
    forced: readonly string[] = [],
  ): boolean {
    if (lottery.status !== 'open') return false;
    lottery.status = 'drawn';
    lottery.drawnAt = now;
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
    const chosen = [...firstWinners, ...rng.shuffle(pool)].slice(0, lottery.winnerCount);
    const share = shareOf(lottery);
    for (const winner of chosen) {
      if (lottery.winnerNames.length < 3) {
        lottery.winnerNames.push('uid' in winner ? names.real(winner.uid) : names.crowd(winner.crowd));
      }
      if ('uid' in winner) this.credit(lottery, winner.uid, share);
    }
    return true;
  }

  /** A user's wins, newest first (the approval answer's `wins`). */
  winsOf(uid: string): DrawnPrize[] {
    return (this.wins.get(uid) ?? []).map((win) => ({ ...win }));
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

  /** One win record per user and lottery, whatever happens twice. */
  private credit(lottery: Lottery, uid: string, share: number): void {
    if (lottery.winners.has(uid)) return;
    lottery.winners.set(uid, share);
    const wins = this.wins.get(uid) ?? [];
    if (wins.some((win) => win.lotteryId === lottery.lotteryId)) return;
    wins.unshift({
      lotteryId: lottery.lotteryId,
      roomId: lottery.roomId,
      hostName: lottery.hostName,
      amount: share,
      drawnAt: lottery.drawnAt ?? 0,
    });
    this.wins.set(uid, wins);
  }
}
