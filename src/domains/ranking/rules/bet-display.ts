/**
 * How a bet reads (the contract's tables, in the ranking's words of the locale shown): sport,
 * market, bet type and result words, odds in the user's odds type, and what a waiting ticket
 * would win.
 */
import {
  BetMarket,
  BetType,
  fromEuropeanOdds,
  type BettingReport,
  type OddsTypeValue,
} from '../../../contracts/ranking';
import { BET_RESULTS, type BetResult, type BetTone } from '../../../contracts/bet-result';
import { SportType } from '../../../contracts/sports';
import { sportNameIn } from '../../../platform/i18n/sport-messages';
import type { sportMessages } from '../../../platform/i18n/sport-messages.zh-cn';
import type { RankingWords } from '../ranking-messages';

const BET_TYPE_KEYS: Readonly<Record<number, keyof RankingWords['betTypes']>> = {
  [BetType.Today]: 'today',
  [BetType.Early]: 'early',
  [BetType.Multiple]: 'multiple',
  [BetType.Rolling]: 'rolling',
  [BetType.Collection]: 'collection',
  [BetType.Live]: 'live',
};

const MARKET_KEYS: Readonly<Record<number, keyof RankingWords['markets']>> = {
  [BetMarket.Result]: 'result',
  [BetMarket.Handicap]: 'handicap',
  [BetMarket.Totals]: 'totals',
};

/** The sport's name in the sports list (`sports`: the names in the locale shown), else 其他. */
export const sportWord = (words: RankingWords, sports: typeof sportMessages, sportType: number): string =>
  sportNameIn(sports, sportType) ?? words.otherSport;

/** 胜平负 / 独赢, 让球 / 让分, 大小球 / 大小分; anything else 其他玩法. */
export function marketWord(words: RankingWords, market: number, sportType: number): string {
  const key = MARKET_KEYS[market];
  if (!key) return words.otherMarket;
  return sportType === SportType.Football ? words.markets[key].football : words.markets[key].other;
}

export function betTypeWord(words: RankingWords, betType: number): string | null {
  const key = BET_TYPE_KEYS[betType];
  return key ? words.betTypes[key] : null;
}

export const resultWord = (words: RankingWords, result: BetResult): string => words.results[result];
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
