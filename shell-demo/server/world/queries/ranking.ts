/**
 * The user profit ranking: weekly and monthly periods (spec "Ranking state"), the win
 * (profit), red (hits) and popularity (likes) lists computed from settled betting reports, the
 * betting list (size 100, by cursor) and the user titles.
 */
import { DAY, DISPLAY_UTC_OFFSET, localDayStart } from '../clock';
import { USER_TITLES } from '../data/texts';
import { GameId } from '../ids';
import { isHit, isMiss } from '@src/contracts/bet-result';
import { BETTING_LIST_SIZE, type RankingEntry as RankingEntryRead } from '@src/contracts/ranking';
import type { BettingReport, RankingUser } from '../people/people-types';
import type { World } from '../types';

/** A report as the API sends it: the selections as the `betInfo` JSON string. */
export interface BettingReportView extends Omit<BettingReport, 'selections'> {
  betInfo: string;
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

/** Whether any report was settled in the period: a period without one is kept but hidden. */
function hasSettledReport(world: World, startDate: number, endDate: number): boolean {
  for (const report of world.reports.values()) {
    if (report.settledAt !== null && report.settledAt >= startDate && report.settledAt <= endDate) return true;
  }
  return false;
}

function period(world: World, startDate: number, endDate: number): RankingPeriod {
  return { startDate, endDate, hidden: hasSettledReport(world, startDate, endDate) ? 0 : 1 };
}

/** This week and the three before (Monday to Sunday, UTC+8), newest first. */
export function weeklyPeriods(world: World): RankingPeriod[] {
  const start = weekStart(world.currentTime);
  return [0, 1, 2, 3].map((back) => period(world, start - back * 7 * DAY, start - back * 7 * DAY + 7 * DAY - 1));
}

/**
 * This month and the two before, newest first. The reports reach four weeks back, so the
 * oldest month has none and is hidden (`hidden: 1`), as the backend hides an empty period.
 */
export function monthlyPeriods(world: World): RankingPeriod[] {
  return [0, 1, 2].map((back) =>
    period(world, monthStart(world.currentTime, back), monthStart(world.currentTime, back - 1) - 1),
  );
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

/** A ranking entry as the API sends it: the contract's, with its reports' `betInfo` strings. */
export type RankingEntry = Omit<RankingEntryRead, 'bettingReportList'> & { bettingReportList: BettingReportView[] };

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
  const redCount = reports.filter((report) => isHit(report.result)).length;
  const blackCount = reports.filter((report) => isMiss(report.result)).length;
  let continuousRed = 0;
  while (continuousRed < reports.length && isHit(reports[continuousRed]?.result ?? 'lose')) continuousRed += 1;
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
    popularity: reports.reduce((sum, report) => sum + report.like, 0),
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

export type RankingListKind = 'red' | 'win' | 'popularity';

type RankingMeasure = 'profit' | 'redCount' | 'hitRate' | 'popularity' | 'followBetCount';

/**
 * What orders each list of a period, the most first: a user is listed with some of the first
 * measure, ties go to the next one, then to the lower user id.
 */
const LIST_ORDER: Record<RankingListKind, readonly [RankingMeasure, ...RankingMeasure[]]> = {
  win: ['profit'],
  // Most hits, then hit rate.
  red: ['redCount', 'hitRate'],
  // Most likes on the period's reports, then most follow bets.
  popularity: ['popularity', 'followBetCount'],
};

/** One list of a period. */
export function rankingList(
  world: World,
  period: RankingPeriod,
  kind: RankingListKind,
  size = BETTING_LIST_SIZE,
): RankingEntry[] {
  const measures = LIST_ORDER[kind];
  return entries(world, period)
    .filter((entry) => entry[measures[0]] > 0)
    .sort((a, b) => measures.reduce((order, measure) => order || b[measure] - a[measure], 0) || a.userId - b.userId)
    .slice(0, size)
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}

/** Spec "rankingDateList" item: a period with its lists. */
export function rankingDate(
  world: World,
  period: RankingPeriod,
  size = BETTING_LIST_SIZE,
): RankingPeriod & {
  winRankingList: RankingEntry[];
  redRankingList: RankingEntry[];
  popularityRankingList: RankingEntry[];
} {
  return {
    ...period,
    winRankingList: rankingList(world, period, 'win', size),
    redRankingList: rankingList(world, period, 'red', size),
    popularityRankingList: rankingList(world, period, 'popularity', size),
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

export interface BettingListOptions {
  /** One bettor's reports; absent: everybody's. */
  userId?: number;
  /** Only reports of users holding this title. */
  titleId?: number;
  /** true: settled reports only; false: reports still waiting; absent: both. */
  settled?: boolean;
  /** Only reports settled in this window (inclusive), as a ranking period counts them. */
  settledBetween?: { startDate: number; endDate: number };
  /** The id of the last report of the page before; absent: the first page. */
  cursor?: number;
  pageSize?: number;
}

export interface BettingListPage {
  list: BettingListItem[];
  /** The id of this page's last report, to ask for the next page with; null when there is none after it. */
  cursor: number | null;
  pageNum: number;
  pageSize: number;
  total: number;
}

/** Newest first: by creation time, then id (an order that a cursor can resume). */
const newestFirst = (a: BettingReport, b: BettingReport): number => b.createDate - a.createDate || b.id - a.id;

/**
 * The betting list (data/betting/list): newest reports first, 100 a page, resumed after the
 * report named by `cursor` — by its place in the order, so a report that left the filter since
 * (it settled) does not lose the place.
 */
export function userBettingList(world: World, options: BettingListOptions = {}): BettingListPage {
  const pageSize = options.pageSize ?? BETTING_LIST_SIZE;
  const source =
    options.userId === undefined
      ? [...world.reports.values()]
      : (world.rankingUsers.get(options.userId)?.reportIds ?? [])
          .map((id) => world.reports.get(id))
          .filter((report): report is BettingReport => report !== undefined);
  const window = options.settledBetween;
  const reports = source
    .filter(
      (report) =>
        (options.titleId === undefined || world.rankingUsers.get(report.userId)?.titleId === options.titleId) &&
        (options.settled === undefined || (report.settledAt !== null) === options.settled) &&
        (window === undefined ||
          (report.settledAt !== null && report.settledAt >= window.startDate && report.settledAt <= window.endDate)),
    )
    .sort(newestFirst);
  const after = options.cursor === undefined ? undefined : world.reports.get(options.cursor);
  const start = after === undefined ? 0 : reports.findIndex((report) => newestFirst(after, report) < 0);
  const from = start < 0 ? reports.length : start;
  const page = reports.slice(from, from + pageSize);
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
  const last = page[page.length - 1];
  return {
    list,
    cursor: last !== undefined && from + pageSize < reports.length ? last.id : null,
    pageNum: Math.floor(from / pageSize) + 1,
    pageSize,
    total: reports.length,
  };
}

export function userTitleList(): { id: number; name: string }[] {
  return USER_TITLES.map((title) => ({ ...title }));
}

/**
 * Moves a report's like and dislike counts (ranking report/like, report/dislike: a vote, a vote
 * taken back, or one vote turned into the other); returns the new counts. Never below zero.
 */
export function adjustReportVotes(
  world: World,
  reportId: number,
  change: { like: number; disLike: number },
): { like: number; disLike: number } | undefined {
  const report = world.reports.get(reportId);
  if (!report) return undefined;
  report.like = Math.max(0, report.like + change.like);
  report.disLike = Math.max(0, report.disLike + change.disLike);
  if (change.like !== 0 || change.disLike !== 0) world.version += 1;
  return { like: report.like, disLike: report.disLike };
}
