/** Builders of the football contract's shapes: a test names only the fields its case is about. */
import type {
  CompetitionSeason,
  FootballMatch,
  FootballStage,
  MatchDay,
  PlayerStatRow,
  StandingRow,
  StandingTable,
  TeamSeasonItem,
} from '@src/contracts/football';
import type { TeamSummary } from '@src/contracts/match';
import {
  rankTeams,
  type DisciplinaryPoints,
  type RankedFixture,
  type TieBreakProcedure,
} from '@src/domains/football/rules/tie-breakers';
import type * as CompetitionsModule from '@src/domains/football/rules/competitions';
import type * as QualificationModule from '@src/domains/football/rules/qualification';
import type * as TieBreakersModule from '@src/domains/football/rules/tie-breakers';
import { freshModule } from '@tests/support/fresh-module';
import { matchSummary, teamSummary } from '@tests/support/match-fixtures';

export const team = (id: number, name = `球队${id}`): TeamSummary => teamSummary(id, name);

export function footballMatch(overrides: Partial<FootballMatch> = {}): FootballMatch {
  const homeId = overrides.homeId ?? overrides.home?.id ?? 11;
  const awayId = overrides.awayId ?? overrides.away?.id ?? 12;
  return {
    ...matchSummary({ homeId, awayId, home: team(homeId), away: team(awayId) }),
    round: 1,
    groupName: null,
    tieId: null,
    tieOrder: null,
    leg: 1,
    homeHalfScore: 0,
    awayHalfScore: 0,
    homePenaltyScore: null,
    awayPenaltyScore: null,
    extraTime: false,
    ...overrides,
  };
}

export function standingRow(overrides: Partial<StandingRow> & { teamId: number }): StandingRow {
  return {
    rank: 1,
    team: team(overrides.teamId),
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    form: [],
    remaining: 0,
    nextMatch: null,
    disciplinaryPoints: null,
    ...overrides,
  };
}

export const stage = (overrides: Partial<FootballStage> & { id: number }): FootballStage => ({
  seasonId: 1,
  nameZh: `阶段${overrides.id}`,
  kind: 'knockout',
  order: 0,
  groupNames: [],
  legs: 1,
  ...overrides,
});

export const competition = (overrides: Partial<CompetitionSeason> = {}): CompetitionSeason => ({
  competitionId: 12387,
  nameZh: '英格兰超级联赛',
  shortNameZh: '英超',
  kind: 'league',
  seasonId: 62387,
  seasonName: '2026-27',
  ...overrides,
});

export const seasonItem = (competitionId: number, seasonId = competitionId + 50_000): TeamSeasonItem => ({
  competitionId,
  competitionName: `赛事${competitionId}`,
  seasonId,
  seasonName: '2026-27',
});

export const matchDay = (matchDate: number, stageIds: number[] = [1]): MatchDay => ({ matchDate, stageIds });

export const playerRow = (rank: number, value: number): PlayerStatRow => ({
  rank,
  playerId: 1000 + rank,
  name: `球员${rank}`,
  pictureId: '',
  teamId: 11,
  team: team(11),
  value,
  appearances: 10,
});

export const table = (groups: StandingTable['groups'], seasonId = 1, stageId = 10): StandingTable => ({
  seasonId,
  stageId,
  groups,
});

// The tie-breakers' input (rules/tie-breakers.ts): a played score, or an outcome still to play.

let nextFixtureId = 1;
export const score = (homeId: number, awayId: number, home: number, away: number, round = 1): RankedFixture => ({
  id: nextFixtureId++,
  homeId,
  awayId,
  round,
  result: { kind: 'score', home, away },
});
export const outcome = (
  homeId: number,
  awayId: number,
  result: 'home' | 'draw' | 'away',
  round = 3,
): RankedFixture => ({
  id: nextFixtureId++,
  homeId,
  awayId,
  round,
  result: { kind: 'outcome', outcome: result },
});

/**
 * Fixtures round by round: the first list is round 1, the next round 2, and so on. A group's six
 * matches read as its three rounds, and the round is where the UEFA shoot-out looks (the last).
 */
export const inRounds = (...rounds: RankedFixture[][]): RankedFixture[] =>
  rounds.flatMap((fixtures, index) => fixtures.map((fixture) => ({ ...fixture, round: index + 1 })));

/** The blocks a group of `teams` ranks into (the group is the teams themselves). */
export function blocksOf(
  teams: number[],
  fixtures: RankedFixture[],
  procedure: TieBreakProcedure,
  discipline: DisciplinaryPoints = new Map(),
) {
  return rankTeams(teams, { fixtures, discipline, procedure, groupTeamIds: teams });
}

/** The ranking as a list: a team alone (`single`) by its id, any other block as `state:ids`. */
export function order(
  teams: number[],
  fixtures: RankedFixture[],
  procedure: TieBreakProcedure,
  discipline: DisciplinaryPoints = new Map(),
) {
  return blocksOf(teams, fixtures, procedure, discipline).map((block) =>
    block.state === 'single' ? block.teamIds[0] : `${block.state}:${[...block.teamIds].sort().join(',')}`,
  );
}

/** Disciplinary points known exactly, team by team. */
export const disciplinary = (points: Record<number, number>): DisciplinaryPoints =>
  new Map(Object.entries(points).map(([teamId, value]) => [Number(teamId), { min: value, max: value }]));

/**
 * The tie-breakers module loaded for the running test: its procedures (UEFA's, FIFA's, the
 * leagues') are constants, computed when it loads, so a test that reads them through an import at
 * the file's top is not counted by a mutation tool as reaching them (freshModule).
 */
export const tieBreakers = (): typeof TieBreakersModule =>
  freshModule(() => jest.requireActual('@src/domains/football/rules/tie-breakers') as typeof TieBreakersModule);

/** The qualification module loaded for the running test (the outcomes a match can end in, the thirds' order). */
export const qualificationRules = (): typeof QualificationModule =>
  freshModule(() => jest.requireActual('@src/domains/football/rules/qualification') as typeof QualificationModule);

/** The competitions module loaded for the running test (the league switch, each league's places). */
export const competitionRules = (): typeof CompetitionsModule =>
  freshModule(() => jest.requireActual('@src/domains/football/rules/competitions') as typeof CompetitionsModule);
