/**
 * Knockout trees from a competition's stages: each knockout stage's matches paired
 * into ties (two legs share a tie), the ties in bracket order — the winners of ties 2n and 2n+1
 * meet in tie n of the next round — from the round of 16 to the final, each with its aggregate,
 * extra time, shoot-out and winner.
 *
 * Bracket order comes from the ties' `tieOrder` where the server gives it; otherwise it is
 * worked out backwards from the later rounds (a tie goes where its teams reappear), and ties not
 * placed that way keep their kickoff order.
 */
import type { FootballMatch, FootballStage } from '../../../contracts/football';
import type { TeamSummary } from '../../../contracts/match';
import { matchPhase } from '../../match/rules/match-status';

export interface KnockoutTie {
  key: string;
  /** Home team of the first leg (team A) and its opponent; null while not decided (待定). */
  teamA: TeamSummary | null;
  teamB: TeamSummary | null;
  /** Legs in order; a second leg is played at team B's ground (`reversed`). */
  legs: FootballMatch[];
  /** Goals over the legs that have started (penalties not included); null before any. */
  aggregate: [number, number] | null;
  extraTime: boolean;
  /** The deciding shoot-out, team A's kicks first. */
  penalties: [number, number] | null;
  winnerId: number | null;
  state: 'scheduled' | 'in-play' | 'decided';
}

export interface KnockoutRound {
  stageId: number;
  title: string;
  ties: KnockoutTie[];
}

const realTeam = (team: TeamSummary, id: number): TeamSummary | null => (id === 0 ? null : team);

function tieOf(key: string, legs: FootballMatch[]): KnockoutTie {
  const ordered = [...legs].sort((a, b) => a.leg - b.leg || a.matchDate - b.matchDate);
  const first = ordered[0]!;
  const teamAId = first.homeId;
  const teamBId = first.awayId;
  const started = ordered.filter((leg) => matchPhase('football', leg.statusId) !== 'not-started');
  let aggregate: [number, number] | null = null;
  for (const leg of started) {
    const forA = leg.homeId === teamAId ? leg.homeScore : leg.awayScore;
    const forB = leg.homeId === teamAId ? leg.awayScore : leg.homeScore;
    aggregate = [(aggregate?.[0] ?? 0) + forA, (aggregate?.[1] ?? 0) + forB];
  }
  const last = ordered[ordered.length - 1]!;
  const penalties: [number, number] | null =
    last.homePenaltyScore === null || last.awayPenaltyScore === null
      ? null
      : last.homeId === teamAId
        ? [last.homePenaltyScore, last.awayPenaltyScore]
        : [last.awayPenaltyScore, last.homePenaltyScore];
  const finished = ordered.every((leg) => matchPhase('football', leg.statusId) === 'finished');
  // The side ahead on aggregate; level on it, the side ahead in the shoot-out. (Every leg
  // finished, every leg has started: the aggregate is known.)
  const ahead = (score: [number, number] | null): number | null =>
    score === null ? null : score[0] > score[1] ? teamAId : score[1] > score[0] ? teamBId : null;
  const winnerId = finished && teamAId !== 0 && teamBId !== 0 ? (ahead(aggregate) ?? ahead(penalties)) : null;
  return {
    key,
    teamA: realTeam(first.home, teamAId),
    teamB: realTeam(first.away, teamBId),
    legs: ordered,
    aggregate,
    extraTime: last.extraTime,
    penalties,
    winnerId,
    state: winnerId !== null ? 'decided' : started.length > 0 ? 'in-play' : 'scheduled',
  };
}

/** A leg played at team B's ground (the second leg of two). */
export const isReversedLeg = (tie: KnockoutTie, leg: FootballMatch): boolean =>
  tie.teamA !== null && leg.homeId !== tie.teamA.id;

const hasTeam = (tie: KnockoutTie, teamId: number): boolean => tie.teamA?.id === teamId || tie.teamB?.id === teamId;

/** Ties of a round placed under the ties of the next round they feed (2n, 2n+1 → n). */
function orderByNextRound(ties: readonly KnockoutTie[], next: readonly KnockoutTie[]): KnockoutTie[] {
  const slots: (KnockoutTie | undefined)[] = new Array<KnockoutTie | undefined>(ties.length).fill(undefined);
  const placed = new Set<KnockoutTie>();
  next.forEach((parent, index) => {
    [parent.teamA?.id, parent.teamB?.id].forEach((teamId, side) => {
      if (teamId === undefined) return;
      // The tie of this round the team played in: it went through, or may still.
      const feeder = ties.find((tie) => !placed.has(tie) && hasTeam(tie, teamId));
      const slot = index * 2 + side;
      if (feeder && slot < slots.length) {
        slots[slot] = feeder;
        placed.add(feeder);
      }
    });
  });
  const rest = ties.filter((tie) => !placed.has(tie));
  // As many slots as ties: each slot left empty takes one of the rest.
  return slots.map((slot) => slot ?? rest.shift()!);
}

/**
 * The knockout rounds of a competition: `stages` (any kinds, knockout ones used, in order) and
 * the matches of each knockout stage. A third-place play-off is left out of the tree (its stage
 * is the one of `stages` the tree does not name).
 */
export function buildBracket(
  stages: readonly FootballStage[],
  matchesByStage: ReadonlyMap<number, readonly FootballMatch[]>,
): KnockoutRound[] {
  const knockout = stages.filter((stage) => stage.kind === 'knockout').sort((a, b) => a.order - b.order);
  const rounds = knockout.map((stage) => {
    const byTie = new Map<string, FootballMatch[]>();
    for (const match of matchesByStage.get(stage.id) ?? []) {
      const key = match.tieId === null ? `match-${match.id}` : `tie-${match.tieId}`;
      byTie.set(key, [...(byTie.get(key) ?? []), match]);
    }
    const ties = [...byTie.entries()].map(([key, legs]) => tieOf(key, legs));
    const order = (tie: KnockoutTie) => tie.legs[0]?.tieOrder ?? null;
    const ordered = ties.every((tie) => order(tie) !== null)
      ? ties.sort((a, b) => order(a)! - order(b)!)
      : ties.sort((a, b) => (a.legs[0]?.matchDate ?? 0) - (b.legs[0]?.matchDate ?? 0));
    return { stageId: stage.id, title: stage.nameZh, ties: ordered };
  });
  // Each round halves the one before. Two rounds of one tie after the semi-finals are a
  // third-place play-off and the final, which comes last: the later one stays in the tree.
  const tree: KnockoutRound[] = [];
  for (const round of rounds) {
    const previous = tree[tree.length - 1];
    const playOffBesideFinal = previous && tree.length >= 2 && round.ties.length === 1 && previous.ties.length === 1;
    if (playOffBesideFinal) tree[tree.length - 1] = round;
    else tree.push(round);
  }
  for (let index = tree.length - 2; index >= 0; index -= 1) {
    const round = tree[index]!;
    if (round.ties.some((tie) => tie.legs[0]?.tieOrder === null)) {
      tree[index] = { ...round, ties: orderByNextRound(round.ties, tree[index + 1]!.ties) };
    }
  }
  return tree;
}
