/**
 * Match status codes, and the transitions the simulator may publish.
 * The tables are the single source of truth: the simulator only moves along them and the
 * tests check every published change against them.
 */

export const FootballStatus = {
  abnormal: 0,
  notStarted: 1,
  firstHalf: 2,
  halfTime: 3,
  secondHalf: 4,
  extraTime: 5,
  penaltyShootout: 7,
  finished: 8,
  postponed: 9,
  interrupted: 10,
  abandoned: 11,
  cancelled: 12,
  toBeDecided: 13,
} as const;
export type FootballStatusId = (typeof FootballStatus)[keyof typeof FootballStatus];

export const BasketballStatus = {
  abnormal: 0,
  notStarted: 1,
  firstQuarter: 2,
  firstBreak: 3,
  secondQuarter: 4,
  halfTime: 5,
  thirdQuarter: 6,
  thirdBreak: 7,
  fourthQuarter: 8,
  overtime: 9,
  finished: 10,
  interrupted: 11,
  cancelled: 12,
  postponed: 13,
  abandoned: 14,
  toBeDecided: 15,
} as const;
export type BasketballStatusId = (typeof BasketballStatus)[keyof typeof BasketballStatus];

const F = FootballStatus;
const B = BasketballStatus;

/** Allowed next statuses of a football match. Extra time and penalties only happen in knockouts. */
export const FOOTBALL_TRANSITIONS: Readonly<Record<FootballStatusId, readonly FootballStatusId[]>> = {
  [F.abnormal]: [F.notStarted, F.cancelled],
  [F.notStarted]: [F.firstHalf, F.postponed, F.cancelled, F.toBeDecided],
  [F.firstHalf]: [F.halfTime, F.interrupted],
  [F.halfTime]: [F.secondHalf, F.interrupted],
  [F.secondHalf]: [F.finished, F.extraTime, F.interrupted],
  [F.extraTime]: [F.penaltyShootout, F.finished, F.interrupted],
  [F.penaltyShootout]: [F.finished],
  [F.finished]: [],
  [F.postponed]: [F.notStarted, F.cancelled],
  [F.interrupted]: [F.firstHalf, F.secondHalf, F.extraTime, F.abandoned],
  [F.abandoned]: [],
  [F.cancelled]: [],
  [F.toBeDecided]: [F.notStarted, F.cancelled],
};

/** Allowed next statuses of a basketball game: quarters and breaks in order, then overtime or the end. */
export const BASKETBALL_TRANSITIONS: Readonly<Record<BasketballStatusId, readonly BasketballStatusId[]>> = {
  [B.abnormal]: [B.notStarted, B.cancelled],
  [B.notStarted]: [B.firstQuarter, B.postponed, B.cancelled, B.toBeDecided],
  [B.firstQuarter]: [B.firstBreak, B.interrupted],
  [B.firstBreak]: [B.secondQuarter, B.interrupted],
  [B.secondQuarter]: [B.halfTime, B.interrupted],
  [B.halfTime]: [B.thirdQuarter, B.interrupted],
  [B.thirdQuarter]: [B.thirdBreak, B.interrupted],
  [B.thirdBreak]: [B.fourthQuarter, B.interrupted],
  [B.fourthQuarter]: [B.finished, B.overtime, B.interrupted],
  [B.overtime]: [B.finished, B.interrupted],
  [B.finished]: [],
  [B.interrupted]: [B.firstQuarter, B.secondQuarter, B.thirdQuarter, B.fourthQuarter, B.overtime, B.abandoned],
  [B.cancelled]: [],
  [B.postponed]: [B.notStarted, B.cancelled],
  [B.abandoned]: [],
  [B.toBeDecided]: [B.notStarted, B.cancelled],
};

export function isAllowedFootballTransition(from: FootballStatusId, to: FootballStatusId): boolean {
  return FOOTBALL_TRANSITIONS[from].includes(to);
}

export function isAllowedBasketballTransition(from: BasketballStatusId, to: BasketballStatusId): boolean {
  return BASKETBALL_TRANSITIONS[from].includes(to);
}

/** Statuses in which a football match is being played (ball in play or a break inside the match). */
export function isFootballLive(statusId: number): boolean {
  return statusId >= F.firstHalf && statusId <= F.penaltyShootout;
}

export function isBasketballLive(statusId: number): boolean {
  return statusId >= B.firstQuarter && statusId <= B.overtime;
}

/** Statuses from which a match never moves again. */
export function isFootballTerminal(statusId: number): boolean {
  return statusId === F.finished || statusId === F.abandoned || statusId === F.cancelled;
}

export function isBasketballTerminal(statusId: number): boolean {
  return statusId === B.finished || statusId === B.abandoned || statusId === B.cancelled;
}
