/**
 * The script of a football match: everything that will happen in it (phases, goals with
 * scorer and assist, line-ups, substitutions, each player's statistics), drawn once from the
 * seed and the match id. The match's state at any time is read off the script, so a match
 * generated at its 60th minute and one simulated from kickoff are the same match.
 */
import { MINUTE } from '../clock';
import type { FixedResult } from '../data/euro-2024-results';
import { rngFor, type Rng } from '../random';
import type { FootballGoal, FootballPhase, FootballScript, FootballStatLine, LineupEntry } from '../play-types';
import type { FootballPlayer, FootballPosition } from '../team-types';
import { buildLineup, onPitchAt, selectLineup } from './lineups';
import { addExtraTime, addShootout, displayMinute, planRegulation } from './phases';
import { expectedGoals } from './score-model';
import { drawShootout, scriptedShootout } from './shootout';

export interface ScriptTeam {
  id: number;
  strength: number;
  squad: readonly FootballPlayer[];
}

export interface KnockoutContext {
  /** A winner must come out of this match (single-leg knockout or second leg). */
  mustDecide: boolean;
  /** Goals of earlier legs, credited to this match's home and away team. */
  earlierHome: number;
  earlierAway: number;
}

export const NO_KNOCKOUT: KnockoutContext = { mustDecide: false, earlierHome: 0, earlierAway: 0 };

const SCORING_WEIGHT: Readonly<Record<FootballPosition, number>> = {
  goalkeeper: 0,
  defender: 1,
  midfielder: 3,
  forward: 6,
};
const ASSIST_WEIGHT: Readonly<Record<FootballPosition, number>> = {
  goalkeeper: 0.1,
  defender: 1.5,
  midfielder: 4,
  forward: 3,
};

interface GoalDraft {
  side: 'home' | 'away';
  phase: FootballPhase;
  /** Minutes since kickoff. */
  offset: number;
}

function drawGoalTimes(rng: Rng, count: number, side: 'home' | 'away', phases: readonly FootballPhase[]): GoalDraft[] {
  const drafts: GoalDraft[] = [];
  const lengths = phases.map((phase) => phase.to - phase.from);
  for (let index = 0; index < count; index += 1) {
    const phase = phases[rng.weightedIndex(lengths)];
    if (!phase) continue;
    // Keep clear of the whistles so a goal never coincides with a status change.
    const offset = phase.from + rng.float(0.05, phase.to - phase.from - 0.05);
    drafts.push({ side, phase, offset });
  }
  return drafts;
}

function chooseWeighted(
  rng: Rng,
  entries: readonly LineupEntry[],
  weight: (entry: LineupEntry) => number,
): LineupEntry | undefined {
  if (entries.length === 0) return undefined;
  const weights = entries.map(weight);
  if (weights.every((value) => value <= 0)) return rng.pick(entries);
  return entries[rng.weightedIndex(weights)];
}

export function createFootballScript(
  seed: number,
  matchId: number,
  home: ScriptTeam,
  away: ScriptTeam,
  /** `fixed`: the real result this match replays (Euro 2024), instead of drawn goals. */
  options: { neutralVenue: boolean; knockout: KnockoutContext; fixed?: FixedResult },
): FootballScript {
  const fixed = options.fixed;
  const rng = rngFor(seed, 'football-script', matchId, home.id, away.id);
  const plan = planRegulation(rng);
  const homeLineup = buildLineup(rng, selectLineup(rng, home.squad));
  const awayLineup = buildLineup(rng, selectLineup(rng, away.squad));
  const expected = expectedGoals(home.strength, away.strength, options.neutralVenue);

  const drafts = [
    ...drawGoalTimes(rng, fixed ? fixed.home : rng.poisson(expected.home), 'home', plan.regulation),
    ...drawGoalTimes(rng, fixed ? fixed.away : rng.poisson(expected.away), 'away', plan.regulation),
  ];
  let penalties: FootballScript['penalties'] = null;
  if (options.knockout.mustDecide) {
    const homeTotal = options.knockout.earlierHome + drafts.filter((draft) => draft.side === 'home').length;
    const awayTotal = options.knockout.earlierAway + drafts.filter((draft) => draft.side === 'away').length;
    if (homeTotal === awayTotal) {
      addExtraTime(rng, plan);
      const extraHome = fixed ? (fixed.extraHome ?? 0) : rng.poisson(expected.home * 0.3);
      const extraAway = fixed ? (fixed.extraAway ?? 0) : rng.poisson(expected.away * 0.3);
      drafts.push(
        ...drawGoalTimes(rng, extraHome, 'home', plan.extraTime),
        ...drawGoalTimes(rng, extraAway, 'away', plan.extraTime),
      );
      if (extraHome === extraAway) {
        addShootout(plan);
        penalties = fixed?.penalties ? scriptedShootout(fixed.penalties.home, fixed.penalties.away) : drawShootout(rng);
      }
    }
  }
  drafts.sort((a, b) => a.offset - b.offset);

  const totalMinutes = plan.extraTime.length > 0 ? 120 : 90;
  const goals: FootballGoal[] = [];
  const lines = new Map<number, FootballStatLine>();
  const lineFor = (entry: LineupEntry, teamId: number): FootballStatLine => {
    let line = lines.get(entry.playerId);
    if (!line) {
      const on = entry.minuteOn ?? 0;
      const off = entry.minuteOff ?? totalMinutes;
      line = {
        playerId: entry.playerId,
        teamId,
        minutesPlayed: Math.max(0, off - on),
        goals: 0,
        assists: 0,
        shotsOnTarget: 0,
        saves: 0,
      };
      lines.set(entry.playerId, line);
    }
    return line;
  };
  for (const entry of homeLineup) if (entry.minuteOn !== null) lineFor(entry, home.id);
  for (const entry of awayLineup) if (entry.minuteOn !== null) lineFor(entry, away.id);

  const shotsOnTarget = { home: 0, away: 0 };
  for (const draft of drafts) {
    const { minute, extraMinute } = displayMinute(draft.phase, draft.offset - draft.phase.from);
    const scoringTeam = draft.side === 'home' ? home : away;
    const ownLineup = draft.side === 'home' ? homeLineup : awayLineup;
    const otherLineup = draft.side === 'home' ? awayLineup : homeLineup;
    const otherTeam = draft.side === 'home' ? away : home;
    const onPitch = onPitchAt(ownLineup, minute);
    const roll = rng.next();
    const kind: FootballGoal['kind'] = roll < 0.03 ? 'own-goal' : roll < 0.12 ? 'penalty' : 'goal';
    let scorer: LineupEntry | undefined;
    let assist: LineupEntry | undefined;
    if (kind === 'own-goal') {
      scorer = chooseWeighted(rng, onPitchAt(otherLineup, minute), (entry) =>
        entry.position === 'defender' ? 3 : entry.position === 'goalkeeper' ? 0.2 : 1,
      );
    } else {
      scorer = chooseWeighted(rng, onPitch, (entry) => SCORING_WEIGHT[entry.position]);
      if (kind === 'goal' && rng.chance(0.75)) {
        assist = chooseWeighted(
          rng,
          onPitch.filter((entry) => entry.playerId !== scorer?.playerId),
          (entry) => ASSIST_WEIGHT[entry.position],
        );
      }
    }
    if (!scorer) continue;
    if (kind === 'own-goal') {
      lineFor(scorer, otherTeam.id);
    } else {
      const scorerLine = lineFor(scorer, scoringTeam.id);
      scorerLine.goals += 1;
      scorerLine.shotsOnTarget += 1;
      shotsOnTarget[draft.side] += 1;
      if (assist) lineFor(assist, scoringTeam.id).assists += 1;
    }
    goals.push({
      kind,
      minute,
      extraMinute,
      teamId: scoringTeam.id,
      playerId: scorer.playerId,
      assistId: assist?.playerId ?? null,
      at: Math.round(draft.offset * MINUTE),
    });
  }

  // Shots on target that were saved, shared among the outfield players by position and time on the pitch.
  for (const side of ['home', 'away'] as const) {
    const team = side === 'home' ? home : away;
    const lineup = side === 'home' ? homeLineup : awayLineup;
    const strengthEdge = (team.strength - (side === 'home' ? away : home).strength) / 40;
    const saved = rng.poisson(Math.max(1, 3 + strengthEdge * 2));
    const shooters = lineup.filter((entry) => entry.minuteOn !== null && entry.position !== 'goalkeeper');
    for (let index = 0; index < saved; index += 1) {
      const shooter = chooseWeighted(
        rng,
        shooters,
        (entry) => SCORING_WEIGHT[entry.position] * (lineFor(entry, team.id).minutesPlayed + 1),
      );
      if (!shooter) break;
      lineFor(shooter, team.id).shotsOnTarget += 1;
    }
    shotsOnTarget[side] += saved;
    // The other side's goalkeeper saved them (goalkeepers play the whole match).
    const keeper = (side === 'home' ? awayLineup : homeLineup).find(
      (entry) => entry.starter && entry.position === 'goalkeeper',
    );
    if (keeper) lineFor(keeper, side === 'home' ? away.id : home.id).saves += saved;
  }

  const last = plan.phases[plan.phases.length - 1];
  return {
    matchId,
    homeId: home.id,
    awayId: away.id,
    phases: plan.phases,
    endsAfter: last ? last.to : 0,
    goals,
    penalties,
    lineups: { home: homeLineup, away: awayLineup },
    statLines: [...lines.values()],
  };
}
