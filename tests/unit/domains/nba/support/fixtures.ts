/** Builders of the NBA contract's shapes: a test names only the fields its case is about. */
import {
  NbaStageId,
  type NbaGame,
  type NbaLineUp,
  type NbaPlayerDetail,
  type NbaPlayerRankItem,
  type NbaRankingGroup,
  type NbaStandingRow,
} from '@src/contracts/nba';
import { matchSummary, NOW, sides, teamSummary } from '@tests/support/match-fixtures';

export { NOW };

export const team = (id: number, name = `队${id}`) => teamSummary(id, name);

export function game(overrides: Partial<NbaGame> = {}): NbaGame {
  const homeId = overrides.homeId ?? 2001;
  const awayId = overrides.awayId ?? 2002;
  return {
    ...matchSummary({ sport: 'basketball', competitionName: 'NBA', stageName: '常规赛', stageId: 10480 }),
    homeId,
    awayId,
    home: team(homeId),
    away: team(awayId),
    kind: 1,
    seriesId: null,
    gameNumber: 0,
    venue: '',
    homePeriodScores: [],
    awayPeriodScores: [],
    ...overrides,
  };
}

/** A finished game between two teams (home score first). */
export function played(
  id: number,
  stageId: number,
  homeId: number,
  awayId: number,
  score: [number, number],
  matchDate: number,
): NbaGame {
  return game({
    id,
    stageId,
    stageName: String(stageId),
    ...sides(homeId, awayId, score, team),
    statusId: 10,
    matchDate,
    kind: 2,
  });
}

export function standingRow(overrides: Partial<NbaStandingRow> = {}): NbaStandingRow {
  const teamId = overrides.teamId ?? 2001;
  return {
    teamId,
    team: team(teamId),
    conference: 1,
    divisionName: '大西洋区',
    rank: 1,
    won: 30,
    lost: 14,
    winPct: 0.682,
    gamesBehind: 0,
    homeWon: 18,
    homeLoss: 5,
    awayWon: 12,
    awayLoss: 9,
    pointsForPerGame: 115.2,
    pointsAgainstPerGame: 109.8,
    streak: 'W3',
    lastTen: '7-3',
    ...overrides,
  };
}

export const rankingGroup = (divisionName: string, rows: NbaStandingRow[], conference = 1): NbaRankingGroup => ({
  divisionName,
  conference,
  rankingItem: rows,
});

export function rankItem(rank: number, overrides: Partial<NbaPlayerRankItem> = {}): NbaPlayerRankItem {
  return {
    rank,
    value: 30 - rank,
    playerId: 200100 + rank,
    name: `球员${rank}`,
    pictureId: `avatar-${200100 + rank}.svg`,
    position: 'center',
    team: team(2001),
    games: 40,
    ...overrides,
  };
}

export function lineUp(teamId = 2001): NbaLineUp {
  return {
    team: {
      ...team(teamId, '凯尔特人'),
      nameEn: 'Boston Celtics',
      code: 'BOS',
      cityZh: '波士顿',
      conference: 1,
      divisionName: '大西洋区',
      venue: 'TD Garden',
    },
    players: [
      pointGuard(teamId * 100 + 1, teamId),
      {
        id: teamId * 100 + 2,
        teamId,
        name: 'Tyrese Gordon',
        nameEn: '',
        position: 'center',
        shirtNumber: 30,
        birthday: '1999-05-02',
        heightCm: 213,
        weightKg: 110,
        pictureId: 'avatar-2.svg',
      },
    ],
  };
}

/** The fixtures' point guard, on team `teamId`. */
function pointGuard(id: number, teamId: number) {
  return {
    id,
    teamId,
    name: 'Malik Howard',
    nameEn: '',
    position: 'point guard',
    shirtNumber: 8,
    birthday: '1993-01-17',
    heightCm: 192,
    weightKg: 101,
    pictureId: 'avatar-1.svg',
  };
}

export function playerDetail(playerId = 200101): NbaPlayerDetail {
  return {
    player: pointGuard(playerId, 2001),
    team: team(2001, '凯尔特人'),
    seasons: [
      {
        seasonId: 1907,
        seasonName: '24-25',
        games: 44,
        minutes: 31.6,
        points: 17.3,
        rebounds: 3.3,
        assists: 5,
        blocks: 0,
        steals: 1.4,
      },
      {
        seasonId: 1745,
        seasonName: '23-24',
        games: 82,
        minutes: 32,
        points: 15.9,
        rebounds: 3.5,
        assists: 4.9,
        blocks: 0.1,
        steals: 1.2,
      },
    ],
    recentGames: [
      {
        matchId: 19070600,
        matchDate: NOW - 86_400_000,
        opponent: team(2014, '魔术'),
        minutes: 28,
        points: 31,
        rebounds: 3,
        assists: 5,
        blocks: 0,
        steals: 1,
      },
    ],
  };
}

/** A bracket round's ties as 'home v away', in the round's order: a round reads as one line. */
export const teamsOf = (round: { ties: { homeId: number; awayId: number }[] }) =>
  round.ties.map((tie) => `${tie.homeId} v ${tie.awayId}`);

/** The stages of a finals cup as the bracket takes them, in round order: only the rounds a case gives. */
export const cupStages = (rounds: { quarters?: NbaGame[]; semis?: NbaGame[]; final?: NbaGame[] }) =>
  [
    { stageId: NbaStageId.cupQuarterfinals, games: rounds.quarters },
    { stageId: NbaStageId.cupSemifinals, games: rounds.semis },
    { stageId: NbaStageId.cupFinal, games: rounds.final },
  ].flatMap(({ stageId, games }) => (games ? [{ stageId, games }] : []));
