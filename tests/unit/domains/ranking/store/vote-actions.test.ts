/** Votes and the 跟单 switch with the api module mocked: optimistic on every copy, the server's counts, rollback. */
import * as api from '@src/domains/ranking/api/ranking-api';
import { RankingType, VoteStatus, type BettingReport } from '@src/contracts/ranking';
import { feedKeyOf, listKeyOf } from '@src/domains/ranking/store/initial-state';
import { findRecordTitle } from '@src/domains/ranking/store/selectors';
import { apiError, deferred, shownToasts } from '@tests/support/app-world';
import { thisWeek, wireEntry, wireReport } from '../support/fixtures';
import { bettingPage, configs, ranking, rankingDate, setUpRankingWorld } from '../support/store-setup';

jest.mock('@src/domains/ranking/api/ranking-api');
const mocked = jest.mocked(api);

const REPORT = 77;
const BETTOR = 501;

beforeEach(async () => {
  setUpRankingWorld({ loggedIn: true });
  mocked.fetchRankingConfig.mockResolvedValue(configs());
  mocked.fetchRankingList.mockImplementation(async (period, type) =>
    rankingDate(period, type, [
      wireEntry(1, { bettingReportList: [wireReport({ id: REPORT, userId: BETTOR, like: 3, disLike: 1 })] }),
    ]),
  );
  mocked.fetchBettingList.mockImplementation(async (query) =>
    bettingPage({
      list: [wireReport({ id: REPORT, userId: BETTOR, like: 3, disLike: 1 }, 'betInfos')],
      cursor: null,
      pageNum: 1,
      pageSize: 100,
      total: 1,
      ...(query.withTitle
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
    const answer = deferred<Awaited<ReturnType<typeof api.voteOnReport>>>();
    mocked.voteOnReport.mockReturnValueOnce(answer.promise);
    const voting = ranking().vote(REPORT, 'like');
    expect(copies()).toEqual(Array(3).fill({ like: 4, disLike: 1, voteStatus: VoteStatus.Liked }));
    expect(mocked.voteOnReport).toHaveBeenCalledWith(REPORT, 'like', { loading: true });
    // A tap while the vote is on its way is not a second vote.
    await ranking().vote(REPORT, 'like');
    expect(mocked.voteOnReport).toHaveBeenCalledTimes(1);
    answer.resolve({ reportId: REPORT, like: 9, disLike: 1, voteStatus: VoteStatus.Liked });
    await voting;
    expect(copies()).toEqual(Array(3).fill({ like: 9, disLike: 1, voteStatus: VoteStatus.Liked }));
    expect(ranking().votePending).toEqual({});
  });

  it('a second tap takes the vote back; the other one turns it over', async () => {
    mocked.voteOnReport.mockResolvedValueOnce({ reportId: REPORT, like: 4, disLike: 1, voteStatus: VoteStatus.Liked });
    await ranking().vote(REPORT, 'like');
    mocked.voteOnReport.mockResolvedValueOnce({
      reportId: REPORT,
      like: 3,
      disLike: 2,
      voteStatus: VoteStatus.Disliked,
    });
    const turning = ranking().vote(REPORT, 'dislike');
    const list = () => ranking().lists[listKeyOf(thisWeek, RankingType.Win)]!.data!.entries[0]!.bettingReportList[0]!;
    expect(list()).toMatchObject({ like: 3, disLike: 2, voteStatus: VoteStatus.Disliked });
    await turning;
    mocked.voteOnReport.mockResolvedValueOnce({ reportId: REPORT, like: 3, disLike: 1, voteStatus: VoteStatus.None });
    const back = ranking().vote(REPORT, 'dislike');
    expect(list()).toMatchObject({ like: 3, disLike: 1, voteStatus: VoteStatus.None });
    await back;
  });

  it('roll back on every copy when the call fails', async () => {
    mocked.voteOnReport.mockRejectedValueOnce(apiError('操作太频繁'));
    await ranking().vote(REPORT, 'dislike');
    expect(copies()).toEqual(Array(3).fill({ like: 3, disLike: 1, voteStatus: VoteStatus.None }));
    expect(ranking().votePending).toEqual({});
  });

  it("leave the lists at logout (they are everyone's) without the user's marks", async () => {
    mocked.voteOnReport.mockResolvedValueOnce({ reportId: REPORT, like: 4, disLike: 1, voteStatus: VoteStatus.Liked });
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
    const answer = deferred<Awaited<ReturnType<typeof api.setFollowBet>>>();
    mocked.setFollowBet.mockReturnValueOnce(answer.promise);
    const following = ranking().followBet(BETTOR, true);
    expect(findRecordTitle(ranking(), BETTOR)).toMatchObject({ isFollowBet: 1, followBetCount: 21 });
    expect(entry().followBetCount).toBe(21);
    expect(mocked.setFollowBet).toHaveBeenCalledWith(BETTOR, true, { loading: true });
    answer.resolve({ userId: BETTOR, isFollowBet: 1, followBetCount: 25 });
    await expect(following).resolves.toBe(true);
    expect(findRecordTitle(ranking(), BETTOR)).toMatchObject({ isFollowBet: 1, followBetCount: 25 });
    expect(entry().followBetCount).toBe(25);
    expect(shownToasts()).toEqual([['success', '跟单成功']]);
  });

  it('rolls back when the call fails, and does nothing it was already set to', async () => {
    mocked.setFollowBet.mockRejectedValueOnce(apiError());
    await expect(ranking().followBet(BETTOR, true)).resolves.toBe(false);
    expect(findRecordTitle(ranking(), BETTOR)).toMatchObject({ isFollowBet: 0, followBetCount: 20 });
    expect(entry().followBetCount).toBe(20);
    await expect(ranking().followBet(BETTOR, false)).resolves.toBe(false);
    expect(mocked.setFollowBet).toHaveBeenCalledTimes(1);
  });
});
