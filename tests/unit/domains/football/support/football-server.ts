/**
 * A fake football backend for page tests, under the real HTTP client (tests/support/fake-transport):
 * answers the calls of FootballCalls and EuroCalls from a data object the test shapes, records what
 * was sent, and lets a test answer one call its own way (a failure).
 */
import { EuroCalls, FifaCalls, FootballCalls } from '@src/contracts/football';
import type {
  CompetitionSeason,
  FootballMatch,
  FootballStage,
  HomeAwayWireRow,
  MatchDay,
  PlayerBasic,
  PlayerSeasonStat,
  PlayerStatRow,
  StandingTable,
  TeamLeader,
  TeamLineUp,
  TeamSeasonItem,
  TeamStatRow,
  BestPlayer,
} from '@src/contracts/football';
import { installFakeTransport, nodeOk, paramsOf, type Reply, type SentRequest } from '@tests/support/fake-transport';

export interface FakeFootballData {
  competitions: CompetitionSeason[];
  /** By competition id (leagues and cups) or 'euro' / 'world-cup'. */
  dates: Record<string, MatchDay[]>;
  stages: Record<string, FootballStage[]>;
  /** A league day by `${seasonId}:${date}`, a cup stage by `stage:${stageId}`, a tournament day by `${tournament}:${date}`. */
  matches: Record<string, FootballMatch[]>;
  tables: Record<string, StandingTable>;
  homeAway: Record<string, HomeAwayWireRow[]>;
  playerRanking: Record<string, PlayerStatRow[]>;
  teamStats: Record<string, TeamStatRow[]>;
  lineUps: Record<number, TeamLineUp>;
  teamSeasons: Record<number, TeamSeasonItem[]>;
  teamMatches: Record<string, FootballMatch[]>;
  leaders: TeamLeader[];
  bestPlayers: BestPlayer[];
  players: Record<number, PlayerBasic>;
  playerStats: Record<string, PlayerSeasonStat>;
}

export const emptyFootballData = (): FakeFootballData => ({
  competitions: [],
  dates: {},
  stages: {},
  matches: {},
  tables: {},
  homeAway: {},
  playerRanking: {},
  teamStats: {},
  lineUps: {},
  teamSeasons: {},
  teamMatches: {},
  leaders: [],
  bestPlayers: [],
  players: {},
  playerStats: {},
});

const noSuch = (what: string): Reply => ({ envelope: { code: 10004, msg: `${what}不存在` } });

export function installFootballServer(data: FakeFootballData, override?: (request: SentRequest) => Reply | undefined) {
  const transport = installFakeTransport((request) => {
    const special = override?.(request);
    if (special) return special;
    const params = paramsOf(request);
    const tournament = request.path.startsWith('/ssapi/euro')
      ? 'euro'
      : request.path.startsWith('/ssapi/fifa')
        ? 'world-cup'
        : null;
    switch (request.path) {
      case FootballCalls.competitions.path:
        return nodeOk(data.competitions);
      case FootballCalls.matchDate.path:
        return nodeOk(data.dates[params.id!] ?? []);
      case EuroCalls.matchDate.path:
      case FifaCalls.matchDate.path:
        return nodeOk(data.dates[tournament!] ?? []);
      case FootballCalls.stages.path:
        return nodeOk(data.stages[params.id!] ?? []);
      case EuroCalls.stages.path:
      case FifaCalls.stages.path:
        return nodeOk(data.stages[tournament!] ?? []);
      case FootballCalls.matchList.path:
        return nodeOk(data.matches[`${params.seasonId}:${params.matchDate}`] ?? []);
      case FootballCalls.list.path:
        return nodeOk(
          data.matches[params.matchDate ? `stage:${params.stageId}:${params.matchDate}` : `stage:${params.stageId}`] ??
            [],
        );
      case EuroCalls.list.path:
      case FifaCalls.list.path:
        return nodeOk(
          data.matches[
            params.matchDate ? `${tournament}:${params.matchDate}` : `${tournament}:stage:${params.stageId}`
          ] ?? [],
        );
      case FootballCalls.ranking.path:
        return data.tables[params.seasonId!] ? nodeOk(data.tables[params.seasonId!]) : noSuch('赛季');
      case EuroCalls.ranking.path:
      case FifaCalls.ranking.path:
        return nodeOk(data.tables[tournament!]);
      case FootballCalls.homeAway.path:
        return nodeOk(data.homeAway[params.seasonId!] ?? []);
      case EuroCalls.homeAway.path:
        return nodeOk(data.homeAway.euro ?? []);
      case FootballCalls.playerRanking.path:
        return nodeOk(data.playerRanking[`${params.seasonId}:${params.order}`] ?? []);
      case FootballCalls.teamStats.path:
        return nodeOk(data.teamStats[params.seasonId!] ?? []);
      case FootballCalls.teamLineUp.path:
      case EuroCalls.teamLineUp.path:
      case FifaCalls.teamLineUp.path:
        return data.lineUps[Number(params.id)] ? nodeOk(data.lineUps[Number(params.id)]) : noSuch('球队');
      case FootballCalls.teamSeasonList.path:
      case EuroCalls.teamSeasonList.path:
      case FifaCalls.teamSeasonList.path:
        return nodeOk(data.teamSeasons[Number(params.id)] ?? []);
      case FootballCalls.teamSeasonMatch.path:
      case EuroCalls.teamSeasonMatch.path:
      case FifaCalls.teamSeasonMatch.path:
        return nodeOk(data.teamMatches[`${params.teamId}:${params.seasonId}`] ?? []);
      case FootballCalls.teamMatches.path:
        return nodeOk(data.teamMatches[`${params.teamId}:all`] ?? []);
      case FootballCalls.teamLeaders.path:
      case EuroCalls.teamLeaders.path:
        return nodeOk(data.leaders);
      case FootballCalls.teamBestPlayers.path:
        return nodeOk(data.bestPlayers);
      case FootballCalls.playerBasic.path:
        return data.players[Number(params.id)] ? nodeOk(data.players[Number(params.id)]) : noSuch('球员');
      case FootballCalls.playerSeasonStat.path:
        return nodeOk(data.playerStats[`${params.playerId}:${params.seasonId}`]);
      default:
        return { envelope: { code: 404, msg: `no fake for ${request.path}` } };
    }
  });
  return {
    ...transport,
    sentTo: (path: string) => transport.sent.filter((request) => request.path === path),
  };
}
