/**
 * The ranking domain's calls, made from their declarations (src/contracts/ranking-calls.ts and the
 * user titles): `rankingApi.bettingList({ userId, size, cursor })`, typed, signed and read by the
 * one HTTP client. What a call adds here: a report whose `betInfo` could not be read is reported
 * to monitoring (the page shows it as 注单信息无法读取, the rest of the list as usual), and the open
 * tickets of a betting list seed the match layer's live-match store.
 */
import type { BettingReport } from '../../../contracts/ranking';
import { RankingCalls } from '../../../contracts/ranking-calls';
import { UserTitleCalls } from '../../../contracts/user-titles';
import { report } from '../../../platform/feedback/monitor';
import { callFunction, callFunctions } from '../../../platform/http/call-functions';
import { liveMatchList } from '../../match/api/live-match-list';

const ranking = callFunctions(RankingCalls);

/** The call, reporting each report of its answer whose `betInfo` could not be read. */
const reportingUnreadable =
  <A extends unknown[], T>(path: string, call: (...args: A) => Promise<T>, reportsOf: (answer: T) => BettingReport[]) =>
  async (...args: A): Promise<T> => {
    const answer = await call(...args);
    for (const item of reportsOf(answer)) {
      if (item.betInfoError === null) continue;
      report({ code: 'malformed-bet-info', message: `${path}: report ${item.id}`, detail: item.betInfoError });
    }
    return answer;
  };

export const rankingApi = {
  ...ranking,
  /** One list of a period (its other lists come back empty). */
  list: reportingUnreadable(RankingCalls.list.path, ranking.list, (date) =>
    [...date.redRankingList, ...date.winRankingList, ...date.popularityRankingList].flatMap(
      (entry) => entry.bettingReportList,
    ),
  ),
  /** A bettor's bets: open tickets show their matches live, from the values read now. */
  bettingList: liveMatchList(
    reportingUnreadable(RankingCalls.bettingList.path, ranking.bettingList, (page) => page.list),
    (page, [params]) => (params.isHistory === 1 ? [] : page.list.flatMap((item) => item.matchList)),
  ),
  /** Every title a user can hold. */
  userTitles: callFunction(UserTitleCalls.titleList),
};
