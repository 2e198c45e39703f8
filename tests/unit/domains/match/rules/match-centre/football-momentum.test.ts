import {
  footballMomentum,
  MOMENTUM_WEIGHTS,
  recentMomentum,
} from '@src/domains/match/rules/match-centre/football-momentum';
import type { MatchCentreEvent } from '@src/contracts/match-centre';
import { event } from './centre-events';

/** The pressure at which a minute reads tanh 1. */
const SCALE = 2.5;
/** The value of the first minute when it holds only `fields`' event. */
const firstMinute = (fields: Partial<MatchCentreEvent>) => footballMomentum([event({ minute: 1, ...fields })])[0]!;

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

  it("reads a minute's weighted events through tanh(pressure / 2.5), home up, away down", () => {
    const home = (kind: string, detail = '') => firstMinute({ kind, side: 'home', detail });
    expect(home('goal', 'goal')).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.goal / SCALE), 10);
    expect(home('shot', 'on-target')).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.shotOnTarget / SCALE), 10);
    expect(home('shot', 'woodwork')).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.woodwork / SCALE), 10);
    expect(home('shot', 'off-target')).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.shot / SCALE), 10);
    expect(home('attack')).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.attack / SCALE), 10);
    expect(home('corner')).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.corner / SCALE), 10);
    expect(firstMinute({ kind: 'corner', side: 'away' })).toBeCloseTo(-Math.tanh(MOMENTUM_WEIGHTS.corner / SCALE), 10);
    // A shot off the woodwork weighs between one off target and one on target.
    expect(home('shot', 'woodwork')).toBeGreaterThan(home('shot', 'off-target'));
    expect(home('shot', 'woodwork')).toBeLessThan(home('shot', 'on-target'));
  });

  it('weighs the final third by its share away from an even 50 %', () => {
    const finalThird = (share: number) =>
      firstMinute({ kind: 'possession', side: '', numbers: { possession: 50, finalThird: share } });
    expect(finalThird(100)).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.finalThird / SCALE), 10);
    expect(finalThird(75)).toBeCloseTo(Math.tanh(MOMENTUM_WEIGHTS.finalThird / 2 / SCALE), 10);
    expect(finalThird(0)).toBeCloseTo(-Math.tanh(MOMENTUM_WEIGHTS.finalThird / SCALE), 10);
    expect(finalThird(50)).toBe(0);
    expect(firstMinute({ kind: 'possession', side: '', numbers: { possession: 70 } })).toBe(0);
  });

  it("carries 45 % of a minute's pressure into the next", () => {
    const momentum = footballMomentum([
      event({ kind: 'shot', side: 'home', minute: 1, detail: 'on-target' }),
      // A foul weighs nothing: the 2nd minute is played, with no pressure of its own.
      event({ kind: 'foul', side: 'away', minute: 2 }),
    ]);
    expect(momentum[1]).toBeCloseTo(Math.tanh((MOMENTUM_WEIGHTS.shotOnTarget * 0.45) / SCALE), 10);
  });

  it('counts the first minute, and a shot of neither side for no one', () => {
    expect(firstMinute({ kind: 'shot', side: 'home', detail: 'on-target' })).toBeGreaterThan(0);
    expect(firstMinute({ kind: 'shot', side: '', detail: 'on-target' })).toBe(0);
  });

  it('keeps 90 minutes of width when the events end earlier', () => {
    expect(footballMomentum([event({ kind: 'corner', side: 'home', minute: 10 })])).toHaveLength(90);
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
