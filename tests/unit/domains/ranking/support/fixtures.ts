/**
 * Wire shapes of the ranking calls as the server sends them (betInfo as a JSON string), for
 * parser, store and page tests. Times are fixed: the week of Monday 16 November 2026 (UTC+8).
 */
import type { MatchSummary } from '@src/contracts/match';
import { OddsType, VoteStatus, type BetInfoWire } from '@src/contracts/ranking';
import { matchSummary as sharedMatchSummary, teamSummary } from '@tests/support/match-fixtures';
import { fixtureBuilder } from '@tests/support/fixture-builder';

/** Monday 16 November 2026 00:00 UTC+8. */
export const WEEK_START = Date.UTC(2026, 10, 15, 16);
export const WEEK = 7 * 24 * 3600 * 1000;
export const thisWeek = { startDate: WEEK_START, endDate: WEEK_START + WEEK - 1 };
export const lastWeek = { startDate: WEEK_START - WEEK, endDate: WEEK_START - 1 };
/** November 2026 (UTC+8). */
export const thisMonth = { startDate: Date.UTC(2026, 9, 31, 16), endDate: Date.UTC(2026, 10, 30, 16) - 1 };
export const lastMonth = { startDate: Date.UTC(2026, 8, 30, 16), endDate: Date.UTC(2026, 9, 31, 16) - 1 };

export const leg = fixtureBuilder<BetInfoWire>(() => ({
  matchId: 7001,
  sportType: 1,
  leagueName: '英超',
  matchDate: WEEK_START + 2 * 3600 * 1000,
  homeName: '曼城',
  awayName: '阿森纳',
  bettingType: 2,
  pickLabel: '曼城 -0.5',
  line: -0.5,
  odds: 1.95,
  oddsType: OddsType.European,
  result: 'win',
}));

let nextReportId = 1;

export interface WireReportOptions {
  id?: number;
  userId?: number;
  legs?: BetInfoWire[];
  /** The raw betInfo text instead of `legs`. */
  betInfo?: string;
  result?: string;
  profit?: number;
  stake?: number;
  odds?: number;
  oddsType?: number;
  settledAt?: number | null;
  like?: number;
  disLike?: number;
  voteStatus?: number;
  betType?: number;
  matchList?: MatchSummary[];
}

export function wireReport(
  options: WireReportOptions = {},
  field: 'betInfo' | 'betInfos' = 'betInfo',
): Record<string, unknown> {
  const legs = options.legs ?? [leg()];
  return {
    id: options.id ?? nextReportId++,
    userId: options.userId ?? 501,
    stake: options.stake ?? 500,
    odds: options.odds ?? 1.95,
    oddsType: options.oddsType ?? OddsType.European,
    betType: options.betType ?? 1,
    result: options.result ?? 'win',
    profit: options.profit ?? 475,
    createDate: WEEK_START + 3600 * 1000,
    settledAt: options.settledAt === undefined ? WEEK_START + 4 * 3600 * 1000 : options.settledAt,
    like: options.like ?? 3,
    disLike: options.disLike ?? 1,
    voteStatus: options.voteStatus ?? VoteStatus.None,
    [field]: options.betInfo ?? JSON.stringify(legs),
    ...(options.matchList ? { matchList: options.matchList } : {}),
  };
}

export function wireEntry(rank: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const userId = 500 + rank;
  return {
    rank,
    userId,
    nickName: `球友${rank}`,
    headUrl: `avatar-${userId}.svg`,
    titleId: rank === 1 ? 1 : null,
    title: rank === 1 ? '盈利王' : null,
    profit: 10_000 - rank * 10,
    redCount: 5,
    blackCount: 2,
    hitRate: 71,
    continuousRed: 3,
    followBetCount: 20,
    popularity: 40,
    showMore: true,
    bettingReportList: [wireReport({ userId }), wireReport({ userId, result: 'lose', profit: -500 })],
    ...overrides,
  };
}

export function wireConfig(): Record<string, unknown>[] {
  const date = (period: { startDate: number; endDate: number }, hidden = 0) => ({
    ...period,
    hidden,
    redRankingList: [],
    winRankingList: [],
    popularityRankingList: [],
  });
  return [
    { text: '周榜', rankingDateList: [date(thisWeek), date(lastWeek)] },
    {
      text: '月榜',
      rankingDateList: [date(thisMonth), date(lastMonth), date({ startDate: 0, endDate: 1 }, 1)],
    },
  ];
}

export function wireList(
  period: { startDate: number; endDate: number },
  rankingType: number,
  entries: Record<string, unknown>[],
) {
  const field = rankingType === 1 ? 'redRankingList' : rankingType === 3 ? 'popularityRankingList' : 'winRankingList';
  return {
    ...period,
    hidden: 0,
    rankingType,
    redRankingList: [],
    winRankingList: [],
    popularityRankingList: [],
    [field]: entries,
  };
}

/** A finished match of this week: 曼城 2–1 阿森纳 unless overridden. */
export function matchSummary(id: number, overrides: Partial<MatchSummary> = {}): MatchSummary {
  return sharedMatchSummary({
    id,
    stageId: 1,
    matchDate: WEEK_START + 2 * 3600 * 1000,
    statusId: 8,
    homeId: 1,
    awayId: 2,
    homeScore: 2,
    awayScore: 1,
    home: teamSummary(1, '曼城'),
    away: teamSummary(2, '阿森纳'),
    ...overrides,
  });
}
