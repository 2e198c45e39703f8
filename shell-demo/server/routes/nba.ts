/**
 * The NBA calls of spec section 7 (NbaCalls of src/contracts/nba.ts) over the seeded world
 * (world/queries/nba.ts): schedules by date or stage, standings, home/away records, player
 * rankings, teams and players, for the current season and the historic ones (1414, 1566, 1745,
 * built on first use). The codes of `kind`, `scope` and `division` are the contract's.
 *
 * Parameter errors (one rule for every call) answer code 10001 naming the parameter: a missing
 * or malformed one, an unknown season, a stage of another kind, an unknown team or player.
 * `list` also needs the `pid` header (the platform's game id). Streamers on a game are answered
 * raw, as on the anchor list: the app applies the display rules of spec section 5 itself.
 * Nothing here is per user.
 */
import type { ParamObject } from '../../../src/contracts/form-encoding';
import {
  NBA_CUP_STAGE_IDS,
  NBA_PLAYOFF_STAGE_IDS,
  NbaCalls,
  NbaConference,
  NbaKind,
  NbaRankingOrder,
  NbaStageId,
  NbaStandingsScope,
  NbaStatScope,
  type NbaGame,
  type NbaGameLogLine,
  type NbaHomeAwayGroup,
  type NbaHomeAwayRow,
  type NbaLineUp,
  type NbaMatchDate,
  type NbaPlayerDetail,
  type NbaPlayerProfile,
  type NbaPlayerRanking,
  type NbaPlayerRankItem,
  type NbaPlayerStats,
  type NbaRankingGroup,
  type NbaStandingRow,
  type NbaTeamData,
  type NbaTeamPlayer,
} from '../../../src/contracts/nba';
import type { OriginalName } from '../../../src/contracts/original-names';
import { badParams, noSuch } from '../api-error';
import { optionalNumber, requireNumber } from '../params';
import type { ApiRequest } from '../router';
import type { RouteModule } from '../server-context';
import { matchSummary, teamSummary } from './anchors-view';
import { NBA_SEASON_NAMES, nbaSeason } from '../world/basketball/seasons';
import { NBA_SEASON_IDS, SeasonId2425 } from '../world/ids';
import { type BasketballMatchView, teamLabel } from '../world/queries/matches';
import {
  NBA_SCOPES,
  nbaGamesOfDate,
  nbaMatchDates,
  nbaPlayerDetail,
  nbaPlayerRanking,
  nbaScheduleByDate,
  nbaStandings,
  nbaTeam,
  nbaTeamData,
  nbaTeamGames,
  nbaTeamRoster,
  type NbaKind as WorldKind,
  type NbaPlayerAverages,
  type NbaRankingGroup as WorldRankingGroup,
  type NbaScope,
  type NbaStandingRowView,
  type NbaTeamData as WorldTeamData,
} from '../world/queries/nba';
import type { NbaPlayer } from '../world/team-types';
import type { World } from '../world/types';

const PLAYER_RANKING_SIZE = 10;

type HomeAwayFigure = 'homeWon' | 'homeLoss' | 'awayWon' | 'awayLoss';
/** Home-away rows as the backend sends them: the four figures as strings (the app converts them, spec section 3). */
type HomeAwayGroupOnWire = Omit<NbaHomeAwayGroup, 'list'> & {
  list: (Omit<NbaHomeAwayRow, HomeAwayFigure> & Record<HomeAwayFigure, string>)[];
};
const STAT_SCOPES: Readonly<Record<number, NbaScope>> = {
  [NbaStatScope.Points]: 'points',
  [NbaStatScope.Rebounds]: 'rebounds',
  [NbaStatScope.Assists]: 'assists',
  [NbaStatScope.Blocks]: 'blocks',
  [NbaStatScope.Steals]: 'steals',
};


function integer(params: ParamObject, key: string, required: true): number;
function integer(params: ParamObject, key: string, required: false): number | undefined;
function integer(params: ParamObject, key: string, required: boolean): number | undefined {
  const value = required ? requireNumber(params, key) : optionalNumber(params, key);
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) throw badParams(`${key} 应为非负整数`);
  return value;
}

function oneOf<T extends number>(params: ParamObject, key: string, allowed: readonly T[], fallback?: T): T {
  const value = fallback === undefined ? integer(params, key, true) : (integer(params, key, false) ?? fallback);
  if (!(allowed as readonly number[]).includes(value)) throw badParams(`${key} 应为 ${allowed.join('、')} 之一`);
  return value as T;
}

function seasonOf(params: ParamObject): number {
  const seasonId = integer(params, 'seasonId', true);
  if (!(NBA_SEASON_IDS as readonly number[]).includes(seasonId)) throw noSuch('赛季', seasonId);
  return seasonId;
}

/** `kind` (+ `stageId`) as the world's words: a playoffs request with a cup stage is the finals cup. */
function kindOf(params: ParamObject): { kind: WorldKind; stageId: number | undefined } {
  const kind = oneOf(params, 'kind', [NbaKind.Regular, NbaKind.Playoffs]);
  const stageId = integer(params, 'stageId', false);
  if (stageId === undefined) return { kind: kind === NbaKind.Regular ? 'regular' : 'playoffs', stageId };
  if (kind === NbaKind.Regular) {
    const stages: number[] = [NbaStageId.regular, NbaStageId.preseason, NbaStageId.allStar];
    if (!stages.includes(stageId)) throw badParams(`常规赛的 stageId 只能是 ${stages.join('、')} 之一`);
    return { kind: 'regular', stageId };
  }
  if (NBA_CUP_STAGE_IDS.includes(stageId)) return { kind: 'cup', stageId };
  if (NBA_PLAYOFF_STAGE_IDS.includes(stageId)) return { kind: 'playoffs', stageId };
  throw badParams(`季后赛的 stageId 应为 ${[...NBA_PLAYOFF_STAGE_IDS, ...NBA_CUP_STAGE_IDS].join('、')} 之一`);
}

/** The conference filter (`division`): 0 or absent both. */
const conferenceOf = (params: ParamObject): number =>
  oneOf(params, 'division', [NbaConference.Both, NbaConference.East, NbaConference.West], NbaConference.Both);

const scopeOf = (params: ParamObject): number =>
  oneOf(params, 'scope', [NbaStandingsScope.Conference, NbaStandingsScope.Division]);

function pidOf(request: ApiRequest): number {
  const header = request.headers.pid;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') throw badParams('缺少请求头 pid');
  const pid = Number(value);
  if (!Number.isInteger(pid) || pid <= 0) throw badParams('请求头 pid 应为正整数');
  return pid;
}

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

function standingRow(row: NbaStandingRowView): NbaStandingRow {
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
function standingGroups(world: World, seasonId: number, scope: number, conference: number): WorldRankingGroup[] {
  const groups = nbaStandings(world, seasonId, scope === NbaStandingsScope.Division ? 'division' : 'conference');
  return groups
    .filter((group) => conference === NbaConference.Both || group.conference === conference)
    .sort((a, b) => (a.conference ?? 0) - (b.conference ?? 0));
}

/** The Chinese name and the original (`nameEn`, contracts/original-names). */
const profileOf = (player: NbaPlayer): NbaPlayerProfile & OriginalName => ({
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

const statsOf = (averages: NbaPlayerAverages): NbaPlayerStats => ({
  games: averages.games,
  minutes: averages.minutes,
  points: averages.points,
  rebounds: averages.rebounds,
  assists: averages.assists,
  blocks: averages.blocks,
  steals: averages.steals,
});

/** Season totals ranked (the per-game ranking is the world's): the same players qualify. */
function totalsRanking(world: World, seasonId: number, scope: NbaScope, limit: number): NbaPlayerRankItem[] {
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
        name: player?.name ?? '',
        pictureId: player?.pictureId ?? '',
        position: player?.position ?? '',
        team: team(teamLabel(world, 'basketball', row.teamId)),
        games: row.games,
      };
    });
}

/** Per-game averages over two sets of games, weighted by their game counts (one decimal). */
function combinedAverages(a: WorldTeamData, b: WorldTeamData): NbaTeamData['averages'] {
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
      team: team(data.team),
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
      opponent: team(line.opponent),
      minutes: line.minutes,
      points: line.points,
      rebounds: line.rebounds,
      assists: line.assists,
      blocks: line.blocks,
      steals: line.steals,
    }));
    return { player: profileOf(detail.player), team: team(detail.team), seasons, recentGames };
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
        team: team(row.team),
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
            team: team(row.team),
            games: row.games,
          }));
    return { scope: scopeCode, order, list };
  });
};
