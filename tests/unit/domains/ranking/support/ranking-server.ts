/**
 * A fake ranking backend for page and api tests, under the real HTTP client
 * (tests/support/fake-transport): answers RankingCalls from wire data the test shapes, keeps
 * votes and follows like the server does, records what was sent, and lets a test answer one
 * call its own way.
 */
import { UserTitleCalls } from '@src/contracts/user-titles';
import {
  RankingCalls,
  VoteStatus,
  voteTransition,
  type UserTitleInfo,
  type VoteStatusValue,
} from '@src/contracts/ranking';
import { installFakeTransport, ok, type Reply, type SentRequest } from '@tests/support/fake-transport';
import { wireConfig } from './fixtures';

export interface FakeRankingData {
  config: Record<string, unknown>[];
  /** ranking/list answers by `${startDate}:${rankingType}`. */
  lists: Record<string, Record<string, unknown>>;
  /** Betting list pages by `${userId}:${isHistory}`, in order; the page asked for is found by cursor. */
  bets: Record<string, Record<string, unknown>[][]>;
  /** Who each bettor is (the betting list's userTitle; isFollowBet comes from the follows made). */
  titles: Omit<UserTitleInfo, 'isFollowBet'>[];
  userTitles: { id: number; name: string }[];
}

export const emptyRankingData = (): FakeRankingData => ({
  config: wireConfig(),
  lists: {},
  bets: {},
  titles: [],
  userTitles: [{ id: 1, name: '盈利王' }],
});


export function installRankingServer(data: FakeRankingData, override?: (request: SentRequest) => Reply | undefined) {
  const votes = new Map<number, VoteStatusValue>();
  const following = new Set<number>();
  const transport = installFakeTransport((request) => {
    const special = override?.(request);
    if (special) return special;
    const params = new URLSearchParams(request.body ?? '');
    const number = (key: string) => Number(params.get(key));
    switch (request.path) {
      case RankingCalls.config.path:
        return ok(data.config);
      case RankingCalls.list.path: {
        const list = data.lists[`${params.get('startDate')}:${params.get('rankingType')}`];
        return list ? ok(list) : { envelope: { code: 10001, msg: '没有这个榜单周期' } };
      }
      case RankingCalls.bettingList.path: {
        const userId = number('userId');
        const pages = data.bets[`${userId}:${params.get('isHistory')}`] ?? [[]];
        const cursor = params.get('cursor');
        const index =
          cursor === null ? 0 : pages.findIndex((page, at) => at > 0 && String(pages[at - 1]!.at(-1)?.id) === cursor);
        const list = pages[Math.max(0, index)] ?? [];
        const last = index >= 0 && index < pages.length - 1;
        const title = data.titles.find((candidate) => candidate.userId === userId);
        return ok({
          list,
          cursor: last ? (list.at(-1)?.id ?? null) : null,
          pageNum: index + 1,
          pageSize: 100,
          total: pages.flat().length,
          ...(params.get('title') === '1' && title
            ? { userTitle: { ...title, isFollowBet: following.has(userId) ? 1 : 0 } }
            : {}),
        });
      }
      case RankingCalls.like.path:
      case RankingCalls.dislike.path: {
        if (!request.headers.token) return { envelope: { code: 400, msg: '请先登录' } };
        const reportId = number('reportId');
        const report = Object.values(data.lists)
          .flatMap(
            (list) =>
              Object.values(list).filter(Array.isArray).flat() as {
                bettingReportList?: { id: number; like: number; disLike: number }[];
              }[],
          )
          .flatMap((entry) => entry.bettingReportList ?? [])
          .concat(Object.values(data.bets).flat(2) as unknown as { id: number; like: number; disLike: number }[])
          .find((candidate) => candidate.id === reportId);
        if (!report) return { envelope: { code: 10001, msg: '注单不存在' } };
        const change = voteTransition(
          votes.get(reportId) ?? VoteStatus.None,
          request.path === RankingCalls.like.path ? 'like' : 'dislike',
        );
        votes.set(reportId, change.next);
        return ok({
          reportId,
          like: report.like + (change.next === VoteStatus.Liked ? 1 : 0),
          disLike: report.disLike + (change.next === VoteStatus.Disliked ? 1 : 0),
          voteStatus: change.next,
        });
      }
      case RankingCalls.switch.path: {
        const userId = number('userId');
        const follow = params.get('follow') === '1';
        if (follow) following.add(userId);
        else following.delete(userId);
        const base = data.titles.find((candidate) => candidate.userId === userId)?.followBetCount ?? 0;
        return ok({ userId, isFollowBet: follow ? 1 : 0, followBetCount: base + (follow ? 1 : 0) });
      }
      case UserTitleCalls.titleList.path:
        return ok(data.userTitles);
      default:
        return { envelope: { code: 404, msg: `no fake for ${request.path}` } };
    }
  });
  return {
    ...transport,
    sentTo: (path: string) => transport.sent.filter((request) => request.path === path),
  };
}
