/**
 * Match-centre events for the centre scenarios: the world's own football script (the
 * events the development server simulates for a match — shots, attacks, corners, possession,
 * goals, cards, substitutions with their commentary) re-stamped for another match id, index and
 * time, and published on the match's channel by the development server's hub through the push
 * catalogue (`MatchCentrePush.event`), as the simulator publishes them.
 */
import type { MatchCentreEvent } from '../../src/contracts/match-centre';
import { MatchCentrePush } from '../../src/contracts/match-centre-push';
import { MatchPush } from '../../src/contracts/match-push';
import { centreScriptOf } from '../../shell-demo/server/world/match-centre/centre';
import type { CentreDraft } from '../../shell-demo/server/world/match-centre/centre-types';
import { FootballStatus } from '../../shell-demo/server/world/status';
import type { BenchStack } from './stack';

/** The whole event script of a football match of the world that has finished (90 minutes and more). */
export function footballScript(stack: BenchStack): readonly CentreDraft[] {
  const world = stack.api.world();
  for (const match of world.matches.values()) {
    if (match.sport !== 'football' || match.statusId !== FootballStatus.finished) continue;
    const events = centreScriptOf(world, match)?.events;
    if (events && events.length > 100) return events;
  }
  throw new Error('no finished football match with a centre script in the world');
}

export function stampEvent(draft: CentreDraft, matchId: number, index: number, at: number): MatchCentreEvent {
  const { offset: _offset, ...fields } = draft;
  return { matchId, index, at, ...fields };
}

export function publishCentreEvent(stack: BenchStack, event: MatchCentreEvent): void {
  stack.api.push.publish(MatchCentrePush.event, MatchPush.channel(event.matchId), event);
}

/**
 * Publishes `total` events at `ratePerS`, `next(count)` giving the count-th one; on a short timer
 * that catches up with the schedule each tick (as bench/lib/score-burst.ts). Resolves with the
 * seconds it took.
 */
export function publishAtRate(
  stack: BenchStack,
  total: number,
  ratePerS: number,
  next: (count: number) => MatchCentreEvent,
): Promise<number> {
  const started = performance.now();
  let published = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * ratePerS) / 1000) + 1);
      while (published < due) {
        publishCentreEvent(stack, next(published));
        published += 1;
      }
      if (published >= total) resolve((performance.now() - started) / 1000);
      else setTimeout(tick, 4);
    };
    tick();
  });
}
