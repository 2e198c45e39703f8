/**
 * The user ranking calls, each declared once (the answers' shapes: ranking.ts). Every call is a
 * POST with a form body. Where the spec names only the call, the parameters are decided here:
 *
 * - `config`: the period kinds (周榜, 月榜) with their dates (no lists), each with the `size` of
 *   its lists and the `gamePlatforms` they count.
 * - `list`: the period (one of the config's) with the list of `rankingType` filled (1 红单/跟单,
 *   2 盈利, 3 人气) and the other lists empty, asked with the period kind's `size` (≤ 100) and
 *   `gamePlatforms` (a list in dot notation). Each entry carries its latest three reports.
 * - `switch` (login required): the 跟单 switch — the spec names the list tab "red orders/follow"
 *   (红单/跟单) and gives every entry a `followBetCount`: the user turns following a bettor's bets
 *   on or off. Idempotent (it sets, it does not toggle): a double tap or a retry cannot undo itself.
 * - `report/like`, `report/dislike` (login required): one vote per user per report: a like
 *   replaces the user's dislike and the other way round; a second tap on the same one takes the
 *   vote back (ranking.ts's voteTransition, shared with the server).
 * - `data/betting/list`: one bettor's reports, newest first, 100 a page (the spec's fixed size);
 *   `cursor` is the answer's `cursor` of the page before (null there: no more). `isHistory` 1
 *   settled, 0 still waiting (the history tabs 历史 / 近期), absent both; `startDate`/`endDate`
 *   narrow to reports settled in that period, as the ranking counts them. `title` 1: the answer
 *   also carries `userTitle`, who the bettor is (the rank-user page's first call).
 * - the titles beside a bettor's name are the shared call of src/contracts/user-titles.ts.
 */
import { postFormCall } from './http';
import {
  BETTING_LIST_SIZE,
  followBetState,
  rankingConfigList,
  rankingDate,
  RankingType,
  reportVotes,
  userBettingList,
} from './ranking';
import {
  alwaysSent,
  codeParam,
  flagParam,
  idListParam,
  idParam,
  integerParam,
  required,
  sizeParam,
  withFallback,
} from './request';

/** A period's first and last millisecond: both or neither (the server checks the pair). */
const periodDates = { startDate: integerParam(0), endDate: integerParam(0) };
const listSize = sizeParam(BETTING_LIST_SIZE, BETTING_LIST_SIZE);

export const RankingCalls = {
  config: postFormCall('/api/forehead/user/ranking/config', {}, rankingConfigList),
  list: postFormCall(
    '/api/forehead/user/ranking/list',
    {
      startDate: alwaysSent(periodDates.startDate),
      endDate: alwaysSent(periodDates.endDate),
      rankingType: alwaysSent(
        withFallback(
          codeParam(
            [RankingType.Red, RankingType.Win, RankingType.Popularity],
            '应为 1（红单）、2（盈利）或 3（人气）',
          ),
          RankingType.Win,
        ),
      ),
      size: alwaysSent(listSize),
      gamePlatforms: alwaysSent(idListParam('游戏平台')),
    },
    rankingDate,
  ),
  switch: postFormCall(
    '/api/forehead/user/ranking/switch',
    { userId: idParam, follow: required(flagParam, () => '缺少 follow（1 跟单，0 取消）') },
    followBetState,
    { auth: 'login' },
  ),
  like: postFormCall('/api/forehead/user/ranking/report/like', { reportId: idParam }, reportVotes, { auth: 'login' }),
  dislike: postFormCall('/api/forehead/user/ranking/report/dislike', { reportId: idParam }, reportVotes, {
    auth: 'login',
  }),
  bettingList: postFormCall(
    '/api/forehead/data/betting/list',
    {
      userId: idParam,
      size: alwaysSent(listSize),
      cursor: integerParam(1),
      isHistory: flagParam,
      ...periodDates,
      title: flagParam,
    },
    userBettingList,
  ),
} as const;
