/**
 * Betting markets on world matches: prices from the same models that decide the results, and
 * settlement from the final score (football on the 90 minutes, basketball including overtime).
 */
import { nbaSideOf } from './basketball/exhibitions';
import { expectedGoals, matchOutcomeProbabilities } from './football/score-model';
import type { Rng } from './random';
import { BasketballStatus, FootballStatus } from './status';
import type { WorldMatch } from './match-types';
import type { FootballGoal } from './play-types';
import type { BetResult, BetSelection, BettingType } from './people/people-types';
import type { World } from './types';

const MARGIN = 0.94;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function oddsOf(probability: number): number {
  return Math.max(1.05, Math.round((MARGIN / Math.max(0.02, probability)) * 100) / 100);
}

function signedLine(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : String(line);
}

/** A two-way market's price: near evens, to the cent. */
const evenOdds = (rng: Rng, low: number, high: number): number => Math.round(rng.float(low, high) * 100) / 100;

/** 主队 -0.5 / 客队 +0.5: the line as the picked side takes it. */
const handicapLabel = (pick: 'home' | 'away', line: number, homeName: string, awayName: string): string =>
  pick === 'home' ? `${homeName} ${signedLine(line)}` : `${awayName} ${signedLine(-line)}`;

const totalLabel = (pick: 'over' | 'under', line: number): string => `${pick === 'over' ? '大' : '小'} ${line}`;

/** Expected margin and total points of a basketball game (home minus away). */
export function basketballExpectation(homeStrength: number, awayStrength: number): { margin: number; total: number } {
  return { margin: (homeStrength - awayStrength) * 0.5 + 3, total: 226 };
}

/** What actually happened, for experts who "know" (skill) — only for matches that are already played. */
export interface KnownResult {
  homeScore: number;
  awayScore: number;
}

interface OfferOptions {
  bettingType: BettingType;
  /** Known result, and how likely the picker is to pick what came true. */
  known?: KnownResult;
  skill?: number;
}

const OUTCOMES = ['home', 'draw', 'away'] as const;
const SIDES = ['home', 'away'] as const;
const TOTALS = ['over', 'under'] as const;
const EVEN = [1, 1] as const;

function pickBySkill<T>(
  rng: Rng,
  candidates: readonly T[],
  weights: readonly number[],
  /** Whether the candidate came true; asked only of a picker who knows the result. */
  isRight: (candidate: T, known: KnownResult) => boolean,
  options: OfferOptions,
): T {
  const { known } = options;
  if (known && options.skill !== undefined) {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const rightIndex = candidates.findIndex((candidate) => isRight(candidate, known));
    const right = candidates[rightIndex];
    // Even the best tipster rarely calls a long shot: insight fades for unlikely outcomes.
    const likelihood = total > 0 ? (weights[rightIndex] ?? 0) / total : 0;
    if (right !== undefined && rng.chance(options.skill * Math.min(1, likelihood / 0.35))) return right;
  }
  return candidates[rng.weightedIndex(weights)] ?? (candidates[0] as T);
}

/** A priced selection on a match, picked at random (weighted to favourites) or by skill. */
export function offerSelection(world: World, rng: Rng, match: WorldMatch, options: OfferOptions): BetSelection {
  const football = match.sport === 'football';
  const home = football ? world.footballTeams.get(match.homeId) : nbaSideOf(world, match.homeId);
  const away = football ? world.footballTeams.get(match.awayId) : nbaSideOf(world, match.awayId);
  const homeName = home?.shortNameZh ?? '';
  const awayName = away?.shortNameZh ?? '';
  const competitionId = football ? match.competitionId : match.seasonId;
  const leagueName = football ? (world.competitions.get(match.competitionId)?.shortNameZh ?? '') : 'NBA';
  const base = {
    matchId: match.id,
    sport: match.sport,
    competitionId,
    leagueName,
    matchDate: match.matchDate,
    homeId: match.homeId,
    awayId: match.awayId,
    homeName,
    awayName,
    bettingType: options.bettingType,
    result: 'waiting' as BetResult,
  };
  const homeStrength = home?.strength ?? 70;
  const awayStrength = away?.strength ?? 70;

  if (football) {
    const expected = expectedGoals(homeStrength, awayStrength, false);
    if (options.bettingType === 1) {
      const probabilities = matchOutcomeProbabilities(homeStrength, awayStrength, false);
      const pick = pickBySkill(
        rng,
        OUTCOMES,
        [probabilities.home, probabilities.draw, probabilities.away],
        (candidate, known) => candidate === outcomeOf(known.homeScore, known.awayScore),
        options,
      );
      const label = pick === 'home' ? `${homeName} 胜` : pick === 'away' ? `${awayName} 胜` : '平局';
      return { ...base, pick, line: 0, odds: oddsOf(probabilities[pick]), pickLabel: label };
    }
    if (options.bettingType === 2) {
      const line = Math.max(-2.5, Math.min(2.5, -roundTo(expected.home - expected.away, 0.25)));
      const pick = pickBySkill(
        rng,
        SIDES,
        EVEN,
        (candidate, known) =>
          isWinning(
            settleLine(
              (l) =>
                candidate === 'home' ? known.homeScore - known.awayScore + l : known.awayScore - known.homeScore - l,
              line,
            ),
          ),
        options,
      );
      const label = handicapLabel(pick, line, homeName, awayName);
      return { ...base, pick, line, odds: evenOdds(rng, 1.82, 2.02), pickLabel: label };
    }
    const line = Math.max(1.5, Math.min(4, roundTo(expected.home + expected.away, 0.25)));
    const pick = pickBySkill(
      rng,
      TOTALS,
      EVEN,
      (candidate, known) =>
        isWinning(
          settleLine(
            (l) =>
              candidate === 'over' ? known.homeScore + known.awayScore - l : l - known.homeScore - known.awayScore,
            line,
          ),
        ),
      options,
    );
    return { ...base, pick, line, odds: evenOdds(rng, 1.82, 2.02), pickLabel: totalLabel(pick, line) };
  }

  const expectation = basketballExpectation(homeStrength, awayStrength);
  if (options.bettingType === 1) {
    const homeProbability = 1 / (1 + Math.exp(-expectation.margin / 11));
    const pick = pickBySkill(
      rng,
      SIDES,
      [homeProbability, 1 - homeProbability],
      (candidate, known) => (candidate === 'home') === known.homeScore > known.awayScore,
      options,
    );
    const probability = pick === 'home' ? homeProbability : 1 - homeProbability;
    return {
      ...base,
      pick,
      line: 0,
      odds: oddsOf(probability),
      pickLabel: `${pick === 'home' ? homeName : awayName} 胜`,
    };
  }
  if (options.bettingType === 2) {
    const line = -(Math.floor(expectation.margin) + 0.5);
    const pick = pickBySkill(
      rng,
      SIDES,
      EVEN,
      (candidate, known) =>
        candidate === 'home'
          ? known.homeScore - known.awayScore + line > 0
          : known.awayScore - known.homeScore - line > 0,
      options,
    );
    const label = handicapLabel(pick, line, homeName, awayName);
    return { ...base, pick, line, odds: evenOdds(rng, 1.85, 1.95), pickLabel: label };
  }
  const line = Math.floor(expectation.total + rng.normal(0, 6)) + 0.5;
  const pick = pickBySkill(
    rng,
    TOTALS,
    EVEN,
    (candidate, known) => (candidate === 'over') === known.homeScore + known.awayScore > line,
    options,
  );
  return { ...base, pick, line, odds: evenOdds(rng, 1.85, 1.95), pickLabel: totalLabel(pick, line) };
}

function outcomeOf(homeScore: number, awayScore: number): 'home' | 'draw' | 'away' {
  return homeScore > awayScore ? 'home' : homeScore === awayScore ? 'draw' : 'away';
}

function isWinning(result: BetResult): boolean {
  return result === 'win' || result === 'winHalf';
}

/**
 * Settles a line bet: `valueAt(line)` is the picked side's margin over the line (> 0 wins).
 * Quarter lines (x.25, x.75) are half on each neighbouring line.
 */
export function settleLine(valueAt: (line: number) => number, line: number): BetResult {
  const quarter = Math.abs(Math.round(line * 4)) % 2 === 1;
  if (!quarter) {
    const value = valueAt(line);
    return value > 0 ? 'win' : value === 0 ? 'draw' : 'lose';
  }
  const lower = Math.sign(valueAt(line - 0.25));
  const upper = Math.sign(valueAt(line + 0.25));
  const total = lower + upper;
  if (total === 2) return 'win';
  if (total === -2) return 'lose';
  if (total === 1) return 'winHalf';
  if (total === -1) return 'loseHalf';
  return 'draw';
}

/** Football bets are settled on the score after 90 minutes (plus stoppage time); extra time does not count. */
export function regulationScore(match: WorldMatch): KnownResult {
  if (match.sport === 'basketball') return { homeScore: match.homeScore, awayScore: match.awayScore };
  return regulationGoals(match.goals, match.homeId);
}

/** The score of these goals after 90 minutes (plus stoppage time): a goal in extra time does not count. */
export function regulationGoals(goals: readonly FootballGoal[], homeId: number): KnownResult {
  let homeScore = 0;
  let awayScore = 0;
  for (const goal of goals) {
    if (goal.minute > 90) continue;
    if (goal.teamId === homeId) homeScore += 1;
    else awayScore += 1;
  }
  return { homeScore, awayScore };
}

export function settleSelection(selection: BetSelection, match: WorldMatch): BetResult {
  const cancelled =
    match.sport === 'football'
      ? match.statusId === FootballStatus.cancelled || match.statusId === FootballStatus.abandoned
      : match.statusId === BasketballStatus.cancelled || match.statusId === BasketballStatus.abandoned;
  if (cancelled) return 'cancel';
  const finished =
    match.sport === 'football'
      ? match.statusId === FootballStatus.finished
      : match.statusId === BasketballStatus.finished;
  if (!finished) return 'waiting';
  const { homeScore, awayScore } = regulationScore(match);
  const { pick, line } = selection;
  if (selection.bettingType === 1) return pick === outcomeOf(homeScore, awayScore) ? 'win' : 'lose';
  if (selection.bettingType === 2) {
    return settleLine((l) => (pick === 'home' ? homeScore - awayScore + l : awayScore - homeScore - l), line);
  }
  return settleLine((l) => (pick === 'over' ? homeScore + awayScore - l : l - homeScore - awayScore), line);
}

/** The result of a ticket from its selections (a parlay is lost by any lost leg). */
export function combineResults(results: readonly BetResult[]): BetResult {
  if (results.length === 1) return results[0] ?? 'waiting';
  if (results.some((result) => result === 'lose' || result === 'loseHalf')) return 'lose';
  if (results.some((result) => result === 'waiting')) return 'waiting';
  if (results.every((result) => result === 'cancel')) return 'cancel';
  if (results.every((result) => result === 'cancel' || result === 'draw')) return 'draw';
  return 'win';
}

/** Odds of a ticket: the product of its legs' odds (cancelled and pushed legs count as 1). */
export function ticketOdds(selections: readonly BetSelection[]): number {
  let odds = 1;
  for (const selection of selections) {
    if (selection.result === 'cancel' || selection.result === 'draw') continue;
    odds *= selection.odds;
  }
  return Math.round(odds * 100) / 100;
}

/** Money won (positive) or lost (negative) by a stake. */
export function profitOf(result: BetResult, stake: number, odds: number): number {
  switch (result) {
    case 'win':
      return Math.round(stake * (odds - 1) * 100) / 100;
    case 'winHalf':
      return Math.round(((stake * (odds - 1)) / 2) * 100) / 100;
    case 'lose':
      return -stake;
    case 'loseHalf':
      return -stake / 2;
    default:
      return 0;
  }
}
