/**
 * World ranking data → the answer shapes of src/contracts/ranking.ts. The world keeps a bet's
 * selections as it prices them (European odds, `sport` as a word); the wire carries `betInfo`
 * as the contract decides: sport type codes, the odds in the odds type the bettor uses, and the
 * ticket's bet type code.
 */
import {
  BetType,
  OddsType,
  VoteStatus,
  fromEuropeanOdds,
  type BetInfoWire,
  type BettingReportWire,
  type OddsTypeValue,
  type VoteStatusValue,
} from '../../../src/contracts/ranking';
import { SportType } from '../../../src/contracts/sports';
import type { MatchSummary } from '../../../src/contracts/match';
import { hashString } from '../seed';
import { DAY, DISPLAY_UTC_OFFSET } from '../world/clock';
import { findMatch, matchView } from '../world/queries/matches';
import type { BettingReport, BetSelection } from '../world/people/people-types';
import type { World } from '../world/types';
import { matchSummary } from './anchors-view';

/** One bettor in HK_ODDS_SHARE bets in Hong Kong odds (chosen by a hash of the id: always the same). */
const HK_ODDS_SHARE = 4;
/** One single in COLLECTION_SHARE was placed from the sportsbook's 收藏 tab. */
const COLLECTION_SHARE = 12;

export function oddsTypeOf(userId: number): OddsTypeValue {
  return hashString(`odds-type:${userId}`) % HK_ODDS_SHARE === 0 ? OddsType.HongKong : OddsType.European;
}

const dayOf = (time: number): number => Math.floor((time + DISPLAY_UTC_OFFSET) / DAY);

/**
 * Bet type code of a ticket: 3 multiple for a parlay; a single is 1 today when placed on its
 * match's day (UTC+8), else 2 early — or 5, placed from the favourites tab. The world's bets are
 * all placed before kick-off, so 4 rolling and 6 live do not occur here.
 */
export function betTypeOf(report: BettingReport): number {
  if (report.selections.length > 1) return BetType.Multiple;
  if (hashString(`bet-type:${report.id}`) % COLLECTION_SHARE === 0) return BetType.Collection;
  const kickoff = report.selections[0]?.matchDate ?? report.createDate;
  return dayOf(kickoff) === dayOf(report.createDate) ? BetType.Today : BetType.Early;
}

function legWire(selection: BetSelection, oddsType: OddsTypeValue): BetInfoWire {
  return {
    matchId: selection.matchId,
    sportType: selection.sport === 'football' ? SportType.Football : SportType.Basketball,
    leagueName: selection.leagueName,
    matchDate: selection.matchDate,
    homeName: selection.homeName,
    awayName: selection.awayName,
    bettingType: selection.bettingType,
    pickLabel: selection.pickLabel,
    line: selection.line,
    odds: fromEuropeanOdds(selection.odds, oddsType),
    oddsType,
    result: selection.result,
  };
}

/** A report as a ranking list sends it (`betInfo`) or the betting list (`betInfos`, with its matches). */
export function reportWire(
  world: World,
  report: BettingReport,
  field: 'betInfo' | 'betInfos',
  voteStatus: VoteStatusValue = VoteStatus.None,
): BettingReportWire {
  const oddsType = oddsTypeOf(report.userId);
  return {
    id: report.id,
    userId: report.userId,
    stake: report.stake,
    odds: fromEuropeanOdds(report.odds, oddsType),
    oddsType,
    betType: betTypeOf(report),
    result: report.result,
    profit: report.profit,
    createDate: report.createDate,
    settledAt: report.settledAt,
    like: report.like,
    disLike: report.disLike,
    voteStatus,
    [field]: JSON.stringify(report.selections.map((selection) => legWire(selection, oddsType))),
    ...(field === 'betInfos' ? { matchList: reportMatches(world, report) } : {}),
  };
}

/** The matches of a report's legs, as every page shows a match (without anchors: a bet is not a stream). */
export function reportMatches(world: World, report: BettingReport): MatchSummary[] {
  return report.selections.flatMap((selection) => {
    const match = findMatch(world, selection.matchId);
    return match ? [matchSummary(matchView(world, match), { withAnchors: false })] : [];
  });
}
