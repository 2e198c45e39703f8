/**
 * Football data pages: five leagues, cups, the World Cup and the Euro (schedules, stages,
 * standings with home/away splits, group tables and knockout brackets, players and teams).
 */
import { DAY, HOUR, localDayStart } from '../clock';
import { computeStandings, type StandingRow } from '../football/standings';
import { standingsTieBreakOf } from '../football/tournaments';
import { ensureFootballScript } from '../scripts';
import { FootballStatus } from '../status';
import type { FootballMatch, FootballSeason, KnockoutTie, Stage } from '../match-types';
import type { FootballPlayerTotals, LineupEntry } from '../play-types';
import type { FootballPlayer } from '../team-types';
import type { World } from '../types';
import { matchView, teamLabel, type FootballMatchView, type TeamLabel } from './matches';
import { playerFace } from '../teams';

export type FootballStatType = 'goals' | 'assists' | 'shots_on_target' | 'saves' | 'minutes_played';

export const FOOTBALL_STAT_TYPES: readonly FootballStatType[] = [
  'goals',
  'assists',
  'shots_on_target',
  'saves',
  'minutes_played',
];

const STAT_FIELD: Readonly<Record<FootballStatType, keyof Omit<FootballPlayerTotals, 'playerId' | 'teamId'>>> = {
  goals: 'goals',
  assists: 'assists',
  shots_on_target: 'shotsOnTarget',
  saves: 'saves',
  minutes_played: 'minutesPlayed',
};

function seasonMatches(world: World, season: FootballSeason): FootballMatch[] {
  const matches: FootballMatch[] = [];
  for (const id of season.matchIds) {
    const match = world.matches.get(id);
    if (match?.sport === 'football') matches.push(match);
  }
  return matches;
}

/** Match date items: the UTC+8 day starts (ms) on which the season (or one stage) has matches. */
export function footballMatchDates(world: World, seasonId: number, options: { stageId?: number } = {}): number[] {
  const season = world.footballSeasons.get(seasonId);
  if (!season) return [];
  const days = new Set<number>();
  for (const match of seasonMatches(world, season)) {
    if (options.stageId === undefined || match.stageId === options.stageId) days.add(localDayStart(match.matchDate));
  }
  return [...days].sort((a, b) => a - b);
}

/** The matches of one UTC+8 day (`matchDate` is any moment of that day). */
export function footballMatchesOfDate(
  world: World,
  seasonId: number,
  matchDate: number,
  options: { stageId?: number } = {},
): FootballMatchView[] {
  const season = world.footballSeasons.get(seasonId);
  if (!season) return [];
  const start = localDayStart(matchDate);
  return seasonMatches(world, season)
    .filter(
      (match) =>
        match.matchDate >= start &&
        match.matchDate < start + DAY &&
        (options.stageId === undefined || match.stageId === options.stageId),
    )
    .map((match) => matchView(world, match));
}

export interface StandingRowView extends StandingRow {
  team: TeamLabel;
}

/** A table derived from finished matches: the league, or one group (`groupName`) of a group stage. */
export function footballStandings(
  world: World,
  seasonId: number,
  options: { stageId?: number; groupName?: string } = {},
): StandingRowView[] {
  const season = world.footballSeasons.get(seasonId);
  if (!season) return [];
  const stage =
    season.stages.find((candidate) => candidate.id === options.stageId) ??
    season.stages.find((candidate) => candidate.kind !== 'knockout');
  if (!stage || stage.kind === 'knockout') return [];
  const groupName = options.groupName ?? (stage.kind === 'group' ? stage.groupNames[0] : undefined);
  const teamIds = groupName ? (season.groups[groupName] ?? []) : season.teamIds;
  const matches = seasonMatches(world, season).filter(
    (match) => match.stageId === stage.id && (groupName === undefined || match.groupName === groupName),
  );
  return computeStandings(teamIds, matches, standingsTieBreakOf(seasonId)).map((row) => ({
    ...row,
    team: teamLabel(world, 'football', row.teamId),
  }));
}

export function footballGroupTables(
  world: World,
  seasonId: number,
): { groupName: string; stageId: number; rows: StandingRowView[] }[] {
  const season = world.footballSeasons.get(seasonId);
  const stage = season?.stages.find((candidate) => candidate.kind === 'group');
  if (!season || !stage) return [];
  return stage.groupNames.map((groupName) => ({
    groupName,
    stageId: stage.id,
    rows: footballStandings(world, seasonId, { stageId: stage.id, groupName }),
  }));
}

export interface TieView {
  tieId: number;
  order: number;
  format: KnockoutTie['format'];
  teamA: TeamLabel;
  teamB: TeamLabel;
  /** Goals over all legs (penalties not included). */
  aggregateA: number;
  aggregateB: number;
  winnerId: number;
  matches: FootballMatchView[];
}

function tieView(world: World, tie: KnockoutTie): TieView {
  const matches = tie.matchIds
    .map((id) => world.matches.get(id))
    .filter((match): match is FootballMatch => match?.sport === 'football')
    .map((match) => matchView(world, match));
  let aggregateA = 0;
  let aggregateB = 0;
  for (const match of matches) {
    if (match.statusId === FootballStatus.notStarted) continue;
    aggregateA += match.homeId === tie.teamA.teamId ? match.homeScore : match.awayScore;
    aggregateB += match.homeId === tie.teamB.teamId ? match.homeScore : match.awayScore;
  }
  return {
    tieId: tie.id,
    order: tie.order,
    format: tie.format,
    teamA: teamLabel(world, 'football', tie.teamA.teamId),
    teamB: teamLabel(world, 'football', tie.teamB.teamId),
    aggregateA,
    aggregateB,
    winnerId: tie.winnerId,
    matches,
  };
}

/** Knockout stages in order, each with its ties in bracket order (undecided teams are 待定, id 0). */
export function footballKnockoutStages(world: World, seasonId: number): { stage: Stage; ties: TieView[] }[] {
  const season = world.footballSeasons.get(seasonId);
  if (!season) return [];
  return season.stages
    .filter((stage) => stage.kind === 'knockout')
    .map((stage) => ({
      stage,
      ties: season.tieIds
        .map((id) => world.ties.get(id))
        .filter((tie): tie is KnockoutTie => tie !== undefined && tie.stageId === stage.id)
        .sort((a, b) => a.order - b.order)
        .map((tie) => tieView(world, tie)),
    }));
}

export interface PlayerStatRow {
  rank: number;
  playerId: number;
  name: string;
  pictureId: string;
  teamId: number;
  team: TeamLabel;
  value: number;
  appearances: number;
}

function statRows(world: World, totals: Iterable<FootballPlayerTotals>, stat: FootballStatType): PlayerStatRow[] {
  const field = STAT_FIELD[stat];
  return [...totals]
    .filter((row) => row[field] > 0)
    .sort((a, b) => b[field] - a[field] || a.appearances - b.appearances || a.playerId - b.playerId)
    .map((row, index) => {
      const player = world.footballPlayers.get(row.playerId);
      return {
        rank: index + 1,
        playerId: row.playerId,
        ...playerFace(player),
        teamId: row.teamId,
        team: teamLabel(world, 'football', row.teamId),
        value: row[field],
        appearances: row.appearances,
      };
    });
}

/** Player ranking of a season by one statistic; the app keeps the top 10. */
export function footballPlayerRanking(
  world: World,
  seasonId: number,
  stat: FootballStatType,
  limit = 10,
): PlayerStatRow[] {
  return statRows(world, world.footballStats.get(seasonId)?.values() ?? [], stat).slice(0, limit);
}

export interface TeamStatRow {
  team: TeamLabel;
  played: number;
  goals: number;
  conceded: number;
  shotsOnTarget: number;
  saves: number;
  cleanSheets: number;
  goalsPerMatch: number;
}

/** Team statistics tab: totals per team over the season's finished matches. */
export function footballTeamStats(world: World, seasonId: number): TeamStatRow[] {
  const season = world.footballSeasons.get(seasonId);
  if (!season) return [];
  const rows = new Map<number, TeamStatRow>(
    season.teamIds.map((teamId) => [
      teamId,
      {
        team: teamLabel(world, 'football', teamId),
        played: 0,
        goals: 0,
        conceded: 0,
        shotsOnTarget: 0,
        saves: 0,
        cleanSheets: 0,
        goalsPerMatch: 0,
      },
    ]),
  );
  for (const match of seasonMatches(world, season)) {
    if (match.statusId !== FootballStatus.finished) continue;
    const script = world.footballScripts.get(match.id);
    for (const [teamId, scored, conceded] of [
      [match.homeId, match.homeScore, match.awayScore],
      [match.awayId, match.awayScore, match.homeScore],
    ] as const) {
      const row = rows.get(teamId);
      if (!row) continue;
      row.played += 1;
      row.goals += scored;
      row.conceded += conceded;
      if (conceded === 0) row.cleanSheets += 1;
      for (const line of script?.statLines ?? []) {
        if (line.teamId !== teamId) continue;
        row.shotsOnTarget += line.shotsOnTarget;
        row.saves += line.saves;
      }
    }
  }
  return [...rows.values()]
    .map((row) => ({ ...row, goalsPerMatch: row.played === 0 ? 0 : Math.round((row.goals / row.played) * 100) / 100 }))
    .sort((a, b) => b.goals - a.goals || a.conceded - b.conceded || a.team.id - b.team.id);
}

/** The squad of a team (line-up call), in squad order: goalkeepers, defenders, midfielders, forwards. */
export function footballSquad(world: World, teamId: number): FootballPlayer[] {
  return (world.footballSquads.get(teamId) ?? [])
    .map((id) => world.footballPlayers.get(id))
    .filter((player): player is FootballPlayer => player !== undefined);
}

export interface LineupPlayerView extends LineupEntry {
  name: string;
  pictureId: string;
}

/** Starting eleven and bench of a match; announced an hour before kickoff. */
export function footballMatchLineup(
  world: World,
  matchId: number,
): { home: LineupPlayerView[]; away: LineupPlayerView[] } | undefined {
  const match = world.matches.get(matchId);
  if (match?.sport !== 'football' || match.homeId === 0 || match.awayId === 0) return undefined;
  if (match.statusId === FootballStatus.notStarted && match.matchDate - world.currentTime > HOUR) return undefined;
  if (match.statusId === FootballStatus.postponed || match.statusId === FootballStatus.cancelled) return undefined;
  const script = ensureFootballScript(world, match);
  const view = (entries: readonly LineupEntry[]): LineupPlayerView[] =>
    entries.map((entry) => {
      const player = world.footballPlayers.get(entry.playerId);
      return { ...entry, ...playerFace(player) };
    });
  return { home: view(script.lineups.home), away: view(script.lineups.away) };
}

export interface TeamSeasonItem {
  competitionId: number;
  competitionName: string;
  seasonId: number;
  seasonName: string;
}

/** Competitions (with their season) a team takes part in — the app keeps the known competition ids. */
export function footballTeamSeasons(world: World, teamId: number): TeamSeasonItem[] {
  const items: TeamSeasonItem[] = [];
  for (const season of world.footballSeasons.values()) {
    if (!season.teamIds.includes(teamId)) continue;
    items.push({
      competitionId: season.competitionId,
      competitionName: world.competitions.get(season.competitionId)?.shortNameZh ?? '',
      seasonId: season.id,
      seasonName: season.name,
    });
  }
  return items;
}

export function footballTeamSeasonMatches(world: World, teamId: number, seasonId: number): FootballMatchView[] {
  const season = world.footballSeasons.get(seasonId);
  if (!season) return [];
  return seasonMatches(world, season)
    .filter((match) => match.homeId === teamId || match.awayId === teamId)
    .map((match) => matchView(world, match));
}

/** All of a team's matches in every competition, by kickoff. */
export function footballTeamMatches(world: World, teamId: number): FootballMatchView[] {
  return footballTeamSeasons(world, teamId)
    .flatMap((item) => footballTeamSeasonMatches(world, teamId, item.seasonId))
    .sort((a, b) => a.matchDate - b.matchDate);
}

/** Team leaders of a season: the best player of the team in each statistic. */
export function footballBestPlayers(
  world: World,
  teamId: number,
  seasonId: number,
): Record<FootballStatType, PlayerStatRow | null> {
  const totals = [...(world.footballStats.get(seasonId)?.values() ?? [])].filter((row) => row.teamId === teamId);
  const leaders = {} as Record<FootballStatType, PlayerStatRow | null>;
  for (const stat of FOOTBALL_STAT_TYPES) leaders[stat] = statRows(world, totals, stat)[0] ?? null;
  return leaders;
}

const EMPTY_TOTALS = { appearances: 0, goals: 0, assists: 0, shotsOnTarget: 0, saves: 0, minutesPlayed: 0 };

export function footballPlayerSeasonStats(
  world: World,
  playerId: number,
  seasonId: number,
): FootballPlayerTotals | undefined {
  const player = world.footballPlayers.get(playerId);
  if (!player) return undefined;
  return world.footballStats.get(seasonId)?.get(playerId) ?? { playerId, teamId: player.teamId, ...EMPTY_TOTALS };
}

export function footballPlayerDetail(
  world: World,
  playerId: number,
):
  | { player: FootballPlayer; team: TeamLabel; seasons: (TeamSeasonItem & { totals: FootballPlayerTotals })[] }
  | undefined {
  const player = world.footballPlayers.get(playerId);
  if (!player) return undefined;
  const seasons = footballTeamSeasons(world, player.teamId).map((item) => ({
    ...item,
    totals: footballPlayerSeasonStats(world, playerId, item.seasonId) ?? {
      playerId,
      teamId: player.teamId,
      ...EMPTY_TOTALS,
    },
  }));
  return { player, team: teamLabel(world, 'football', player.teamId), seasons };
}
