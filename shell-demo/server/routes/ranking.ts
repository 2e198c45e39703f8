/**
 * The user ranking calls (RankingCalls of src/contracts/ranking.ts) over the
 * seeded world: the periods, the three lists of a period, the betting list of a bettor by
 * cursor, the 跟单 switch, likes and dislikes of reports, and the user titles.
 *
 * Per-user state, for the server's lifetime, keyed by uid: each user's vote on each report (one
 * per report: a like, a dislike or none — the counts live on the world's report) and the bettors
 * each user follows (their `followBetCount` is the world's count plus these followers).
 *
 * Unknown ids answer code 10001 "…不存在" (a parameter error), as the anchors' calls do; a period
 * that is not one of the config's answers 10001 too.
 */
import {
  BETTING_LIST_SIZE,
  ENTRY_REPORTS,
  RANKING_LIST_FIELD,
  RankingType,
  VoteStatus,
  voteTransition,
  type RankingTypeValue,
  type VoteAction,
  type VoteStatusValue,
} from '../../../src/contracts/ranking';
import { RankingCalls } from '../../../src/contracts/ranking-calls';
import { ApiError, badParams, DevServerCode, noSuch } from '../api-error';
import type { ApiRequest } from '../router';
import type { RouteModule } from '../server-context';
import {
  adjustReportVotes,
  rankingConfigList,
  rankingList,
  userBettingList,
  userTitleList,
  type RankingEntry as WorldRankingEntry,
  type RankingListKind,
  type RankingPeriod,
} from '../world/queries/ranking';
import type { World } from '../world/types';
import { reportWire } from './ranking-view';
import { sentenceIn, sentenceLanguageOf } from '../world/server-sentences';

const KIND_OF: Record<RankingTypeValue, RankingListKind> = {
  [RankingType.Red]: 'red',
  [RankingType.Win]: 'win',
  [RankingType.Popularity]: 'popularity',
};
/** Computed lists kept per period and list while the world has not changed (a list takes 5–50 ms). */
const MAX_CACHED_LISTS = 60;

/** `startDate` and `endDate`, both or neither. */
function periodOf({
  startDate,
  endDate,
}: {
  startDate?: number;
  endDate?: number;
}): { startDate: number; endDate: number } | undefined {
  if (startDate === undefined && endDate === undefined) return undefined;
  if (startDate === undefined || endDate === undefined) throw badParams('startDate 与 endDate 应同时提供');
  if (endDate < startDate) throw badParams('endDate 应不早于 startDate');
  return { startDate, endDate };
}

export const registerRankingRoutes: RouteModule = (router, server) => {
  const world = () => server.world();
  /** uid → report id → the user's vote. */
  const votes = new Map<string, Map<number, VoteStatusValue>>();
  /** bettor id → uids following the bettor's bets. */
  const followers = new Map<number, Set<string>>();
  const cache = new Map<string, { version: number; entries: WorldRankingEntry[] }>();

  const voteOf = (uid: string | undefined, reportId: number): VoteStatusValue =>
    (uid === undefined ? undefined : votes.get(uid)?.get(reportId)) ?? VoteStatus.None;
  const followBetCount = (current: World, userId: number): number =>
    (current.rankingUsers.get(userId)?.followBetCount ?? 0) + (followers.get(userId)?.size ?? 0);

  const requireBettor = (userId: number) => {
    const user = world().rankingUsers.get(userId);
    if (!user) throw noSuch('用户', userId);
    return user;
  };

  /** The config's period with these dates. */
  const requirePeriod = (asked: { startDate?: number; endDate?: number }): RankingPeriod => {
    const dates = periodOf(asked);
    if (!dates) throw badParams('缺少 startDate 与 endDate');
    const period = rankingConfigList(world())
      .flatMap((config) => config.rankingDateList)
      .find((candidate) => candidate.startDate === dates.startDate && candidate.endDate === dates.endDate);
    if (!period) throw new ApiError(DevServerCode.BadParams, '没有这个榜单周期');
    return period;
  };

  const listOf = (period: RankingPeriod, type: RankingTypeValue): WorldRankingEntry[] => {
    const current = world();
    const key = `${type}:${period.startDate}:${period.endDate}`;
    const cached = cache.get(key);
    if (cached?.version === current.version) return cached.entries;
    const entries = rankingList(current, period, KIND_OF[type], BETTING_LIST_SIZE);
    if (cache.size >= MAX_CACHED_LISTS) cache.clear();
    cache.set(key, { version: current.version, entries });
    return entries;
  };

  router.handle(RankingCalls.config, (request) => {
    const language = sentenceLanguageOf(request.headers);
    return rankingConfigList(world()).map((config) => ({
      ...config,
      // 周榜 / 月榜: the server's words, in the language asked.
      text: language ? sentenceIn(config.text, language, () => world().names) : config.text,
      rankingDateList: config.rankingDateList.map((period) => ({
        ...period,
        redRankingList: [],
        winRankingList: [],
        popularityRankingList: [],
      })),
    }));
  });

  // The world's bets are all on the config's game platforms: `gamePlatforms` narrows nothing here.
  router.handle(RankingCalls.list, ({ session }, params) => {
    const period = requirePeriod(params);
    const { rankingType: type, size } = params;
    const current = world();
    const entries = listOf(period, type)
      .slice(0, size)
      .map(({ bettingReportList, ...entry }) => ({
        ...entry,
        followBetCount: followBetCount(current, entry.userId),
        bettingReportList: bettingReportList.slice(0, ENTRY_REPORTS).flatMap((view) => {
          const report = current.reports.get(view.id);
          return report ? [reportWire(current, report, 'betInfo', voteOf(session?.uid, report.id))] : [];
        }),
      }));
    return {
      ...period,
      rankingType: type,
      redRankingList: [],
      winRankingList: [],
      popularityRankingList: [],
      [RANKING_LIST_FIELD[type]]: entries,
    };
  });

  router.handle(RankingCalls.bettingList, ({ session }, params) => {
    const user = requireBettor(params.userId);
    const { size, cursor, isHistory: history } = params;
    const settledBetween = periodOf(params);
    const withTitle = params.title === 1;
    const current = world();
    if (cursor !== undefined && current.reports.get(cursor)?.userId !== user.id) {
      throw badParams(`cursor 不是该用户的注单：${cursor}`);
    }
    const page = userBettingList(current, {
      userId: user.id,
      pageSize: size,
      ...(cursor === undefined ? {} : { cursor }),
      ...(history === undefined ? {} : { settled: history === 1 }),
      ...(settledBetween ? { settledBetween } : {}),
    });
    const list = page.list.flatMap((item) => {
      const report = current.reports.get(item.id);
      return report ? [reportWire(current, report, 'betInfos', voteOf(session?.uid, report.id))] : [];
    });
    return {
      list,
      cursor: page.cursor,
      pageNum: page.pageNum,
      pageSize: page.pageSize,
      total: page.total,
      ...(withTitle
        ? {
            userTitle: {
              userId: user.id,
              nickName: user.nickName,
              headUrl: user.headUrl,
              titleId: user.titleId,
              title: userTitleList().find((title) => title.id === user.titleId)?.name ?? null,
              followBetCount: followBetCount(current, user.id),
              isFollowBet: session && followers.get(user.id)?.has(session.uid) ? 1 : 0,
            },
          }
        : {}),
    };
  });

  router.handle(RankingCalls.switch, ({ session }, params) => {
    const user = requireBettor(params.userId);
    const { follow } = params;
    const uid = session!.uid;
    const set = followers.get(user.id) ?? new Set<string>();
    if (follow === 1) set.add(uid);
    else set.delete(uid);
    followers.set(user.id, set);
    return { userId: user.id, isFollowBet: follow, followBetCount: followBetCount(world(), user.id) };
  });

  const vote =
    (action: VoteAction) =>
    ({ session }: ApiRequest, { reportId }: { reportId: number }) => {
      const current = world();
      if (!current.reports.has(reportId)) throw noSuch('注单', reportId);
      const uid = session!.uid;
      const mine = votes.get(uid) ?? new Map<number, VoteStatusValue>();
      votes.set(uid, mine);
      const change = voteTransition(mine.get(reportId) ?? VoteStatus.None, action);
      const counts = adjustReportVotes(current, reportId, { like: change.like, disLike: change.disLike })!;
      if (change.next === VoteStatus.None) mine.delete(reportId);
      else mine.set(reportId, change.next);
      return { reportId, ...counts, voteStatus: change.next };
    };
  router.handle(RankingCalls.like, vote('like'));
  router.handle(RankingCalls.dislike, vote('dislike'));
};
