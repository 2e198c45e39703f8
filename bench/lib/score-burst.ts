/**
 * A burst of pushed scores (the live-update and football scenarios): the development server's hub
 * publishes `match.score` updates at a fixed rate for a while, spread at random (seeded, the same
 * every run) over a range of match ids, each a goal for one side. Published on a short timer that
 * catches up with the schedule each tick (as bench/push-fanout.ts).
 */
import { type MatchLivePayload, MatchPush } from '../../src/contracts/match-push';
import { seededRandom } from '../../shell-demo/server/seed';
import type { BenchStack } from './stack';

export interface ScoreBurst {
  firstMatchId: number;
  matches: number;
  ratePerS: number;
  seconds: number;
  seed: number;
  /** The status the updates carry (2 first half, 4 second half). */
  statusId: number;
  /** The minute shown after `published` updates. */
  minuteOf: (published: number) => number;
}

/** Resolves once every update is published: how many, and how long it took. */
export function publishScoreBurst(
  stack: BenchStack,
  burst: ScoreBurst,
): Promise<{ published: number; seconds: number }> {
  const next = seededRandom(burst.seed);
  const scores = new Map<number, { home: number; away: number }>();
  const total = burst.ratePerS * burst.seconds;
  const started = performance.now();
  let published = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * burst.ratePerS) / 1000) + 1);
      while (published < due) {
        const matchId = burst.firstMatchId + Math.floor(next() * burst.matches);
        const score = scores.get(matchId) ?? { home: 0, away: 0 };
        if (next() < 0.5) score.home += 1;
        else score.away += 1;
        scores.set(matchId, score);
        const payload: MatchLivePayload = {
          matchId,
          sport: 'football',
          statusId: burst.statusId,
          homeScore: score.home,
          awayScore: score.away,
          minute: burst.minuteOf(published),
          extraMinute: 0,
          period: 0,
          clockSeconds: 0,
          homePenaltyScore: null,
          awayPenaltyScore: null,
        };
        stack.api.push.publish(MatchPush.score, MatchPush.channel(matchId), payload);
        published += 1;
      }
      if (published >= total) resolve({ published, seconds: (performance.now() - started) / 1000 });
      else setTimeout(tick, 4);
    };
    tick();
  });
}
