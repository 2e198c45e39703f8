/**
 * Bet results, one table for the tips and the ranking pages and the
 * development server: each result's word and how it reads — `win` red (红, a hit), `lose` green
 * (黑, a miss; the Chinese convention), `void` money back, `open` not decided yet.
 */
import { asNumber, asString, numberOr0, stringOrEmpty } from './parse';
import { oneOf } from './schema';

export const BET_RESULTS = {
  confirm: { word: '待确认', tone: 'open' },
  waiting: { word: '待开奖', tone: 'open' },
  win: { word: '赢', tone: 'win' },
  winHalf: { word: '赢半', tone: 'win' },
  lose: { word: '输', tone: 'lose' },
  loseHalf: { word: '输半', tone: 'lose' },
  draw: { word: '走水', tone: 'void' },
  cancel: { word: '取消', tone: 'void' },
  failure: { word: '投注失败', tone: 'void' },
} as const satisfies Record<string, { word: string; tone: 'win' | 'lose' | 'void' | 'open' }>;
export type BetResult = keyof typeof BET_RESULTS;
export type BetTone = (typeof BET_RESULTS)[BetResult]['tone'];

export const isBetResult = (value: string): value is BetResult => Object.hasOwn(BET_RESULTS, value);
/** 红: the bet came good (a handicap's half win too). */
export const isHit = (result: string): boolean => isBetResult(result) && BET_RESULTS[result].tone === 'win';
/** 黑: the bet missed (a handicap's half loss too). */
export const isMiss = (result: string): boolean => isBetResult(result) && BET_RESULTS[result].tone === 'lose';

/** A bet result on the wire. */
export const asBetResult = oneOf(Object.keys(BET_RESULTS) as BetResult[], 'bet result');

/**
 * A leg of a bet — a tip's selection (`messageMatchList`) and a ranking report's `betInfo` entry —
 * names its match and its market (`bettingType`: 1 result, 2 handicap, 3 totals) the same way.
 */
export const legMatch = {
  matchId: asNumber,
  leagueName: stringOrEmpty,
  homeName: asString,
  awayName: asString,
  bettingType: numberOr0,
};
