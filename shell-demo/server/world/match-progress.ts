/**
 * Moving one match forward in time, along its script. The world builder uses it (without
 * publishing) to bring every match to `now`, and the simulator uses it (publishing) to move
 * them on; so on a given day a world built at 20:00 and one built at 18:00 and simulated to
 * 20:00 have the same matches (tested).
 *
 * Order inside a match: goals and status changes in time order; at full time the player
 * statistics are committed, knockout slots filled, streamers' schedules ended, tips and
 * betting reports settled.
 */
import type { Emit, MatchSnapshot } from './changes';
import { basketballStateAt, basketballStatusTimeline } from './basketball/progress';
import { MINUTE } from './clock';
import { footballStateAt, footballStatusTimeline } from './football/progress';
import { resolveSeasonTies } from './knockout';
import { updateSchedulesForMatch } from './people/host-live';
import { settleForMatch } from './people/settlement';
import { ensureBasketballScript, ensureFootballScript } from './scripts';
import { BasketballStatus, FootballStatus } from './status';
import type { BasketballMatch, FootballMatch, WorldMatch } from './match-types';
import type { FootballGoal, FootballPlayerTotals, NbaPlayerTotals } from './play-types';
import type { World } from './types';

export function snapshotOf(match: WorldMatch): MatchSnapshot {
  return {
    matchId: match.id,
    sport: match.sport,
    statusId: match.statusId,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    minute: match.sport === 'football' ? match.minute : 0,
    extraMinute: match.sport === 'football' ? match.extraMinute : 0,
    period: match.sport === 'basketball' ? match.period : 0,
    clockSeconds: match.sport === 'basketball' ? match.clockSeconds : 0,
    homePenaltyScore: match.sport === 'football' ? match.homePenaltyScore : null,
    awayPenaltyScore: match.sport === 'football' ? match.awayPenaltyScore : null,
  };
}

/** Statuses from which a match moves by itself (not started or being played). */
export function isMoving(match: WorldMatch): boolean {
  if (match.sport === 'football')
    return match.statusId >= FootballStatus.notStarted && match.statusId <= FootballStatus.penaltyShootout;
  return match.statusId >= BasketballStatus.notStarted && match.statusId <= BasketballStatus.overtime;
}

function footballTotals(world: World, seasonId: number, playerId: number, teamId: number): FootballPlayerTotals {
  let season = world.footballStats.get(seasonId);
  if (!season) {
    season = new Map();
    world.footballStats.set(seasonId, season);
  }
  let totals = season.get(playerId);
  if (!totals) {
    totals = { playerId, teamId, appearances: 0, goals: 0, assists: 0, shotsOnTarget: 0, saves: 0, minutesPlayed: 0 };
    season.set(playerId, totals);
  }
  return totals;
}

/** Fills knockout slots of the match's season; publishes matches that got their teams. */
function resolveTies(world: World, seasonId: number, at: number, emit?: Emit): void {
  for (const changed of resolveSeasonTies(world, seasonId, at)) {
    emit?.({
      kind: 'match-teams',
      at,
      matchId: changed.id,
      sport: changed.sport,
      homeId: changed.homeId,
      awayId: changed.awayId,
    });
  }
}

function competitionOf(match: WorldMatch): number {
  return match.sport === 'football' ? match.competitionId : match.seasonId;
}

function onKickoff(world: World, match: WorldMatch, at: number, emit?: Emit): void {
  updateSchedulesForMatch(world, match.id, 1, at, emit);
}

function onFullTime(world: World, match: WorldMatch, at: number, emit?: Emit): void {
  match.endedAt = at;
  resolveTies(world, match.seasonId, at, emit);
  updateSchedulesForMatch(world, match.id, 2, at, emit);
  settleForMatch(world, match, at, emit);
  emit?.({ kind: 'standings', at, sport: match.sport, competitionId: competitionOf(match), seasonId: match.seasonId });
}

// ---------------------------------------------------------------- football

function finishFootball(world: World, match: FootballMatch, at: number, emit?: Emit): void {
  const script = world.footballScripts.get(match.id);
  if (script) {
    // Goals and assists were counted as they happened; the rest is counted at full time.
    for (const line of script.statLines) {
      const totals = footballTotals(world, match.seasonId, line.playerId, line.teamId);
      if (line.minutesPlayed > 0) totals.appearances += 1;
      totals.minutesPlayed += line.minutesPlayed;
      totals.shotsOnTarget += line.shotsOnTarget;
      totals.saves += line.saves;
    }
  }
  onFullTime(world, match, at, emit);
}

function applyGoal(world: World, match: FootballMatch, goal: FootballGoal, firstHalfEnd: number, emit?: Emit): void {
  const at = match.matchDate + goal.at;
  match.goals.push({ ...goal, at });
  const homeGoal = goal.teamId === match.homeId;
  if (homeGoal) match.homeScore += 1;
  else match.awayScore += 1;
  if (goal.at < firstHalfEnd) {
    if (homeGoal) match.homeHalfScore += 1;
    else match.awayHalfScore += 1;
  }
  match.minute = goal.minute;
  match.extraMinute = goal.extraMinute;
  if (goal.kind !== 'own-goal') footballTotals(world, match.seasonId, goal.playerId, goal.teamId).goals += 1;
  if (goal.assistId !== null) footballTotals(world, match.seasonId, goal.assistId, goal.teamId).assists += 1;
  world.version += 1;
  emit?.({
    kind: 'match-goal',
    at,
    matchId: match.id,
    teamId: goal.teamId,
    playerId: goal.playerId,
    assistId: goal.assistId,
    goalKind: goal.kind,
    minute: goal.minute,
    extraMinute: goal.extraMinute,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
  });
  emit?.({ kind: 'match-score', at, ...snapshotOf(match) });
}

function advanceFootball(world: World, match: FootballMatch, time: number, emit?: Emit): void {
  const script = ensureFootballScript(world, match);
  const offset = time - match.matchDate;
  const firstHalfEnd = (script.phases[0]?.to ?? 0) * MINUTE;
  const end = script.endsAfter * MINUTE;

  if (!emit && offset >= end) {
    // Nobody is listening (the world builder): go straight to full time, same end state.
    for (const goal of script.goals.slice(match.goals.length)) applyGoal(world, match, goal, firstHalfEnd);
    const final = footballStateAt(script, end);
    match.statusId = FootballStatus.finished;
    match.minute = final.minute;
    match.extraMinute = final.extraMinute;
    match.homePenaltyScore = final.homePenaltyScore;
    match.awayPenaltyScore = final.awayPenaltyScore;
    world.version += 1;
    finishFootball(world, match, match.matchDate + end);
    return;
  }

  const timeline = footballStatusTimeline(script);
  let statusIndex = timeline.findIndex((step) => step.statusId === match.statusId);
  let goalIndex = match.goals.length;
  for (;;) {
    const nextStatus = timeline[statusIndex + 1];
    const nextGoal = script.goals[goalIndex];
    const statusDue = nextStatus !== undefined && nextStatus.at <= offset;
    const goalDue = nextGoal !== undefined && nextGoal.at <= offset;
    if (!statusDue && !goalDue) break;
    if (goalDue && nextGoal && (!statusDue || !nextStatus || nextGoal.at < nextStatus.at)) {
      applyGoal(world, match, nextGoal, firstHalfEnd, emit);
      goalIndex += 1;
      continue;
    }
    if (!nextStatus) break;
    const at = match.matchDate + nextStatus.at;
    const fromStatusId = match.statusId;
    const state = footballStateAt(script, nextStatus.at);
    match.statusId = nextStatus.statusId;
    match.minute = state.minute;
    match.extraMinute = state.extraMinute;
    match.homePenaltyScore = state.homePenaltyScore;
    match.awayPenaltyScore = state.awayPenaltyScore;
    statusIndex += 1;
    world.version += 1;
    emit?.({ kind: 'match-status', at, fromStatusId, ...snapshotOf(match) });
    if (fromStatusId === FootballStatus.notStarted) onKickoff(world, match, at, emit);
    if (match.statusId === FootballStatus.finished) finishFootball(world, match, at, emit);
  }

  if (match.statusId === FootballStatus.finished) return;
  const state = footballStateAt(script, offset);
  const clockMoved = state.minute !== match.minute || state.extraMinute !== match.extraMinute;
  const shootoutMoved =
    state.homePenaltyScore !== match.homePenaltyScore || state.awayPenaltyScore !== match.awayPenaltyScore;
  if (!clockMoved && !shootoutMoved) return;
  match.minute = state.minute;
  match.extraMinute = state.extraMinute;
  match.homePenaltyScore = state.homePenaltyScore;
  match.awayPenaltyScore = state.awayPenaltyScore;
  world.version += 1;
  emit?.({ kind: shootoutMoved ? 'match-score' : 'match-clock', at: time, ...snapshotOf(match) });
}

// ---------------------------------------------------------------- basketball

function nbaTotals(world: World, seasonId: number, playerId: number, teamId: number): NbaPlayerTotals | undefined {
  const season = world.nbaSeasons.get(seasonId);
  if (!season) return undefined;
  let totals = season.playerTotals.get(playerId);
  if (!totals) {
    totals = { playerId, teamId, games: 0, minutes: 0, points: 0, rebounds: 0, assists: 0, blocks: 0, steals: 0 };
    season.playerTotals.set(playerId, totals);
  }
  return totals;
}

function finishBasketball(world: World, match: BasketballMatch, at: number, emit?: Emit): void {
  const script = world.basketballScripts.get(match.id);
  const season = world.nbaSeasons.get(match.seasonId);
  if (script && season) {
    // Playoff and cup games have box scores too, but season averages count the regular season.
    season.boxScores.set(match.id, script.box);
    if (match.kind === 'regular') {
      for (const line of script.box) {
        const totals = nbaTotals(world, match.seasonId, line.playerId, line.teamId);
        if (!totals || line.minutes <= 0) continue;
        totals.games += 1;
        totals.minutes += line.minutes;
        totals.points += line.points;
        totals.rebounds += line.rebounds;
        totals.assists += line.assists;
        totals.blocks += line.blocks;
        totals.steals += line.steals;
      }
    }
    // The box score now lives in the season; the script is no longer needed.
    world.basketballScripts.delete(match.id);
  }
  onFullTime(world, match, at, emit);
}

function advanceBasketball(world: World, match: BasketballMatch, time: number, emit?: Emit): void {
  const script = ensureBasketballScript(world, match);
  const offset = time - match.matchDate;
  const timeline = basketballStatusTimeline(script);
  const apply = (state: ReturnType<typeof basketballStateAt>): void => {
    match.period = state.period;
    match.clockSeconds = state.clockSeconds;
    match.homeScore = state.homeScore;
    match.awayScore = state.awayScore;
    match.homePeriodScores = state.homePeriodScores;
    match.awayPeriodScores = state.awayPeriodScores;
  };
  const end = timeline[timeline.length - 1]?.at ?? 0;
  if (!emit && offset >= end) {
    // Nobody is listening (the world builder): straight to the final buzzer.
    apply(basketballStateAt(script, end));
    match.statusId = BasketballStatus.finished;
    world.version += 1;
    finishBasketball(world, match, match.matchDate + end);
    return;
  }
  let statusIndex = timeline.findIndex((step) => step.statusId === match.statusId);
  for (
    let next = timeline[statusIndex + 1];
    next !== undefined && next.at <= offset;
    next = timeline[statusIndex + 1]
  ) {
    const at = match.matchDate + next.at;
    const before = basketballStateAt(script, next.at - 1);
    if (before.homeScore !== match.homeScore || before.awayScore !== match.awayScore) {
      // The points of the period that just ended, before its buzzer.
      apply(before);
      emit?.({ kind: 'match-score', at: at - 1, ...snapshotOf(match) });
    }
    const fromStatusId = match.statusId;
    apply(basketballStateAt(script, next.at));
    match.statusId = next.statusId;
    statusIndex += 1;
    world.version += 1;
    emit?.({ kind: 'match-status', at, fromStatusId, ...snapshotOf(match) });
    if (fromStatusId === BasketballStatus.notStarted) onKickoff(world, match, at, emit);
    if (match.statusId === BasketballStatus.finished) {
      finishBasketball(world, match, at, emit);
      return;
    }
  }
  const state = basketballStateAt(script, offset);
  const scoreMoved = state.homeScore !== match.homeScore || state.awayScore !== match.awayScore;
  const clockMoved = Math.ceil(state.clockSeconds / 60) !== Math.ceil(match.clockSeconds / 60);
  if (!scoreMoved && !clockMoved) return;
  apply(state);
  world.version += 1;
  emit?.({ kind: scoreMoved ? 'match-score' : 'match-clock', at: time, ...snapshotOf(match) });
}

const hasTeams = (match: WorldMatch): boolean => match.homeId !== 0 && match.awayId !== 0;

/** Brings a match to `time` (no-op before kickoff, for finished, postponed or cancelled matches). */
export function advanceMatch(world: World, match: WorldMatch, time: number, emit?: Emit): void {
  if (!isMoving(match) || time < match.matchDate) return;
  // A knockout slot without its teams yet: the ties before it are resolved first, and until they
  // give it both teams it stays where it is.
  if (!hasTeams(match)) {
    resolveTies(world, match.seasonId, time, emit);
    if (!hasTeams(match)) return;
  }
  if (match.sport === 'football') advanceFootball(world, match, time, emit);
  else advanceBasketball(world, match, time, emit);
}
