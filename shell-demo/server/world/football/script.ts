/**
 * The script of a football match: everything that will happen in it (phases, goals with
 * scorer and assist, line-ups, substitutions, each player's statistics), drawn once from the
 * seed and the match id. The match's state at any time is read off the script, so a match
 * generated at its 60th minute and one simulated from kickoff are the same match.
 */
import { MINUTE } from '../clock';
import type { FixedResult } from '../data/euro-2024-results';
import { rngFor, type Rng } from '../random';
import { FootballStatus } from '../status';
import type { FootballGoal, FootballPhase, FootballScript, FootballStatLine, LineupEntry } from '../play-types';
import type { FootballPlayer, FootballPosition } from '../team-types';
import { expectedGoals } from './score-model';

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

const FORMATIONS: readonly { defenders: number; midfielders: number; forwards: number }[] = [
  { defenders: 4, midfielders: 3, forwards: 3 },
  { defenders: 4, midfielders: 4, forwards: 2 },
  { defenders: 4, midfielders: 5, forwards: 1 },
  { defenders: 3, midfielders: 5, forwards: 2 },
];

const HALF_TIME_MINUTES = 15;
const BEFORE_EXTRA_TIME_MINUTES = 5;
const EXTRA_TIME_BREAK_MINUTES = 2;
const SHOOTOUT_MINUTES = 12;

function bestOf(
  rng: Rng,
  players: readonly FootballPlayer[],
  position: FootballPosition,
  count: number,
): FootballPlayer[] {
  // Rotation: the rating decides mostly, form (noise) sometimes.
  return players
    .filter((player) => player.position === position)
    .map((player) => ({ player, form: player.rating + rng.normal(0, 4) }))
    .sort((a, b) => b.form - a.form)
    .slice(0, count)
    .map((entry) => entry.player);
}

interface Selection {
  starters: FootballPlayer[];
  bench: FootballPlayer[];
}

function selectLineup(rng: Rng, squad: readonly FootballPlayer[]): Selection {
  const formation = rng.pick(FORMATIONS);
  const starters = [
    ...bestOf(rng, squad, 'goalkeeper', 1),
    ...bestOf(rng, squad, 'defender', formation.defenders),
    ...bestOf(rng, squad, 'midfielder', formation.midfielders),
    ...bestOf(rng, squad, 'forward', formation.forwards),
  ];
  const chosen = new Set(starters.map((player) => player.id));
  const reserves = squad.filter((player) => !chosen.has(player.id)).sort((a, b) => b.rating - a.rating);
  const benchKeeper = reserves.find((player) => player.position === 'goalkeeper');
  const bench = [
    ...(benchKeeper ? [benchKeeper] : []),
    ...reserves.filter((player) => player.position !== 'goalkeeper').slice(0, 6),
  ];
  return { starters, bench };
}

/** Three substitutions between the 55th and 85th minute, outfield for outfield. */
function buildLineup(rng: Rng, selection: Selection): LineupEntry[] {
  const entries: LineupEntry[] = selection.starters.map((player) => ({
    playerId: player.id,
    shirtNumber: player.shirtNumber,
    position: player.position,
    starter: true,
    minuteOn: 0,
    minuteOff: null,
  }));
  const benchEntries: LineupEntry[] = selection.bench.map((player) => ({
    playerId: player.id,
    shirtNumber: player.shirtNumber,
    position: player.position,
    starter: false,
    minuteOn: null,
    minuteOff: null,
  }));
  const outfieldBench = benchEntries.filter((entry) => entry.position !== 'goalkeeper');
  const substitutions = Math.min(rng.int(2, 4), outfieldBench.length);
  const replaceable = entries.filter((entry) => entry.position !== 'goalkeeper');
  for (let index = 0; index < substitutions; index += 1) {
    const candidates = replaceable.filter((entry) => entry.minuteOff === null);
    const leaving = rng.pick(candidates);
    const joining = outfieldBench[index];
    if (!joining) break;
    const minute = rng.int(55, 85);
    leaving.minuteOff = minute;
    joining.minuteOn = minute;
  }
  return [...entries, ...benchEntries];
}

function onPitchAt(lineup: readonly LineupEntry[], minute: number): LineupEntry[] {
  return lineup.filter(
    (entry) =>
      entry.minuteOn !== null && entry.minuteOn <= minute && (entry.minuteOff === null || entry.minuteOff > minute),
  );
}

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

interface PhasePlan {
  phases: FootballPhase[];
  regulation: FootballPhase[];
  extraTime: FootballPhase[];
}

function playingPhase(
  statusId: FootballPhase['statusId'],
  from: number,
  regularLength: number,
  added: number,
  baseMinute: number,
): FootballPhase {
  return { statusId, from, to: from + regularLength + added, baseMinute, regularLength };
}

function breakPhase(
  statusId: FootballPhase['statusId'],
  from: number,
  length: number,
  baseMinute: number,
): FootballPhase {
  return { statusId, from, to: from + length, baseMinute, regularLength: 0 };
}

function planRegulation(rng: Rng): PhasePlan {
  const firstHalf = playingPhase(FootballStatus.firstHalf, 0, 45, rng.int(1, 4), 0);
  const halfTime = breakPhase(FootballStatus.halfTime, firstHalf.to, HALF_TIME_MINUTES, 45);
  const secondHalf = playingPhase(FootballStatus.secondHalf, halfTime.to, 45, rng.int(2, 7), 45);
  return { phases: [firstHalf, halfTime, secondHalf], regulation: [firstHalf, secondHalf], extraTime: [] };
}

function addExtraTime(rng: Rng, plan: PhasePlan): void {
  const last = plan.phases[plan.phases.length - 1];
  if (!last) return;
  const pause = breakPhase(FootballStatus.extraTime, last.to, BEFORE_EXTRA_TIME_MINUTES, 90);
  const first = playingPhase(FootballStatus.extraTime, pause.to, 15, rng.int(0, 2), 90);
  const turn = breakPhase(FootballStatus.extraTime, first.to, EXTRA_TIME_BREAK_MINUTES, 105);
  const second = playingPhase(FootballStatus.extraTime, turn.to, 15, rng.int(0, 3), 105);
  plan.phases.push(pause, first, turn, second);
  plan.extraTime.push(first, second);
}

/** Display minute of a moment `elapsed` minutes into a playing phase. */
export function displayMinute(phase: FootballPhase, elapsed: number): { minute: number; extraMinute: number } {
  if (phase.regularLength === 0) return { minute: phase.baseMinute, extraMinute: 0 };
  const played = Math.floor(Math.max(0, elapsed)) + 1;
  return {
    minute: phase.baseMinute + Math.min(played, phase.regularLength),
    extraMinute: Math.max(0, played - phase.regularLength),
  };
}

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

function drawShootout(rng: Rng): NonNullable<FootballScript['penalties']> {
  const kicks: { side: 'home' | 'away'; scored: boolean }[] = [];
  let home = 0;
  let away = 0;
  for (let round = 1; round <= 20; round += 1) {
    const homeScored = rng.chance(0.76);
    kicks.push({ side: 'home', scored: homeScored });
    if (homeScored) home += 1;
    if (round <= 5 && (home > away + (6 - round) || away > home + (5 - round))) break;
    const awayScored = rng.chance(0.74);
    kicks.push({ side: 'away', scored: awayScored });
    if (awayScored) away += 1;
    if (round <= 5 && (home > away + (5 - round) || away > home + (5 - round))) break;
    if (round >= 5 && home !== away) break;
  }
  if (home === away) {
    // Twenty rounds without a winner is vanishingly rare; settle it with one more kick.
    kicks.push({ side: 'home', scored: true });
    home += 1;
  }
  return { home, away, kicks };
}

/**
 * A shoot-out that ends exactly at `home`–`away`, under the same rules as a drawn one: the first
 * sequence of kicks, scored ones tried first, that reaches that score — home kicking first, or
 * away first where that score cannot come out the other way (a 3–5 loss of the side kicking
 * first would have been over at 3–4).
 */
export function scriptedShootout(home: number, away: number): NonNullable<FootballScript['penalties']> {
  const kicks: { side: 'home' | 'away'; scored: boolean }[] = [];
  const decided = (homeTaken: number, awayTaken: number, homeGoals: number, awayGoals: number): boolean => {
    if (homeTaken <= 5 && awayTaken <= 5) {
      return homeGoals > awayGoals + (5 - awayTaken) || awayGoals > homeGoals + (5 - homeTaken);
    }
    return homeTaken === awayTaken && homeGoals !== awayGoals;
  };
  const search = (first: 'home' | 'away', homeGoals: number, awayGoals: number): boolean => {
    const homeTaken = kicks.filter((kick) => kick.side === 'home').length;
    const awayTaken = kicks.length - homeTaken;
    if (homeGoals > home || awayGoals > away || kicks.length > 40) return false;
    if (kicks.length > 0 && decided(homeTaken, awayTaken, homeGoals, awayGoals))
      return homeGoals === home && awayGoals === away;
    const side = homeTaken === awayTaken ? first : first === 'home' ? 'away' : 'home';
    for (const scored of [true, false]) {
      kicks.push({ side, scored });
      const next = [homeGoals + (side === 'home' && scored ? 1 : 0), awayGoals + (side === 'away' && scored ? 1 : 0)];
      if (search(first, next[0]!, next[1]!)) return true;
      kicks.pop();
    }
    return false;
  };
  if (home === away || !(search('home', 0, 0) || search('away', 0, 0)))
    throw new Error(`no shoot-out ends ${home}-${away}`);
  return { home, away, kicks };
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
        const last = plan.phases[plan.phases.length - 1];
        if (last) plan.phases.push(breakPhase(FootballStatus.penaltyShootout, last.to, SHOOTOUT_MINUTES, 120));
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
