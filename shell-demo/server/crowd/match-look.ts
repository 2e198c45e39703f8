/**
 * What a crowd room sees of its match between two steps: the moment its lines speak of, and the
 * notices kick-off, a goal, the break and the end make (a goal also starts a burst of messages).
 * Found by comparing the match with the last step's look (`state.seen`).
 */
import type { World } from '../world/types';
import { fillIn, type CrowdMoment } from './crowd-words';
import { BURST_MS } from './rate-model';
import { phaseOf, phaseOfStatus, surname } from './room-context';
import { matchNotice } from './room-notices';
import type { RoomState } from './room-state';

/** The match as the room's lines speak of it now. */
export function momentOf(state: RoomState): CrowdMoment {
  const { context, goal } = state;
  const { match } = context;
  return {
    phase: phaseOf(match),
    sport: match?.sport ?? 'football',
    home: context.home,
    away: context.away,
    homeScore: match?.homeScore ?? 0,
    awayScore: match?.awayScore ?? 0,
    minute: match?.sport === 'football' ? match.minute : (match?.period ?? 0),
    hostName: context.host.nickName,
    goal: goal ? { side: goal.side, scorer: goal.scorer } : null,
  };
}

/** Looks at the match again: the notices due since the last look, in order (a goal also marks the room's goal and burst). */
export function lookAtMatch(state: RoomState, now: number, world: World): string[] {
  const { match } = state.context;
  const seen = state.seen;
  state.seen = match
    ? {
        matchId: match.id,
        statusId: match.statusId,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        goals: match.sport === 'football' ? match.goals.length : 0,
      }
    : null;
  // The first look at a match (or a new one) tells nothing new: its past is not news.
  if (!match || !seen || seen.matchId !== match.id) return [];
  const notices: string[] = [];
  const moment = momentOf(state);
  if (match.sport === 'football' && match.homeScore + match.awayScore > seen.homeScore + seen.awayScore) {
    const side = match.homeScore > seen.homeScore ? 'home' : 'away';
    const goal = match.goals.length > seen.goals ? match.goals[match.goals.length - 1] : undefined;
    const scorer = goal ? (world.footballPlayers.get(goal.playerId)?.name ?? '') : '';
    // The crowd names one scorer: the goal's, or (a goal the development control scored) one it picks.
    const players = (side === 'home' ? state.context.home : state.context.away)?.players ?? [];
    const hero = scorer ? surname(scorer) : players.length > 0 ? state.rng.pick(players) : '';
    state.goal = { side, scorer: hero, until: now + BURST_MS };
    state.bursts.push({ at: now, weight: 1 });
    notices.push(fillIn(matchNotice('goal', scorer), state.rng, { ...moment, goal: { side, scorer } }));
  }
  if (match.statusId === seen.statusId) return notices;
  const before = phaseOfStatus(match.sport, seen.statusId);
  const after = phaseOf(match);
  if (before === 'before' && after === 'playing') notices.push(fillIn(matchNotice('kick-off'), state.rng, moment));
  else if (after === 'break') notices.push(fillIn(matchNotice('break'), state.rng, moment));
  else if (after === 'ended' && before !== 'ended') {
    state.bursts.push({ at: now, weight: 0.25 });
    notices.push(fillIn(matchNotice('end'), state.rng, moment));
  }
  return notices;
}
