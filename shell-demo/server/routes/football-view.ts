/**
 * World football data → the answer shapes of src/contracts/football.ts. Every field is copied by
 * name, so nothing the contract does not name (goals, scripts, venues of matches) reaches the
 * wire; anchors come raw (the app applies its display rules).
 */
import {
  FOOTBALL_STAT_TYPES,
  type BestPlayer,
  type FootballMatch,
  type FootballStage,
  type PlayerStatRow,
  type SquadPlayer,
  type TeamLeader,
  type TeamLineUp,
  type TeamSeasonItem,
} from '../../../src/contracts/football';
import type { OriginalName } from '../../../src/contracts/original-names';
import { noSuch } from '../api-error';
import {
  footballBestPlayers,
  footballSquad,
  type PlayerStatRow as WorldPlayerStatRow,
} from '../world/queries/football';
import type { FootballMatchView } from '../world/queries/matches';
import { FootballStatus } from '../world/status';
import type { FootballMatch as WorldFootballMatch, Stage } from '../world/match-types';
import type { FootballPlayer } from '../world/team-types';
import type { World } from '../world/types';
import { matchSummary, teamSummary } from './anchors-view';
import { playerFace } from '../world/teams';

const BEST_PLAYERS = 5;

export function stageView(stage: Stage): FootballStage {
  return {
    id: stage.id,
    seasonId: stage.seasonId,
    nameZh: stage.nameZh,
    kind: stage.kind,
    order: stage.order,
    groupNames: [...stage.groupNames],
    legs: stage.legs,
  };
}

function wentToExtraTime(world: World, match: WorldFootballMatch): boolean {
  if (match.statusId === FootballStatus.extraTime || match.statusId === FootballStatus.penaltyShootout) return true;
  if (match.statusId !== FootballStatus.finished) return false;
  return (world.footballScripts.get(match.id)?.phases ?? []).some(
    (phase) => phase.statusId === FootballStatus.extraTime,
  );
}

function footballMatch(world: World, view: FootballMatchView, withAnchors: boolean): FootballMatch {
  const tie = view.tieId === null ? undefined : world.ties.get(view.tieId);
  return {
    ...matchSummary(view, { withAnchors }),
    round: view.round,
    groupName: view.groupName,
    tieId: view.tieId,
    tieOrder: tie?.order ?? null,
    leg: tie ? tie.matchIds.indexOf(view.id) + 1 : 1,
    homeHalfScore: view.homeHalfScore,
    awayHalfScore: view.awayHalfScore,
    homePenaltyScore: view.homePenaltyScore,
    awayPenaltyScore: view.awayPenaltyScore,
    extraTime: wentToExtraTime(world, view),
  };
}

export function playerStatRow(row: WorldPlayerStatRow): PlayerStatRow {
  return {
    rank: row.rank,
    playerId: row.playerId,
    name: row.name,
    pictureId: row.pictureId,
    teamId: row.teamId,
    team: teamSummary(row.team),
    value: row.value,
    appearances: row.appearances,
  };
}
export const matchesOut = (world: World, views: readonly FootballMatchView[], withAnchors: boolean): FootballMatch[] =>
  views.map((view) => footballMatch(world, view, withAnchors));

export function seasonItem(item: TeamSeasonItem): TeamSeasonItem {
  return {
    competitionId: item.competitionId,
    competitionName: item.competitionName,
    seasonId: item.seasonId,
    seasonName: item.seasonName,
  };
}

/** Who a player is: what a squad entry and the player's details share — the Chinese name and the original (`nameEn`). */
export function playerProfile(player: FootballPlayer): Omit<SquadPlayer, 'teamId'> & OriginalName {
  return {
    id: player.id,
    name: player.name,
    nameEn: player.nameEn,
    position: player.position,
    positionZh: player.positionZh,
    shirtNumber: player.shirtNumber,
    birthday: player.birthday,
    nationality: player.nationality,
    heightCm: player.heightCm,
    weightKg: player.weightKg,
    pictureId: player.pictureId,
  };
}

export function lineUp(world: World, teamId: number): TeamLineUp {
  const team = world.footballTeams.get(teamId);
  if (!team) throw noSuch('球队', teamId);
  const players = footballSquad(world, teamId).map((player): SquadPlayer => ({
    ...playerProfile(player),
    teamId: player.teamId,
  }));
  return {
    team: {
      id: team.id,
      nameZh: team.nameZh,
      shortNameZh: team.shortNameZh,
      logoFileId: team.logoFileId,
      nameEn: team.nameEn,
      kind: team.kind,
      countryZh: team.countryZh,
      venue: team.venue,
    },
    players,
  };
}

export function leaders(world: World, teamId: number, seasonId: number): TeamLeader[] {
  const best = footballBestPlayers(world, teamId, seasonId);
  return FOOTBALL_STAT_TYPES.map((stat) => ({ stat, player: best[stat] ? playerStatRow(best[stat]) : null }));
}

export function bestPlayers(world: World, teamId: number, seasonId: number): BestPlayer[] {
  const totals = [...(world.footballStats.get(seasonId)?.values() ?? [])].filter(
    (row) => row.teamId === teamId && row.appearances > 0,
  );
  return totals
    .sort(
      (a, b) =>
        b.goals + b.assists - (a.goals + a.assists) ||
        b.goals - a.goals ||
        b.minutesPlayed - a.minutesPlayed ||
        a.playerId - b.playerId,
    )
    .slice(0, BEST_PLAYERS)
    .map((row) => {
      const player = world.footballPlayers.get(row.playerId);
      return {
        playerId: row.playerId,
        ...playerFace(player),
        positionZh: player?.positionZh ?? '',
        shirtNumber: player?.shirtNumber ?? 0,
        appearances: row.appearances,
        goals: row.goals,
        assists: row.assists,
        shotsOnTarget: row.shotsOnTarget,
        saves: row.saves,
        minutesPlayed: row.minutesPlayed,
      };
    });
}
