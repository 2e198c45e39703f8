/**
 * How a bet reads (the contract's tables): sport, market, bet type and
 * result words, odds in the user's odds type, and what a waiting ticket would win.
 */
import {
  BET_MARKET_WORDS,
  BET_TYPE_WORDS,
  OTHER_MARKET_WORD,
  OTHER_SPORT_WORD,
  fromEuropeanOdds,
  type BettingReport,
  type OddsTypeValue,
} from '../../../contracts/ranking';
import { BET_RESULTS, type BetResult, type BetTone } from '../../../contracts/bet-result';
import { sportName, SportType } from '../../../contracts/sports';

/** The sport's name in the sports list, else 其他. */
export const sportWord = (sportType: number): string => sportName(sportType) ?? OTHER_SPORT_WORD;

/** 胜平负 / 独赢, 让球 / 让分, 大小球 / 大小分; anything else 其他玩法. */
export function marketWord(market: number, sportType: number): string {
  const words = BET_MARKET_WORDS[market];
  if (!words) return OTHER_MARKET_WORD;
  return sportType === SportType.Football ? words.football : words.other;
}

export const betTypeWord = (betType: number): string | null => BET_TYPE_WORDS[betType] ?? null;

export const resultWord = (result: BetResult): string => BET_RESULTS[result].word;
export const resultTone = (result: BetResult): BetTone => BET_RESULTS[result].tone;

/** European odds shown in the user's odds type, two decimals: '1.95', or '0.95' in Hong Kong odds. */
export function formatOdds(europeanOdds: number, type: OddsTypeValue): string {
  return fromEuropeanOdds(europeanOdds, type).toFixed(2);
}

/** What a ticket still waiting would win (stake × (odds − 1)); null once it is settled. */
export function potentialWin(report: Pick<BettingReport, 'stake' | 'odds' | 'settledAt'>): number | null {
  if (report.settledAt !== null) return null;
  return Math.round(report.stake * (report.odds - 1) * 100) / 100;
}
