/** Votes and the 跟单 switch with the api module mocked: optimistic on every copy, the server's counts, rollback. */
import * as api from '@src/domains/ranking/api/ranking-api';
import { RankingType, VoteStatus, type BettingReport } from '@src/contracts/ranking';
import { feedKeyOf, listKeyOf } from '@src/domains/ranking/store/initial-state';
import { findRecordTitle, rankingSelectors } from '@src/domains/ranking/store/selectors';
import { apiError, deferred, shownToasts } from '@tests/support/app-world';
import { lastWeek, thisWeek, wireEntry, wireReport } from '../support/fixtures';
import { bettingPage, configs, ranking, rankingDate, setUpRankingWorld } from '../support/store-setup';

jest.mock('@src/domains/ranking/api/ranking-api');
const mocked = jest.mocked(api.rankingApi);

const REPORT = 77;
const BETTOR = 501;

beforeEach(async () => {
  setUpRankingWorld({ loggedIn: true });
  mocked.config.mockResolvedValue(configs());
  mocked.list.mockImplementation(async (params) =>
    rankingDate(params, params.rankingType, [
      wireEntry(1, { bettingReportList: [wireReport({ id: REPORT, userId: BETTOR, like: 3, disLike: 1 })] }),
    ]),
  );
  mocked.bettingList.mockImplementation(async (query) =>
    bettingPage({
      list: [wireReport({ id: REPORT, userId: BETTOR, like: 3, disLike: 1 }, 'betInfos')],
      cursor: null,
      pageNum: 1,
      pageSize: 100,
      total: 1,
      ...(query.title === 1
        ? {
            userTitle: {
              userId: BETTOR,
              nickName: '球友1',
              headUrl: '',
              titleId: 1,
              title: '盈利王',
              followBetCount: 20,
              isFollowBet: 0,
            },
          }
        : {}),
    }),
  );
  await ranking().loadBoard();
  await ranking().loadBets(BETTOR, true);
  await ranking().loadRecord(BETTOR, thisWeek);
});

/** Every copy of the report: in the list, the 历史 feed and the record. */
function copies(): Pick<BettingReport, 'like' | 'disLike' | 'voteStatus'>[] {
  const state = ranking();
  const all = [
    state.lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0]!.bettingReportList[0]!,
    state.feeds[feedKeyOf(BETTOR, true)]!.list[0]!,
    Object.values(state.records)[0]!.data!.bets[0]!,
  ];
  return all.map(({ like, disLike, voteStatus }) => ({ like, disLike, voteStatus }));
}

describe('votes', () => {
  it("show at once on every copy, then take the server's counts; the call shows the loading overlay", async () => {
    const answer = deferred<Awaited<ReturnType<typeof api.rankingApi.like>>>();
    mocked.like.mockReturnValueOnce(answer.promise);
    const voting = ranking().vote(REPORT, 'like');
    expect(copies()).toEqual(Array(3).fill({ like: 4, disLike: 1, voteStatus: VoteStatus.Liked }));
    expect(mocked.like).toHaveBeenCalledWith({ reportId: REPORT }, { loading: true });
    // A tap while the vote is on its way is not a second vote.
    await ranking().vote(REPORT, 'like');
    expect(mocked.like).toHaveBeenCalledTimes(1);
    answer.resolve({ reportId: REPORT, like: 9, disLike: 1, voteStatus: VoteStatus.Liked });
    await voting;
    expect(copies()).toEqual(Array(3).fill({ like: 9, disLike: 1, voteStatus: VoteStatus.Liked }));
    expect(ranking().votePending).toEqual({});
  });

  it('a second tap takes the vote back; the other one turns it over', async () => {
    mocked.like.mockResolvedValueOnce({ reportId: REPORT, like: 4, disLike: 1, voteStatus: VoteStatus.Liked });
    await ranking().vote(REPORT, 'like');
    mocked.dislike.mockResolvedValueOnce({
      reportId: REPORT,
      like: 3,
      disLike: 2,
      voteStatus: VoteStatus.Disliked,
    });
    const turning = ranking().vote(REPORT, 'dislike');
    const list = () => ranking().lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0]!.bettingReportList[0]!;
    expect(list()).toMatchObject({ like: 3, disLike: 2, voteStatus: VoteStatus.Disliked });
    await turning;
    mocked.dislike.mockResolvedValueOnce({ reportId: REPORT, like: 3, disLike: 1, voteStatus: VoteStatus.None });
    const back = ranking().vote(REPORT, 'dislike');
    expect(list()).toMatchObject({ like: 3, disLike: 1, voteStatus: VoteStatus.None });
    await back;
  });

  it('roll back on every copy when the call fails', async () => {
    mocked.dislike.mockRejectedValueOnce(apiError('操作太频繁'));
    await ranking().vote(REPORT, 'dislike');
    expect(copies()).toEqual(Array(3).fill({ like: 3, disLike: 1, voteStatus: VoteStatus.None }));
    expect(ranking().votePending).toEqual({});
  });

  it("leave the lists at logout (they are everyone's) without the user's marks", async () => {
    mocked.like.mockResolvedValueOnce({ reportId: REPORT, like: 4, disLike: 1, voteStatus: VoteStatus.Liked });
    await ranking().vote(REPORT, 'like');
    ranking().clearUserData();
    const report = ranking().lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0]!.bettingReportList[0]!;
    expect(report).toMatchObject({ like: 4, voteStatus: VoteStatus.None });
    expect(ranking().records).toEqual({});
    expect(ranking().feeds).toEqual({});
  });
});

describe('the 跟单 switch', () => {
  const entry = () => ranking().lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0]!;

  it("turns on at once on the bettor's record and entries, says so when the server agrees", async () => {
    const answer = deferred<Awaited<ReturnType<typeof api.rankingApi.switch>>>();
    mocked.switch.mockReturnValueOnce(answer.promise);
    const following = ranking().followBet(BETTOR, true);
    expect(findRecordTitle(ranking(), BETTOR)).toMatchObject({ isFollowBet: 1, followBetCount: 21 });
    expect(entry().followBetCount).toBe(21);
    expect(mocked.switch).toHaveBeenCalledWith({ userId: BETTOR, follow: 1 }, { loading: true });
    answer.resolve({ userId: BETTOR, isFollowBet: 1, followBetCount: 25 });
    await expect(following).resolves.toBe(true);
    expect(findRecordTitle(ranking(), BETTOR)).toMatchObject({ isFollowBet: 1, followBetCount: 25 });
    expect(entry().followBetCount).toBe(25);
    expect(shownToasts()).toEqual([['success', '跟单成功']]);
  });

  it('rolls back when the call fails, and does nothing it was already set to', async () => {
    mocked.switch.mockRejectedValueOnce(apiError());
    await expect(ranking().followBet(BETTOR, true)).resolves.toBe(false);
    expect(findRecordTitle(ranking(), BETTOR)).toMatchObject({ isFollowBet: 0, followBetCount: 20 });
    expect(entry().followBetCount).toBe(20);
    await expect(ranking().followBet(BETTOR, false)).resolves.toBe(false);
    expect(mocked.switch).toHaveBeenCalledTimes(1);
  });
});

describe('what a vote or a follow changes', () => {
  const OTHER = 600;
  const report = (id: number, extra: Record<string, unknown> = {}) =>
    wireReport({ id, userId: BETTOR, like: 3, disLike: 1, ...extra });
  const onePage = (reports: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    bettingPage({ list: reports, cursor: null, pageNum: 1, pageSize: 100, total: reports.length, ...extra });

  /** This week's list: the bettor's entry (another report before the voted one) and another bettor's; last week's without the report; another bettor's record and feed. */
  async function showEverywhere() {
    mocked.list.mockResolvedValueOnce(
      rankingDate(thisWeek, RankingType.Win, [
        wireEntry(1, { bettingReportList: [report(76, { like: 10, disLike: 8 }), report(REPORT)] }),
        wireEntry(2, { bettingReportList: [wireReport({ id: 75, userId: 502 })] }),
      ]),
    );
    await ranking().loadList(thisWeek, RankingType.Win);
    mocked.list.mockResolvedValueOnce(rankingDate(lastWeek, RankingType.Win, [wireEntry(3)]));
    await ranking().loadList(lastWeek, RankingType.Win);
    const otherTitle = {
      userId: OTHER,
      nickName: '旁人',
      headUrl: '',
      titleId: null,
      title: null,
      followBetCount: 5,
      isFollowBet: 0,
    };
    mocked.bettingList.mockResolvedValueOnce(
      onePage([wireReport({ id: 89, userId: OTHER }, 'betInfos')], { userTitle: otherTitle }),
    );
    await ranking().loadRecord(OTHER, thisWeek);
    mocked.bettingList.mockResolvedValueOnce(onePage([wireReport({ id: 88, userId: OTHER, like: 6 }, 'betInfos')]));
    await ranking().loadBets(OTHER, false);
  }
  const week = () => ranking().lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries;

  it('a vote counts from the report voted on and changes only what holds it: nothing else re-renders', async () => {
    await showEverywhere();
    const before = ranking();
    mocked.like.mockReturnValueOnce(new Promise(() => undefined));
    void ranking().vote(REPORT, 'like');
    const after = ranking();
    expect(week()[0]!.bettingReportList.map(({ like, voteStatus }) => [like, voteStatus])).toEqual([
      [10, VoteStatus.None],
      [4, VoteStatus.Liked],
    ]);
    expect(week()[0]!.bettingReportList[0]).toBe(
      before.lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0]!.bettingReportList[0],
    );
    expect(week()[1]).toBe(before.lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[1]);
    expect(after.lists[listKeyOf(lastWeek, RankingType.Win)]).toBe(before.lists[listKeyOf(lastWeek, RankingType.Win)]);
    expect(after.feeds[feedKeyOf(OTHER, false)]).toBe(before.feeds[feedKeyOf(OTHER, false)]);
    expect(
      Object.values(after.records).filter((record) => Object.values(before.records).includes(record)),
    ).toHaveLength(1);
  });

  it('a report in one list only leaves every record and feed as it was', async () => {
    await showEverywhere();
    const before = ranking();
    mocked.dislike.mockReturnValueOnce(new Promise(() => undefined));
    void ranking().vote(75, 'dislike');
    expect(week()[1]!.bettingReportList[0]).toMatchObject({ disLike: 2, voteStatus: VoteStatus.Disliked });
    expect(ranking().records).toBe(before.records);
    expect(ranking().feeds).toBe(before.feeds);
  });

  it.each([
    ['a feed', 88, () => ranking().feeds[feedKeyOf(OTHER, false)]!.list[0]!, 7],
    [
      'a record',
      89,
      () => Object.values(ranking().records).find((record) => record.data!.userTitle.userId === OTHER)!.data!.bets[0]!,
      4,
    ],
  ])('a report shown only in %s can be voted on', async (_where, id, shown, likes) => {
    await showEverywhere();
    mocked.like.mockReturnValueOnce(new Promise(() => undefined));
    void ranking().vote(id, 'like');
    expect(shown()).toMatchObject({ like: likes, voteStatus: VoteStatus.Liked });
  });

  it('a report no longer shown is not voted on; a bettor without a record is not followed', async () => {
    await ranking().vote(999, 'like');
    await expect(ranking().followBet(999, true)).resolves.toBe(false);
    expect(mocked.like).not.toHaveBeenCalled();
    expect(mocked.dislike).not.toHaveBeenCalled();
    expect(mocked.switch).not.toHaveBeenCalled();
  });

  it('the report and the bettor are pending while their call is on its way', async () => {
    const vote = deferred<Awaited<ReturnType<typeof api.rankingApi.like>>>();
    const follow = deferred<Awaited<ReturnType<typeof api.rankingApi.switch>>>();
    mocked.like.mockReturnValueOnce(vote.promise);
    mocked.switch.mockReturnValueOnce(follow.promise);
    const voting = ranking().vote(REPORT, 'like');
    const following = ranking().followBet(BETTOR, true);
    expect(rankingSelectors.votePending(REPORT)(ranking())).toBe(true);
    expect(rankingSelectors.votePending(REPORT + 1)(ranking())).toBe(false);
    expect(rankingSelectors.followPending(BETTOR)(ranking())).toBe(true);
    vote.resolve({ reportId: REPORT, like: 4, disLike: 1, voteStatus: VoteStatus.Liked });
    follow.resolve({ userId: BETTOR, isFollowBet: 1, followBetCount: 21 });
    await voting;
    await following;
    expect(rankingSelectors.votePending(REPORT)(ranking())).toBe(false);
    expect(rankingSelectors.followPending(BETTOR)(ranking())).toBe(false);
  });

  it("following one bettor leaves the others' entries and records; unfollowing counts one less at once", async () => {
    await showEverywhere();
    const other = () => Object.values(ranking().records).find((record) => record.data!.userTitle.userId === OTHER)!;
    const otherBefore = other();
    const secondBefore = week()[1];
    const lastWeekBefore = ranking().lists[listKeyOf(lastWeek, RankingType.Win)];
    mocked.switch.mockResolvedValueOnce({ userId: BETTOR, isFollowBet: 1, followBetCount: 21 });
    await ranking().followBet(BETTOR, true);
    expect(week()[0]!.followBetCount).toBe(21);
    expect(week()[1]).toBe(secondBefore);
    expect(other()).toBe(otherBefore);
    expect(ranking().lists[listKeyOf(lastWeek, RankingType.Win)]).toBe(lastWeekBefore);
    const shown = week()[0];
    mocked.switch.mockReturnValueOnce(new Promise(() => undefined));
    void ranking().followBet(BETTOR, false);
    expect(findRecordTitle(ranking(), BETTOR)).toMatchObject({ isFollowBet: 0, followBetCount: 20 });
    expect(week()[0]!.followBetCount).toBe(20);
    expect(shown).not.toBe(week()[0]);
  });

  it("the server's count, the same as shown, leaves the entry as shown", async () => {
    const answer = deferred<Awaited<ReturnType<typeof api.rankingApi.switch>>>();
    mocked.switch.mockReturnValueOnce(answer.promise);
    const following = ranking().followBet(BETTOR, true);
    const shown = ranking().lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0];
    answer.resolve({ userId: BETTOR, isFollowBet: 1, followBetCount: 21 });
    await following;
    expect(ranking().lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0]).toBe(shown);
  });

  it('at logout every mark goes, and what had none stays as it was', async () => {
    mocked.list.mockResolvedValueOnce(
      rankingDate(thisWeek, RankingType.Win, [
        wireEntry(1, { bettingReportList: [report(76), report(REPORT, { voteStatus: VoteStatus.Liked })] }),
        wireEntry(2),
      ]),
    );
    await ranking().loadList(thisWeek, RankingType.Win);
    const before = week();
    ranking().clearUserData();
    expect(week()[0]!.bettingReportList.map((shown) => shown.voteStatus)).toEqual([VoteStatus.None, VoteStatus.None]);
    expect(week()[0]!.bettingReportList[0]).toBe(before[0]!.bettingReportList[0]);
    expect(week()[1]).toBe(before[1]);
  });
});
