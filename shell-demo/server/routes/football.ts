/**
 * The football calls of spec section 7 "Data services" (FootballCalls, FifaCalls and EuroCalls
 * of src/contracts/football.ts) over the seeded world: the five leagues and the two European
 * cups, the World Cup around today, and Euro 2024 (which replays its real results).
 *
 * Answers are typed with the contract's types and copy fields by name, so nothing the contract
 * does not name (goals, scripts, venues of matches) reaches the wire. Anchors come raw (the app
 * applies the display rules of spec section 5). Unknown ids and malformed parameters are code
 * 10001 with a message naming them (the same rule as the anchors calls).
 */
import {
  EuroCalls,
  FifaCalls,
  FOOTBALL_STAT_TYPES,
  FootballCalls,
  type BestPlayer,
  type CompetitionSeason,
  type FootballMatch,
  type FootballStage,
  type FootballStatType,
  type GroupFixture,
  HOME_AWAY_FIGURES,
  type HomeAwayWireRow,
  type MatchDay,
  type NextMatch,
  type PlayerBasic,
  type PlayerSeasonStat,
  type PlayerStatRow,
  type SquadPlayer,
  type StandingRow,
  type StandingTable,
  type TeamLeader,
  type TeamLineUp,
  type TeamSeasonItem,
  type TeamStatRow,
  type TournamentCallTable,
} from '../../../src/contracts/football';
import type { ParamObject } from '../../../src/contracts/form-encoding';
import type { OriginalName } from '../../../src/contracts/original-names';
import { badParams, noSuch } from '../api-error';
import { optionalNumber, optionalString, requireNumber } from '../params';
import type { RouteModule } from '../server-context';
import { localDayStart } from '../world/clock';
import { standingsTieBreakOf } from '../world/football/tournaments';
import { CompetitionId } from '../world/ids';
import {
  footballBestPlayers,
  footballMatchesOfDate,
  footballPlayerDetail,
  footballPlayerRanking,
  footballPlayerSeasonStats,
  footballSquad,
  footballStandings,
  footballTeamMatches,
  footballTeamSeasonMatches,
  footballTeamSeasons,
  footballTeamStats,
  type PlayerStatRow as WorldPlayerStatRow,
  type StandingRowView,
} from '../world/queries/football';
import { matchView, type FootballMatchView } from '../world/queries/matches';
import { FootballStatus } from '../world/status';
import type { Competition, FootballMatch as WorldFootballMatch, FootballSeason, Stage } from '../world/match-types';
import type { FootballPlayer } from '../world/team-types';
import type { World } from '../world/types';
import { matchSummary, teamSummary } from './anchors-view';

/** Player ranking rows sent (the app keeps the top 10, spec section 5). */
const PLAYER_RANKING_ROWS = 20;
const BEST_PLAYERS = 5;


function positiveInteger(params: ParamObject, key: string, required: true): number;
function positiveInteger(params: ParamObject, key: string, required: false): number | undefined;
function positiveInteger(params: ParamObject, key: string, required: boolean): number | undefined {
  const value = required ? requireNumber(params, key) : optionalNumber(params, key);
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1) throw badParams(`${key} 应为正整数`);
  return value;
}

/** A moment of the day asked for (epoch ms). */
function dateParam(params: ParamObject, required: boolean): number | undefined {
  const value = required ? requireNumber(params, 'matchDate') : optionalNumber(params, 'matchDate');
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0) throw badParams('matchDate 应为毫秒时间戳');
  return value;
}

/** `showAnchor`: 1/true includes the matches' anchors, 0/false (the default) leaves them out. */
function showAnchorParam(params: ParamObject): boolean {
  const value = optionalString(params, 'showAnchor');
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw badParams('showAnchor 应为 0 或 1');
}

/** `pid` (the platform's game id) is the app's bookkeeping: checked, not used (anchors come raw). */
function checkPid(params: ParamObject): void {
  positiveInteger(params, 'pid', false);
}

function statParam(params: ParamObject): FootballStatType {
  const value = optionalString(params, 'order') ?? 'goals';
  if (!(FOOTBALL_STAT_TYPES as readonly string[]).includes(value)) {
    throw badParams(`order 应为 ${FOOTBALL_STAT_TYPES.join('、')} 之一`);
  }
  return value as FootballStatType;
}

// ---------------------------------------------------------------------------------------------
// Views

function stageView(stage: Stage): FootballStage {
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

function playerStatRow(row: WorldPlayerStatRow): PlayerStatRow {
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
function standingTable(world: World, season: FootballSeason, stageId?: number, groupName?: string): StandingTable {
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

/** Home/away figures travel as strings (spec: "converted to numbers" by the app). */
function homeAwayRow(row: StandingRowView): HomeAwayWireRow {
  const figures = Object.fromEntries(HOME_AWAY_FIGURES.map((field) => [field, String(row[field])]));
  return { teamId: row.teamId, team: teamSummary(row.team), ...figures } as HomeAwayWireRow;
}

function homeAway(world: World, season: FootballSeason, stageId?: number, groupName?: string): HomeAwayWireRow[] {
  const table = standingTable(world, season, stageId, groupName);
  return table.groups.flatMap((group) =>
    footballStandings(world, season.id, { stageId: table.stageId, groupName: group.groupName ?? undefined }).map(
      homeAwayRow,
    ),
  );
}

/** A stage's matches (no date), or a day's (of one stage, when given). */
function stageOrDayMatches(
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
function matchDays(world: World, season: FootballSeason, stageId?: number): MatchDay[] {
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

function stageOf(season: FootballSeason, stageId: number): Stage {
  const stage = season.stages.find((candidate) => candidate.id === stageId);
  if (!stage) throw noSuch('阶段', stageId);
  return stage;
}

function seasonItem(item: TeamSeasonItem): TeamSeasonItem {
  return {
    competitionId: item.competitionId,
    competitionName: item.competitionName,
    seasonId: item.seasonId,
    seasonName: item.seasonName,
  };
}

/** Who a player is: what a squad entry and the player's details share — the Chinese name and the original (`nameEn`). */
function playerProfile(player: FootballPlayer): Omit<SquadPlayer, 'teamId'> & OriginalName {
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

function lineUp(world: World, teamId: number): TeamLineUp {
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

function leaders(world: World, teamId: number, seasonId: number): TeamLeader[] {
  const best = footballBestPlayers(world, teamId, seasonId);
  return FOOTBALL_STAT_TYPES.map((stat) => ({ stat, player: best[stat] ? playerStatRow(best[stat]) : null }));
}

function bestPlayers(world: World, teamId: number, seasonId: number): BestPlayer[] {
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
        name: player?.name ?? '',
        pictureId: player?.pictureId ?? '',
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

// ---------------------------------------------------------------------------------------------
// Routes

export const registerFootballRoutes: RouteModule = (router, server) => {
  const world = () => server.world();

  const competitionOf = (current: World, id: number): Competition => {
    const competition = current.competitions.get(id);
    if (!competition) throw noSuch('赛事', id);
    return competition;
  };
  const seasonOf = (current: World, seasonId: number): FootballSeason => {
    const season = current.footballSeasons.get(seasonId);
    if (!season) throw noSuch('赛季', seasonId);
    return season;
  };
  /** `seasonId` if given (it must be the competition's), else the competition's current season. */
  const competitionSeason = (current: World, params: ParamObject): FootballSeason => {
    const competition = competitionOf(current, positiveInteger(params, 'id', true));
    const seasonId = positiveInteger(params, 'seasonId', false) ?? competition.currentSeasonId;
    const season = seasonOf(current, seasonId);
    if (season.competitionId !== competition.id) throw badParams(`赛季 ${seasonId} 不属于赛事 ${competition.id}`);
    return season;
  };
  const stageSeason = (current: World, stageId: number): { season: FootballSeason; stage: Stage } => {
    for (const season of current.footballSeasons.values()) {
      const stage = season.stages.find((candidate) => candidate.id === stageId);
      if (stage) return { season, stage };
    }
    throw noSuch('阶段', stageId);
  };
  const teamOf = (current: World, id: number) => {
    const team = current.footballTeams.get(id);
    if (!team) throw noSuch('球队', id);
    return team;
  };
  const matchesOut = (current: World, views: readonly FootballMatchView[], withAnchors: boolean): FootballMatch[] =>
    views.map((view) => footballMatch(current, view, withAnchors));

  router.get(FootballCalls.competitions.path, (): CompetitionSeason[] => {
    const current = world();
    return [...current.competitions.values()].map((competition) => ({
      competitionId: competition.id,
      nameZh: competition.nameZh,
      shortNameZh: competition.shortNameZh,
      kind: competition.kind,
      seasonId: competition.currentSeasonId,
      seasonName: current.footballSeasons.get(competition.currentSeasonId)?.name ?? '',
    }));
  });

  router.get(FootballCalls.matchDate.path, ({ params }): MatchDay[] => {
    const current = world();
    const season = competitionSeason(current, params);
    const stageId = positiveInteger(params, 'stageId', false);
    if (stageId !== undefined) stageOf(season, stageId);
    return matchDays(current, season, stageId);
  });

  router.get(FootballCalls.stages.path, ({ params }): FootballStage[] =>
    competitionSeason(world(), params).stages.map(stageView),
  );

  router.post(FootballCalls.matchList.path, ({ params }): FootballMatch[] => {
    checkPid(params);
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    const matchDate = dateParam(params, true)!;
    return matchesOut(current, footballMatchesOfDate(current, season.id, matchDate), true);
  });

  router.post(FootballCalls.list.path, ({ params }): FootballMatch[] => {
    checkPid(params);
    const current = world();
    const { season, stage } = stageSeason(current, positiveInteger(params, 'stageId', true));
    const views = stageOrDayMatches(current, season, stage.id, dateParam(params, false));
    return matchesOut(current, views, showAnchorParam(params));
  });

  router.post(FootballCalls.ranking.path, ({ params }): StandingTable => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return standingTable(
      current,
      season,
      positiveInteger(params, 'stageId', false),
      optionalString(params, 'groupName'),
    );
  });

  router.post(FootballCalls.playerRanking.path, ({ params }): PlayerStatRow[] => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return footballPlayerRanking(current, season.id, statParam(params), PLAYER_RANKING_ROWS).map(playerStatRow);
  });

  router.post(FootballCalls.homeAway.path, ({ params }): HomeAwayWireRow[] => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return homeAway(current, season, positiveInteger(params, 'stageId', false), optionalString(params, 'groupName'));
  });

  router.post(FootballCalls.teamStats.path, ({ params }): TeamStatRow[] => {
    const current = world();
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return footballTeamStats(current, season.id).map((row) => ({ ...row, team: teamSummary(row.team) }));
  });

  /** The team calls of the leagues and of the tournaments; `teamIn` checks the team belongs (a tournament's). */
  const registerTeamCalls = (
    calls: Pick<TournamentCallTable, 'teamLineUp' | 'teamSeasonList' | 'teamSeasonMatch'>,
    teamIn: (current: World, teamId: number) => { id: number },
  ) => {
    router.post(calls.teamLineUp.path, ({ params }) => {
      const current = world();
      return lineUp(current, teamIn(current, positiveInteger(params, 'id', true)).id);
    });
    router.post(calls.teamSeasonList.path, ({ params }): TeamSeasonItem[] => {
      const current = world();
      return footballTeamSeasons(current, teamIn(current, positiveInteger(params, 'id', true)).id).map(seasonItem);
    });
    router.post(calls.teamSeasonMatch.path, ({ params }): FootballMatch[] => {
      const current = world();
      const team = teamOf(current, positiveInteger(params, 'teamId', true));
      const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
      return matchesOut(current, footballTeamSeasonMatches(current, team.id, season.id), false);
    });
  };
  registerTeamCalls(FootballCalls, teamOf);

  router.post(FootballCalls.teamBestPlayers.path, ({ params }): BestPlayer[] => {
    const current = world();
    const team = teamOf(current, positiveInteger(params, 'teamId', true));
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return bestPlayers(current, team.id, season.id);
  });

  router.post(FootballCalls.teamMatches.path, ({ params }): FootballMatch[] => {
    const current = world();
    const team = teamOf(current, positiveInteger(params, 'teamId', true));
    return matchesOut(current, footballTeamMatches(current, team.id), false);
  });

  router.post(FootballCalls.teamLeaders.path, ({ params }): TeamLeader[] => {
    const current = world();
    const team = teamOf(current, positiveInteger(params, 'teamId', true));
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    return leaders(current, team.id, season.id);
  });

  router.post(FootballCalls.playerBasic.path, ({ params }): PlayerBasic => {
    const current = world();
    const id = positiveInteger(params, 'id', true);
    const detail = footballPlayerDetail(current, id);
    if (!detail) throw noSuch('球员', id);
    const { player } = detail;
    return {
      ...playerProfile(player),
      team: teamSummary(detail.team),
      seasons: detail.seasons.map(seasonItem),
    };
  });

  router.post(FootballCalls.playerSeasonStat.path, ({ params }): PlayerSeasonStat => {
    const current = world();
    const playerId = positiveInteger(params, 'playerId', true);
    const season = seasonOf(current, positiveInteger(params, 'seasonId', true));
    const totals = footballPlayerSeasonStats(current, playerId, season.id);
    if (!totals) throw noSuch('球员', playerId);
    return {
      playerId,
      teamId: totals.teamId,
      seasonId: season.id,
      appearances: totals.appearances,
      goals: totals.goals,
      assists: totals.assists,
      shotsOnTarget: totals.shotsOnTarget,
      saves: totals.saves,
      minutesPlayed: totals.minutesPlayed,
    };
  });

  // The World Cup and the Euro: the same calls over their current tournament.
  const registerTournament = (calls: TournamentCallTable, competitionId: number) => {
    const tournament = (current: World): FootballSeason =>
      seasonOf(current, competitionOf(current, competitionId).currentSeasonId);
    const inTournament = (current: World, season: FootballSeason, teamId: number) => {
      const team = teamOf(current, teamId);
      if (!season.teamIds.includes(team.id))
        throw noSuch(`${competitionOf(current, competitionId).shortNameZh}球队`, teamId);
      return team;
    };

    router.get(calls.matchDate.path, (): MatchDay[] => {
      const current = world();
      return matchDays(current, tournament(current));
    });

    router.get(calls.stages.path, (): FootballStage[] => tournament(world()).stages.map(stageView));

    router.post(calls.list.path, ({ params }): FootballMatch[] => {
      checkPid(params);
      const current = world();
      const season = tournament(current);
      const stageId = positiveInteger(params, 'stageId', false);
      const matchDate = dateParam(params, false);
      if (stageId === undefined && matchDate === undefined) throw badParams('缺少 matchDate 或 stageId');
      if (stageId !== undefined) stageOf(season, stageId);
      return matchesOut(current, stageOrDayMatches(current, season, stageId, matchDate), showAnchorParam(params));
    });

    router.post(calls.ranking.path, ({ params }): StandingTable => {
      const current = world();
      return standingTable(
        current,
        tournament(current),
        positiveInteger(params, 'stageId', false),
        // groupName '' asks for every group (the app's group tables show them all).
        optionalString(params, 'groupName') || undefined,
      );
    });

    registerTeamCalls(calls, (current, teamId) => inTournament(current, tournament(current), teamId));

    return { tournament, inTournament };
  };

  registerTournament(FifaCalls, CompetitionId.worldCup);
  const euro = registerTournament(EuroCalls, CompetitionId.euro);

  router.post(EuroCalls.homeAway.path, ({ params }): HomeAwayWireRow[] => {
    const current = world();
    return homeAway(
      current,
      euro.tournament(current),
      positiveInteger(params, 'stageId', false),
      optionalString(params, 'groupName'),
    );
  });

  router.post(EuroCalls.teamLeaders.path, ({ params }): TeamLeader[] => {
    const current = world();
    const season = euro.tournament(current);
    const team = euro.inTournament(current, season, positiveInteger(params, 'teamId', true));
    const seasonId = positiveInteger(params, 'seasonId', false) ?? season.id;
    seasonOf(current, seasonId);
    return leaders(current, team.id, seasonId);
  });
};
