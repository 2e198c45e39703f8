/**
 * The NBA calls (NbaCalls of src/contracts/nba.ts) over the seeded world (world/queries/nba.ts):
 * schedules by date or stage, standings, home/away records, player rankings, teams and players,
 * for the current season and the historic ones (1414, 1566, 1745, built on first use).
 * Parameters are nba-params.ts, the answer shapes nba-view.ts.
 *
 * An unknown team or player answers code 10001 naming it, as a malformed parameter does. `list`
 * also needs the `pid` header (the platform's game id). Streamers on a game are answered raw, as
 * on the anchor list: the app applies its display rules itself. Nothing here is per user.
 */
import { NbaCalls, NbaRankingOrder, type NbaGameLogLine } from '../../../src/contracts/nba';
import { badParams, noSuch } from '../api-error';
import type { RouteModule } from '../server-context';
import { NBA_SEASON_NAMES } from '../world/basketball/seasons';
import { NBA_SEASON_IDS, SeasonId2425 } from '../world/ids';
import {
  NBA_SCOPES,
  nbaGamesOfDate,
  nbaMatchDates,
  nbaPlayerDetail,
  nbaPlayerRanking,
  nbaScheduleByDate,
  nbaTeam,
  nbaTeamData,
  nbaTeamGames,
  nbaTeamRoster,
} from '../world/queries/nba';
import { teamSummary } from './anchors-view';
import { kindOf, pidOf, seasonOf } from './nba-params';
import {
  combinedAverages,
  gameOf,
  profileOf,
  STAT_SCOPES,
  standingGroups,
  standingRow,
  statsOf,
  totalsRanking,
} from './nba-view';

const PLAYER_RANKING_SIZE = 10;

export const registerNbaRoutes: RouteModule = (router, server) => {
  const world = () => server.world();

  const requireTeam = (teamId: number) => {
    const found = nbaTeam(world(), teamId);
    if (!found) throw noSuch('球队', teamId);
    return found;
  };

  router.handle(NbaCalls.matchDates, (_request, params) => {
    const seasonId = seasonOf(params.seasonId);
    const { kind, stageId } = kindOf(params.kind, params.stageId);
    return nbaMatchDates(world(), seasonId, kind, stageId).map((matchDate) => ({ matchDate }));
  });

  router.handle(NbaCalls.list, (request, params) => {
    pidOf(request);
    const seasonId = seasonOf(params.seasonId);
    const { kind, stageId } = kindOf(params.kind, params.stageId);
    const { matchDate } = params;
    const current = world();
    if (matchDate !== undefined) return nbaGamesOfDate(current, seasonId, kind, matchDate, stageId).map(gameOf);
    if (stageId === undefined) throw badParams('缺少 matchDate 或 stageId');
    return Object.values(nbaScheduleByDate(current, seasonId, kind, stageId))
      .flat()
      .map(gameOf);
  });

  router.handle(NbaCalls.teamLineUp, (_request, { id }) => {
    const found = requireTeam(id);
    return {
      team: {
        id: found.id,
        nameZh: found.nameZh,
        nameEn: found.nameEn,
        shortNameZh: found.shortNameZh,
        logoFileId: found.logoFileId,
        code: found.code,
        cityZh: found.cityZh,
        conference: found.conference,
        divisionName: found.divisionName,
        venue: found.venue,
      },
      players: nbaTeamRoster(world(), found.id).map(profileOf),
    };
  });

  router.handle(NbaCalls.teamMatches, (_request, params) => {
    const found = requireTeam(params.teamId);
    const seasonId = seasonOf(params.seasonId);
    const { kind } = kindOf(params.kind, undefined);
    const current = world();
    // Kind 2 is every knockout game of the team: the playoffs and the finals cup.
    const games =
      kind === 'regular'
        ? nbaTeamGames(current, found.id, seasonId, 'regular')
        : [
            ...nbaTeamGames(current, found.id, seasonId, 'cup'),
            ...nbaTeamGames(current, found.id, seasonId, 'playoffs'),
          ];
    return games.map(gameOf);
  });

  router.handle(NbaCalls.teamPlayers, (_request, { teamId }) => {
    const found = requireTeam(teamId);
    return nbaTeamRoster(world(), found.id, SeasonId2425).map((player) => ({
      player: profileOf(player),
      averages: player.averages ? statsOf(player.averages) : null,
    }));
  });

  router.handle(NbaCalls.teamData, (_request, params) => {
    const found = requireTeam(params.teamId);
    const seasonId = seasonOf(params.seasonId);
    const { kind } = kindOf(params.kind, undefined);
    const current = world();
    const data = nbaTeamData(current, found.id, seasonId, kind === 'regular' ? 'regular' : 'playoffs');
    // Kind 2 covers the knockout games, as team/match: the playoffs and the finals cup together.
    const cup = kind === 'regular' ? null : nbaTeamData(current, found.id, seasonId, 'cup');
    return {
      team: teamSummary(data.team),
      record: data.record ? standingRow(data.record) : null,
      games: data.games + (cup?.games ?? 0),
      averages: cup ? combinedAverages(data, cup) : data.averages,
    };
  });

  router.handle(NbaCalls.playerDetail, (_request, { id: playerId }) => {
    const current = world();
    const detail = nbaPlayerDetail(current, playerId, SeasonId2425);
    if (!detail) throw noSuch('球员', playerId);
    const seasons = [...NBA_SEASON_IDS].reverse().flatMap((seasonId) => {
      const averages = nbaPlayerDetail(current, playerId, seasonId)?.averages;
      return averages
        ? [{ seasonId, seasonName: NBA_SEASON_NAMES[seasonId] ?? String(seasonId), ...statsOf(averages) }]
        : [];
    });
    const recentGames: NbaGameLogLine[] = detail.recentGames.map((line) => ({
      matchId: line.matchId,
      matchDate: line.matchDate,
      opponent: teamSummary(line.opponent),
      minutes: line.minutes,
      points: line.points,
      rebounds: line.rebounds,
      assists: line.assists,
      blocks: line.blocks,
      steals: line.steals,
    }));
    return { player: profileOf(detail.player), team: teamSummary(detail.team), seasons, recentGames };
  });

  router.handle(NbaCalls.ranking, (_request, { seasonId, scope, division }) => {
    return standingGroups(world(), seasonOf(seasonId), scope, division).map((group) => ({
      divisionName: group.divisionName,
      conference: group.conference ?? 0,
      rankingItem: group.rankingItem.map(standingRow),
    }));
  });

  router.handle(NbaCalls.homeAway, (_request, { seasonId, scope, division }) => {
    return standingGroups(world(), seasonOf(seasonId), scope, division).map((group) => ({
      divisionName: group.divisionName,
      conference: group.conference ?? 0,
      list: group.rankingItem.map((row) => ({
        teamId: row.teamId,
        team: teamSummary(row.team),
        rank: row.rank,
        homeWon: String(row.homeWon),
        homeLoss: String(row.homeLoss),
        awayWon: String(row.awayWon),
        awayLoss: String(row.awayLoss),
      })),
    }));
  });

  router.handle(NbaCalls.playerList, (_request, params) => {
    const seasonId = seasonOf(params.seasonId);
    const { scope: scopeCode, order } = params;
    const scope = STAT_SCOPES[scopeCode] ?? NBA_SCOPES[0]!;
    const current = world();
    const list =
      order === NbaRankingOrder.Total
        ? totalsRanking(current, seasonId, scope, PLAYER_RANKING_SIZE)
        : nbaPlayerRanking(current, seasonId, scope, PLAYER_RANKING_SIZE).map((row) => ({
            rank: row.rank,
            value: row.value,
            playerId: row.playerId,
            name: row.name,
            pictureId: row.pictureId,
            position: row.position,
            team: teamSummary(row.team),
            games: row.games,
          }));
    return { scope: scopeCode, order, list };
  });
};
