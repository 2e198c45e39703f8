/**
 * Knockout brackets from schedules: the finals cup list is built from the games
 * of stages 10492, 10493 and 10494 and reordered into bracket order; the playoff bracket the same
 * way from stages 10481–10484, a tie being a best-of-seven series.
 *
 * Bracket order: the winners of ties 2n and 2n+1 of a round meet in tie n of the next round.
 * The last round is in schedule order (first game's date, then id); going down, each tie's two
 * feeders — the earlier ties its teams played in — take its two places, the earlier-scheduled
 * feeder above; ties whose later round is not known yet follow in schedule order.
 *
 * Reversal: a game of a later round is flagged `isReverse` when its home team is not the winner
 * of the related earlier game (the feeder above it) — the spec names the second round, and the
 * final is lined up by the same rule. A reversed tie shows its away team on top, so each side
 * sits next to the tie it came from.
 */
import type { TeamSummary } from '../../../contracts/match';
import type { NbaGame } from '../../../contracts/nba';
import { matchPhase } from '../../match/rules/match-status';

export interface KnockoutTie {
  key: string;
  stageId: number;
  /** Home team of the tie's first game (a series' better seed); 0 while not known. */
  homeId: number;
  awayId: number;
  home: TeamSummary;
  away: TeamSummary;
  /** Games (series) or points (a single game) won. */
  homeWins: number;
  awayWins: number;
  /** 0 until the tie is decided. */
  winnerId: number;
  /** The tie's games by date. */
  games: NbaGame[];
  /** Shown with the away team on top (see above). */
  isReverse: boolean;
}

export interface KnockoutRound {
  stageId: number;
  stageName: string;
  ties: KnockoutTie[];
}

const isFinished = (game: Pick<NbaGame, 'statusId'>): boolean => matchPhase('basketball', game.statusId) === 'finished';

const bySchedule = (a: NbaGame, b: NbaGame): number => a.matchDate - b.matchDate || a.id - b.id;
const tieSchedule = (a: KnockoutTie, b: KnockoutTie): number => {
  const first = a.games[0];
  const second = b.games[0];
  return first && second ? bySchedule(first, second) : 0;
};

/** A tie's games: a series of up to seven (decided at four wins), or one game. */
function tieOf(games: NbaGame[], winsNeeded: number): KnockoutTie {
  const sorted = [...games].sort(bySchedule);
  const first = sorted[0]!;
  let homeWins = 0;
  let awayWins = 0;
  for (const game of sorted) {
    // 1: the home side leads, -1: the away side; a game not over, or level, counts for no one.
    const lead = Math.sign(game.homeScore - game.awayScore);
    if (!isFinished(game) || lead === 0) continue;
    const winner = lead === 1 ? game.homeId : game.awayId;
    if (winsNeeded === 1) {
      // One game: the "wins" are its points, the winner the side with more.
      homeWins = game.homeScore;
      awayWins = game.awayScore;
    } else if (winner === first.homeId) homeWins += 1;
    else awayWins += 1;
  }
  const [homeWon, awayWon] =
    winsNeeded === 1 ? [homeWins > awayWins, awayWins > homeWins] : [homeWins >= winsNeeded, awayWins >= winsNeeded];
  return {
    key: `${first.stageId}:${first.id}`,
    stageId: first.stageId,
    homeId: first.homeId,
    awayId: first.awayId,
    home: first.home,
    away: first.away,
    homeWins,
    awayWins,
    winnerId: homeWon ? first.homeId : awayWon ? first.awayId : 0,
    games: sorted,
    isReverse: false,
  };
}

/** A stage's games as ties: one per game (the cup), or one per pair of teams (a series). */
function tiesOf(games: readonly NbaGame[], winsNeeded: number): KnockoutTie[] {
  if (winsNeeded === 1) return games.map((game) => tieOf([game], 1));
  const pairs = new Map<string, NbaGame[]>();
  for (const game of games) {
    // Undecided teams (0) cannot be paired: each such game stands alone.
    const key =
      game.homeId === 0 || game.awayId === 0
        ? `game:${game.id}`
        : `${Math.min(game.homeId, game.awayId)}-${Math.max(game.homeId, game.awayId)}`;
    pairs.set(key, [...(pairs.get(key) ?? []), game]);
  }
  return [...pairs.values()].map((series) => tieOf(series, winsNeeded));
}

const playsIn = (tie: KnockoutTie, teamId: number): boolean =>
  teamId !== 0 && (tie.homeId === teamId || tie.awayId === teamId);

/** Rounds (one list of games per stage, in round order) as a bracket in bracket order. */
export function knockoutBracket(
  stages: readonly { stageId: number; games: readonly NbaGame[] }[],
  winsNeeded: number,
): KnockoutRound[] {
  const rounds = stages.map(({ stageId, games }) => ({
    stageId,
    stageName: games[0]?.stageName ?? '',
    ties: tiesOf(games, winsNeeded).sort(tieSchedule),
  }));
  for (let index = rounds.length - 2; index >= 0; index -= 1) {
    const round = rounds[index]!;
    const later = rounds[index + 1]!;
    const placed = new Set<KnockoutTie>();
    const ordered: KnockoutTie[] = [];
    for (const tie of later.ties) {
      const feeders = round.ties.filter(
        (candidate) => !placed.has(candidate) && (playsIn(candidate, tie.homeId) || playsIn(candidate, tie.awayId)),
      );
      feeders.slice(0, 2).forEach((feeder) => {
        placed.add(feeder);
        ordered.push(feeder);
      });
      const upper = feeders[0];
      tie.isReverse = upper !== undefined && tie.homeId !== 0 && !playsIn(upper, tie.homeId);
    }
    round.ties = [...ordered, ...round.ties.filter((tie) => !placed.has(tie))];
  }
  return rounds;
}

/** The finals cup (stages 10492 → 10494), each tie a single game. */
export const finalsCupBracket = (stages: readonly { stageId: number; games: readonly NbaGame[] }[]) =>
  knockoutBracket(stages, 1);

/** The playoffs (stages 10481 → 10484), each tie a best-of-seven series. */
export const playoffBracket = (stages: readonly { stageId: number; games: readonly NbaGame[] }[]) =>
  knockoutBracket(stages, 4);

// The spec's `finalsList` (the cup's games flattened, each with its reversal flag) is not kept:
// the bracket view reads the ties, which carry `isReverse` with their games.
