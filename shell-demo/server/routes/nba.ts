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
import type { ParamObject } from '../../../src/contracts/form-encoding';
import {
  NbaCalls,
  NbaRankingOrder,
  NbaStatScope,
  type NbaGame,
  type NbaGameLogLine,
  type NbaLineUp,
  type NbaMatchDate,
  type NbaPlayerDetail,
  type NbaPlayerRanking,
  type NbaRankingGroup,
  type NbaTeamData,
  type NbaTeamPlayer,
} from '../../../src/contracts/nba';
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
import { conferenceOf, integer, kindOf, oneOf, pidOf, scopeOf, seasonOf } from './nba-params';
import {
  combinedAverages,
  gameOf,
  profileOf,
  STAT_SCOPES,
  standingGroups,
  standingRow,
  statsOf,
  totalsRanking,
  type HomeAwayGroupOnWire,
} from './nba-view';

const PLAYER_RANKING_SIZE = 10;

export const registerNbaRoutes: RouteModule = (router, server) => {
  const world = () => server.world();

  const requireTeam = (params: ParamObject, key: string) => {
    const teamId = integer(params, key, true);
    const found = nbaTeam(world(), teamId);
    if (!found) throw noSuch('球队', teamId);
    return found;
  };

  router.get(NbaCalls.matchDates.path, ({ params }): NbaMatchDate[] => {
    const seasonId = seasonOf(params);
    const { kind, stageId } = kindOf(params);
    return nbaMatchDates(world(), seasonId, kind, stageId).map((matchDate) => ({ matchDate }));
  });

  router.post(NbaCalls.list.path, (request): NbaGame[] => {
    pidOf(request);
    const { params } = request;
    const seasonId = seasonOf(params);
    const { kind, stageId } = kindOf(params);
    const matchDate = integer(params, 'matchDate', false);
    const current = world();
    if (matchDate !== undefined) return nbaGamesOfDate(current, seasonId, kind, matchDate, stageId).map(gameOf);
    if (stageId === undefined) throw badParams('缺少 matchDate 或 stageId');
    return Object.values(nbaScheduleByDate(current, seasonId, kind, stageId))
      .flat()
      .map(gameOf);
  });

  router.post(NbaCalls.teamLineUp.path, ({ params }): NbaLineUp => {
    const found = requireTeam(params, 'id');
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

  router.post(NbaCalls.teamMatches.path, ({ params }): NbaGame[] => {
    const found = requireTeam(params, 'teamId');
    const seasonId = seasonOf(params);
    const { kind } = kindOf(params);
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

  router.post(NbaCalls.teamPlayers.path, ({ params }): NbaTeamPlayer[] => {
    const found = requireTeam(params, 'teamId');
    return nbaTeamRoster(world(), found.id, SeasonId2425).map((player) => ({
      player: profileOf(player),
      averages: player.averages ? statsOf(player.averages) : null,
    }));
  });

  router.post(NbaCalls.teamData.path, ({ params }): NbaTeamData => {
    const found = requireTeam(params, 'teamId');
    const seasonId = seasonOf(params);
    const { kind } = kindOf(params);
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

  router.post(NbaCalls.playerDetail.path, ({ params }): NbaPlayerDetail => {
    const playerId = integer(params, 'id', true);
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

  router.post(NbaCalls.ranking.path, ({ params }): NbaRankingGroup[] => {
    const seasonId = seasonOf(params);
    return standingGroups(world(), seasonId, scopeOf(params), conferenceOf(params)).map((group) => ({
      divisionName: group.divisionName,
      conference: group.conference ?? 0,
      rankingItem: group.rankingItem.map(standingRow),
    }));
  });

  router.post(NbaCalls.homeAway.path, ({ params }): HomeAwayGroupOnWire[] => {
    const seasonId = seasonOf(params);
    return standingGroups(world(), seasonId, scopeOf(params), conferenceOf(params)).map((group) => ({
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

  router.post(NbaCalls.playerList.path, ({ params }): NbaPlayerRanking => {
    const seasonId = seasonOf(params);
    const scopeCode = oneOf(params, 'scope', Object.values(NbaStatScope));
    const order = oneOf(params, 'order', Object.values(NbaRankingOrder), NbaRankingOrder.PerGame);
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
