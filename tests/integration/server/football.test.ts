/**
 * The football calls of the development server (src/contracts/football.ts) over the seeded
 * world: every call through the contract's parser, the errors of malformed and unknown
 * parameters, the real Euro 2024 the world replays, and the qualification rules over the
 * server's own answers.
 */
import {
  FOOTBALL_STAT_TYPES,
  parseCompetitions,
  parseFootballMatches,
  parseMatchDates,
  parsePlayerBasic,
  parseStages,
  parseStandingTable,
  parseTeamLineUp,
} from '../../../src/contracts/football';
import { EuroCalls, FifaCalls, FootballCalls } from '../../../src/contracts/football-calls';
import { tournamentRules } from '../../../src/domains/football/rules/competitions';
import { disciplinaryOf, groupInputs } from '../../../src/domains/football/rules/group-inputs';
import { groupPositions, groupStageOutlook, rankThirds } from '../../../src/domains/football/rules/qualification';
import { buildBracket } from '../../../src/domains/football/rules/bracket';
import { suiteServer } from './suite-server';
import { serverCalls } from './server-calls';
import { readAnswer } from '../../../src/contracts/http';

/** Saturday evening in China (the leagues' 20th round being played), as the anchors test. */
const NOW = Date.UTC(2026, 10, 21, 11, 30);

// Building the world in beforeAll takes seconds on a busy machine (a 5 s hook timeout failed here).
jest.setTimeout(30_000);
const PREMIER_LEAGUE = 12387;
const PL_SEASON = 62387;
const CHAMPIONS_LEAGUE = 11582;

describe('development server: football calls', () => {
  const server = suiteServer(() => NOW);

  const { ok, refuses } = serverCalls(server, () => NOW);

  it('lists the competitions with their current seasons', async () => {
    const competitions = parseCompetitions(await ok(FootballCalls.competitions));
    expect(competitions.map((item) => item.competitionId).sort()).toEqual([
      10632, 10810, 11334, 11582, 11771, 12387, 12388, 12403, 12416, 12417,
    ]);
    expect(competitions.find((item) => item.competitionId === PREMIER_LEAGUE)).toMatchObject({
      seasonId: PL_SEASON,
      kind: 'league',
      shortNameZh: '英超',
    });
  });

  describe('a league', () => {
    it('answers its days and the matches of a day, with streamers', async () => {
      const days = parseMatchDates(await ok(FootballCalls.matchDate, { id: PREMIER_LEAGUE, seasonId: PL_SEASON }));
      expect(days).toHaveLength(38);
      const today = days.find((day) => day.matchDate <= NOW && NOW < day.matchDate + 86_400_000)!;
      expect(today.stageIds).toEqual([PL_SEASON * 10]);
      const matches = parseFootballMatches(
        await ok(FootballCalls.matchList, { seasonId: PL_SEASON, matchDate: today.matchDate, pid: 164 }),
      );
      expect(matches).toHaveLength(10);
      expect(matches.every((match) => match.round === 20 && Array.isArray(match.anchorInfo))).toBe(true);
      expect(matches.some((match) => (match.anchorInfo ?? []).length > 0)).toBe(true);
    });

    it('answers its table, home/away figures as strings, player ranking and team statistics', async () => {
      const table = parseStandingTable(await ok(FootballCalls.ranking, { seasonId: PL_SEASON }));
      const rows = table.groups[0]!.rows;
      expect(rows.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(rows.every((row) => row.played + row.remaining === 38 && row.nextMatch !== null)).toBe(true);
      const raw = (await ok(FootballCalls.homeAway, { seasonId: PL_SEASON })) as Record<string, unknown>[];
      expect(typeof raw[0]!.homeWon).toBe('string');
      const homeAway = readAnswer(EuroCalls.homeAway, raw);
      for (const row of homeAway) {
        const total = rows.find((candidate) => candidate.teamId === row.teamId)!;
        expect(row.homeTotal + row.awayTotal).toBe(total.played);
        expect(row.homePoints + row.awayPoints).toBe(total.points);
      }
      for (const order of FOOTBALL_STAT_TYPES) {
        const ranking = readAnswer(
          FootballCalls.playerRanking,
          await ok(FootballCalls.playerRanking, { seasonId: PL_SEASON, order }),
        );
        expect(ranking.length).toBeGreaterThan(10);
        expect(ranking.map((row) => row.value)).toEqual([...ranking.map((row) => row.value)].sort((a, b) => b - a));
      }
      const stats = readAnswer(FootballCalls.teamStats, await ok(FootballCalls.teamStats, { seasonId: PL_SEASON }));
      expect(stats).toHaveLength(20);
    });

    it('refuses malformed parameters with code 10001 and unknown ones with NoSuchItem', async () => {
      await refuses(FootballCalls.matchDate, {}, /缺少 id/);
      await refuses(FootballCalls.matchDate, { id: 1 }, /赛事不存在：1/);
      await refuses(FootballCalls.matchDate, { id: PREMIER_LEAGUE, seasonId: 62388 }, /不属于赛事/);
      await refuses(FootballCalls.matchList, { seasonId: PL_SEASON, matchDate: 'today' }, /matchDate 应为数字/);
      await refuses(FootballCalls.playerRanking, { seasonId: PL_SEASON, order: 'tackles' }, /order 应为/);
      await refuses(FootballCalls.ranking, { seasonId: 123 }, /赛季不存在/);
      await refuses(FootballCalls.list, { stageId: 5 }, /阶段不存在/);
      await refuses(FootballCalls.list, { stageId: PL_SEASON * 10, showAnchor: 'yes' }, /showAnchor/);
    });
  });

  describe('a cup', () => {
    it('answers its knockout stages, days by stage, and a bracket the app can build', async () => {
      const seasonId = CHAMPIONS_LEAGUE + 50_000;
      const stages = parseStages(await ok(FootballCalls.stages, { id: CHAMPIONS_LEAGUE }));
      expect(stages.map((stage) => [stage.nameZh, stage.legs])).toEqual([
        ['1/8决赛', 2],
        ['1/4决赛', 2],
        ['半决赛', 2],
        ['决赛', 1],
      ]);
      const days = parseMatchDates(await ok(FootballCalls.matchDate, { id: CHAMPIONS_LEAGUE, seasonId }));
      const day = days[0]!;
      const dayMatches = parseFootballMatches(
        await ok(FootballCalls.list, { stageId: day.stageIds[0]!, matchDate: day.matchDate, pid: 164, showAnchor: 1 }),
      );
      expect(dayMatches.length).toBeGreaterThan(0);
      expect(dayMatches.every((match) => Array.isArray(match.anchorInfo) && match.tieId !== null)).toBe(true);
      const byStage = new Map<number, ReturnType<typeof parseFootballMatches>>();
      for (const stage of stages) {
        const matches = parseFootballMatches(await ok(FootballCalls.list, { stageId: stage.id, pid: 164 }));
        expect(matches.every((match) => match.anchorInfo === undefined)).toBe(true);
        byStage.set(stage.id, matches);
      }
      const rounds = buildBracket(stages, byStage);
      expect(rounds.map((round) => round.ties.length)).toEqual([8, 4, 2, 1]);
      expect(rounds[0]!.ties.every((tie) => tie.legs.length === 2)).toBe(true);
      // A decided tie of the round of 16 reappears in its quarter-final slot.
      rounds[0]!.ties.forEach((tie, index) => {
        const quarter = rounds[1]!.ties[Math.floor(index / 2)]!;
        if (tie.winnerId !== null) expect([quarter.teamA?.id, quarter.teamB?.id]).toContain(tie.winnerId);
      });
      await refuses(FootballCalls.ranking, { seasonId, stageId: stages[0]!.id }, /淘汰赛阶段/);
    });
  });

  describe('teams and players', () => {
    it("answers a club's line-up, seasons, matches, leaders and best players", async () => {
      const table = parseStandingTable(await ok(FootballCalls.ranking, { seasonId: PL_SEASON }));
      const teamId = table.groups[0]!.rows[0]!.teamId;
      const lineUp = parseTeamLineUp(await ok(FootballCalls.teamLineUp, { id: teamId }));
      expect(lineUp.team).toMatchObject({ id: teamId, kind: 'club' });
      expect(lineUp.players.length).toBeGreaterThanOrEqual(20);
      const seasons = readAnswer(EuroCalls.teamSeasonList, await ok(FootballCalls.teamSeasonList, { id: teamId }));
      expect(seasons.map((item) => item.competitionId)).toContain(PREMIER_LEAGUE);
      const matches = parseFootballMatches(await ok(FootballCalls.teamSeasonMatch, { teamId, seasonId: PL_SEASON }));
      expect(matches).toHaveLength(38);
      const all = parseFootballMatches(await ok(FootballCalls.teamMatches, { teamId }));
      expect(all.length).toBeGreaterThanOrEqual(38);
      expect(all.map((match) => match.matchDate)).toEqual(
        [...all.map((match) => match.matchDate)].sort((a, b) => a - b),
      );
      const leaders = readAnswer(
        EuroCalls.teamLeaders,
        await ok(FootballCalls.teamLeaders, { teamId, seasonId: PL_SEASON }),
      );
      expect(leaders.map((leader) => leader.stat)).toEqual([...FOOTBALL_STAT_TYPES]);
      expect(leaders.every((leader) => leader.player === null || leader.player.teamId === teamId)).toBe(true);
      const best = readAnswer(
        FootballCalls.teamBestPlayers,
        await ok(FootballCalls.teamBestPlayers, { teamId, seasonId: PL_SEASON }),
      );
      expect(best.length).toBeGreaterThan(0);
      expect(best.length).toBeLessThanOrEqual(5);

      const playerId = leaders[0]!.player!.playerId;
      const basic = await ok(FootballCalls.playerBasic, { id: playerId });
      const player = parsePlayerBasic(basic);
      expect(player.team.id).toBe(teamId);
      // Players in Chinese (a transliteration, 名·姓), the original beside it.
      expect(player.name).toMatch(/^\p{Script=Han}+·\p{Script=Han}+$/u);
      expect(player.nameEn).toMatch(/^[A-Z][A-Za-z']+ [A-Z][A-Za-z']+$/);
      expect(lineUp.players.every((entry) => /\p{Script=Han}/u.test(entry.name))).toBe(true);
      const stat = readAnswer(
        FootballCalls.playerSeasonStat,
        await ok(FootballCalls.playerSeasonStat, { seasonId: PL_SEASON, playerId }),
      );
      expect(stat.goals).toBe(leaders[0]!.player!.value);
      await refuses(FootballCalls.teamLineUp, { id: 77 }, /球队不存在：77/);
      await refuses(FootballCalls.playerBasic, { id: 5 }, /球员不存在：5/);
    });
  });

  describe('the World Cup', () => {
    it('answers its days, stages, groups with fixtures, knockout and team calls', async () => {
      const days = parseMatchDates(await ok(FifaCalls.matchDate));
      expect(days.length).toBeGreaterThan(20);
      const stages = parseStages(await ok(FifaCalls.stages));
      expect(stages.map((stage) => stage.kind)).toEqual([
        'group',
        'knockout',
        'knockout',
        'knockout',
        'knockout',
        'knockout',
      ]);
      const dayMatches = parseFootballMatches(
        await ok(FifaCalls.list, { matchDate: days[0]!.matchDate, pid: 164, showAnchor: 1 }),
      );
      expect(dayMatches.every((match) => match.groupName !== null)).toBe(true);
      const table = parseStandingTable(await ok(FifaCalls.ranking));
      expect(table.groups.map((group) => [group.groupName, group.rows.length, group.fixtures.length])).toEqual(
        ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => [name, 4, 6]),
      );
      // The rules' order agrees with the table the server ranks (FIFA: goals first).
      const rules = tournamentRules('world-cup');
      for (const [index, input] of groupInputs(table, null).entries()) {
        const positions = groupPositions(input, rules);
        table.groups[index]!.rows.forEach((row) => {
          const range = positions.get(row.teamId)!;
          expect(range.best <= row.rank && row.rank <= range.worst).toBe(true);
        });
      }
      const team = table.groups[0]!.rows[0]!.teamId;
      expect(parseTeamLineUp(await ok(FifaCalls.teamLineUp, { id: team })).team.kind).toBe('national');
      expect(
        readAnswer(EuroCalls.teamSeasonList, await ok(FifaCalls.teamSeasonList, { id: team })).map(
          (item) => item.competitionId,
        ),
      ).toContain(10810);
      expect(
        parseFootballMatches(await ok(FifaCalls.teamSeasonMatch, { teamId: team, seasonId: table.seasonId })).length,
      ).toBeGreaterThanOrEqual(3);
      await refuses(FifaCalls.list, { pid: 164 }, /缺少 matchDate 或 stageId/);
      await refuses(FifaCalls.teamLineUp, { id: 1111 }, /世界杯球队不存在/);
    });
  });

  describe('Euro 2024, as it really happened', () => {
    it('ranks the groups as UEFA did, and the rules agree with every position', async () => {
      const table = parseStandingTable(await ok(EuroCalls.ranking));
      expect(table.groups.map((group) => group.rows.map((row) => row.team.shortNameZh).join(' '))).toEqual([
        '德国 瑞士 匈牙利 苏格兰',
        '西班牙 意大利 克罗地亚 阿尔巴尼亚',
        '英格兰 丹麦 斯洛文尼亚 塞尔维亚',
        '奥地利 法国 荷兰 波兰',
        '罗马尼亚 比利时 斯洛伐克 乌克兰',
        '葡萄牙 土耳其 格鲁吉亚 捷克',
      ]);
      const rules = tournamentRules('euro', disciplinaryOf(table, null));
      const inputs = groupInputs(table, null);
      inputs.forEach((input, index) => {
        const positions = groupPositions(input, rules);
        for (const row of table.groups[index]!.rows)
          expect(positions.get(row.teamId)).toEqual({ best: row.rank, worst: row.rank });
      });
      const thirds = rankThirds(inputs, rules)!;
      const names = new Map(
        table.groups.flatMap((group) => group.rows.map((row) => [row.teamId, row.team.shortNameZh])),
      );
      expect(thirds.map((third) => [names.get(third.teamId), third.through])).toEqual([
        ['荷兰', true],
        ['格鲁吉亚', true],
        ['斯洛伐克', true],
        ['斯洛文尼亚', true],
        ['匈牙利', false],
        ['克罗地亚', false],
      ]);
      const outlooks = groupStageOutlook(inputs, rules);
      expect([...outlooks.values()].filter((outlook) => outlook.verdict === 'qualified')).toHaveLength(16);
    });

    it('plays the knockouts out as they were: Spain 2–1 England in the final, France through on penalties', async () => {
      const stages = parseStages(await ok(EuroCalls.stages));
      const byStage = new Map<number, ReturnType<typeof parseFootballMatches>>();
      for (const stage of stages.filter((item) => item.kind === 'knockout')) {
        byStage.set(stage.id, parseFootballMatches(await ok(EuroCalls.list, { stageId: stage.id, pid: 164 })));
      }
      const rounds = buildBracket(stages, byStage);
      const name = (id: number | null) =>
        rounds
          .flatMap((round) => round.ties)
          .flatMap((tie) => [tie.teamA, tie.teamB])
          .find((team) => team?.id === id)?.shortNameZh;
      expect(rounds.map((round) => round.ties.map((tie) => name(tie.winnerId)))).toEqual([
        ['西班牙', '德国', '葡萄牙', '法国', '荷兰', '土耳其', '英格兰', '瑞士'],
        ['西班牙', '法国', '荷兰', '英格兰'],
        ['西班牙', '英格兰'],
        ['西班牙'],
      ]);
      expect(rounds[1]!.ties[1]).toMatchObject({ aggregate: [0, 0], extraTime: true, penalties: [3, 5] });
      expect(rounds[3]!.ties[0]).toMatchObject({ aggregate: [2, 1], extraTime: false, penalties: null });
    });

    it('answers home/away figures and team leaders', async () => {
      const rows = readAnswer(EuroCalls.homeAway, await ok(EuroCalls.homeAway));
      expect(rows).toHaveLength(24);
      expect(rows.every((row) => row.homeTotal + row.awayTotal === 3)).toBe(true);
      const table = parseStandingTable(await ok(EuroCalls.ranking));
      const spain = table.groups[1]!.rows[0]!.teamId;
      expect(
        readAnswer(EuroCalls.teamLeaders, await ok(EuroCalls.teamLeaders, { teamId: spain })).map(
          (leader) => leader.stat,
        ),
      ).toEqual([...FOOTBALL_STAT_TYPES]);
      await refuses(EuroCalls.teamLeaders, { teamId: 1111 }, /欧洲杯球队不存在/);
      await refuses(EuroCalls.ranking, { groupName: 'Z' }, /小组不存在：Z/);
      // The app's call: the group stage and groupName '' — every group.
      const everyGroup = parseStandingTable(await ok(EuroCalls.ranking, { stageId: table.stageId, groupName: '' }));
      expect(everyGroup.groups).toHaveLength(6);
    });
  });
});
