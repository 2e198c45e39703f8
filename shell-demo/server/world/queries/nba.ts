/**
 * NBA data pages: schedules by date, standings by conference or division (with home/away
 * records), player rankings per scope, teams and players, the playoff bracket and the finals
 * cup (stages 10492 → 10494). Historic seasons are built on first use.
 */
import { nbaSeason } from '../basketball/seasons';
import { computeNbaRecords, rankNbaRows, type NbaStandingRow } from '../basketball/standings';
import { localDateText, localDayStart } from '../clock';
import { NbaStageId, SeasonId2425 } from '../ids';
import type { BasketballMatch, KnockoutTie, NbaSeason } from '../match-types';
import type { NbaBoxLine, NbaPlayerTotals, NbaStatFigures } from '../play-types';
import type { NbaPlayer, NbaTeam } from '../team-types';
import type { World } from '../types';
import { matchView, nbaStageName, teamLabel, type BasketballMatchView, type TeamLabel } from './matches';
import { playerFace } from '../teams';

/** regular season, playoffs, or the finals cup (which the app requests as playoffs with a cup stage id). */
export type NbaKind = 'regular' | 'playoffs' | 'cup';
export type NbaScope = 'points' | 'rebounds' | 'assists' | 'blocks' | 'steals';
export const NBA_SCOPES: readonly NbaScope[] = ['points', 'rebounds', 'assists', 'blocks', 'steals'];
export const NBA_CUP_STAGE_IDS: readonly number[] = [
  NbaStageId.cupQuarterfinals,
  NbaStageId.cupSemifinals,
  NbaStageId.cupFinal,
];

function gamesOf(world: World, seasonId: number, kind: NbaKind, stageId?: number): BasketballMatch[] {
  const season = nbaSeason(world, seasonId);
  if (!season) return [];
  const cup = kind === 'cup' || (kind === 'playoffs' && stageId !== undefined && NBA_CUP_STAGE_IDS.includes(stageId));
  return season.games.filter((game) => {
    if (cup) return game.kind === 'cup' && (stageId === undefined || game.stageId === stageId);
    if (game.kind !== kind && !(kind === 'regular' && isExhibition(game))) return false;
    return stageId === undefined || game.stageId === stageId;
  });
}

/** Preseason and all-star games travel with the regular season (kind 1), under stages of their own. */
const isExhibition = (game: BasketballMatch): boolean => game.kind === 'preseason' || game.kind === 'allStar';

/** Match date items of a season and kind: UTC+8 day starts (ms). */
export function nbaMatchDates(world: World, seasonId: number, kind: NbaKind, stageId?: number): number[] {
  return [...new Set(gamesOf(world, seasonId, kind, stageId).map((game) => localDayStart(game.matchDate)))].sort(
    (a, b) => a - b,
  );
}

/** The games of one UTC+8 day. */
export function nbaGamesOfDate(
  world: World,
  seasonId: number,
  kind: NbaKind,
  matchDate: number,
  stageId?: number,
): BasketballMatchView[] {
  const start = localDayStart(matchDate);
  return gamesOf(world, seasonId, kind, stageId)
    .filter((game) => localDayStart(game.matchDate) === start)
    .map((game) => matchView(world, game));
}

/** The whole schedule keyed by date (`YYYY-MM-DD`, UTC+8). */
export function nbaScheduleByDate(
  world: World,
  seasonId: number,
  kind: NbaKind,
  stageId?: number,
): Record<string, BasketballMatchView[]> {
  const schedule: Record<string, BasketballMatchView[]> = {};
  for (const game of gamesOf(world, seasonId, kind, stageId)) {
    (schedule[localDateText(game.matchDate)] ??= []).push(matchView(world, game));
  }
  return schedule;
}

export interface NbaStandingRowView extends NbaStandingRow {
  team: TeamLabel;
}

/** Spec "NBA ranking item": a group name and its ranked rows. */
export interface NbaRankingGroup {
  divisionName: string;
  conference: 1 | 2 | null;
  rankingItem: NbaStandingRowView[];
}

export type NbaGrouping = 'league' | 'conference' | 'division';

/** Standings (also the home/away statistics: every row has homeWon, homeLoss, awayWon, awayLoss). */
export function nbaStandings(world: World, seasonId: number, grouping: NbaGrouping = 'conference'): NbaRankingGroup[] {
  const season = nbaSeason(world, seasonId);
  if (!season) return [];
  const teams = [...world.nbaTeams.values()];
  const rows = computeNbaRecords(teams, season.games);
  const view = (ranked: NbaStandingRow[]): NbaStandingRowView[] =>
    ranked.map((row) => ({ ...row, team: teamLabel(world, 'basketball', row.teamId) }));
  if (grouping === 'league') return [{ divisionName: '联盟', conference: null, rankingItem: view(rankNbaRows(rows)) }];
  if (grouping === 'conference') {
    return ([1, 2] as const).map((conference) => ({
      divisionName: conference === 1 ? '东部' : '西部',
      conference,
      rankingItem: view(rankNbaRows(rows.filter((row) => row.conference === conference))),
    }));
  }
  const divisions = [...new Set(teams.map((team) => team.divisionName))];
  return divisions.map((divisionName) => {
    const inDivision = rows.filter((row) => row.divisionName === divisionName);
    return { divisionName, conference: inDivision[0]?.conference ?? null, rankingItem: view(rankNbaRows(inDivision)) };
  });
}

/** A player's season figures per game (one decimal). */
export interface NbaPlayerAverages extends NbaStatFigures {
  playerId: number;
  name: string;
  pictureId: string;
  position: NbaPlayer['position'];
  positionZh: string;
  team: TeamLabel;
  games: number;
}

const perGame = (total: number, games: number): number => (games === 0 ? 0 : Math.round((total / games) * 10) / 10);

function averagesOf(world: World, totals: NbaPlayerTotals): NbaPlayerAverages {
  const player = world.nbaPlayers.get(totals.playerId);
  return {
    playerId: totals.playerId,
    ...playerFace(player),
    position: player?.position ?? 'forward',
    positionZh: player?.positionZh ?? '',
    team: teamLabel(world, 'basketball', totals.teamId),
    games: totals.games,
    minutes: perGame(totals.minutes, totals.games),
    points: perGame(totals.points, totals.games),
    rebounds: perGame(totals.rebounds, totals.games),
    assists: perGame(totals.assists, totals.games),
    blocks: perGame(totals.blocks, totals.games),
    steals: perGame(totals.steals, totals.games),
  };
}

/** Players ranked by per-game average of a scope (regular season; at least a third of the games played). */
export function nbaPlayerRanking(
  world: World,
  seasonId: number,
  scope: NbaScope,
  limit = 10,
): (NbaPlayerAverages & { rank: number; value: number })[] {
  const season = nbaSeason(world, seasonId);
  if (!season) return [];
  const totals = [...season.playerTotals.values()];
  const mostGames = Math.max(0, ...totals.map((row) => row.games));
  return totals
    .filter((row) => row.games >= mostGames / 3)
    .map((row) => averagesOf(world, row))
    .sort((a, b) => b[scope] - a[scope] || b.games - a.games || a.playerId - b.playerId)
    .slice(0, limit)
    .map((row, index) => ({ ...row, rank: index + 1, value: row[scope] }));
}

export function nbaTeam(world: World, teamId: number): NbaTeam | undefined {
  return world.nbaTeams.get(teamId);
}

/** A team's roster with this season's averages (team lineUp / team player calls). */
export function nbaTeamRoster(
  world: World,
  teamId: number,
  seasonId: number = SeasonId2425,
): (NbaPlayer & { averages: NbaPlayerAverages | null })[] {
  const season = nbaSeason(world, seasonId);
  return (world.nbaSquads.get(teamId) ?? [])
    .map((id) => world.nbaPlayers.get(id))
    .filter((player): player is NbaPlayer => player !== undefined)
    .map((player) => {
      const totals = season?.playerTotals.get(player.id);
      return { ...player, averages: totals ? averagesOf(world, totals) : null };
    });
}

export function nbaTeamGames(world: World, teamId: number, seasonId: number, kind: NbaKind): BasketballMatchView[] {
  return gamesOf(world, seasonId, kind)
    .filter((game) => game.homeId === teamId || game.awayId === teamId)
    .map((game) => matchView(world, game));
}

export interface NbaTeamData {
  team: TeamLabel;
  record: NbaStandingRowView | null;
  /** Per-game team averages over finished games of the kind. */
  averages: {
    points: number;
    rebounds: number;
    assists: number;
    blocks: number;
    steals: number;
    pointsAgainst: number;
  };
  games: number;
}

export function nbaTeamData(world: World, teamId: number, seasonId: number, kind: NbaKind): NbaTeamData {
  const season = nbaSeason(world, seasonId);
  // Averages of the kind's own games: no preseason or all-star game.
  const games = gamesOf(world, seasonId, kind).filter(
    (game) =>
      !isExhibition(game) && (game.homeId === teamId || game.awayId === teamId) && season?.boxScores.has(game.id),
  );
  const sums = { points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0, pointsAgainst: 0 };
  for (const game of games) {
    sums.pointsAgainst += game.homeId === teamId ? game.awayScore : game.homeScore;
    for (const line of season?.boxScores.get(game.id) ?? []) {
      if (line.teamId !== teamId) continue;
      sums.points += line.points;
      sums.rebounds += line.rebounds;
      sums.assists += line.assists;
      sums.blocks += line.blocks;
      sums.steals += line.steals;
    }
  }
  const record = nbaStandings(world, seasonId, 'league')[0]?.rankingItem.find((row) => row.teamId === teamId) ?? null;
  return {
    team: teamLabel(world, 'basketball', teamId),
    record,
    games: games.length,
    averages: {
      points: perGame(sums.points, games.length),
      rebounds: perGame(sums.rebounds, games.length),
      assists: perGame(sums.assists, games.length),
      blocks: perGame(sums.blocks, games.length),
      steals: perGame(sums.steals, games.length),
      pointsAgainst: perGame(sums.pointsAgainst, games.length),
    },
  };
}

export interface NbaGameLogLine extends NbaBoxLine {
  matchId: number;
  matchDate: number;
  opponent: TeamLabel;
}

export function nbaPlayerDetail(
  world: World,
  playerId: number,
  seasonId: number = SeasonId2425,
):
  | { player: NbaPlayer; team: TeamLabel; averages: NbaPlayerAverages | null; recentGames: NbaGameLogLine[] }
  | undefined {
  const player = world.nbaPlayers.get(playerId);
  const season = nbaSeason(world, seasonId);
  if (!player || !season) return undefined;
  const totals = season.playerTotals.get(playerId);
  const recentGames: NbaGameLogLine[] = [];
  for (let index = season.games.length - 1; index >= 0 && recentGames.length < 5; index -= 1) {
    const game = season.games[index];
    if (!game || (game.homeId !== player.teamId && game.awayId !== player.teamId)) continue;
    const line = season.boxScores.get(game.id)?.find((candidate) => candidate.playerId === playerId);
    if (!line) continue;
    recentGames.push({
      ...line,
      matchId: game.id,
      matchDate: game.matchDate,
      opponent: teamLabel(world, 'basketball', game.homeId === player.teamId ? game.awayId : game.homeId),
    });
  }
  return {
    player,
    team: teamLabel(world, 'basketball', player.teamId),
    averages: totals ? averagesOf(world, totals) : null,
    recentGames,
  };
}

export interface NbaSeriesView {
  tieId: number;
  stageId: number;
  stageName: string;
  order: number;
  teamA: TeamLabel;
  teamB: TeamLabel;
  winsA: number;
  winsB: number;
  winnerId: number;
  games: BasketballMatchView[];
}

function seriesView(world: World, season: NbaSeason, tie: KnockoutTie): NbaSeriesView {
  const games = tie.matchIds
    .map((id) => season.gameById.get(id))
    .filter((game): game is BasketballMatch => game !== undefined);
  let winsA = 0;
  let winsB = 0;
  for (const game of games) {
    if (game.endedAt === null) continue;
    const winner = game.homeScore > game.awayScore ? game.homeId : game.awayId;
    if (winner === tie.teamA.teamId) winsA += 1;
    else if (winner === tie.teamB.teamId) winsB += 1;
  }
  return {
    tieId: tie.id,
    stageId: tie.stageId,
    stageName: nbaStageName(tie.stageId),
    order: tie.order,
    teamA: teamLabel(world, 'basketball', tie.teamA.teamId),
    teamB: teamLabel(world, 'basketball', tie.teamB.teamId),
    winsA,
    winsB,
    winnerId: tie.winnerId,
    games: games.map((game) => matchView(world, game)),
  };
}

function stagesOf(
  world: World,
  seasonId: number,
  stageIds: readonly number[],
): { stageId: number; stageName: string; series: NbaSeriesView[] }[] {
  const season = nbaSeason(world, seasonId);
  if (!season) return [];
  const ties = season.tieIds.map((id) => world.ties.get(id)).filter((tie): tie is KnockoutTie => tie !== undefined);
  return stageIds.map((stageId) => ({
    stageId,
    stageName: nbaStageName(stageId),
    series: ties
      .filter((tie) => tie.stageId === stageId)
      .sort((a, b) => a.order - b.order)
      .map((tie) => seriesView(world, season, tie)),
  }));
}

/** Playoff bracket: first round (east 1v8, 4v5, 3v6, 2v7 then west), conference semi-finals, finals, the finals. */
export function nbaPlayoffBracket(
  world: World,
  seasonId: number,
): { stageId: number; stageName: string; series: NbaSeriesView[] }[] {
  return stagesOf(world, seasonId, [
    NbaStageId.firstRound,
    NbaStageId.conferenceSemifinals,
    NbaStageId.conferenceFinals,
    NbaStageId.finals,
  ]);
}

/** The finals cup over stages 10492, 10493, 10494, each tie a single game, in bracket order. */
export function nbaFinalsCup(
  world: World,
  seasonId: number,
): { stageId: number; stageName: string; series: NbaSeriesView[] }[] {
  return stagesOf(world, seasonId, NBA_CUP_STAGE_IDS);
}
