/** Building knockout brackets: ties (with team slots) and their fixtures, in bracket order. */
import { footballStageIdOf, matchIdOf } from '../ids';
import type { KnockoutTie, Stage, TeamSource } from '../match-types';
import type { World } from '../types';
import { newFootballMatch } from './new-match';

export interface KnockoutStagePlan {
  nameZh: string;
  nameEn: string;
  legs: 1 | 2;
  /** The two slots of each tie, in bracket order. */
  slots: [TeamSource, TeamSource][];
  /** Kickoff per tie and leg: `kickoffs[leg][tieOrder]`. */
  kickoffs: number[][];
  /** Venue of single-leg ties played on neutral ground (finals); home ground otherwise. */
  neutralVenue?: string;
}

export interface BracketContext {
  world: World;
  competitionId: number;
  seasonId: number;
  /** Next free fixture number of the season. */
  nextFixture: number;
  /** Next free stage index of the season. */
  nextStage: number;
  stages: Stage[];
  tieIds: number[];
}

export function tieIdOf(seasonId: number, index: number): number {
  return seasonId * 100 + index;
}

/** Team slots of tie `order` of a stage fed by the winners of the previous stage's ties 2k and 2k+1. */
export function winnersOf(previousTieIds: readonly number[]): [TeamSource, TeamSource][] {
  const slots: [TeamSource, TeamSource][] = [];
  for (let index = 0; index + 1 < previousTieIds.length; index += 2) {
    slots.push([
      { kind: 'winner', tieId: previousTieIds[index] as number },
      { kind: 'winner', tieId: previousTieIds[index + 1] as number },
    ]);
  }
  return slots;
}

/**
 * A knockout from its round of 16 on, each round fed by the winners of the one before:
 * quarter-finals, semi-finals, a third-place match of the semi-finals' losers where one is
 * played, and the final (one leg, on neutral ground). The round of 16 is given by its slots, or
 * by its tie ids when it was added already (a cup's seeded draw). Kickoffs per round as
 * `KnockoutStagePlan.kickoffs`.
 */
export function addKnockoutRounds(
  addStage: (plan: KnockoutStagePlan) => number[],
  plan: {
    legs: 1 | 2;
    roundOf16: readonly number[] | Pick<KnockoutStagePlan, 'slots' | 'kickoffs'>;
    quarterFinals: number[][];
    semiFinals: number[][];
    thirdPlace?: number[][];
    final: number[][];
    finalVenue: string;
  },
): void {
  const { legs } = plan;
  const roundOf16 =
    'slots' in plan.roundOf16
      ? addStage({ nameZh: '1/8决赛', nameEn: 'Round of 16', legs, ...plan.roundOf16 })
      : plan.roundOf16;
  const quarterFinals = addStage({
    nameZh: '1/4决赛',
    nameEn: 'Quarter-finals',
    legs,
    slots: winnersOf(roundOf16),
    kickoffs: plan.quarterFinals,
  });
  const semiFinals = addStage({
    nameZh: '半决赛',
    nameEn: 'Semi-finals',
    legs,
    slots: winnersOf(quarterFinals),
    kickoffs: plan.semiFinals,
  });
  if (plan.thirdPlace)
    addStage({
      nameZh: '季军赛',
      nameEn: 'Third Place',
      legs: 1,
      slots: [
        [
          { kind: 'loser', tieId: semiFinals[0] ?? 0 },
          { kind: 'loser', tieId: semiFinals[1] ?? 0 },
        ],
      ],
      kickoffs: plan.thirdPlace,
    });
  addStage({
    nameZh: '决赛',
    nameEn: 'Final',
    legs: 1,
    slots: winnersOf(semiFinals),
    kickoffs: plan.final,
    neutralVenue: plan.finalVenue,
  });
}

/** Adds a stage with its ties and fixtures; returns the new tie ids in bracket order. */
export function addKnockoutStage(
  context: BracketContext,
  plan: KnockoutStagePlan,
  seededTeams?: [number, number][],
): number[] {
  const { world, seasonId } = context;
  const stageId = footballStageIdOf(seasonId, context.nextStage);
  context.stages.push({
    id: stageId,
    seasonId,
    nameZh: plan.nameZh,
    nameEn: plan.nameEn,
    kind: 'knockout',
    order: context.nextStage,
    groupNames: [],
    legs: plan.legs,
  });
  context.nextStage += 1;
  const tieIds: number[] = [];
  plan.slots.forEach(([sourceA, sourceB], order) => {
    const tieId = tieIdOf(seasonId, context.tieIds.length + 1);
    const seeded = seededTeams?.[order];
    const tie: KnockoutTie = {
      id: tieId,
      sport: 'football',
      format: plan.legs === 2 ? 'two-legs' : 'single',
      seasonId,
      stageId,
      order,
      teamA: { teamId: seeded?.[0] ?? 0, source: sourceA },
      teamB: { teamId: seeded?.[1] ?? 0, source: sourceB },
      matchIds: [],
      winnerId: 0,
      loserId: 0,
    };
    for (let leg = 0; leg < plan.legs; leg += 1) {
      const homeId = leg === 0 ? tie.teamA.teamId : tie.teamB.teamId;
      const awayId = leg === 0 ? tie.teamB.teamId : tie.teamA.teamId;
      const match = newFootballMatch({
        id: matchIdOf(seasonId, context.nextFixture),
        competitionId: context.competitionId,
        seasonId,
        stageId,
        round: leg + 1,
        tieId,
        matchDate: plan.kickoffs[leg]?.[order] ?? 0,
        homeId,
        awayId,
        venue: plan.neutralVenue ?? (homeId === 0 ? '' : (world.footballTeams.get(homeId)?.venue ?? '')),
      });
      context.nextFixture += 1;
      world.matches.set(match.id, match);
      tie.matchIds.push(match.id);
    }
    world.ties.set(tieId, tie);
    context.tieIds.push(tieId);
    tieIds.push(tieId);
  });
  return tieIds;
}
