/**
 * "What does this team need?" in a group stage: for every team, whether it
 * has qualified, is out, or still depends on results — and for each of its remaining matches,
 * what a win, a draw or a loss would mean: qualified whatever else happens, eliminated whatever
 * else happens, or depending on the other results (and goals).
 *
 * Every combination of outcomes of the group's remaining matches is tried (at most 3^6 = 729 for
 * a four-team group), each ranked with the competition's tie-breakers (rules/tie-breakers.ts,
 * conservative where margins are unknown). Where the best third-placed teams go through (Euro
 * 2024: 4 of 6), a third place is through when too few other groups can produce a third above
 * it, and out when enough of them must — comparing with every third place those groups can
 * still produce.
 *
 * Pure: the page feeds it the group fixtures of the ranking call, and may cut them at a matchday
 * ("as of" matchday N) to show what each team needed then.
 */
import {
  compareAcrossGroups,
  figuresOf,
  positionRanges,
  rankTeams,
  type DisciplinaryPoints,
  type Interval,
  type RankedFixture,
  type TeamFigures,
  type TieBreakProcedure,
} from './tie-breakers';

export interface GroupInput {
  groupName: string;
  teamIds: readonly number[];
  /** Played fixtures carry a score; fixtures still to play an undefined `score`. */
  fixtures: readonly {
    id: number;
    homeId: number;
    awayId: number;
    round: number;
    score?: { home: number; away: number };
  }[];
}

export interface QualificationRules {
  procedure: TieBreakProcedure;
  /** Teams per group that go through directly. */
  direct: number;
  /** The best third-placed teams that go through as well (Euro 2024: 4). */
  bestThirds?: number;
  /** Disciplinary points on record per team (played matches). */
  disciplinary?: ReadonlyMap<number, number>;
}

export type Verdict = 'qualified' | 'eliminated' | 'open';
export type MatchOutcome = 'win' | 'draw' | 'loss';

export interface OutcomeOutlook {
  verdict: Verdict;
  /** Positions in the group still possible after that outcome. */
  best: number;
  worst: number;
}

export interface RemainingMatchOutlook {
  fixtureId: number;
  opponentId: number;
  home: boolean;
  outcomes: Record<MatchOutcome, OutcomeOutlook>;
}

export interface TeamOutlook {
  teamId: number;
  groupName: string;
  verdict: Verdict;
  best: number;
  worst: number;
  remaining: RemainingMatchOutlook[];
}

type Outcome = 'home' | 'draw' | 'away';
const OUTCOMES: readonly Outcome[] = ['home', 'draw', 'away'];

interface Scenario {
  outcomes: Outcome[];
  ranges: Map<number, { best: number; worst: number }>;
  figures: Map<number, TeamFigures>;
}

interface GroupScenarios {
  group: GroupInput;
  remaining: GroupInput['fixtures'][number][];
  scenarios: Scenario[];
}

/** Disciplinary points as intervals: exact when the group is complete, growing while matches are left. */
function disciplineOf(group: GroupInput, rules: QualificationRules, complete: boolean): DisciplinaryPoints {
  const intervals = new Map<number, Interval>();
  for (const teamId of group.teamIds) {
    const known = rules.disciplinary?.get(teamId);
    if (known === undefined) continue;
    intervals.set(teamId, { min: known, max: complete ? known : Number.POSITIVE_INFINITY });
  }
  return intervals;
}

function enumerate(group: GroupInput, rules: QualificationRules): GroupScenarios {
  const remaining = group.fixtures.filter((fixture) => fixture.score === undefined);
  const played: RankedFixture[] = group.fixtures
    .filter((fixture) => fixture.score !== undefined)
    .map((fixture) => ({
      id: fixture.id,
      homeId: fixture.homeId,
      awayId: fixture.awayId,
      round: fixture.round,
      result: { kind: 'score', home: fixture.score!.home, away: fixture.score!.away },
    }));
  const discipline = disciplineOf(group, rules, remaining.length === 0);
  // Every combination of outcomes of the remaining fixtures, one per remaining fixture.
  const combinations = remaining.reduce<Outcome[][]>(
    (sofar) => sofar.flatMap((outcomes) => OUTCOMES.map((outcome) => [...outcomes, outcome])),
    [[]],
  );
  const scenarios: Scenario[] = [];
  for (const outcomes of combinations) {
    const fixtures: RankedFixture[] = [
      ...played,
      ...remaining.map((fixture, position) => ({
        id: fixture.id,
        homeId: fixture.homeId,
        awayId: fixture.awayId,
        round: fixture.round,
        result: { kind: 'outcome' as const, outcome: outcomes[position]! },
      })),
    ];
    const blocks = rankTeams(group.teamIds, {
      fixtures,
      discipline,
      procedure: rules.procedure,
      groupTeamIds: group.teamIds,
    });
    scenarios.push({
      outcomes,
      ranges: positionRanges(blocks),
      figures: new Map(group.teamIds.map((teamId) => [teamId, figuresOf(teamId, fixtures)])),
    });
  }
  return { group, remaining, scenarios };
}

/** A third-placed team a group may still produce, with its figures. */
interface ThirdCandidate {
  teamId: number;
  figures: TeamFigures;
}

const figuresKey = (candidate: ThirdCandidate): string => {
  const { points, won, goalDifference, goalsFor } = candidate.figures;
  return `${candidate.teamId}:${points}:${won}:${goalDifference.min}:${goalDifference.max}:${goalsFor.min}:${goalsFor.max}`;
};

/**
 * The teams a group may still have at `place`, with their figures, over all its scenarios
 * (deduplicated). "Some third of that group could be above" and "every third it could have is
 * above" are both questions about this set: every scenario has someone at `place`.
 */
function candidatesAt(groupScenarios: GroupScenarios, place: number): ThirdCandidate[] {
  const seen = new Map<string, ThirdCandidate>();
  for (const scenario of groupScenarios.scenarios) {
    for (const teamId of groupScenarios.group.teamIds) {
      const range = scenario.ranges.get(teamId)!;
      if (range.best > place || range.worst < place) continue;
      const candidate = { teamId, figures: scenario.figures.get(teamId)! };
      seen.set(figuresKey(candidate), candidate);
    }
  }
  return [...seen.values()];
}

interface ThirdsContext {
  count: number;
  /** Other groups' possible thirds, per group name. */
  byGroup: Map<string, ThirdCandidate[]>;
  discipline: DisciplinaryPoints;
  memo: Map<string, { canBeat: number; mustBeat: number }>;
}

/** How many other groups can produce a third above `third`, and how many must. */
function thirdsAbove(third: ThirdCandidate, groupName: string, context: ThirdsContext) {
  const key = `${groupName}|${figuresKey(third)}`;
  const known = context.memo.get(key);
  if (known) return known;
  let canBeat = 0;
  let mustBeat = 0;
  for (const [otherGroup, candidates] of context.byGroup) {
    if (otherGroup === groupName || candidates.length === 0) continue;
    const orders = candidates.map((candidate) => compareAcrossGroups(candidate, third, context.discipline));
    if (orders.some((order) => order !== -1)) canBeat += 1;
    if (orders.every((order) => order === 1)) mustBeat += 1;
  }
  const result = { canBeat, mustBeat };
  context.memo.set(key, result);
  return result;
}

/** Whether finishing at `position` qualifies: true, false, or null (depends on other groups). */
function positionQualifies(
  position: number,
  teamId: number,
  figures: TeamFigures,
  groupName: string,
  rules: QualificationRules,
  thirds: ThirdsContext | null,
): boolean | null {
  if (position <= rules.direct) return true;
  if (position > rules.direct + 1 || !thirds) return false;
  const { canBeat, mustBeat } = thirdsAbove({ teamId, figures }, groupName, thirds);
  if (canBeat < thirds.count) return true;
  if (mustBeat >= thirds.count) return false;
  return null;
}

/** The verdict of one scenario for one team. */
function scenarioVerdict(
  scenario: Scenario,
  teamId: number,
  groupName: string,
  rules: QualificationRules,
  thirds: ThirdsContext | null,
): Verdict {
  const range = scenario.ranges.get(teamId)!;
  const figures = scenario.figures.get(teamId)!;
  let allIn = true;
  let allOut = true;
  for (let position = range.best; position <= range.worst; position += 1) {
    const qualifies = positionQualifies(position, teamId, figures, groupName, rules, thirds);
    if (qualifies !== true) allIn = false;
    if (qualifies !== false) allOut = false;
  }
  return allIn ? 'qualified' : allOut ? 'eliminated' : 'open';
}

/** The verdicts of a team's scenarios (never none: a group has at least one scenario per outcome). */
function combine(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.every((verdict) => verdict === 'qualified')) return 'qualified';
  if (verdicts.every((verdict) => verdict === 'eliminated')) return 'eliminated';
  return 'open';
}

function outcomeFor(teamId: number, fixture: GroupInput['fixtures'][number], outcome: Outcome): MatchOutcome {
  if (outcome === 'draw') return 'draw';
  return (outcome === 'home') === (fixture.homeId === teamId) ? 'win' : 'loss';
}

/** The outlook of every team of every group. */
export function groupStageOutlook(groups: readonly GroupInput[], rules: QualificationRules): Map<number, TeamOutlook> {
  const enumerated = groups.map((group) => enumerate(group, rules));
  const allTeams = groups.flatMap((group) => group.teamIds);
  const complete = enumerated.every((entry) => entry.remaining.length === 0);
  const discipline = new Map<number, Interval>();
  for (const teamId of allTeams) {
    const known = rules.disciplinary?.get(teamId);
    if (known !== undefined) discipline.set(teamId, { min: known, max: complete ? known : Number.POSITIVE_INFINITY });
  }
  const thirds: ThirdsContext | null = rules.bestThirds
    ? {
        count: rules.bestThirds,
        byGroup: new Map(enumerated.map((entry) => [entry.group.groupName, candidatesAt(entry, rules.direct + 1)])),
        discipline,
        memo: new Map(),
      }
    : null;

  const outlooks = new Map<number, TeamOutlook>();
  for (const { group, remaining, scenarios } of enumerated) {
    for (const teamId of group.teamIds) {
      const verdicts = scenarios.map((scenario) => scenarioVerdict(scenario, teamId, group.groupName, rules, thirds));
      const span = (indexes: readonly number[]) => ({
        best: Math.min(...indexes.map((index) => scenarios[index]!.ranges.get(teamId)!.best)),
        worst: Math.max(...indexes.map((index) => scenarios[index]!.ranges.get(teamId)!.worst)),
      });
      const all = scenarios.map((_, index) => index);
      const own = remaining
        .map((fixture, position) => ({ fixture, position }))
        .filter(({ fixture }) => fixture.homeId === teamId || fixture.awayId === teamId);
      outlooks.set(teamId, {
        teamId,
        groupName: group.groupName,
        verdict: combine(verdicts),
        ...span(all),
        remaining: own.map(({ fixture, position }) => {
          const outcomes = {} as Record<MatchOutcome, OutcomeOutlook>;
          for (const outcome of OUTCOMES) {
            const matching = all.filter((index) => scenarios[index]!.outcomes[position] === outcome);
            outcomes[outcomeFor(teamId, fixture, outcome)] = {
              verdict: combine(matching.map((index) => verdicts[index]!)),
              ...span(matching),
            };
          }
          return {
            fixtureId: fixture.id,
            opponentId: fixture.homeId === teamId ? fixture.awayId : fixture.homeId,
            home: fixture.homeId === teamId,
            outcomes,
          };
        }),
      });
    }
  }
  return outlooks;
}

/** Each team's position in the group as far as the results go (played matches only): a range where undecided. */
export function groupPositions(
  group: GroupInput,
  rules: QualificationRules,
): Map<number, { best: number; worst: number }> {
  const played = { ...group, fixtures: group.fixtures.filter((fixture) => fixture.score !== undefined) };
  return enumerate(played, rules).scenarios[0]!.ranges;
}

/**
 * The third-placed teams once the group stage is complete, best first, each with whether it goes
 * through (null: the data cannot tell, e.g. level on everything it knows). Null while a group
 * still has matches to play or its third place is undecided.
 */
export function rankThirds(
  groups: readonly GroupInput[],
  rules: QualificationRules,
): { teamId: number; groupName: string; through: boolean | null }[] | null {
  const count = rules.bestThirds;
  if (!count) return null;
  const thirds: (ThirdCandidate & { groupName: string })[] = [];
  for (const group of groups) {
    if (group.fixtures.some((fixture) => fixture.score === undefined)) return null;
    const { scenarios } = enumerate(group, rules);
    const scenario = scenarios[0]!;
    const third = group.teamIds.find((teamId) => {
      const range = scenario.ranges.get(teamId)!;
      return range.best === rules.direct + 1 && range.worst === rules.direct + 1;
    });
    if (third === undefined) return null;
    thirds.push({ teamId: third, groupName: group.groupName, figures: scenario.figures.get(third)! });
  }
  const discipline = new Map(
    [...(rules.disciplinary ?? new Map<number, number>())].map(([teamId, points]) => [
      teamId,
      { min: points, max: points },
    ]),
  );
  const above = (third: ThirdCandidate) => {
    const orders = thirds
      .filter((other) => other !== third)
      .map((other) => compareAcrossGroups(other, third, discipline));
    return {
      surely: orders.filter((order) => order === 1).length,
      possibly: orders.filter((order) => order !== -1).length,
    };
  };
  return thirds
    .map((third) => ({ third, ...above(third) }))
    .sort(
      (a, b) => a.surely - b.surely || a.possibly - b.possibly || a.third.groupName.localeCompare(b.third.groupName),
    )
    .map(({ third, surely, possibly }) => ({
      teamId: third.teamId,
      groupName: third.groupName,
      through: possibly < count ? true : surely >= count ? false : null,
    }));
}
