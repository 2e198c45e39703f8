/**
 * The NBA calls of the development server through the real HTTP pipeline — signature, envelope,
 * errors — each answer read by the schema its call declares, as the app reads it: the JSON bodies
 * and the pid header of list and ranking, the codes of kind, scope and division, the finals cup
 * sent as playoffs with its stage, the historic seasons, and malformed requests.
 */
import { NbaCalls, type NbaGame } from '../../../src/contracts/nba';
import type { ParamObject } from '../../../src/contracts/form-encoding';
import type { AnswerOf, Call } from '../../../src/contracts/http';
import { suiteServer } from './suite-server';
import { localDayStart } from '../../../shell-demo/server/world/clock';
import { call, type CallOptions } from './signed-client';
import { serverCalls } from './server-calls';

/** A fixed server clock (Saturday evening UTC+8), so the world is the same every run. */
const NOW = Date.UTC(2026, 10, 21, 12, 0);
const PID = { pid: '164' };

// Building the world, and the historic seasons on first use, takes seconds on a busy machine.
jest.setTimeout(30_000);

describe('development server: NBA calls', () => {
  const server = suiteServer(() => NOW);
  beforeAll(() => void server().world());

  const calls = serverCalls(server, () => NOW);
  const { send, refuses } = calls;
  /** A call that must succeed, read as the app's client reads it: by the answer its declaration names. */
  const ok = async <C extends Call>(call: C, params: ParamObject, extra?: Partial<CallOptions>) =>
    call.answer(await calls.ok(call, params, undefined, extra), 'data') as AnswerOf<C>;

  describe('schedule', () => {
    it('answers the current season’s days (kind 1), today among them with its games', async () => {
      const dates = await ok(NbaCalls.matchDates, { seasonId: 1907, kind: 1 });
      // 82 game days and the 6 of the preseason (the all-star game falls on a game day).
      expect(dates.length).toBe(88);
      expect(dates.map((item) => item.matchDate)).toContain(localDayStart(NOW));
      const games = await ok(
        NbaCalls.list,
        { matchDate: localDayStart(NOW), kind: 1, seasonId: 1907 },
        { headers: PID },
      );
      expect(games).toHaveLength(15);
      expect(games.every((game) => game.sport === 'basketball' && game.kind === 1 && game.stageId === 10480)).toBe(
        true,
      );
      // Something live, something over, something to come.
      const statuses = new Set(
        games.map((game) => (game.statusId === 1 ? 'before' : game.statusId === 10 ? 'over' : 'live')),
      );
      expect(statuses).toEqual(new Set(['before', 'over', 'live']));
    });

    it('list takes a JSON body and needs the pid header', async () => {
      const body = { matchDate: localDayStart(NOW), kind: 1, seasonId: 1907 };
      await refuses(NbaCalls.list, body, /缺少请求头 pid/);
      await refuses(NbaCalls.list, body, /pid 应为正整数/, { headers: { pid: 'abc' } });
      const response = await call(server().url, 'POST', NbaCalls.list.path, {
        json: body,
        headers: PID,
        timestamp: NOW,
      });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as { code: number }).code).toBe(0);
    });

    it('checks the signature over the flattened JSON body', async () => {
      const body = { matchDate: localDayStart(NOW), kind: 1, seasonId: 1907 };
      const tampered = await call(server().url, 'POST', NbaCalls.list.path, {
        json: body,
        headers: PID,
        timestamp: NOW,
        rawBody: JSON.stringify({ ...body, seasonId: 1745 }),
      });
      expect(tampered.status).toBe(400);
      expect(((await tampered.json()) as { msg: string }).msg).toMatch(/^签名校验失败/);
      const ranking = await call(server().url, 'POST', NbaCalls.ranking.path, {
        json: { scope: 1, division: 1, seasonId: 1907 },
        timestamp: NOW,
        rawBody: JSON.stringify({ scope: 1, division: 2, seasonId: 1907 }),
      });
      expect(ranking.status).toBe(400);
    });

    it('answers the playoffs as kind 2: none yet this season, the 23-24 ones complete', async () => {
      expect(await ok(NbaCalls.matchDates, { seasonId: 1907, kind: 2 })).toEqual([]);
      const dates = await ok(NbaCalls.matchDates, { seasonId: 1745, kind: 2 });
      const days = dates.map((item) => new Date(item.matchDate + 8 * 3_600_000).toISOString().slice(0, 10));
      expect(days[0]! >= '2024-04-01').toBe(true);
      expect(days.at(-1)! <= '2024-06-19').toBe(true);
      const finals = await ok(NbaCalls.list, { kind: 2, stageId: 10484, seasonId: 1745 }, { headers: PID });
      expect(finals.length).toBeGreaterThanOrEqual(4);
      expect(finals.every((game) => game.stageId === 10484 && game.statusId === 10 && game.seriesId !== null)).toBe(
        true,
      );
      expect(finals.map((game) => game.gameNumber)).toEqual(finals.map((_, index) => index + 1));
    });

    it('answers the finals cup requested as playoffs with each cup stage (10492, 10493, 10494)', async () => {
      const stages: NbaGame[][] = [];
      for (const stageId of [10492, 10493, 10494]) {
        stages.push(await ok(NbaCalls.list, { kind: 2, stageId, seasonId: 1745 }, { headers: PID }));
      }
      expect(stages.map((games) => games.length)).toEqual([4, 2, 1]);
      expect(stages.flat().every((game) => game.kind === 2 && game.statusId === 10)).toBe(true);
      expect(stages[2]![0]!.stageName).toBe('杯赛决赛');
    });

    it('answers the seasons 21-22 and 22-23 too', async () => {
      for (const seasonId of [1414, 1566]) {
        const dates = await ok(NbaCalls.matchDates, { seasonId, kind: 1 });
        expect(dates.length).toBeGreaterThan(80);
      }
    });

    it('refuses malformed schedule requests with code 10001, unknown seasons with NoSuchItem', async () => {
      await refuses(NbaCalls.matchDates, { seasonId: 1907 }, /缺少 kind/);
      await refuses(NbaCalls.matchDates, { seasonId: 1907, kind: 3 }, /kind 应为 1、2 之一/);
      await refuses(NbaCalls.matchDates, { seasonId: 42, kind: 1 }, /赛季不存在：42/);
      await refuses(NbaCalls.matchDates, { seasonId: 'x', kind: 1 }, /seasonId 应为数字/);
      await refuses(NbaCalls.list, { kind: 2, seasonId: 1745 }, /缺少 matchDate 或 stageId/, { headers: PID });
      await refuses(NbaCalls.list, { kind: 1, stageId: 10492, seasonId: 1745 }, /常规赛的 stageId/, { headers: PID });
      await refuses(NbaCalls.list, { kind: 2, stageId: 10480, seasonId: 1745 }, /季后赛的 stageId/, { headers: PID });
    });
  });

  describe('standings and rankings', () => {
    it('ranking takes a JSON body: scope 1 by conference (division 1 east, 2 west), scope 2 by division', async () => {
      const east = await ok(NbaCalls.ranking, { scope: 1, division: 1, seasonId: 1907 });
      expect(east.map((group) => [group.divisionName, group.conference, group.rankingItem.length])).toEqual([
        ['东部', 1, 15],
      ]);
      expect(east[0]!.rankingItem.map((row) => row.rank)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
      const both = await ok(NbaCalls.ranking, { scope: 1, division: 0, seasonId: 1907 });
      expect(both.map((group) => group.divisionName)).toEqual(['东部', '西部']);
      const divisions = await ok(NbaCalls.ranking, { scope: 2, seasonId: 1745 });
      expect(divisions.map((group) => group.divisionName)).toEqual([
        '大西洋区',
        '中部区',
        '东南区',
        '西北区',
        '太平洋区',
        '西南区',
      ]);
      expect(divisions.every((group) => group.rankingItem.length === 5)).toBe(true);
      const west = await ok(NbaCalls.ranking, { scope: 2, division: 2, seasonId: 1745 });
      expect(west.every((group) => group.conference === 2)).toBe(true);
      // A complete season: 82 games a team.
      expect(divisions.flatMap((group) => group.rankingItem).every((row) => row.won + row.lost === 82)).toBe(true);
      await refuses(NbaCalls.ranking, { scope: 3, seasonId: 1907 }, /scope 应为 1、2 之一/);
      await refuses(NbaCalls.ranking, { scope: 1, division: 5, seasonId: 1907 }, /division 应为 0、1、2 之一/);
    });

    it('home-away answers the four figures (as strings the app converts), adding up to the record', async () => {
      const { envelope } = await send(NbaCalls.homeAway, { seasonId: 1745, division: 1, scope: 1 });
      const raw = (envelope.data as { list: Record<string, unknown>[] }[])[0]!.list[0]!;
      expect(typeof raw.homeWon).toBe('string');
      const groups = NbaCalls.homeAway.answer(envelope.data, 'data');
      const standings = await ok(NbaCalls.ranking, { scope: 1, division: 1, seasonId: 1745 });
      const byTeam = new Map(standings[0]!.rankingItem.map((row) => [row.teamId, row]));
      for (const row of groups[0]!.list) {
        const record = byTeam.get(row.teamId)!;
        expect(row.homeWon + row.awayWon).toBe(record.won);
        expect(row.homeLoss + row.awayLoss).toBe(record.lost);
      }
    });

    it('player/list ranks the top 10 per statistic, per game or in total', async () => {
      for (const scope of [1, 2, 3, 4, 5]) {
        const ranking = await ok(NbaCalls.playerList, { scope, order: 1, seasonId: 1907 });
        expect(ranking).toMatchObject({ scope, order: 1 });
        expect(ranking.list).toHaveLength(10);
        expect(ranking.list.map((item) => item.value)).toEqual(
          [...ranking.list.map((item) => item.value)].sort((a, b) => b - a),
        );
      }
      const totals = await ok(NbaCalls.playerList, { scope: 1, order: 2, seasonId: 1745 });
      expect(totals.list[0]!.value).toBeGreaterThan(1000);
      expect(Number.isInteger(totals.list[0]!.value)).toBe(true);
      await refuses(NbaCalls.playerList, { scope: 6, seasonId: 1907 }, /scope 应为 1、2、3、4、5 之一/);
    });
  });

  it('lists each season’s preseason and all-star game with kind 1, under their own stages', async () => {
    for (const seasonId of [1414, 1907]) {
      const schedule = await ok(NbaCalls.list, { kind: 1, seasonId, stageId: 10478 }, { headers: PID });
      expect(schedule).toHaveLength(30);
      expect(schedule.every((game) => game.kind === 1 && game.stageName === '季前赛')).toBe(true);
      const [allStar, ...more] = await ok(NbaCalls.list, { kind: 1, seasonId, stageId: 10479 }, { headers: PID });
      expect(more).toEqual([]);
      expect(allStar).toMatchObject({
        kind: 1,
        stageName: '全明星赛',
        home: { nameZh: '东部全明星' },
        away: { nameZh: '西部全明星' },
      });
      // A past one was played; the current season's is still to come.
      expect(allStar!.statusId).toBe(seasonId === 1414 ? 10 : 1);
    }
    // Neither counts in a team's record or averages.
    const data = await ok(NbaCalls.teamData, { teamId: 2001, kind: 1, seasonId: 1414 });
    expect(data.games).toBe(82);
  });

  describe('teams and players', () => {
    it('answers a team’s lineup, players, matches and data', async () => {
      const lineUp = await ok(NbaCalls.teamLineUp, { id: 2001 });
      expect(lineUp.team).toMatchObject({ id: 2001, nameZh: '凯尔特人', conference: 1, divisionName: '大西洋区' });
      expect(lineUp.players).toHaveLength(15);
      const players = await ok(NbaCalls.teamPlayers, { teamId: 2001 });
      expect(players.map((row) => row.player.id)).toEqual(lineUp.players.map((player) => player.id));
      // Those who played this season have their averages; a bench player who has not, none.
      expect(players.filter((row) => row.averages !== null && row.averages.games > 0).length).toBeGreaterThanOrEqual(
        10,
      );
      const regular = await ok(NbaCalls.teamMatches, { teamId: 2001, kind: 1, seasonId: 1414 });
      expect(regular.filter((game) => game.stageId === 10480)).toHaveLength(82);
      expect(regular.filter((game) => game.stageId !== 10480).every((game) => game.stageId === 10478)).toBe(true);
      const knockout = await ok(NbaCalls.teamMatches, { teamId: 2001, kind: 2, seasonId: 1745 });
      expect(knockout.some((game) => game.stageId >= 10492)).toBe(true);
      expect(knockout.some((game) => game.stageId === 10481)).toBe(true);
      const data = await ok(NbaCalls.teamData, { teamId: 2001, kind: 1, seasonId: 1566 });
      expect(data.games).toBe(82);
      expect(data.record).toMatchObject({ teamId: 2001 });
      expect(data.averages.points).toBeGreaterThan(80);
      await refuses(NbaCalls.teamLineUp, { id: 1100 }, /球队不存在：1100/);
      await refuses(NbaCalls.teamMatches, { teamId: 2001, kind: 1 }, /缺少 seasonId/);
    });

    it('answers a player with the seasons played and the last games', async () => {
      const detail = await ok(NbaCalls.playerDetail, { id: 200101 });
      expect(detail.player).toMatchObject({ id: 200101, teamId: 2001 });
      // Players in Chinese (a transliteration, 名·姓), the original beside it.
      const named = detail;
      expect(named.player.name).toMatch(/^[\p{Script=Han}A-Z]+·\p{Script=Han}+$/u);
      expect(named.player.nameEn).toMatch(/^[A-Z][A-Za-z']+ [A-Z][A-Za-z']+$/);
      expect(['center', 'forward', 'point guard', 'power forward', 'shooting guard', 'small forward']).toContain(
        detail.player.position,
      );
      expect(detail.seasons.map((season) => season.seasonName)).toEqual(['24-25', '23-24', '22-23', '21-22']);
      expect(detail.recentGames.length).toBeGreaterThan(0);
      await refuses(NbaCalls.playerDetail, { id: 999 }, /球员不存在：999/);
    });
  });
});
