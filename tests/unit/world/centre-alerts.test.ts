/** @jest-environment node */
/**
 * A match's alerts read off its match-centre events (shell-demo/server/world/match-centre/centre-alerts.ts):
 * which events give which alerts, seqs from 0 without gaps, a VAR cancel naming the goal it takes
 * back, a late lead change in basketball; and every finished match of the world read so.
 */
import type { MatchCentreEvent } from '../../../src/contracts/match-centre';
import { centreSnapshot } from '../../../shell-demo/server/world/match-centre/centre';
import { MatchAlertLine } from '../../../shell-demo/server/world/match-centre/centre-alerts';
import { draft } from '../../../shell-demo/server/world/match-centre/centre-types';
import { BasketballStatus, FootballStatus } from '../../../shell-demo/server/world/status';
import type { World } from '../../../shell-demo/server/world/types';
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { TEST_SEED, utc } from './support/world-fixtures';

const KICK_OFF = Date.UTC(2026, 10, 29, 12, 0);
let index = 0;
const event = (fields: Partial<MatchCentreEvent> & Pick<MatchCentreEvent, 'kind'>): MatchCentreEvent => {
  const { offset: _offset, ...rest } = draft({ offset: 0, ...fields });
  return { matchId: 7, index: index++, at: KICK_OFF + index * 1000, ...rest, ...fields };
};
const football = () => new MatchAlertLine({ matchId: 7, sport: 'football', homeName: '主', awayName: '客' });
const basketball = () => new MatchAlertLine({ matchId: 7, sport: 'basketball', homeName: '主', awayName: '客' });

describe('match alerts read off the match centre', () => {
  it('gives football’s kick-off, goals, a red card, penalties, half-time and full-time, numbered from 0', () => {
    const line = football();
    const alerts = [
      event({ kind: 'period', detail: 'kick-off' }),
      event({ kind: 'shot', side: 'home', detail: 'off-target' }),
      event({ kind: 'card', side: 'away', detail: 'yellow' }),
      event({ kind: 'goal', side: 'home', detail: 'goal', playerName: '甲', homeScore: 1, minute: 12 }),
      event({ kind: 'card', side: 'away', detail: 'second-yellow', playerName: '乙', homeScore: 1 }),
      event({ kind: 'period', detail: 'half-time', homeScore: 1 }),
      event({ kind: 'penalty-missed', side: 'away', homeScore: 1 }),
      event({ kind: 'goal', side: 'away', detail: 'penalty', homeScore: 1, awayScore: 1 }),
      event({ kind: 'card', side: 'home', detail: 'red', homeScore: 1, awayScore: 1 }),
      event({ kind: 'period', detail: 'full-time', homeScore: 1, awayScore: 1 }),
    ].flatMap((item) => line.take(item));
    expect(alerts.map((alert) => alert.kind)).toEqual([
      'kick-off',
      'goal',
      'red-card',
      'half-time',
      'penalty',
      'penalty',
      'goal',
      'red-card',
      'full-time',
    ]);
    expect(alerts.map((alert) => alert.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(alerts[1]).toMatchObject({
      id: '7-1',
      side: 'home',
      playerName: '甲',
      minute: 12,
      homeScore: 1,
      awayScore: 0,
      homeName: '主',
      corrects: '',
    });
    expect(alerts[2]).toMatchObject({ kind: 'red-card', side: 'away', playerName: '乙' });
  });

  it('names the goal a VAR cancel takes back (its side’s latest), and ignores a goal ruled out before it counted', () => {
    const line = football();
    const alerts = [
      event({ kind: 'goal', side: 'home', homeScore: 1 }),
      event({ kind: 'goal', side: 'away', homeScore: 1, awayScore: 1 }),
      // Ruled out before it counted: the score stays.
      event({ kind: 'var', side: 'home', detail: 'goal-disallowed', homeScore: 1, awayScore: 1 }),
      // Taken back: home's score goes down.
      event({ kind: 'var', side: 'home', detail: 'goal-disallowed', homeScore: 0, awayScore: 1 }),
      // Nothing of home's left to take back.
      event({ kind: 'var', side: 'home', detail: 'goal-disallowed', homeScore: -1, awayScore: 1 }),
    ].flatMap((item) => line.take(item));
    expect(alerts.map((alert) => [alert.id, alert.kind, alert.corrects])).toEqual([
      ['7-0', 'goal', ''],
      ['7-1', 'goal', ''],
      ['7-2', 'goal-cancelled', '7-0'],
    ]);
    expect(alerts[2]).toMatchObject({ homeScore: 0, awayScore: 1, side: 'home' });
    expect(line.lastGoal()).toMatchObject({ side: 'away' });
  });

  it('gives basketball’s start, each period’s end, the final, and a lead change only in the last five minutes of the 4th and in overtime', () => {
    const line = basketball();
    const score = (period: number, clockSeconds: number, homeScore: number, awayScore: number) =>
      event({
        kind: 'score',
        side: homeScore > awayScore ? 'home' : 'away',
        period,
        clockSeconds,
        homeScore,
        awayScore,
      });
    const alerts = [
      event({ kind: 'period', detail: 'start', period: 1 }),
      score(1, 600, 2, 0),
      score(1, 500, 2, 3),
      event({ kind: 'period', detail: 'end', period: 1, homeScore: 2, awayScore: 3 }),
      event({ kind: 'period', detail: 'start', period: 2 }),
      score(4, 301, 90, 88),
      score(4, 300, 90, 91),
      score(4, 200, 91, 91),
      score(4, 100, 92, 91),
      event({ kind: 'period', detail: 'end', period: 4, homeScore: 95, awayScore: 95 }),
      score(5, 250, 95, 97),
      event({ kind: 'period', detail: 'end', period: 5, homeScore: 99, awayScore: 101 }),
    ].flatMap((item) => line.take(item));
    expect(alerts.map((alert) => [alert.kind, alert.minute])).toEqual([
      ['start', 1],
      ['quarter-end', 1],
      ['lead-change', 4],
      ['lead-change', 4],
      ['quarter-end', 4],
      ['lead-change', 5],
      ['final', 5],
    ]);
  });

  describe('every finished match of the world', () => {
    let world: World;
    beforeAll(() => {
      world = worldWithKeptScripts({ seed: TEST_SEED, now: utc(18, 10) });
    });

    it('has its alerts from the first kick-off to the final whistle, seqs without gaps', () => {
      const finished = [...world.matches.values()]
        .filter((match) =>
          match.sport === 'football'
            ? match.statusId === FootballStatus.finished
            : match.statusId === BasketballStatus.finished,
        )
        .slice(0, 80);
      expect(finished.length).toBeGreaterThan(40);
      for (const match of finished) {
        const line = new MatchAlertLine({ matchId: match.id, sport: match.sport, homeName: '', awayName: '' });
        const alerts = centreSnapshot(world, match).events.flatMap((item) => line.take(item));
        expect(alerts.map((alert) => alert.seq)).toEqual(alerts.map((_alert, seq) => seq));
        expect(alerts[0]!.kind).toBe(match.sport === 'football' ? 'kick-off' : 'start');
        expect(alerts.at(-1)).toMatchObject({
          kind: match.sport === 'football' ? 'full-time' : 'final',
          homeScore: match.homeScore,
          awayScore: match.awayScore,
        });
        const goals = alerts.filter((alert) => alert.kind === 'goal').length;
        if (match.sport === 'football') expect(goals).toBe(match.homeScore + match.awayScore);
      }
    });
  });
});
