/**
 * The news domain's calls (and the gold balance of "System"), made from their declarations
 * (contracts/news-calls.ts): `newsApi.buy({ messageId, idempotencyKey })`, typed, signed and read
 * by the one HTTP client; who may make each, what it refuses, come from the declaration. No React
 * and no domain store: actions call these; the calls that read matches (`liveMatchList`) also
 * seed the match layer's live-match store.
 */
import { NewsCalls } from '../../../contracts/news-calls';
import { UserTitleCalls } from '../../../contracts/user-titles';
import { goldAccountApi } from '../../../platform/config/gold-account-api';
import { callFunction, callFunctions } from '../../../platform/http/call-functions';
import { liveMatchList } from '../../match/api/live-match-list';

const news = callFunctions(NewsCalls);

export const newsApi = {
  ...news,
  tipDetail: liveMatchList(news.tipDetail, (tip) => tip.matches),
  ongoingMatches: liveMatchList(news.ongoingMatches, (ongoing) => ongoing.map((item) => item.match)),
  userTitles: callFunction(UserTitleCalls.titleList),
  /** The gold-mall balance (System): what purchases spend. */
  goldBalance: goldAccountApi.goldBalance,
};
