/**
 * Ranking teams level on points by a competition's tie-breakers — exactly when every result is
 * known, and conservatively when some are only outcomes (a win, a draw or a loss of a match not
 * played yet, margin unknown), which is what the qualification scenarios need.
 *
 * Every figure is an interval: a played match adds exact goals, a won match yet to play adds
 * [1, ∞) to the winner's goal difference and (−∞, −1] to the loser's, a draw adds exactly 0, and
 * goals scored are [0, ∞) (at least 1 for a winner). Teams are ordered where their intervals
 * cannot overlap; teams exactly level go on to the next criterion; teams whose intervals overlap
 * without being exactly level form an undecided block (either order is possible). So a position
 * claimed is certain, and an undecided block says "depends on goals".
 *
 * Procedures (the order of criteria):
 *  - UEFA (Euro 2024, regulations art. 20): head-to-head points, goal difference, goals scored
 *    among the teams level, re-applied to a smaller set still level; then goal difference and
 *    goals scored in all group matches; a shoot-out if two teams level on everything met in the
 *    last round (not known here: undecided); disciplinary points (lower first); the qualifying
 *    ranking (not known here: undecided).
 *  - FIFA (World Cup 2022): goal difference, goals scored in all matches; then head-to-head
 *    points, goal difference, goals scored; fair play (disciplinary points); drawing of lots.
 *  - Leagues: goal difference first (Premier League, Bundesliga, Ligue 1) or head-to-head first
 *    (La Liga, Serie A).
 * Third-placed teams of different groups: points, goal difference, goals scored, wins,
 * disciplinary points.
 */

export interface Interval {
  min: number;
  max: number;
}

const exact = (value: number): Interval => ({ min: value, max: value });
const add = (a: Interval, b: Interval): Interval => ({ min: a.min + b.min, max: a.max + b.max });
const isExact = (value: Interval): boolean => value.min === value.max;

/** A result as the rules see it: a score, or only an outcome of a match still to play. */
export type FixtureResult =
  { kind: 'score'; home: number; away: number } | { kind: 'outcome'; outcome: 'home' | 'draw' | 'away' };

export interface RankedFixture {
  id: number;
  homeId: number;
  awayId: number;
  /** Group matchday or league round; the last one matters to the UEFA shoot-out rule. */
  round: number;
  result: FixtureResult;
}

export interface TeamFigures {
  points: number;
  won: number;
  goalDifference: Interval;
  goalsFor: Interval;
}

export type Criterion = 'points' | 'goalDifference' | 'goalsFor' | 'wins' | 'disciplinary';

export type TieBreakStep =
  /** A criterion over all the team's matches. */
  | { kind: 'overall'; criterion: Criterion }
  /** Head-to-head among the teams level: these criteria in turn; `reapply` to a smaller set still level. */
  | { kind: 'head-to-head'; criteria: readonly ('points' | 'goalDifference' | 'goalsFor')[]; reapply: boolean }
  /** UEFA: two teams level on everything who met in the last round: a shoot-out decided (unknown here). */
  | { kind: 'last-round-shootout' }
  /** What the data cannot tell (qualifying ranking, lots): the teams stay undecided. */
  | { kind: 'unknown' };

export type TieBreakProcedure = readonly TieBreakStep[];

const H2H = ['points', 'goalDifference', 'goalsFor'] as const;

export const UEFA_GROUP_PROCEDURE: TieBreakProcedure = [
  { kind: 'head-to-head', criteria: H2H, reapply: true },
  { kind: 'overall', criterion: 'goalDifference' },
  { kind: 'overall', criterion: 'goalsFor' },
  { kind: 'last-round-shootout' },
  { kind: 'overall', criterion: 'disciplinary' },
  { kind: 'unknown' },
];

export const FIFA_GROUP_PROCEDURE: TieBreakProcedure = [
  { kind: 'overall', criterion: 'goalDifference' },
  { kind: 'overall', criterion: 'goalsFor' },
  { kind: 'head-to-head', criteria: H2H, reapply: false },
  { kind: 'overall', criterion: 'disciplinary' },
  { kind: 'unknown' },
];

export const LEAGUE_GOALS_FIRST: TieBreakProcedure = [
  { kind: 'overall', criterion: 'goalDifference' },
  { kind: 'overall', criterion: 'goalsFor' },
  { kind: 'head-to-head', criteria: ['points', 'goalDifference'], reapply: false },
  { kind: 'unknown' },
];

export const LEAGUE_HEAD_TO_HEAD_FIRST: TieBreakProcedure = [
  { kind: 'head-to-head', criteria: ['points', 'goalDifference'], reapply: false },
  { kind: 'overall', criterion: 'goalDifference' },
  { kind: 'overall', criterion: 'goalsFor' },
  { kind: 'unknown' },
];

/** Ranking third-placed teams of different groups (Euro 2024 art. 20.03). */
export const THIRD_PLACE_PROCEDURE: readonly Criterion[] = [
  'points',
  'goalDifference',
  'goalsFor',
  'wins',
  'disciplinary',
];

// ---------------------------------------------------------------------------------------------
// Figures

interface Contribution {
  points: number;
  won: number;
  goalDifference: Interval;
  goalsFor: Interval;
}

const UNBOUNDED_GOALS: Interval = { min: 0, max: Number.POSITIVE_INFINITY };

/** What a fixture adds to the home side (`side` home) or the away side. */
function contribution(result: FixtureResult, side: 'home' | 'away'): Contribution {
  if (result.kind === 'score') {
    const own = side === 'home' ? result.home : result.away;
    const other = side === 'home' ? result.away : result.home;
    return {
      points: own > other ? 3 : own === other ? 1 : 0,
      won: own > other ? 1 : 0,
      goalDifference: exact(own - other),
      goalsFor: exact(own),
    };
  }
  const outcome = result.outcome;
  if (outcome === 'draw') return { points: 1, won: 0, goalDifference: exact(0), goalsFor: UNBOUNDED_GOALS };
  const wins = outcome === side;
  return wins
    ? {
        points: 3,
        won: 1,
        goalDifference: { min: 1, max: Number.POSITIVE_INFINITY },
        goalsFor: { min: 1, max: Number.POSITIVE_INFINITY },
      }
    : { points: 0, won: 0, goalDifference: { min: Number.NEGATIVE_INFINITY, max: -1 }, goalsFor: UNBOUNDED_GOALS };
}

/** A team's figures over the fixtures (only those among `among`, when given). */
export function figuresOf(
  teamId: number,
  fixtures: readonly RankedFixture[],
  among?: ReadonlySet<number>,
): TeamFigures {
  let figures: TeamFigures = { points: 0, won: 0, goalDifference: exact(0), goalsFor: exact(0) };
  for (const fixture of fixtures) {
    const side = fixture.homeId === teamId ? 'home' : fixture.awayId === teamId ? 'away' : null;
    if (!side) continue;
    if (among && !(among.has(fixture.homeId) && among.has(fixture.awayId))) continue;
    const part = contribution(fixture.result, side);
    figures = {
      points: figures.points + part.points,
      won: figures.won + part.won,
      goalDifference: add(figures.goalDifference, part.goalDifference),
      goalsFor: add(figures.goalsFor, part.goalsFor),
    };
  }
  return figures;
}

/** Disciplinary points: known (played, all matches) or unknown / still growing. */
export type DisciplinaryPoints = ReadonlyMap<number, Interval>;

const UNKNOWN_DISCIPLINE: Interval = { min: 0, max: Number.POSITIVE_INFINITY };

/** Higher is better for every criterion but disciplinary points (negated, so the same comparison serves). */
function criterionValue(
  criterion: Criterion,
  figures: TeamFigures,
  teamId: number,
  discipline: DisciplinaryPoints,
): Interval {
  switch (criterion) {
    case 'points':
      return exact(figures.points);
    case 'wins':
      return exact(figures.won);
    case 'goalDifference':
      return figures.goalDifference;
    case 'goalsFor':
      return figures.goalsFor;
    case 'disciplinary': {
      const points = discipline.get(teamId) ?? UNKNOWN_DISCIPLINE;
      return { min: -points.max, max: -points.min };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Partitions

/**
 * Teams in blocks from best to worst: each block either one team, teams exactly level (`level`),
 * or teams whose order is not decided (`undecided`).
 */
export interface Block {
  teamIds: number[];
  state: 'single' | 'level' | 'undecided';
}

/** Orders by interval (higher first); overlapping intervals share a block. */
function partition(teamIds: readonly number[], valueOf: (teamId: number) => Interval): Block[] {
  const entries = teamIds.map((teamId) => ({ teamId, value: valueOf(teamId) }));
  // Highest first (∞ − ∞ is NaN, which sort takes as equal). Teams with the same highest value
  // share a block whatever their order, and the order within a block means nothing.
  entries.sort((a, b) => b.value.max - a.value.max);
  const blocks: { teamIds: number[]; values: Interval[]; low: number }[] = [];
  for (const entry of entries) {
    const current = blocks[blocks.length - 1];
    if (current && entry.value.max >= current.low) {
      current.teamIds.push(entry.teamId);
      current.values.push(entry.value);
      current.low = Math.min(current.low, entry.value.min);
    } else {
      blocks.push({ teamIds: [entry.teamId], values: [entry.value], low: entry.value.min });
    }
  }
  return blocks.map(({ teamIds: ids, values }) => {
    if (ids.length === 1) return { teamIds: ids, state: 'single' as const };
    // Exact values share a block only when they are equal.
    const level = values.every(isExact);
    return { teamIds: ids, state: level ? ('level' as const) : ('undecided' as const) };
  });
}

/** Partition of two teams or more by several criteria in turn: level blocks go on to the next. */
function partitionBy(teamIds: readonly number[], criteria: readonly ((teamId: number) => Interval)[]): Block[] {
  const [first, ...rest] = criteria;
  if (!first) return [{ teamIds: [...teamIds], state: 'level' }];
  return partition(teamIds, first).flatMap((block) =>
    block.state === 'level' ? partitionBy(block.teamIds, rest) : [block],
  );
}

export interface RankingContext {
  fixtures: readonly RankedFixture[];
  discipline: DisciplinaryPoints;
  procedure: TieBreakProcedure;
  /** Every team of the group (the shoot-out rule needs to know who else is level on points). */
  groupTeamIds: readonly number[];
}

/** Orders two teams or more already level on points, from step `stepIndex` of the procedure on. */
function breakTie(
  teamIds: readonly number[],
  stepIndex: number,
  context: RankingContext,
  overall: Map<number, TeamFigures>,
): Block[] {
  const step = context.procedure[stepIndex];
  if (!step) return [{ teamIds: [...teamIds], state: 'level' }];
  const next = (block: Block): Block[] =>
    block.state === 'level' ? breakTie(block.teamIds, stepIndex + 1, context, overall) : [block];
  switch (step.kind) {
    case 'overall':
      return partition(teamIds, (teamId) =>
        criterionValue(step.criterion, overall.get(teamId)!, teamId, context.discipline),
      ).flatMap(next);
    case 'head-to-head': {
      const among = new Set(teamIds);
      const figures = new Map(teamIds.map((teamId) => [teamId, figuresOf(teamId, context.fixtures, among)]));
      const blocks = partitionBy(
        teamIds,
        step.criteria.map(
          (criterion) => (teamId: number) =>
            criterionValue(criterion, figures.get(teamId)!, teamId, context.discipline),
        ),
      );
      return blocks.flatMap((block) => {
        if (block.state !== 'level') return [block];
        // A smaller set still level: the head-to-head criteria again, among them only.
        if (step.reapply && block.teamIds.length < teamIds.length)
          return breakTie(block.teamIds, stepIndex, context, overall);
        return breakTie(block.teamIds, stepIndex + 1, context, overall);
      });
    }
    case 'last-round-shootout': {
      // Two teams only: with three or more still level, the third is on their points too (othersLevel).
      const [a, b] = teamIds as [number, number];
      const lastRound = Math.max(...context.fixtures.map((fixture) => fixture.round));
      const metLast = context.fixtures.some(
        (fixture) =>
          fixture.round === lastRound &&
          ((fixture.homeId === a && fixture.awayId === b) || (fixture.homeId === b && fixture.awayId === a)),
      );
      const othersLevel = context.groupTeamIds.some(
        (teamId) => teamId !== a && teamId !== b && overall.get(teamId)?.points === overall.get(a)?.points,
      );
      return metLast && !othersLevel
        ? [{ teamIds: [a, b], state: 'undecided' }]
        : breakTie(teamIds, stepIndex + 1, context, overall);
    }
    case 'unknown':
      return [{ teamIds: [...teamIds], state: 'undecided' }];
  }
}

/** A group's or a league's order: blocks from first to last. */
export function rankTeams(teamIds: readonly number[], context: RankingContext): Block[] {
  const overall = new Map(teamIds.map((teamId) => [teamId, figuresOf(teamId, context.fixtures)]));
  return partition(teamIds, (teamId) => exact(overall.get(teamId)!.points)).flatMap((block) =>
    block.state === 'level' ? breakTie(block.teamIds, 0, context, overall) : [block],
  );
}

/** Each team's possible positions (1-based), from the blocks. */
export function positionRanges(blocks: readonly Block[]): Map<number, { best: number; worst: number }> {
  const ranges = new Map<number, { best: number; worst: number }>();
  let offset = 0;
  for (const block of blocks) {
    for (const teamId of block.teamIds) ranges.set(teamId, { best: offset + 1, worst: offset + block.teamIds.length });
    offset += block.teamIds.length;
  }
  return ranges;
}

/** Comparing two teams of different groups (third places): 1 a above, −1 b above, 0 not decided or level. */
export function compareAcrossGroups(
  a: { teamId: number; figures: TeamFigures },
  b: { teamId: number; figures: TeamFigures },
  discipline: DisciplinaryPoints,
  criteria: readonly Criterion[] = THIRD_PLACE_PROCEDURE,
): 1 | -1 | 0 {
  for (const criterion of criteria) {
    const x = criterionValue(criterion, a.figures, a.teamId, discipline);
    const y = criterionValue(criterion, b.figures, b.teamId, discipline);
    if (x.min > y.max) return 1;
    if (y.min > x.max) return -1;
    // Exact, and neither above the other: equal, so the next criterion.
    if (!(isExact(x) && isExact(y))) return 0;
  }
  return 0;
}
