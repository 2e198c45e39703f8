/**
 * The ranking domain's calls (src/contracts/ranking-calls.ts, the betting list and the user
 * titles): one plain function per endpoint, typed by the call's declaration, over the one HTTP
 * client (which reads each answer with the declared schema); a report whose `betInfo` could not be read is reported
 * to monitoring here (the page shows it as 注单信息无法读取, the rest of the list as usual).
 */
import {
  BETTING_LIST_SIZE,
  type BettingReport,
  type FollowBetState,
  type RankingConfig,
  type RankingDate,
  type RankingTypeValue,
  type ReportVotes,
  type UserBettingList,
  type VoteAction,
} from '../../../contracts/ranking';
import { RankingCalls } from '../../../contracts/ranking-calls';
import { UserTitleCalls, type UserTitle } from '../../../contracts/user-titles';
import { report } from '../../../platform/feedback/monitor';
import { callApi, type CallOptions } from '../../../platform/http/http-client';
import { liveMatchList } from '../../match/api/live-match-list';
import type { PeriodRange } from '../ranking-paths';

function reportUnreadable(path: string, reports: readonly BettingReport[]): void {
  for (const item of reports) {
    if (item.betInfoError === null) continue;
    report({ code: 'malformed-bet-info', message: `${path}: report ${item.id}`, detail: item.betInfoError });
  }
}

/** ranking/config: the period kinds and their dates. */
export const fetchRankingConfig = (options?: CallOptions): Promise<RankingConfig[]> =>
  callApi(RankingCalls.config, undefined, options);

/**
 * ranking/list: one list of a period (its other lists come back empty), asked with its period
 * kind's size and game platforms (the config's).
 */
export async function fetchRankingList(
  period: PeriodRange,
  rankingType: RankingTypeValue,
  kind: Pick<RankingConfig, 'size' | 'gamePlatforms'>,
  options?: CallOptions,
): Promise<RankingDate> {
  const date = await callApi(
    RankingCalls.list,
    {
      startDate: period.startDate,
      endDate: period.endDate,
      rankingType,
      size: kind.size,
      gamePlatforms: kind.gamePlatforms,
    },
    options,
  );
  reportUnreadable(
    RankingCalls.list.path,
    [...date.redRankingList, ...date.winRankingList, ...date.popularityRankingList].flatMap(
      (entry) => entry.bettingReportList,
    ),
  );
  return date;
}

export interface BettingListQuery {
  userId: number;
  /** The answer's cursor of the page before; absent for the first page. */
  cursor?: number;
  /** true settled (历史), false still waiting (近期). */
  history?: boolean;
  /** Only bets settled in this period. */
  period?: PeriodRange;
  /** Also answer who the bettor is (`userTitle`). */
  withTitle?: boolean;
}

/**
 * data/betting/list: a bettor's bets, 100 a page, newest first. Open tickets
 * show their matches live: the values read now are the start of that (the match layer's store).
 */
export const fetchBettingList = liveMatchList(readBettingList, (page, [query]) =>
  query.history === true ? [] : page.list.flatMap((report) => report.matchList),
);

async function readBettingList(query: BettingListQuery, options?: CallOptions): Promise<UserBettingList> {
  const page = await callApi(
    RankingCalls.bettingList,
    {
      userId: query.userId,
      size: BETTING_LIST_SIZE,
      cursor: query.cursor,
      isHistory: query.history === undefined ? undefined : query.history ? 1 : 0,
      startDate: query.period?.startDate,
      endDate: query.period?.endDate,
      title: query.withTitle ? 1 : undefined,
    },
    options,
  );
  reportUnreadable(RankingCalls.bettingList.path, page.list);
  return page;
}

/** report/like or report/dislike (login required): the report's counts and the user's vote after it. */
export const voteOnReport = (reportId: number, action: VoteAction, options?: CallOptions): Promise<ReportVotes> =>
  callApi(action === 'like' ? RankingCalls.like : RankingCalls.dislike, { reportId }, options);

/** ranking/switch (login required): following a bettor's bets (跟单) on or off. */
export const setFollowBet = (userId: number, follow: boolean, options?: CallOptions): Promise<FollowBetState> =>
  callApi(RankingCalls.switch, { userId, follow: follow ? 1 : 0 }, options);

/** user/title/list/all: every title a user can hold. */
export const fetchUserTitles = (options?: CallOptions): Promise<UserTitle[]> =>
  callApi(UserTitleCalls.titleList, undefined, options);
