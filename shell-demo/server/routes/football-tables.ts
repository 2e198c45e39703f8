/**
 * A football season's tables and calendar, as the contract sends them: standings (with each
 * team's remaining matches, next match and, where the tournament ranks by them, disciplinary
 * points), group fixtures, home/away figures, a stage's or a day's matches, and the match days.
 */
import {
  HOME_AWAY_FIGURES,
  type GroupFixture,
  type HomeAwayWireRow,
  type MatchDay,
  type NextMatch,
  type StandingRow,
  type StandingTable,
} from '../../../src/contracts/football';
import { badParams, noSuch } from '../api-error';
import { localDayStart } from '../world/clock';
import { standingsTieBreakOf } from '../world/football/tournaments';
import { footballMatchesOfDate, footballStandings, type StandingRowView } from '../world/queries/football';
import { matchView, type FootballMatchView } from '../world/queries/matches';
import { FootballStatus } from '../world/status';
import type { FootballMatch as WorldFootballMatch, FootballSeason } from '../world/match-types';
import type { World } from '../world/types';
import { teamSummary } from './anchors-view';
import { stageOf } from './football-params';

const UNPLAYED_FINAL: readonly number[] = [FootballStatus.finished, FootballStatus.cancelled, FootballStatus.abandoned];

function seasonMatches(world: World, season: FootballSeason): WorldFootballMatch[] {
  return season.matchIds
    .map((id) => world.matches.get(id))
    .filter((match): match is WorldFootballMatch => match?.sport === 'football');
}

function standingRow(
  row: StandingRowView,
  upcoming: readonly WorldFootballMatch[],
  disciplinary: ReadonlyMap<number, number> | undefined,
): StandingRow {
  const own = upcoming.filter((match) => match.homeId === row.teamId || match.awayId === row.teamId);
  const next = own[0];
  const nextMatch: NextMatch | null = next
    ? {
        matchId: next.id,
        opponentId: next.homeId === row.teamId ? next.awayId : next.homeId,
        home: next.homeId === row.teamId,
        matchDate: next.matchDate,
      }
    : null;
  return {
    rank: row.rank,
    teamId: row.teamId,
    team: teamSummary(row.team),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
    form: [...row.form],
    remaining: own.length,
    nextMatch,
    disciplinaryPoints: disciplinary?.get(row.teamId) ?? null,
  };
}

function groupFixture(match: WorldFootballMatch): GroupFixture {
  return {
    id: match.id,
    homeId: match.homeId,
    awayId: match.awayId,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    statusId: match.statusId,
    matchDate: match.matchDate,
    round: match.round,
  };
}

/** The table of a league stage (one group, no fixtures) or of a group stage (groups with their fixtures). */
export function standingTable(
  world: World,
  season: FootballSeason,
  stageId?: number,
  groupName?: string,
): StandingTable {
  const stage =
    stageId === undefined ? season.stages.find((candidate) => candidate.kind !== 'knockout') : stageOf(season, stageId);
  if (!stage) return { seasonId: season.id, stageId: 0, groups: [] };
  if (stage.kind === 'knockout') throw badParams(`stageId ${stage.id} 是淘汰赛阶段，没有积分榜`);
  if (groupName !== undefined && !stage.groupNames.includes(groupName)) throw noSuch('小组', groupName);
  const matches = seasonMatches(world, season).filter((match) => match.stageId === stage.id);
  const upcoming = matches.filter((match) => !UNPLAYED_FINAL.includes(match.statusId));
  const disciplinary = standingsTieBreakOf(season.id).disciplinaryPoints;
  const names = stage.kind === 'group' ? (groupName === undefined ? stage.groupNames : [groupName]) : [null];
  return {
    seasonId: season.id,
    stageId: stage.id,
    groups: names.map((name) => ({
      groupName: name,
      rows: footballStandings(world, season.id, { stageId: stage.id, groupName: name ?? undefined }).map((row) =>
        standingRow(row, upcoming, disciplinary),
      ),
      fixtures: name === null ? [] : matches.filter((match) => match.groupName === name).map(groupFixture),
    })),
  };
}

/** Home/away figures travel as strings (the app converts them to numbers). */
function homeAwayRow(row: StandingRowView): HomeAwayWireRow {
  const figures = Object.fromEntries(HOME_AWAY_FIGURES.map((field) => [field, String(row[field])]));
  return { teamId: row.teamId, team: teamSummary(row.team), ...figures } as HomeAwayWireRow;
}

export function homeAway(
  world: World,
  season: FootballSeason,
  stageId?: number,
  groupName?: string,
): HomeAwayWireRow[] {
  const table = standingTable(world, season, stageId, groupName);
  return table.groups.flatMap((group) =>
    footballStandings(world, season.id, { stageId: table.stageId, groupName: group.groupName ?? undefined }).map(
      homeAwayRow,
    ),
  );
}

/** A stage's matches (no date), or a day's (of one stage, when given). */
export function stageOrDayMatches(
  world: World,
  season: FootballSeason,
  stageId: number | undefined,
  matchDate: number | undefined,
): FootballMatchView[] {
  if (matchDate !== undefined) return footballMatchesOfDate(world, season.id, matchDate, { stageId });
  return seasonMatches(world, season)
    .filter((match) => match.stageId === stageId)
    .map((match) => matchView(world, match));
}

/** The days (UTC+8 starts) a season (or one stage) has matches, each with the stages playing that day. */
export function matchDays(world: World, season: FootballSeason, stageId?: number): MatchDay[] {
  const days = new Map<number, Set<number>>();
  for (const match of seasonMatches(world, season)) {
    if (stageId !== undefined && match.stageId !== stageId) continue;
    const day = localDayStart(match.matchDate);
    days.set(day, (days.get(day) ?? new Set()).add(match.stageId));
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([matchDate, stages]) => ({ matchDate, stageIds: [...stages].sort((a, b) => a - b) }));
}
