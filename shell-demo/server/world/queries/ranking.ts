/**
 * The user profit ranking: weekly and monthly periods (spec "Ranking state"), the win
 * (profit) and red (hits) lists computed from settled betting reports, the betting list
 * (size 100) and the user titles.
 */
import { DAY, DISPLAY_UTC_OFFSET, localDayStart } from '../clock';
import { USER_TITLES } from '../data/texts';
import { GameId } from '../ids';
import type { BetResult, BettingReport, RankingUser, World } from '../types';

export const BETTING_LIST_SIZE = 100;

/** A report as the API sends it: the selections as the `betInfo` JSON string. */
export interface BettingReportView extends Omit<BettingReport, 'selections'> {
  betInfo: string;
}

export function betInfoOf(report: BettingReport): string {
  return JSON.stringify(report.selections);
}

export function reportView(report: BettingReport): BettingReportView {
  const { selections, ...rest } = report;
  return { ...rest, betInfo: JSON.stringify(selections) };
}

export interface RankingPeriod {
  startDate: number;
  /** Inclusive: the last millisecond of the period. */
  endDate: number;
  hidden: 0 | 1;
}

function weekStart(time: number): number {
  const day = localDayStart(time);
  const weekday = new Date(day + DISPLAY_UTC_OFFSET).getUTCDay();
  return day - ((weekday + 6) % 7) * DAY;
}

function monthStart(time: number, monthsBack: number): number {
  const local = new Date(time + DISPLAY_UTC_OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - DISPLAY_UTC_OFFSET;
}

/** This week and the three before (Monday to Sunday, UTC+8), newest first. */
export function weeklyPeriods(world: World): RankingPeriod[] {
  const start = weekStart(world.currentTime);
  return [0, 1, 2, 3].map((back) => ({
    startDate: start - back * 7 * DAY,
    endDate: start - back * 7 * DAY + 7 * DAY - 1,
    hidden: 0,
  }));
}

/** This month and the one before, newest first. */
export function monthlyPeriods(world: World): RankingPeriod[] {
  return [0, 1].map((back) => ({
    startDate: monthStart(world.currentTime, back),
    endDate: monthStart(world.currentTime, back - 1) - 1,
    hidden: 0,
  }));
}

export interface RankingConfig {
  text: string;
  size: number;
  gamePlatforms: number[];
  rankingDateList: RankingPeriod[];
}

export function rankingConfigList(world: World): RankingConfig[] {
  return [
    {
      text: '周榜',
      size: BETTING_LIST_SIZE,
      gamePlatforms: [GameId.newSt, GameId.play],
      rankingDateList: weeklyPeriods(world),
    },
    {
      text: '月榜',
      size: BETTING_LIST_SIZE,
      gamePlatforms: [GameId.newSt, GameId.play],
      rankingDateList: monthlyPeriods(world),
    },
  ];
}

export interface RankingEntry {
  rank: number;
  userId: number;
  nickName: string;
  headUrl: string;
  titleId: number | null;
  title: string | null;
  profit: number;
  /** Hits (red orders) and misses in the period. */
  redCount: number;
  blackCount: number;
  hitRate: number;
  continuousRed: number;
  followBetCount: number;
  /** More reports than the three shown. */
  showMore: boolean;
  bettingReportList: BettingReportView[];
}

const HITS: ReadonlySet<BetResult> = new Set(['win', 'winHalf']);
const MISSES: ReadonlySet<BetResult> = new Set(['lose', 'loseHalf']);

function titleName(titleId: number | null): string | null {
  return USER_TITLES.find((title) => title.id === titleId)?.name ?? null;
}

function entryFor(world: World, user: RankingUser, period: RankingPeriod): Omit<RankingEntry, 'rank'> | undefined {
  const reports = user.reportIds
    .map((id) => world.reports.get(id))
    .filter(
      (report): report is BettingReport =>
        report !== undefined &&
        report.settledAt !== null &&
        report.settledAt >= period.startDate &&
        report.settledAt <= period.endDate,
    )
    .sort((a, b) => (b.settledAt ?? 0) - (a.settledAt ?? 0) || b.id - a.id);
  if (reports.length === 0) return undefined;
  const redCount = reports.filter((report) => HITS.has(report.result)).length;
  const blackCount = reports.filter((report) => MISSES.has(report.result)).length;
  let continuousRed = 0;
  while (continuousRed < reports.length && HITS.has(reports[continuousRed]?.result ?? 'lose')) continuousRed += 1;
  return {
    userId: user.id,
    nickName: user.nickName,
    headUrl: user.headUrl,
    titleId: user.titleId,
    title: titleName(user.titleId),
    profit: Math.round(reports.reduce((sum, report) => sum + report.profit, 0) * 100) / 100,
    redCount,
    blackCount,
    hitRate: redCount + blackCount === 0 ? 0 : Math.round((redCount / (redCount + blackCount)) * 100),
    continuousRed,
    followBetCount: user.followBetCount,
    showMore: reports.length > 3,
    bettingReportList: reports.slice(0, 3).map(reportView),
  };
}

function entries(world: World, period: RankingPeriod): Omit<RankingEntry, 'rank'>[] {
  const list: Omit<RankingEntry, 'rank'>[] = [];
  for (const user of world.rankingUsers.values()) {
    const entry = entryFor(world, user, period);
    if (entry) list.push(entry);
  }
  return list;
}

/** Profit ranking of a period. */
export function winRankingList(world: World, period: RankingPeriod, size = BETTING_LIST_SIZE): RankingEntry[] {
  return entries(world, period)
    .filter((entry) => entry.profit > 0)
    .sort((a, b) => b.profit - a.profit || a.userId - b.userId)
    .slice(0, size)
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}

/** Red-order ranking of a period: most hits, then hit rate. */
export function redRankingList(world: World, period: RankingPeriod, size = BETTING_LIST_SIZE): RankingEntry[] {
  return entries(world, period)
    .filter((entry) => entry.redCount > 0)
    .sort((a, b) => b.redCount - a.redCount || b.hitRate - a.hitRate || a.userId - b.userId)
    .slice(0, size)
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}

/** Spec "rankingDateList" item: a period with both lists. */
export function rankingDate(
  world: World,
  period: RankingPeriod,
  size = BETTING_LIST_SIZE,
): RankingPeriod & { winRankingList: RankingEntry[]; redRankingList: RankingEntry[] } {
  return {
    ...period,
    winRankingList: winRankingList(world, period, size),
    redRankingList: redRankingList(world, period, size),
  };
}

export interface BettingListItem extends BettingReportView {
  nickName: string;
  headUrl: string;
  titleId: number | null;
  title: string | null;
  /** The same selections, under the betting list's field name. */
  betInfos: string;
}

/** The betting list (data/betting/list): newest reports first, 100 per page, optionally of users with a title. */
export function userBettingList(
  world: World,
  options: { pageNum?: number; pageSize?: number; titleId?: number } = {},
): { list: BettingListItem[]; cursor: number | null; pageNum: number; pageSize: number; total: number } {
  const pageNum = Math.max(1, options.pageNum ?? 1);
  const pageSize = options.pageSize ?? BETTING_LIST_SIZE;
  const reports = [...world.reports.values()]
    .filter(
      (report) => options.titleId === undefined || world.rankingUsers.get(report.userId)?.titleId === options.titleId,
    )
    .sort((a, b) => b.createDate - a.createDate || b.id - a.id);
  const page = reports.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  const list = page.map((report) => {
    const user = world.rankingUsers.get(report.userId);
    const view = reportView(report);
    return {
      ...view,
      betInfos: view.betInfo,
      nickName: user?.nickName ?? '',
      headUrl: user?.headUrl ?? '',
      titleId: user?.titleId ?? null,
      title: titleName(user?.titleId ?? null),
    };
  });
  return { list, cursor: page[page.length - 1]?.id ?? null, pageNum, pageSize, total: reports.length };
}

export function userTitleList(): { id: number; name: string }[] {
  return USER_TITLES.map((title) => ({ ...title }));
}

/** A ranked user's page: who they are and all their reports, newest first. */
export function rankUser(
  world: World,
  userId: number,
): { user: RankingUser; title: string | null; profit: number; reports: BettingReportView[] } | undefined {
  const user = world.rankingUsers.get(userId);
  if (!user) return undefined;
  const reports = user.reportIds
    .map((id) => world.reports.get(id))
    .filter((report): report is BettingReport => report !== undefined);
  return {
    user,
    title: titleName(user.titleId),
    profit: Math.round(reports.reduce((sum, report) => sum + report.profit, 0) * 100) / 100,
    reports: reports.sort((a, b) => b.createDate - a.createDate).map(reportView),
  };
}

/** Likes or dislikes a report (ranking report/like, report/dislike); returns the new counts. */
export function rateReport(
  world: World,
  reportId: number,
  kind: 'like' | 'dislike',
): { like: number; disLike: number } | undefined {
  const report = world.reports.get(reportId);
  if (!report) return undefined;
  if (kind === 'like') report.like += 1;
  else report.disLike += 1;
  world.version += 1;
  return { like: report.like, disLike: report.disLike };
}
