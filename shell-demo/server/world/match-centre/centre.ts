/**
 * The match centre of the world: each match's events, drawn from its script
 * (football-centre, basketball-centre) and published by the simulator as `match-event` changes
 * when their moment comes; the snapshot (late joiners, gap repair) is the events up to now.
 */
import type { MatchCentreEvent, MatchCentreSnapshot } from '@src/contracts/match-centre';
import type { Emit } from '../changes';
import { ensureBasketballScript, ensureFootballScript } from '../scripts';
import { BasketballStatus, FootballStatus } from '../status';
import type { BasketballMatch, FootballMatch, WorldMatch } from '../match-types';
import type { BasketballScript, FootballScript } from '../play-types';
import { findMatch } from '../queries/matches';
import type { World } from '../types';
import { basketballCentre } from './basketball-centre';
import { draft, type CentreDraft, type CentreScript } from './centre-types';
import { footballLine } from './commentary';
import { footballCentre } from './football-centre';

const byScript = new WeakMap<FootballScript | BasketballScript, CentreScript>();
/** Finished basketball games keep no script (their box score lives in the season): a few are kept here. */
const finishedBasketball = new WeakMap<World, Map<number, CentreScript>>();
const FINISHED_KEPT = 64;

function hasStarted(match: WorldMatch): boolean {
  const notStarted = match.sport === 'football' ? FootballStatus.notStarted : BasketballStatus.notStarted;
  return match.statusId !== notStarted && match.homeId !== 0 && match.awayId !== 0;
}

/**
 * The script a started basketball game is (or was) played by. A finished game keeps none (its box
 * score lives in the season): one is rebuilt from the box score and the periods' points.
 */
export function basketballScriptOf(world: World, match: BasketballMatch): BasketballScript | undefined {
  const live = world.basketballScripts.get(match.id);
  if (live || match.statusId !== BasketballStatus.finished) return live ?? ensureBasketballScript(world, match);
  const box = world.nbaSeasons.get(match.seasonId)?.boxScores.get(match.id);
  if (!box) return undefined;
  return { matchId: match.id, homePeriods: match.homePeriodScores, awayPeriods: match.awayPeriodScores, box };
}

/** The centre script of a match that has started; undefined before kickoff (or without teams). */
/** The centre of the match `matchId`, if it has started. */
export function centreOfMatch(world: World, matchId: number): CentreScript | undefined {
  const match = findMatch(world, matchId);
  return match && centreScriptOf(world, match);
}

export function centreScriptOf(world: World, match: WorldMatch): CentreScript | undefined {
  if (!hasStarted(match)) return undefined;
  if (match.sport === 'football') {
    const script = ensureFootballScript(world, match);
    let centre = byScript.get(script);
    if (!centre) {
      centre = footballCentre(world, script);
      byScript.set(script, centre);
    }
    return centre;
  }
  const finished = !world.basketballScripts.has(match.id) && match.statusId === BasketballStatus.finished;
  let kept = finishedBasketball.get(world);
  if (finished) {
    if (!kept) {
      kept = new Map();
      finishedBasketball.set(world, kept);
    }
    const cached = kept.get(match.id);
    if (cached) return cached;
  }
  const script = basketballScriptOf(world, match);
  if (!script) return undefined;
  let centre = byScript.get(script);
  if (!centre) {
    centre = basketballCentre(world, script, match.homeId, match.awayId);
    byScript.set(script, centre);
  }
  if (finished && kept) {
    if (kept.size >= FINISHED_KEPT) kept.delete(kept.keys().next().value as number);
    kept.set(match.id, centre);
  }
  return centre;
}

function stamp(match: WorldMatch, draft: CentreDraft, index: number): MatchCentreEvent {
  const { offset, ...fields } = draft;
  return { matchId: match.id, index, at: match.matchDate + offset, ...fields };
}

/** Index of the first event later than `offset` ms after kickoff. */
function countUpTo(events: readonly CentreDraft[], offset: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((events[middle] as CentreDraft).offset <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Publishes the match's events in (from, to] (world times) as `match-event` changes. */
export function emitCentreEvents(world: World, match: WorldMatch, from: number, to: number, emit: Emit): void {
  if (to < match.matchDate) return;
  const centre = centreScriptOf(world, match);
  if (!centre) return;
  const first = countUpTo(centre.events, from - match.matchDate);
  const end = countUpTo(centre.events, to - match.matchDate);
  for (let index = first; index < end; index += 1) {
    const event = stamp(match, centre.events[index] as CentreDraft, index);
    emit({ kind: 'match-event', at: event.at, event });
  }
}

/** The match so far: line-ups and every event up to the world's time. */
export function centreSnapshot(world: World, match: WorldMatch): MatchCentreSnapshot {
  const centre = centreScriptOf(world, match);
  const team = (side: 'home' | 'away') => ({
    teamId: side === 'home' ? match.homeId : match.awayId,
    formation: centre?.[side].formation ?? '',
    players: centre?.[side].players ?? [],
  });
  const count = centre ? countUpTo(centre.events, world.currentTime - match.matchDate) : 0;
  const events = centre ? centre.events.slice(0, count).map((draft, index) => stamp(match, draft, index)) : [];
  return { matchId: match.id, sport: match.sport, home: team('home'), away: team('away'), events, nextIndex: count };
}

/**
 * Adds an event to a football match's centre just after the world's present (a development
 * control): the next tick publishes it, and no published index moves. `scored` (a goal forced, +1;
 * a goal taken back, -1) moves the score of that side in it and in every event after it, so the
 * centre keeps the world's score. Undefined when the match has no centre yet.
 */
export function addCentreEvent(
  world: World,
  match: FootballMatch,
  fields: Omit<Partial<CentreDraft>, 'offset'> & Pick<CentreDraft, 'kind' | 'side'>,
  scored = 0,
): MatchCentreEvent | undefined {
  const centre = centreScriptOf(world, match);
  if (!centre) return undefined;
  const offset = world.currentTime - match.matchDate + 1;
  const position = centre.events.findIndex((event) => event.offset > offset);
  const index = position === -1 ? centre.events.length : position;
  const before = centre.events[index - 1];
  const event = draft({
    minute: match.minute,
    extraMinute: match.extraMinute,
    homeScore: before?.homeScore ?? 0,
    awayScore: before?.awayScore ?? 0,
    ...fields,
    offset,
  });
  centre.events.splice(index, 0, event);
  const scoreKey = fields.side === 'home' ? 'homeScore' : 'awayScore';
  if (scored !== 0) for (const later of centre.events.slice(index)) later[scoreKey] += scored;
  event.text = footballLine(event, centre);
  return stamp(match, event, index);
}
