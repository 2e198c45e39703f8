/** NBA records computed from finished regular-season games (never stored, always the sum of results). */
import { BasketballStatus } from '../status';
import type { BasketballMatch } from '../match-types';
import type { NbaTeam } from '../team-types';

export interface NbaStandingRow {
  teamId: number;
  conference: 1 | 2;
  divisionName: string;
  /** Rank inside the group the rows were ranked in (league, conference or division). */
  rank: number;
  won: number;
  lost: number;
  /** 0–1, three decimals. */
  winPct: number;
  gamesBehind: number;
  homeWon: number;
  homeLoss: number;
  awayWon: number;
  awayLoss: number;
  pointsFor: number;
  pointsAgainst: number;
  pointsForPerGame: number;
  pointsAgainstPerGame: number;
  /** W3 or L2. */
  streak: string;
  /** 7-3 */
  lastTen: string;
}

export function computeNbaRecords(teams: Iterable<NbaTeam>, games: readonly BasketballMatch[]): NbaStandingRow[] {
  const rows = new Map<number, NbaStandingRow & { results: boolean[] }>();
  for (const team of teams) {
    rows.set(team.id, {
      teamId: team.id,
      conference: team.conference,
      divisionName: team.divisionName,
      rank: 0,
      won: 0,
      lost: 0,
      winPct: 0,
      gamesBehind: 0,
      homeWon: 0,
      homeLoss: 0,
      awayWon: 0,
      awayLoss: 0,
      pointsFor: 0,
      pointsAgainst: 0,
      pointsForPerGame: 0,
      pointsAgainstPerGame: 0,
      streak: '',
      lastTen: '0-0',
      results: [],
    });
  }
  const finished = games
    .filter((game) => game.kind === 'regular' && game.statusId === BasketballStatus.finished)
    .sort((a, b) => a.matchDate - b.matchDate);
  for (const game of finished) {
    const home = rows.get(game.homeId);
    const away = rows.get(game.awayId);
    if (!home || !away) continue;
    const homeWon = game.homeScore > game.awayScore;
    home.pointsFor += game.homeScore;
    home.pointsAgainst += game.awayScore;
    away.pointsFor += game.awayScore;
    away.pointsAgainst += game.homeScore;
    if (homeWon) {
      home.won += 1;
      home.homeWon += 1;
      away.lost += 1;
      away.awayLoss += 1;
    } else {
      away.won += 1;
      away.awayWon += 1;
      home.lost += 1;
      home.homeLoss += 1;
    }
    home.results.push(homeWon);
    away.results.push(!homeWon);
  }
  return [...rows.values()].map(({ results, ...row }) => {
    const games = row.won + row.lost;
    let streakLength = 0;
    const last = results[results.length - 1];
    for (let index = results.length - 1; index >= 0 && results[index] === last; index -= 1) streakLength += 1;
    const lastTen = results.slice(-10);
    const lastTenWins = lastTen.filter(Boolean).length;
    return {
      ...row,
      winPct: games === 0 ? 0 : Math.round((row.won / games) * 1000) / 1000,
      pointsForPerGame: games === 0 ? 0 : Math.round((row.pointsFor / games) * 10) / 10,
      pointsAgainstPerGame: games === 0 ? 0 : Math.round((row.pointsAgainst / games) * 10) / 10,
      streak: last === undefined ? '' : `${last ? 'W' : 'L'}${streakLength}`,
      lastTen: `${lastTenWins}-${lastTen.length - lastTenWins}`,
    };
  });
}

/** Ranks rows (a copy): win percentage, then point difference, then team id; games behind the leader. */
export function rankNbaRows(rows: readonly NbaStandingRow[]): NbaStandingRow[] {
  const sorted = rows
    .map((row) => ({ ...row }))
    .sort(
      (a, b) =>
        b.winPct - a.winPct ||
        b.won - a.won ||
        b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) ||
        a.teamId - b.teamId,
    );
  const leader = sorted[0];
  sorted.forEach((row, index) => {
    row.rank = index + 1;
    row.gamesBehind = leader ? (leader.won - row.won + (row.lost - leader.lost)) / 2 : 0;
  });
  return sorted;
}
