import {
  footballMomentum,
  recentMomentum,
} from '@src/domains/match/rules/match-centre/football-momentum';
import { event } from './centre-events';

describe('football attack momentum', () => {
  it('is flat before anything happens and keeps 90 minutes of width', () => {
    const momentum = footballMomentum([]);
    expect(momentum).toHaveLength(90);
    expect(momentum.every((value) => value === 0)).toBe(true);
  });

  it('rises above the line for home pressure and below for away pressure', () => {
    const momentum = footballMomentum([
      event({ kind: 'shot', side: 'home', minute: 10, detail: 'on-target' }),
      event({ kind: 'corner', side: 'home', minute: 10 }),
      event({ kind: 'attack', side: 'away', minute: 30 }),
      event({ kind: 'shot', side: 'away', minute: 30, detail: 'off-target' }),
    ]);
    expect(momentum[9]).toBeGreaterThan(0.5);
    expect(momentum[29]).toBeLessThan(-0.3);
    // Pressure fades over the next minutes.
    expect(momentum[10]).toBeGreaterThan(0);
    expect(momentum[10]!).toBeLessThan(momentum[9]!);
    expect(momentum[20]).toBeCloseTo(0, 2);
  });

  it('weighs a shot on target above one off target, and a goal above both', () => {
    const at = (detail: string, kind = 'shot') =>
      footballMomentum([event({ kind, side: 'home', minute: 5, detail })])[4]!;
    expect(at('on-target')).toBeGreaterThan(at('off-target'));
    expect(at('goal', 'goal')).toBeGreaterThan(at('on-target'));
  });

  it('counts final-third possession: a home-dominated minute leans home', () => {
    const momentum = footballMomentum([
      event({ kind: 'possession', side: '', minute: 3, numbers: { possession: 70, finalThird: 85 } }),
      event({ kind: 'possession', side: '', minute: 4, numbers: { possession: 40, finalThird: 20 } }),
    ]);
    expect(momentum[2]).toBeGreaterThan(0);
    expect(momentum[3]).toBeLessThan(0);
  });

  it('stays within −1…1 under a storm of shots and counts stoppage time on', () => {
    const storm = Array.from({ length: 30 }, () =>
      event({ kind: 'shot', side: 'away', minute: 90, extraMinute: 3, detail: 'on-target' }),
    );
    const momentum = footballMomentum(storm);
    expect(momentum).toHaveLength(93);
    expect(momentum[92]).toBeGreaterThanOrEqual(-1);
    expect(momentum[92]).toBeLessThan(-0.99);
  });

  it("a row's sparkline takes the last minutes played", () => {
    expect(recentMomentum([1, 2, 3, 4, 5, 0, 0], 5, 3)).toEqual([3, 4, 5]);
  });
});
