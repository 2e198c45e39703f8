/**
 * World NBA data → the answer shapes of src/contracts/nba.ts: games (the shared match summary,
 * streamers included, with the NBA's own fields), standings, player profiles and statistics,
 * rankings by season totals, and averages over two sets of games.
 */
import {
  NbaConference,
  NbaKind,
  NbaStandingsScope,
  NbaStatScope,
  type NbaGame,
  type NbaPlayerProfile,
  type NbaPlayerRankItem,
  type NbaPlayerStats,
  type NbaStandingRow,
  type NbaTeamData,
} from '../../../src/contracts/nba';
import type { OriginalName } from '../../../src/contracts/original-names';
import { nbaSeason } from '../world/basketball/seasons';
import { teamLabel, type BasketballMatchView } from '../world/queries/matches';
import {
  nbaStandings,
  type NbaPlayerAverages,
  type NbaRankingGroup as WorldRankingGroup,
  type NbaScope,
  type NbaStandingRowView,
  type NbaTeamData as WorldTeamData,
} from '../world/queries/nba';
import type { NbaPlayer } from '../world/team-types';
import type { World } from '../world/types';
import { matchSummary, teamSummary } from './anchors-view';
import { playerFace } from '../world/teams';

export const STAT_SCOPES: Readonly<Record<number, NbaScope>> = {
  [NbaStatScope.Points]: 'points',
  [NbaStatScope.Rebounds]: 'rebounds',
  [NbaStatScope.Assists]: 'assists',
  [NbaStatScope.Blocks]: 'blocks',
  [NbaStatScope.Steals]: 'steals',
};

const team = teamSummary;

/** A game on the wire: the shared match summary (streamers included) and the NBA's own fields. */
export function gameOf(view: BasketballMatchView): NbaGame {
  return {
    ...matchSummary(view),
    // The preseason and the all-star game travel with the regular season (contracts/nba.ts).
    kind: view.kind === 'playoffs' || view.kind === 'cup' ? NbaKind.Playoffs : NbaKind.Regular,
    seriesId: view.seriesId,
    gameNumber: view.gameNumber,
    venue: view.venue,
    homePeriodScores: view.homePeriodScores,
    awayPeriodScores: view.awayPeriodScores,
  };
}

export function standingRow(row: NbaStandingRowView): NbaStandingRow {
  return {
    teamId: row.teamId,
    team: team(row.team),
    conference: row.conference,
    divisionName: row.divisionName,
    rank: row.rank,
    won: row.won,
    lost: row.lost,
    winPct: row.winPct,
    gamesBehind: row.gamesBehind,
    homeWon: row.homeWon,
    homeLoss: row.homeLoss,
    awayWon: row.awayWon,
    awayLoss: row.awayLoss,
    pointsForPerGame: row.pointsForPerGame,
    pointsAgainstPerGame: row.pointsAgainstPerGame,
    streak: row.streak,
    lastTen: row.lastTen,
  };
}

/** Standings grouped by conference or division, narrowed to one conference when asked. */
export function standingGroups(world: World, seasonId: number, scope: number, conference: number): WorldRankingGroup[] {
  const groups = nbaStandings(world, seasonId, scope === NbaStandingsScope.Division ? 'division' : 'conference');
  return groups
    .filter((group) => conference === NbaConference.Both || group.conference === conference)
    .sort((a, b) => (a.conference ?? 0) - (b.conference ?? 0));
}

/** The Chinese name and the original (`nameEn`, contracts/original-names). */
export const profileOf = (player: NbaPlayer): NbaPlayerProfile & OriginalName => ({
  id: player.id,
  teamId: player.teamId,
  name: player.name,
  nameEn: player.nameEn,
  position: player.position,
  shirtNumber: player.shirtNumber,
  birthday: player.birthday,
  heightCm: player.heightCm,
  weightKg: player.weightKg,
  pictureId: player.pictureId,
});

export const statsOf = (averages: NbaPlayerAverages): NbaPlayerStats => ({
  games: averages.games,
  minutes: averages.minutes,
  points: averages.points,
  rebounds: averages.rebounds,
  assists: averages.assists,
  blocks: averages.blocks,
  steals: averages.steals,
});

/** Season totals ranked (the per-game ranking is the world's): the same players qualify. */
export function totalsRanking(world: World, seasonId: number, scope: NbaScope, limit: number): NbaPlayerRankItem[] {
  const totals = [...(nbaSeason(world, seasonId)?.playerTotals.values() ?? [])];
  const mostGames = Math.max(0, ...totals.map((row) => row.games));
  return totals
    .filter((row) => row.games >= mostGames / 3)
    .sort((a, b) => b[scope] - a[scope] || b.games - a.games || a.playerId - b.playerId)
    .slice(0, limit)
    .map((row, index) => {
      const player = world.nbaPlayers.get(row.playerId);
      return {
        rank: index + 1,
        value: row[scope],
        playerId: row.playerId,
        ...playerFace(player),
        position: player?.position ?? '',
        team: team(teamLabel(world, 'basketball', row.teamId)),
        games: row.games,
      };
    });
}

/** Per-game averages over two sets of games, weighted by their game counts (one decimal). */
export function combinedAverages(a: WorldTeamData, b: WorldTeamData): NbaTeamData['averages'] {
  const games = a.games + b.games;
  const mean = (key: keyof NbaTeamData['averages']) =>
    games === 0 ? 0 : Math.round(((a.averages[key] * a.games + b.averages[key] * b.games) / games) * 10) / 10;
  return {
    points: mean('points'),
    rebounds: mean('rebounds'),
    assists: mean('assists'),
    blocks: mean('blocks'),
    steals: mean('steals'),
    pointsAgainst: mean('pointsAgainst'),
  };
}
