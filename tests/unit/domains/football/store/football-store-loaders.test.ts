/**
 * Every loader of the football store asks the call its page needs, with that page's ids, and keeps
 * the answer where the page reads it: two pages of the same kind (two seasons, two teams, a club
 * and a national side with the same id) never show each other's data.
 */
import * as api from '@src/domains/football/api/football-api';
import { useFootballStore } from '@src/domains/football/store/football-store';
import { footballKeys } from '@src/domains/football/store/keys';
import type { FootballState } from '@src/domains/football/store/initial-state';
import { resourceAt, type ResourceMap } from '@src/platform/store/keyed';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { deferred, setUpAppWorld } from '@tests/support/app-world';
import { footballMatch, stage } from '../support/fixtures';
import { callAt, everyCall } from '../support/mocked-calls';

jest.mock('@src/domains/football/api/football-api');
const mocked = jest.mocked(api.footballApi);
const football = () => useFootballStore.getState();

type Field = keyof Omit<FootballState, 'competitions'>;

/** Each call answers with what it was asked, so a page's data says which question it answers. */
const echo = (...args: unknown[]) => Promise.resolve({ asked: args } as never);
const kept = (field: Field, key: string) => resourceAt(football()[field] as ResourceMap<unknown>, key).data;

beforeEach(() => {
  clearAllLastSeen();
  setUpAppWorld();
  jest.resetAllMocks();
  for (const call of everyCall(mocked)) call.mockImplementation(echo);
});

/**
 * A loader with two (or more) sets of ids: the call each asks (by name, `euro.list` for a
 * tournament's; a page may name its own) and the key the page reads it under.
 */
interface Case {
  call: string;
  field: Field;
  pages: Page[];
}
interface Page {
  load: () => Promise<void>;
  key: string;
  asked: unknown[];
  call?: string;
}

/** A loader's case: the call it asks, where it keeps the answers, and a page for each of `ids`. */
const loader = <Id>(call: string, field: Field, ids: readonly Id[], page: (id: Id) => Page): Case => ({
  call,
  field,
  pages: ids.map(page),
});

/** The cases by name. */
const cases = (): Record<string, Case> => ({
  "a league's dates, whole and of one stage, of two seasons and two stages": loader(
    'matchDate',
    'dates',
    [{ seasonId: 2 }, { seasonId: 4 }, { seasonId: 2, stageId: 3 }, { seasonId: 2, stageId: 5 }],
    (ids) => ({
      load: () => football().loadLeagueDates(1, ids.seasonId, ids.stageId),
      key: footballKeys.leagueDates(1, ids.seasonId, ids.stageId),
      asked: [{ id: 1, ...ids }],
    }),
  ),
  "a league's stages, of two seasons": loader('stages', 'stages', [2, 4], (seasonId) => ({
    load: () => football().loadStages(1, seasonId),
    key: footballKeys.leagueStages(1, seasonId),
    asked: [{ id: 1, seasonId }],
  })),
  "a cup's two stages (the bracket)": loader('list', 'matches', [3, 4], (stageId) => ({
    load: () => football().loadStageMatches(stageId),
    key: footballKeys.stageMatches(stageId),
    asked: [{ stageId, pid: 164, showAnchor: 0 }],
  })),
  "a tournament's stages, the Euro's and the World Cup's": loader(
    'euro.stages',
    'stages',
    ['euro', 'world-cup'] as const,
    (tournament) => ({
      load: () => football().loadTournamentStages(tournament),
      key: footballKeys.tournament(tournament),
      asked: [],
      call: `${tournament}.stages`,
    }),
  ),
  "a tournament's two days, with anchors": loader('euro.list', 'matches', [5, 6], (date) => ({
    load: () => football().loadTournamentDay('euro', date),
    key: footballKeys.tournamentDay('euro', date),
    asked: [{ matchDate: date, pid: 164, showAnchor: 1 }],
  })),
  "a tournament's two stages, without anchors": loader('world-cup.list', 'matches', [7, 8], (stageId) => ({
    load: () => football().loadTournamentStage('world-cup', stageId),
    key: footballKeys.tournamentStage('world-cup', stageId),
    asked: [{ stageId, pid: 164, showAnchor: 0 }],
  })),
  // The Euro's season asks the Euro's call; a league season the league's.
  "a team's matches of two seasons": loader(
    'teamSeasonMatch',
    'matches',
    ['euro', undefined] as const,
    (tournament) => {
      const seasonId = tournament ? 10 : 11;
      return {
        load: () => football().loadTeamSeasonMatches(9, seasonId, tournament),
        key: footballKeys.teamSeason(9, seasonId),
        asked: [{ teamId: 9, seasonId }],
        call: tournament ? `${tournament}.teamSeasonMatch` : undefined,
      };
    },
  ),
  "two teams' matches": loader('teamMatches', 'matches', [12, 13], (teamId) => ({
    load: () => football().loadTeamMatches(teamId),
    key: footballKeys.teamMatches(teamId),
    asked: [{ teamId }],
  })),
  'the player ranking by two statistics': loader(
    'playerRanking',
    'playerRanking',
    ['goals', 'assists'] as const,
    (stat) => ({
      load: () => football().loadPlayerRanking(2, stat),
      key: footballKeys.playerRanking(2, stat),
      asked: [{ seasonId: 2, order: stat }],
    }),
  ),
  'the team statistics of two seasons': loader('teamStats', 'teamStats', [2, 4], (seasonId) => ({
    load: () => football().loadTeamStats(seasonId),
    key: String(seasonId),
    asked: [{ seasonId }],
  })),
  'the line-ups of a club and of two national sides with the same id': loader(
    'teamLineUp',
    'lineUps',
    [undefined, 'euro', 'world-cup'] as const,
    (tournament) => ({
      load: () => football().loadLineUp(14, tournament),
      key: footballKeys.team(14, tournament),
      asked: [{ id: 14 }],
      call: tournament ? `${tournament}.teamLineUp` : 'teamLineUp',
    }),
  ),
  'the seasons of a club and of a national side with the same id': loader(
    'teamSeasonList',
    'teamSeasons',
    [undefined, 'world-cup'] as const,
    (tournament) => ({
      load: () => football().loadTeamSeasons(14, tournament),
      key: footballKeys.team(14, tournament),
      asked: [{ id: 14 }],
      call: tournament ? `${tournament}.teamSeasonList` : 'teamSeasonList',
    }),
  ),
  "a team's best players of two seasons": loader('teamBestPlayers', 'bestPlayers', [2, 4], (seasonId) => ({
    load: () => football().loadBestPlayers(15, seasonId),
    key: footballKeys.teamSeason(15, seasonId),
    asked: [{ teamId: 15, seasonId }],
  })),
  // The Euro's leaders ask the Euro's call; the World Cup's the league call.
  "a team's leaders, at the Euro and at the World Cup (the league call)": loader(
    'teamLeaders',
    'leaders',
    [
      { tournament: 'euro', seasonId: 2 },
      { tournament: 'world-cup', seasonId: 4 },
    ] as const,
    ({ tournament, seasonId }) => ({
      load: () => football().loadLeaders(15, seasonId, tournament),
      key: footballKeys.teamSeason(15, seasonId),
      asked: [{ teamId: 15, seasonId }],
      call: tournament === 'euro' ? 'euro.teamLeaders' : undefined,
    }),
  ),
  'two players': loader('playerBasic', 'players', [16, 17], (playerId) => ({
    load: () => football().loadPlayer(playerId),
    key: String(playerId),
    asked: [{ id: playerId }],
  })),
  "a player's two seasons": loader('playerSeasonStat', 'playerStats', [2, 4], (seasonId) => ({
    load: () => football().loadPlayerStat(16, seasonId),
    key: `16:${seasonId}`,
    asked: [{ playerId: 16, seasonId }],
  })),
});

describe.each(Object.keys(cases()))('%s', (caseName) => {
  it('asks with each page’s ids and keeps each answer where its page reads it', async () => {
    // Built inside the test: the keys are computed with the code under test switched on.
    const { call, field, pages } = cases()[caseName]!;
    for (const page of pages) await page.load();
    const asked = new Map<string, unknown[]>();
    for (const page of pages) asked.set(page.call ?? call, [...(asked.get(page.call ?? call) ?? []), page.asked]);
    for (const [name, calls] of asked) expect([name, callAt(mocked, name).mock.calls]).toEqual([name, calls]);
    for (const page of pages) expect(kept(field, page.key)).toEqual({ asked: page.asked });
  });
});

describe('the tables', () => {
  const league = stage({ id: 30, kind: 'league' });

  it("a league's table asks for its first stage with a table, from the stages the store has", async () => {
    mocked.stages.mockResolvedValueOnce([stage({ id: 29 }), league]);
    await football().loadStages(1, 2);
    await football().loadTable(1, 2);
    expect(mocked.stages).toHaveBeenCalledTimes(1);
    expect(mocked.ranking).toHaveBeenCalledWith({ seasonId: 2, stageId: 30, groupName: '' });
    expect(kept('tables', footballKeys.table(2))).toEqual({ asked: [{ seasonId: 2, stageId: 30, groupName: '' }] });
  });

  it("a league's home and away records ask for the season's stages when the store has none", async () => {
    mocked.stages.mockResolvedValueOnce([league]);
    await football().loadHomeAway(1, 2);
    expect(mocked.stages).toHaveBeenCalledWith({ id: 1, seasonId: 2 });
    expect(kept('homeAway', footballKeys.table(2))).toEqual({ asked: [{ seasonId: 2, stageId: 30, groupName: '' }] });
  });

  it('a season of knockout stages only has an empty table and no home and away rows, nothing more asked', async () => {
    mocked.stages.mockResolvedValue([stage({ id: 29 })]);
    await football().loadTable(1, 2);
    await football().loadHomeAway(1, 2);
    expect(kept('tables', footballKeys.table(2))).toEqual({ seasonId: 2, stageId: 0, groups: [] });
    expect(kept('homeAway', footballKeys.table(2))).toEqual([]);
    expect(mocked.ranking).not.toHaveBeenCalled();
    expect(mocked.homeAway).not.toHaveBeenCalled();
  });

  it("a tournament's group tables ask for its stage with a table, from its stages the store has", async () => {
    mocked.euro.stages.mockResolvedValueOnce([stage({ id: 29 }), stage({ id: 31, kind: 'group' })]);
    await football().loadTournamentStages('euro');
    await football().loadTournamentTable('euro');
    expect(mocked.euro.stages).toHaveBeenCalledTimes(1);
    expect(kept('tables', footballKeys.tournament('euro'))).toEqual({ asked: [{ stageId: 31, groupName: '' }] });
  });

  it('a tournament with knockout stages only has an empty table of its season; one with no stages, of season 0', async () => {
    mocked.euro.stages.mockResolvedValueOnce([stage({ id: 29, seasonId: 9 })]);
    mocked['world-cup'].stages.mockResolvedValueOnce([]);
    await football().loadTournamentTable('euro');
    await football().loadTournamentTable('world-cup');
    expect(kept('tables', footballKeys.tournament('euro'))).toEqual({ seasonId: 9, stageId: 0, groups: [] });
    expect(kept('tables', footballKeys.tournament('world-cup'))).toEqual({ seasonId: 0, stageId: 0, groups: [] });
    expect(mocked.euro.ranking).not.toHaveBeenCalled();
    expect(mocked['world-cup'].ranking).not.toHaveBeenCalled();
  });

  it("two seasons' tables and home and away records are each their own", async () => {
    mocked.stages.mockImplementation(async ({ seasonId }) => [stage({ id: seasonId * 10, kind: 'league' })]);
    for (const seasonId of [2, 4]) {
      await football().loadTable(1, seasonId);
      await football().loadHomeAway(1, seasonId);
    }
    for (const seasonId of [2, 4]) {
      const asked = { asked: [{ seasonId, stageId: seasonId * 10, groupName: '' }] };
      expect([kept('tables', footballKeys.table(seasonId)), kept('homeAway', footballKeys.table(seasonId))]).toEqual([
        asked,
        asked,
      ]);
    }
  });

  it("the Euro's home and away records are its own", async () => {
    await football().loadEuroHomeAway();
    expect(kept('homeAway', footballKeys.tournament('euro'))).toEqual({ asked: [] });
  });
});

it('a cup day lists matches kicking off together by id', async () => {
  mocked.list.mockImplementation(async ({ stageId }) =>
    stageId === 1
      ? [footballMatch({ id: 4, matchDate: 10 }), footballMatch({ id: 3, matchDate: 20 })]
      : [footballMatch({ id: 2, matchDate: 10 })],
  );
  await football().loadCupDay([1, 2], 5);
  expect(resourceAt(football().matches, footballKeys.cupDay([1, 2], 5)).data?.map((match) => match.id)).toEqual([
    2, 4, 3,
  ]);
});

it('the days of two cups whose stage ids read alike ([1, 2] and [12]) are each their own', async () => {
  mocked.list.mockImplementation(async ({ stageId }) => [footballMatch({ id: stageId })]);
  await football().loadCupDay([1, 2], 5);
  await football().loadCupDay([12], 5);
  const shown = (stageIds: number[]) =>
    resourceAt(football().matches, footballKeys.cupDay(stageIds, 5)).data?.map((match) => match.id);
  expect([shown([1, 2]), shown([12])]).toEqual([[1, 2], [12]]);
});

it('two days kept on the device each come back to their own page on the next visit', async () => {
  mocked.matchList.mockImplementation(async ({ matchDate }) => [footballMatch({ id: matchDate })]);
  await football().loadLeagueDay(2, 1);
  await football().loadLeagueDay(2, 3);
  setUpAppWorld();
  mocked.matchList.mockReturnValue(deferred<never>().promise);
  void football().loadLeagueDay(2, 1);
  void football().loadLeagueDay(2, 3);
  const shown = (date: number) =>
    resourceAt(football().matches, footballKeys.leagueDay(2, date)).data?.map((match) => match.id);
  expect([shown(1), shown(3)]).toEqual([[1], [3]]);
});
