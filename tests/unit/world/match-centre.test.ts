/** @jest-environment node */
import type { MatchCentreEvent } from '../../../src/contracts/match-centre';
import type { WorldChange } from '../../../shell-demo/server/world/changes';
import { MINUTE, fixedClock } from '../../../shell-demo/server/world/clock';
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { basketballStateAt } from '../../../shell-demo/server/world/basketball/progress';
import { centreScriptOf, centreSnapshot } from '../../../shell-demo/server/world/match-centre/centre';
import { MatchSimulator } from '../../../shell-demo/server/world/simulator';
import { BasketballStatus, FootballStatus } from '../../../shell-demo/server/world/status';
import type { BasketballMatch } from '../../../shell-demo/server/world/match-types';
import type { World } from '../../../shell-demo/server/world/types';
import { TEST_SEED, utc } from './support/world-fixtures';

const count = (events: readonly { kind: string; detail: string }[], kind: string, detail?: string) =>
  events.filter((event) => event.kind === kind && (detail === undefined || event.detail === detail)).length;

describe("the world's match centre", () => {
  const now = utc(18, 10);
  let world: World;
  beforeAll(() => {
    world = worldWithKeptScripts({ seed: TEST_SEED, now });
  });

  it('gives football matches realistic numbers: ~25 shots, ~10 corners, ~4 cards, and the goals of the score', () => {
    const finished = [...world.matches.values()]
      .filter((match) => match.sport === 'football' && match.statusId === FootballStatus.finished)
      .slice(0, 120);
    expect(finished.length).toBeGreaterThan(50);
    let shots = 0;
    let corners = 0;
    let cards = 0;
    for (const match of finished) {
      const centre = centreScriptOf(world, match)!;
      const events = centre.events;
      const goals = events.filter((event) => event.kind === 'goal');
      expect(goals.filter((goal) => goal.side === 'home')).toHaveLength(match.homeScore);
      expect(goals.filter((goal) => goal.side === 'away')).toHaveLength(match.awayScore);
      const last = events[events.length - 1]!;
      expect([last.homeScore, last.awayScore]).toEqual([match.homeScore, match.awayScore]);
      expect(last).toMatchObject({ kind: 'period', detail: 'full-time' });
      expect(events[0]).toMatchObject({ kind: 'period', detail: 'kick-off' });
      expect(centre.home.formation).toMatch(/^\d-\d-\d$/);
      expect(centre.home.players.filter((player) => player.starter)).toHaveLength(11);
      shots += count(events, 'shot') + goals.filter((goal) => goal.detail !== 'own-goal').length;
      corners += count(events, 'corner');
      cards += count(events, 'card');
      // Every substitution brings on a bench player for a starter.
      for (const sub of events.filter((event) => event.kind === 'substitution')) {
        const team = centre[sub.side as 'home' | 'away'].players;
        expect(team.find((player) => player.playerId === sub.playerId)?.starter).toBe(false);
        expect(team.find((player) => player.playerId === sub.otherId)).toBeDefined();
      }
      // Commentary in Chinese for the notable moments.
      for (const goal of goals) expect(goal.text).toMatch(/球进了|点球|乌龙/);
    }
    const perMatch = (total: number) => total / finished.length;
    expect(perMatch(shots)).toBeGreaterThan(20);
    expect(perMatch(shots)).toBeLessThan(30);
    expect(perMatch(corners)).toBeGreaterThan(7);
    expect(perMatch(corners)).toBeLessThan(13);
    expect(perMatch(cards)).toBeGreaterThan(3);
    expect(perMatch(cards)).toBeLessThan(5);
  });

  it('makes basketball baskets add up to the score the world shows at every moment', () => {
    const games = [...world.matches.values()]
      .filter(
        (match): match is BasketballMatch =>
          match.sport === 'basketball' && match.statusId === BasketballStatus.finished,
      )
      .slice(0, 5);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const centre = centreScriptOf(world, game)!;
      const scores = centre.events.filter((event) => event.kind === 'score');
      expect(scores.length).toBeGreaterThan(60);
      const last = centre.events[centre.events.length - 1]!;
      expect([last.homeScore, last.awayScore]).toEqual([game.homeScore, game.awayScore]);
      expect(count(centre.events, 'rebound')).toBeGreaterThan(20);
      expect(count(centre.events, 'substitution')).toBeGreaterThan(8);
      const script = {
        matchId: game.id,
        homePeriods: game.homePeriodScores,
        awayPeriods: game.awayPeriodScores,
        box: [],
      };
      for (const event of scores.filter((_, index) => index % 7 === 0)) {
        const state = basketballStateAt(script, event.offset);
        expect([state.homeScore, state.awayScore]).toEqual([event.homeScore, event.awayScore]);
      }
    }
  });

  it('publishes each event once at its moment; a late joiner’s snapshot plus what follows is the whole match', () => {
    const later = worldWithKeptScripts({ seed: TEST_SEED, now });
    const simulator = new MatchSimulator(later, { clock: fixedClock(now) });
    const published = new Map<number, MatchCentreEvent[]>();
    simulator.on('change', (change: WorldChange) => {
      if (change.kind !== 'match-event') return;
      const list = published.get(change.event.matchId) ?? [];
      list.push(change.event);
      published.set(change.event.matchId, list);
      expect(change.at).toBe(change.event.at);
    });
    const live = [...later.matches.values()].find(
      (match) => match.sport === 'football' && match.statusId === FootballStatus.firstHalf,
    );
    expect(live).toBeDefined();
    const joined = centreSnapshot(later, live!);
    for (let minute = 1; minute <= 30; minute += 1) simulator.advanceTo(now + minute * MINUTE);
    const after = centreSnapshot(later, live!);
    const pushed = published.get(live!.id) ?? [];
    expect(pushed.length).toBeGreaterThan(20);
    expect(pushed[0]!.index).toBe(joined.nextIndex);
    pushed.forEach((event, position) => expect(event.index).toBe(joined.nextIndex + position));
    expect([...joined.events, ...pushed]).toEqual(after.events);
    expect(after.events.every((event) => event.at <= now + 30 * MINUTE)).toBe(true);
    // Events carry the score of the moment, which the live match shows.
    const lastPushed = pushed[pushed.length - 1]!;
    expect([lastPushed.homeScore, lastPushed.awayScore]).toEqual([live!.homeScore, live!.awayScore]);
    expect(published.size).toBeGreaterThan(1);
  });
});
