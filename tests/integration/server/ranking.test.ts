/**
 * The ranking calls against the real development server: config → list → rank-user (the
 * betting list by cursor), one vote per user per report, the 跟单 switch, the titles, and the
 * errors of malformed requests. Every answer goes through the contract's parser.
 */
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import type { ParamObject } from '../../../src/contracts/form-encoding';
import { ResultCode, readAnswer } from '../../../src/contracts/http';
import {
  BETTING_LIST_SIZE,
  OddsType,
  RankingType,
  VoteStatus,
  parseRankingConfigList,
  type RankingConfig,
  type RankingDate,
  type UserBettingList,
} from '../../../src/contracts/ranking';
import { RankingCalls } from '../../../src/contracts/ranking-calls';
import { parseUserTitles, UserTitleCalls } from '../../../src/contracts/user-titles';
import { suiteServer } from './suite-server';
import { serverCalls } from './server-calls';

/** A fixed server clock, so the world is the same every run. */
const NOW = Date.UTC(2026, 10, 21, 19, 30);

// Building the world in beforeAll takes seconds on a busy machine (a 5 s hook timeout failed here).
jest.setTimeout(30_000);

describe('development server: ranking calls', () => {
  const server = suiteServer(() => NOW);
  let configs: RankingConfig[];

  beforeAll(async () => {
    configs = parseRankingConfigList(await ok(RankingCalls.config));
  });

  const { send: fetchCall, ok, fails, login } = serverCalls(server, () => NOW);

  /** A bettor's reports settled in a period, from the world itself. */
  const settledIn = (userId: number, date: { startDate: number; endDate: number }) =>
    server()
      .world()
      .rankingUsers.get(userId)!
      .reportIds.map((id) => server().world().reports.get(id)!)
      .filter(
        (report) => report.settledAt !== null && report.settledAt >= date.startDate && report.settledAt <= date.endDate,
      );
  const visibleDates = (config: RankingConfig) => config.rankingDateList.filter((date) => date.hidden === 0);
  const list = async (
    date: { startDate: number; endDate: number },
    rankingType: number,
    session?: SessionInfo,
  ): Promise<RankingDate> =>
    readAnswer(
      RankingCalls.list,
      await ok(
        RankingCalls.list,
        { startDate: date.startDate, endDate: date.endDate, rankingType, size: BETTING_LIST_SIZE },
        session,
      ),
    );
  const bettingList = async (params: ParamObject, session?: SessionInfo): Promise<UserBettingList> =>
    readAnswer(
      RankingCalls.bettingList,
      await ok(RankingCalls.bettingList, { size: BETTING_LIST_SIZE, ...params }, session),
    );

  describe('config', () => {
    it('has 周榜 and 月榜 with their periods, newest first; an empty month is hidden', () => {
      expect(configs.map((config) => config.text)).toEqual(['周榜', '月榜']);
      const [weeks, months] = configs;
      expect(weeks!.rankingDateList).toHaveLength(4);
      expect(visibleDates(weeks!)).toHaveLength(4);
      for (const date of weeks!.rankingDateList) expect(date.endDate - date.startDate + 1).toBe(7 * 24 * 3600 * 1000);
      expect(months!.rankingDateList.map((date) => date.hidden)).toEqual([0, 0, 1]);
      for (const config of configs) {
        const starts = config.rankingDateList.map((date) => date.startDate);
        expect(starts).toEqual([...starts].sort((a, b) => b - a));
        for (const date of config.rankingDateList) expect(date.winRankingList).toEqual([]);
      }
    });
  });

  describe('list', () => {
    it('answers each list of a period, 100 entries with up to three readable reports, ordered by its own measure', async () => {
      const lastWeek = visibleDates(configs[0]!)[1]!;
      const win = await list(lastWeek, RankingType.Win);
      expect(win.redRankingList).toEqual([]);
      expect(win.winRankingList).toHaveLength(BETTING_LIST_SIZE);
      const profits = win.winRankingList.map((entry) => entry.profit);
      expect(profits).toEqual([...profits].sort((a, b) => b - a));
      expect(win.winRankingList.map((entry) => entry.rank)).toEqual(profits.map((_, index) => index + 1));

      const red = (await list(lastWeek, RankingType.Red)).redRankingList;
      const hits = red.map((entry) => entry.redCount);
      expect(hits).toEqual([...hits].sort((a, b) => b - a));

      const popular = (await list(lastWeek, RankingType.Popularity)).popularityRankingList;
      const likes = popular.map((entry) => entry.popularity);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
      // Popularity: the likes on the bettor's reports settled in the period.
      const top = popular[0]!;
      expect(top.popularity).toBe(settledIn(top.userId, lastWeek).reduce((sum, report) => sum + report.like, 0));

      for (const entry of [...win.winRankingList, ...red]) {
        expect(entry.bettingReportList.length).toBeGreaterThan(0);
        expect(entry.bettingReportList.length).toBeLessThanOrEqual(3);
        const inPeriod = settledIn(entry.userId, lastWeek).length;
        expect(entry.showMore).toBe(inPeriod > 3);
        expect(entry.bettingReportList).toHaveLength(Math.min(3, inPeriod));
        for (const report of entry.bettingReportList) {
          expect(report.betInfoError).toBeNull();
          expect(report.legs!.length).toBeGreaterThan(0);
          expect(report.settledAt).toBeGreaterThanOrEqual(lastWeek.startDate);
          expect(report.settledAt).toBeLessThanOrEqual(lastWeek.endDate);
        }
      }
    });

    it('sends Hong Kong odds for some bettors, which read back as the same European odds', async () => {
      const thisWeek = visibleDates(configs[0]!)[0]!;
      const raw = (await ok(RankingCalls.list, {
        startDate: thisWeek.startDate,
        endDate: thisWeek.endDate,
        rankingType: RankingType.Win,
      })) as {
        winRankingList: { bettingReportList: { id: number; oddsType: number; odds: number }[] }[];
      };
      const reports = raw.winRankingList.flatMap((entry) => entry.bettingReportList);
      const hongKong = reports.find((report) => report.oddsType === OddsType.HongKong)!;
      expect(hongKong).toBeDefined();
      const world = server().world().reports.get(hongKong.id)!;
      expect(hongKong.odds).toBeCloseTo(world.odds - 1, 2);
      const parsed = readAnswer(RankingCalls.list, raw)
        .winRankingList.flatMap((entry) => entry.bettingReportList)
        .find((report) => report.id === hongKong.id)!;
      expect(parsed.odds).toBeCloseTo(world.odds, 2);
      expect(parsed.legs![0]!.odds).toBeCloseTo(world.selections[0]!.odds, 2);
    });

    it('stays within a phone-sized answer', async () => {
      const thisWeek = visibleDates(configs[0]!)[0]!;
      const { bytes } = await fetchCall(RankingCalls.list, {
        startDate: thisWeek.startDate,
        endDate: thisWeek.endDate,
        rankingType: RankingType.Win,
      });
      expect(bytes).toBeLessThan(260_000);
    });

    it("refuses a period that is not the config's, a list it does not know and a size over 100", async () => {
      const date = visibleDates(configs[0]!)[0]!;
      expect((await fails(RankingCalls.list, { startDate: date.startDate + 1, endDate: date.endDate })).msg).toContain(
        '榜单周期',
      );
      expect((await fails(RankingCalls.list, { startDate: date.startDate })).msg).toContain('endDate');
      expect(
        (await fails(RankingCalls.list, { startDate: date.startDate, endDate: date.endDate, rankingType: 4 })).msg,
      ).toContain('rankingType');
      expect(
        (await fails(RankingCalls.list, { startDate: date.startDate, endDate: date.endDate, size: 101 })).msg,
      ).toContain('size');
      expect((await fails(RankingCalls.list, { startDate: 'soon', endDate: date.endDate })).code).toBe(10001);
    });
  });

  describe('rank-user: the betting list', () => {
    it("follows an entry of the list to the bettor: the period's settled bets add up to the entry", async () => {
      const lastWeek = visibleDates(configs[0]!)[1]!;
      const entry = (await list(lastWeek, RankingType.Win)).winRankingList[4]!;
      const page = await bettingList({
        userId: entry.userId,
        isHistory: 1,
        startDate: lastWeek.startDate,
        endDate: lastWeek.endDate,
        title: 1,
      });
      expect(page.userTitle).toMatchObject({
        userId: entry.userId,
        nickName: entry.nickName,
        titleId: entry.titleId,
        title: entry.title,
        isFollowBet: 0,
      });
      const profit = page.list.reduce((sum, report) => sum + report.profit, 0);
      expect(Math.round(profit * 100) / 100).toBe(entry.profit);
      expect(page.list.filter((report) => report.result === 'win' || report.result === 'winHalf')).toHaveLength(
        entry.redCount,
      );
      expect(page.list.every((report) => report.matchList.length === report.legs!.length)).toBe(true);
    });

    it("pages a volume bettor's history by cursor, 100 at a time, no report twice", async () => {
      const bettor = [...server().world().rankingUsers.values()].find((user) => user.reportIds.length > 150)!;
      const first = await bettingList({ userId: bettor.id, isHistory: 1 });
      expect(first.list).toHaveLength(BETTING_LIST_SIZE);
      expect(first.cursor).toBe(first.list[BETTING_LIST_SIZE - 1]!.id);
      expect(first.userTitle).toBeNull();
      const second = await bettingList({ userId: bettor.id, isHistory: 1, cursor: first.cursor! });
      expect(second.pageNum).toBe(2);
      expect(second.list.length).toBe(first.total - BETTING_LIST_SIZE);
      expect(second.cursor).toBeNull();
      const ids = [...first.list, ...second.list].map((report) => report.id);
      expect(new Set(ids).size).toBe(ids.length);
      const created = [...first.list, ...second.list].map((report) => report.createDate);
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect([...first.list, ...second.list].every((report) => report.settledAt !== null)).toBe(true);
    });

    it('近期 holds the bets still waiting, with their matches', async () => {
      const bettor = [...server().world().rankingUsers.values()].find((user) => user.reportIds.length > 150)!;
      const open = await bettingList({ userId: bettor.id, isHistory: 0 });
      expect(open.list.length).toBeGreaterThan(0);
      for (const report of open.list) {
        expect(report.settledAt).toBeNull();
        expect(report.result).toBe('waiting');
        expect(report.matchList.map((match) => match.id)).toEqual(report.legs!.map((leg) => leg.matchId));
      }
    });

    it('refuses an unknown bettor, a cursor of someone else and a malformed flag', async () => {
      expect((await fails(RankingCalls.bettingList, { userId: 9 })).msg).toContain('不存在');
      expect((await fails(RankingCalls.bettingList, {})).msg).toContain('userId');
      const [a, b] = [...server().world().rankingUsers.values()];
      expect((await fails(RankingCalls.bettingList, { userId: a!.id, cursor: b!.reportIds[0]! })).msg).toContain(
        'cursor',
      );
      expect((await fails(RankingCalls.bettingList, { userId: a!.id, isHistory: 2 })).msg).toContain('isHistory');
      expect((await fails(RankingCalls.bettingList, { userId: a!.id, size: 0 })).msg).toContain('size');
    });
  });

  describe('votes', () => {
    it('one vote per user per report: a second tap takes it back, the other one turns it over', async () => {
      const lastWeek = visibleDates(configs[0]!)[1]!;
      const report = (await list(lastWeek, RankingType.Win)).winRankingList[0]!.bettingReportList[0]!;
      const alice = await login('ranking-alice');
      const bob = await login('ranking-bob');
      const vote = async (action: 'like' | 'dislike', session: SessionInfo) =>
        readAnswer(
          RankingCalls.like,
          await ok(action === 'like' ? RankingCalls.like : RankingCalls.dislike, { reportId: report.id }, session),
        );

      expect(await vote('like', alice)).toEqual({
        reportId: report.id,
        like: report.like + 1,
        disLike: report.disLike,
        voteStatus: VoteStatus.Liked,
      });
      expect(await vote('like', bob)).toMatchObject({ like: report.like + 2 });
      expect(await vote('like', alice)).toEqual({
        reportId: report.id,
        like: report.like + 1,
        disLike: report.disLike,
        voteStatus: VoteStatus.None,
      });
      expect(await vote('dislike', bob)).toEqual({
        reportId: report.id,
        like: report.like,
        disLike: report.disLike + 1,
        voteStatus: VoteStatus.Disliked,
      });

      // Each user reads their own vote back; a visitor reads none.
      const shown = async (session?: SessionInfo) =>
        (await list(lastWeek, RankingType.Win, session)).winRankingList
          .flatMap((entry) => entry.bettingReportList)
          .find((item) => item.id === report.id)!;
      expect(await shown(bob)).toMatchObject({
        voteStatus: VoteStatus.Disliked,
        like: report.like,
        disLike: report.disLike + 1,
      });
      expect((await shown(alice)).voteStatus).toBe(VoteStatus.None);
      expect((await shown()).voteStatus).toBe(VoteStatus.None);
    });

    it('asks a visitor to log in and refuses an unknown report', async () => {
      expect((await fails(RankingCalls.like, { reportId: 5_000_001 })).code).toBe(ResultCode.NoUser);
      const carol = await login('ranking-carol');
      expect((await fails(RankingCalls.dislike, { reportId: 1 }, carol)).msg).toContain('不存在');
      expect((await fails(RankingCalls.like, {}, carol)).msg).toContain('reportId');
    });
  });

  describe('the 跟单 switch', () => {
    it("sets following on and off, idempotently, and the bettor's count follows", async () => {
      const bettor = [...server().world().rankingUsers.values()][10]!;
      const dave = await login('ranking-dave');
      const base = bettor.followBetCount;
      const set = async (follow: number) =>
        readAnswer(RankingCalls.switch, await ok(RankingCalls.switch, { userId: bettor.id, follow }, dave));
      expect(await set(1)).toEqual({ userId: bettor.id, isFollowBet: 1, followBetCount: base + 1 });
      expect(await set(1)).toEqual({ userId: bettor.id, isFollowBet: 1, followBetCount: base + 1 });
      const page = await bettingList({ userId: bettor.id, title: 1 }, dave);
      expect(page.userTitle).toMatchObject({ isFollowBet: 1, followBetCount: base + 1 });
      expect((await bettingList({ userId: bettor.id, title: 1 })).userTitle!.isFollowBet).toBe(0);
      expect(await set(0)).toEqual({ userId: bettor.id, isFollowBet: 0, followBetCount: base });
      expect((await fails(RankingCalls.switch, { userId: bettor.id, follow: 1 })).code).toBe(ResultCode.NoUser);
      expect((await fails(RankingCalls.switch, { userId: bettor.id }, dave)).msg).toContain('follow');
    });
  });

  it('lists every user title', async () => {
    const titles = parseUserTitles(await ok(UserTitleCalls.titleList));
    expect(titles.length).toBeGreaterThan(3);
    expect(titles[0]).toEqual({ id: 1, name: '盈利王' });
  });
});
