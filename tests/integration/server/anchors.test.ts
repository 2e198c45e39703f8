import { AnchorCalls, parseStreamerList, type AnchorHome } from '../../../src/contracts/anchors';
import { AnchorMomentCalls } from '../../../src/contracts/anchors-moments';
import { parseStreamerRank, AnchorRankCalls } from '../../../src/contracts/anchors-rank';
import { parseStreamerMatchInfo, AnchorRoomCalls } from '../../../src/contracts/anchors-room';
import { StreamerLiveStatus } from '../../../src/contracts/match';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { ResultCode, readAnswer } from '../../../src/contracts/http';
import { BannerCategory, SystemCalls } from '../../../src/contracts/system';
import { suiteServer } from './suite-server';
import { privateRoomIds } from '../../../shell-demo/server/routes/anchors';
import { DAY } from '../../../shell-demo/server/world/clock';
import { hostLiveMatchInfo } from '../../../shell-demo/server/world/queries/anchors';
import { serverCalls } from './server-calls';

/** The anchor home's budget: 200 hosts and a day of live matches (see routes/anchors-view.ts). */
const HOME_BUDGET_BYTES = 240_000;
/** A fixed server clock (Saturday evening UTC: football and NBA being played), so the world is the same every run. */
const NOW = Date.UTC(2026, 10, 21, 19, 30);

// Building the world in beforeAll takes seconds on a busy machine (a 5 s hook timeout failed here).
jest.setTimeout(30_000);

describe('development server: anchors calls', () => {
  const server = suiteServer(() => NOW);
  let home: AnchorHome;
  let homeBytes = 0;

  beforeAll(async () => {
    const response = await fetchCall(AnchorCalls.anchorList, { pid: 164, matchSource: 164, t: 1, momentSort: 1 });
    homeBytes = response.bytes;
    home = readAnswer(AnchorCalls.anchorList, response.data);
  });

  const { send: fetchCall, ok, fails, login } = serverCalls(server, () => NOW);

  const liveHost = () => {
    const host = home.hosts.find((candidate) => candidate.liveStatus === StreamerLiveStatus.Live);
    if (!host) throw new Error('the world has no live host');
    return host;
  };

  describe('anchor home', () => {
    it('has live matches with their streamers, and hosts that are live', () => {
      const live = home.liveMatchList.filter((item) => item.activityStatus === 1);
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((item) => item.hostList.length > 0 && item.match.id === item.matchId)).toBe(true);
      expect(
        home.liveMatchList.every(
          (item) => item.match.home.nameZh !== '' && item.match.home.logoFileId.endsWith('.svg'),
        ),
      ).toBe(true);
      expect(home.hosts.filter((host) => host.liveStatus === StreamerLiveStatus.Live).length).toBeGreaterThan(0);
      expect(home.hosts).toHaveLength(server().world().hosts.size);
      expect(home.hostMomentList.length).toBeGreaterThan(0);
    });

    it('answers streamers raw: entries of other games, banned hosts and private rooms are there for the app to drop', () => {
      const entries = [
        ...home.hosts.flatMap((host) => host.liveSchedule),
        ...home.liveMatchList.flatMap((item) => item.hostList),
      ];
      expect(entries.some((entry) => entry.matchSource === 34)).toBe(true);
      expect(entries.some((entry) => entry.liveUserGroupId !== null)).toBe(true);
      expect(home.hosts.some((host) => host.liveStatus === StreamerLiveStatus.Banned)).toBe(true);
    });

    it('stays lean: schedules of the list window only, no fields the contract does not ask for', () => {
      expect(homeBytes).toBeLessThan(HOME_BUDGET_BYTES);
      const now = server().world().currentTime;
      for (const entry of home.hosts.flatMap((host) => host.liveSchedule)) {
        if (entry.liveStatus !== 1) expect(Math.abs(entry.startDate - now - DAY / 2)).toBeLessThanOrEqual(DAY * 1.5);
      }
    });

    it('sends no goals, period scores or world-only fields', async () => {
      const raw = (await ok(AnchorCalls.anchorList, { momentSort: 2 })) as {
        liveMatchList: Record<string, Record<string, unknown>>[];
        hosts: { liveSchedule: Record<string, unknown>[] }[];
      };
      const match = raw.liveMatchList[0]!.match!;
      for (const key of ['goals', 'homePeriodScores', 'venue', 'endedAt', 'anchorInfo'])
        expect(match).not.toHaveProperty(key);
      expect(raw.hosts.flatMap((host) => host.liveSchedule).some((entry) => 'sport' in entry)).toBe(false);
      // momentSort 2: most liked first.
      const likes = readAnswer(AnchorCalls.anchorList, raw).hostMomentList.map((moment) => moment.likeCount);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
    });

    it('refuses a momentSort it does not know', async () => {
      expect((await fails(AnchorCalls.anchorList, { momentSort: 7 })).msg).toContain('momentSort');
    });
  });

  describe('hosts', () => {
    it('lists every host, or the ones asked for (unknown ids left out)', async () => {
      expect(parseStreamerList(await ok(AnchorCalls.hostList))).toHaveLength(server().world().hosts.size);
      const [first, second] = home.hosts;
      const some = parseStreamerList(await ok(AnchorCalls.hostList, { hostIds: [first!.id, second!.id, 999] }));
      expect(some.map((host) => host.id).sort()).toEqual([first!.id, second!.id].sort());
      const byText = parseStreamerList(await ok(AnchorCalls.hostList, { hostIds: `${first!.id},${second!.id}` }));
      expect(byText).toHaveLength(2);
      expect((await fails(AnchorCalls.hostList, { hostIds: 'abc' })).msg).toContain('hostIds');
    });

    it("answers a live host's match with stream addresses, null for a host with nothing to stream", async () => {
      const host = liveHost();
      const info = parseStreamerMatchInfo(await ok(AnchorRoomCalls.hostLiveMatchInfo, { hostId: host.id }));
      expect(info).toMatchObject({ liveStatus: 1, matchSource: expect.any(Number) });
      expect(info!.videoSourceDetail).toEqual({
        flv: `/live/${info!.liveRoomId}.flv`,
        m3u8: `/live/${info!.liveRoomId}/index.m3u8`,
        rtmp: expect.stringContaining(String(info!.liveRoomId)),
      });
      expect(info!.masterTeamName).not.toBe('');

      const idle = [...server().world().hosts.values()].find(
        (candidate) => !hostLiveMatchInfo(server().world(), candidate.id),
      );
      expect(idle).toBeDefined();
      expect(parseStreamerMatchInfo(await ok(AnchorRoomCalls.hostLiveMatchInfo, { hostId: idle!.id }))).toBeNull();
    });

    it('answers an unknown host with code NoSuchItem and a missing hostId with a parameter error', async () => {
      expect(await fails(AnchorRoomCalls.hostLiveMatchInfo, { hostId: 999 })).toMatchObject({
        code: ResultCode.NoSuchItem,
        msg: '主播不存在：999',
      });
      expect((await fails(AnchorRoomCalls.hostSchedule)).msg).toBe('参数错误：缺少 hostId');
      expect((await fails(AnchorMomentCalls.hostMoments, { hostId: 'x' })).msg).toContain('hostId');
    });

    it("answers a host's schedule with the matches", async () => {
      const host = liveHost();
      const schedule = readAnswer(
        AnchorRoomCalls.hostSchedule,
        await ok(AnchorRoomCalls.hostSchedule, { hostId: host.id }),
      );
      expect(schedule.length).toBeGreaterThan(0);
      expect(schedule.every((item) => item.match.id === item.matchId)).toBe(true);
      expect(schedule.map((item) => item.startDate)).toEqual(
        [...schedule.map((item) => item.startDate)].sort((a, b) => a - b),
      );
      expect(schedule.some((item) => item.liveStatus === 1)).toBe(true);
    });

    it('ranks hosts by watchers, banned ones left out', async () => {
      const rank = parseStreamerRank(await ok(AnchorRankCalls.hostRank));
      expect(rank.length).toBeGreaterThan(10);
      expect(rank.map((item) => item.rank)).toEqual(rank.map((_, index) => index + 1));
      expect(rank.map((item) => item.watcherCount)).toEqual(
        [...rank.map((item) => item.watcherCount)].sort((a, b) => b - a),
      );
      expect(rank.some((item) => item.liveStatus === StreamerLiveStatus.Banned)).toBe(false);
    });
  });

  describe('moments', () => {
    it("pages a host's moments, newest or most liked first", async () => {
      const host = liveHost();
      const first = readAnswer(
        AnchorMomentCalls.hostMoments,
        await ok(AnchorMomentCalls.hostMoments, { hostId: host.id, page: 1, size: 3, momentSort: 1 }),
      );
      expect(first).toMatchObject({ page: 1, size: 3, momentSort: 1, isLastPage: false });
      expect(first.list).toHaveLength(3);
      expect(first.list.every((moment) => moment.hostId === host.id && moment.nickName === host.nickName)).toBe(true);
      const dates = first.list.map((moment) => moment.createDate);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));

      const last = readAnswer(
        AnchorMomentCalls.hostMoments,
        await ok(AnchorMomentCalls.hostMoments, { hostId: host.id, page: 100, size: 3 }),
      );
      expect(last).toMatchObject({ list: [], isLastPage: true, total: first.total });

      const liked = readAnswer(
        AnchorMomentCalls.hostMoments,
        await ok(AnchorMomentCalls.hostMoments, { hostId: host.id, page: 1, size: 50, momentSort: 2 }),
      );
      expect(liked.list).toHaveLength(first.total);
      const likes = liked.list.map((moment) => moment.likeCount);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
    });

    it('pages every host when no hostId is given, and refuses a page size over 50', async () => {
      const all = readAnswer(
        AnchorMomentCalls.hostMoments,
        await ok(AnchorMomentCalls.hostMoments, { page: 1, size: 10 }),
      );
      expect(all.total).toBe(server().world().moments.size);
      expect((await fails(AnchorMomentCalls.hostMoments, { size: 500 })).msg).toBe(
        '参数错误：size 应为 1 到 50 的整数',
      );
    });

    it('adds batch likes and answers the new total', async () => {
      const momentId = home.hostMomentList[0]!.id;
      const before = server().world().moments.get(momentId)!.likeCount;
      expect(
        readAnswer(AnchorMomentCalls.likeMoment, await ok(AnchorMomentCalls.likeMoment, { momentId, count: 3 })),
      ).toEqual({
        momentId,
        count: before + 3,
      });
      expect(
        readAnswer(AnchorMomentCalls.likeMoment, await ok(AnchorMomentCalls.likeMoment, { momentId, count: 1 })),
      ).toEqual({
        momentId,
        count: before + 4,
      });
      const page = readAnswer(
        AnchorMomentCalls.hostMoments,
        await ok(AnchorMomentCalls.hostMoments, { hostId: home.hostMomentList[0]!.hostId, size: 50 }),
      );
      expect(page.list.find((moment) => moment.id === momentId)?.likeCount).toBe(before + 4);
      expect(await fails(AnchorMomentCalls.likeMoment, { momentId: 1, count: 1 })).toMatchObject({
        code: ResultCode.NoSuchItem,
        msg: '动态不存在：1',
      });
      expect((await fails(AnchorMomentCalls.likeMoment, { momentId, count: 0 })).msg).toContain('count');
    });
  });

  describe('follows, bookings and special rooms', () => {
    it('needs a login', async () => {
      for (const spec of [
        AnchorCalls.subscribe,
        AnchorCalls.unsubscribe,
        AnchorCalls.subscribeInfo,
        AnchorCalls.specialRoomIds,
      ]) {
        const { envelope } = await fetchCall(spec, { subscribeHostId: liveHost().id });
        expect(envelope).toEqual({ code: ResultCode.NoUser, msg: '请先登录', data: null });
      }
    });

    it('follows and unfollows hosts and books matches, per user and idempotently', async () => {
      const session = await login('主播粉丝');
      const other = await login('路人甲');
      const host = liveHost();
      const matchId = home.liveMatchList[0]!.matchId;
      const info = async (who: SessionInfo) =>
        readAnswer(AnchorCalls.subscribeInfo, await ok(AnchorCalls.subscribeInfo, {}, who));

      expect(await info(session)).toEqual({ subscribeHostId: [], subscribeMatchId: [] });
      expect(await ok(AnchorCalls.subscribe, { subscribeHostId: host.id }, session)).toBeNull();
      await ok(AnchorCalls.subscribe, { subscribeHostId: host.id }, session);
      await ok(AnchorCalls.subscribe, { subscribeMatchId: matchId }, session);
      expect(await info(session)).toEqual({ subscribeHostId: [host.id], subscribeMatchId: [matchId] });
      expect(await info(other)).toEqual({ subscribeHostId: [], subscribeMatchId: [] });

      await ok(AnchorCalls.unsubscribe, { subscribeHostId: host.id }, session);
      await ok(AnchorCalls.unsubscribe, { subscribeHostId: host.id }, session);
      expect(await info(session)).toEqual({ subscribeHostId: [], subscribeMatchId: [matchId] });

      // Logging in again keeps the uid, and so the bookings.
      expect(await info(await login('主播粉丝'))).toEqual({ subscribeHostId: [], subscribeMatchId: [matchId] });
    });

    it('refuses unknown hosts and matches and an empty body', async () => {
      const session = await login('挑错的人');
      expect(await fails(AnchorCalls.subscribe, { subscribeHostId: 12 }, session)).toMatchObject({
        code: ResultCode.NoSuchItem,
        msg: '主播不存在：12',
      });
      expect(await fails(AnchorCalls.subscribe, { subscribeMatchId: 12 }, session)).toMatchObject({
        code: ResultCode.NoSuchItem,
        msg: '比赛不存在：12',
      });
      expect((await fails(AnchorCalls.subscribe, {}, session)).msg).toBe(
        '参数错误：缺少 subscribeHostId 或 subscribeMatchId',
      );
    });

    it('gives each user a stable subset of the private rooms', async () => {
      const rooms = privateRoomIds(server().world());
      expect(rooms.length).toBeGreaterThan(1);
      const seen = new Set<string>();
      for (const name of ['小明', '小红', '老王', '阿强']) {
        const session = await login(name);
        const data = await ok(AnchorCalls.specialRoomIds, {}, session);
        expect(typeof data).toBe('string');
        const allowed = readAnswer(AnchorCalls.specialRoomIds, data);
        expect(allowed.length).toBeGreaterThan(0);
        expect(allowed.length).toBeLessThan(rooms.length);
        expect(allowed.every((room) => rooms.includes(room))).toBe(true);
        expect(readAnswer(AnchorCalls.specialRoomIds, await ok(AnchorCalls.specialRoomIds, {}, session))).toEqual(
          allowed,
        );
        seen.add(allowed.join(','));
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  });

  describe('team logos and banners', () => {
    it("answers the crests of a match's teams", async () => {
      const { match } = home.liveMatchList[0]!;
      expect(
        readAnswer(AnchorRoomCalls.teamLogo, await ok(AnchorRoomCalls.teamLogo, { matchId: match.id, pid: 164 })),
      ).toEqual({
        matchId: match.id,
        homeLogo: match.home.logoFileId,
        awayLogo: match.away.logoFileId,
      });
      expect(await fails(AnchorRoomCalls.teamLogo, { matchId: 5 })).toMatchObject({
        code: ResultCode.NoSuchItem,
        msg: '比赛不存在：5',
      });
    });

    it('points anchor banners at hosts of the anchor home with that match scheduled', async () => {
      const categories = [...new Set<number>([...BannerCategory.web, ...BannerCategory.common])];
      const rows = (
        await Promise.all(
          categories.map(async (categoryId) =>
            readAnswer(SystemCalls.imagesQuery, await ok(SystemCalls.imagesQuery, { categoryId })),
          ),
        )
      ).flat();
      const anchorRows = rows.filter((row) => row.actionType === 4);
      expect(anchorRows.length).toBeGreaterThan(0);
      for (const row of anchorRows) {
        const { hostId, matchId } = JSON.parse(row.actionContent) as { hostId: number; matchId: number };
        const host = home.hosts.find((candidate) => candidate.id === hostId);
        expect(host?.liveSchedule.some((entry) => entry.matchId === matchId && entry.liveStatus !== 2)).toBe(true);
        expect(host?.liveStatus).not.toBe(StreamerLiveStatus.Banned);
      }
    });
  });
});
