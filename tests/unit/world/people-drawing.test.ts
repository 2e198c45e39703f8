/** @jest-environment node */
import { isDeepStrictEqual } from 'node:util';
import { HOUR } from '@shell-demo/server/world/clock';
import { createWorld } from '@shell-demo/server/world/create-world';
import { drawPeople } from '@shell-demo/server/world/people/people-drawing';
import { settleForMatch } from '@shell-demo/server/world/people/settlement';
import type * as Settlement from '@shell-demo/server/world/people/settlement';
import { MatchSimulator } from '@shell-demo/server/world/simulator';
import { TEST_SEED, utc } from './support/world-fixtures';

// Counted, not changed: how much of the settling one piece of the drawing does.
jest.mock('@shell-demo/server/world/people/settlement', () => {
  const actual = jest.requireActual<typeof Settlement>('@shell-demo/server/world/people/settlement');
  return { ...actual, settleForMatch: jest.fn(actual.settleForMatch) };
});

/** A Saturday evening in Europe: football matches end within the next hours, tips and reports on them. */
const NOW = utc(19, 40);

describe("the world's tips and betting reports, drawn after the build", () => {
  // One world drawn bit by bit serves both tests that need it (a world and its drawing: ~2 s of CPU).
  const inSlices = createWorld({ seed: TEST_SEED, now: NOW });
  let slices = 0;
  let settledInAll = 0;
  let mostInOnePiece = 0;
  beforeAll(() => {
    const settled = jest.mocked(settleForMatch);
    settled.mockClear();
    for (let done = false; !done; slices += 1) {
      const before = settled.mock.calls.length;
      done = drawPeople(inSlices, 0);
      mostInOnePiece = Math.max(mostInOnePiece, settled.mock.calls.length - before);
    }
    settledInAll = settled.mock.calls.length;
  });

  it('are the same drawn at once or bit by bit', () => {
    const atOnce = createWorld({ seed: TEST_SEED, now: NOW });
    expect(drawPeople(atOnce)).toBe(true);
    expect(slices).toBeGreaterThan(100);
    expect(isDeepStrictEqual(inSlices, atOnce)).toBe(true);
    expect(atOnce.tips.size).toBeGreaterThan(0);
    expect([...atOnce.tips.values()].some((tip) => tip.settledAt !== null)).toBe(true);
    expect([...atOnce.reports.values()].some((report) => report.settledAt !== null)).toBe(true);
  });

  it('settle one match a piece in the background, so no piece holds the server for long', () => {
    expect(settledInAll).toBeGreaterThan(10);
    expect(mostInOnePiece).toBe(1);
  });

  it('are drawn on first use, as plain fields from then on', () => {
    const world = createWorld({ seed: TEST_SEED, now: NOW });
    expect(Object.getOwnPropertyDescriptor(world, 'tips')?.get).toBeDefined();
    expect(world.rankingUsers.size).toBe(1000);
    for (const field of ['experts', 'tips', 'tipsByMatch', 'reports', 'reportsByMatch'] as const) {
      expect(Object.getOwnPropertyDescriptor(world, field)?.value).toBe(world[field]);
    }
    expect(drawPeople(world)).toBe(true);
  });

  it('settle and publish as if drawn before the simulator moved on', () => {
    const drawnFirst = createWorld({ seed: TEST_SEED, now: NOW });
    drawPeople(drawnFirst);
    const firstChanges = new MatchSimulator(drawnFirst).advanceTo(NOW + 3 * HOUR);
    // Here the first match to end draws them, in the middle of the simulator's step.
    const drawnLate = createWorld({ seed: TEST_SEED, now: NOW });
    const lateChanges = new MatchSimulator(drawnLate).advanceTo(NOW + 3 * HOUR);
    expect(firstChanges.some((change) => change.kind === 'tip-settled')).toBe(true);
    expect(firstChanges.some((change) => change.kind === 'report-settled')).toBe(true);
    expect(lateChanges).toEqual(firstChanges);
    expect(isDeepStrictEqual(drawnLate, drawnFirst)).toBe(true);
  });
});
