/**
 * The finals cup of an NBA season: conference quarter-finals (1v4, 2v3, seeded by the records at
 * the cutoff), semi-finals, and an east–west final, each a single game.
 */
import { matchIdOf, NbaStageId } from '../ids';
import type { KnockoutTie, NbaSeason, TeamSource } from '../match-types';
import type { World } from '../types';
import { newGame } from './new-game';

export function finalsCup(
  world: World,
  season: NbaSeason,
  dates: { quarterFinals: number[]; semiFinals: number[]; final: number; cutoff: number },
): void {
  let tieNumber = 1;
  let fixture = 4001;
  const addTie = (
    stageId: number,
    order: number,
    sourceA: TeamSource,
    sourceB: TeamSource,
    matchDate: number,
  ): number => {
    const id = season.id * 100 + tieNumber;
    tieNumber += 1;
    const game = newGame({
      id: matchIdOf(season.id, fixture),
      seasonId: season.id,
      kind: 'cup',
      stageId,
      matchDate,
      homeId: 0,
      awayId: 0,
      venue: '',
      tieId: id,
    });
    fixture += 1;
    season.games.push(game);
    const tie: KnockoutTie = {
      id,
      sport: 'basketball',
      format: 'single',
      seasonId: season.id,
      stageId,
      order,
      teamA: { teamId: 0, source: sourceA },
      teamB: { teamId: 0, source: sourceB },
      matchIds: [game.id],
      winnerId: 0,
      loserId: 0,
    };
    world.ties.set(id, tie);
    season.tieIds.push(id);
    return id;
  };
  const seed = (conference: 1 | 2, rank: number): TeamSource => ({
    kind: 'nba-cup-seed',
    conference,
    seed: rank,
    cutoff: dates.cutoff,
  });
  const pairs: [TeamSource, TeamSource][] = [
    [seed(1, 1), seed(1, 4)],
    [seed(1, 2), seed(1, 3)],
    [seed(2, 1), seed(2, 4)],
    [seed(2, 2), seed(2, 3)],
  ];
  const quarterFinals = pairs.map(([a, b], order) =>
    addTie(NbaStageId.cupQuarterfinals, order, a, b, dates.quarterFinals[order] ?? dates.cutoff),
  );
  const semiFinals = [0, 1].map((order) =>
    addTie(
      NbaStageId.cupSemifinals,
      order,
      { kind: 'winner', tieId: quarterFinals[order * 2] ?? 0 },
      { kind: 'winner', tieId: quarterFinals[order * 2 + 1] ?? 0 },
      dates.semiFinals[order] ?? dates.cutoff,
    ),
  );
  addTie(
    NbaStageId.cupFinal,
    0,
    { kind: 'winner', tieId: semiFinals[0] ?? 0 },
    { kind: 'winner', tieId: semiFinals[1] ?? 0 },
    dates.final,
  );
}
