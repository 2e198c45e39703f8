import {
  delayOf,
  isDelayed,
  isShownAt,
  livePlayhead,
  nextShownIn,
  playheadAt,
  playheadDelayMs,
  shownAt,
  type Playhead,
} from '@src/domains/match/rules/playhead';

const T0 = 1_700_000_000_000;
const at = (seconds: number) => T0 + seconds * 1000;
/** Items stamped at these seconds after T0. */
const stamped = (...seconds: number[]) => seconds.map((second) => ({ at: at(second), id: second }));
/** The fan's playhead at `seconds` after T0 on the server's clock, `delaySeconds` behind live (null: live). */
const playhead = (seconds: number, delaySeconds: number | null): Playhead => ({
  now: at(seconds),
  delayMs: delaySeconds === null ? null : delaySeconds * 1000,
});

/** A score loaded at 0 s, a goal pushed at 30 s and another at 50 s. */
const goals = stamped(0, 30, 50);

describe('playheadDelayMs: the room’s delay, worked out once', () => {
  it('is the player’s measured delay in ms', () => {
    expect(playheadDelayMs(8, false)).toBe(8000);
    expect(playheadDelayMs(0.1, false)).toBe(100);
  });

  it('is none (live) with 实时比分 on, while unmeasured, at the live edge or for no number', () => {
    expect(playheadDelayMs(8, true)).toBeNull();
    expect(playheadDelayMs(null, false)).toBeNull();
    expect(playheadDelayMs(0, false)).toBeNull();
    expect(playheadDelayMs(-3, false)).toBeNull();
    expect(playheadDelayMs(Number.NaN, false)).toBeNull();
    expect(playheadDelayMs(Number.POSITIVE_INFINITY, false)).toBeNull();
  });
});

describe('a playhead live or behind it', () => {
  it('is delayed only with a delay, and reports that delay (0 when live)', () => {
    expect(isDelayed(playhead(40, 8))).toBe(true);
    expect(isDelayed(playhead(40, null))).toBe(false);
    expect(delayOf(playhead(40, 8))).toBe(8000);
    expect(delayOf(playhead(40, null))).toBe(0);
  });

  it('is live outside a room: everything shows, nothing is waited for', () => {
    const live = livePlayhead(at(0));
    expect(live).toEqual(playhead(0, null));
    expect(shownAt(goals, live)).toBe(goals);
    expect(nextShownIn(goals, live)).toBeNull();
  });
});

describe('playheadAt: the server moment the picture shows', () => {
  it('is the server’s clock less the delay, and the clock itself when live', () => {
    expect(playheadAt(playhead(40, 8))).toBe(at(32));
    expect(playheadAt(playhead(40, null))).toBe(at(40));
  });
});

describe('isShownAt', () => {
  it('shows what the picture has reached, from the very moment it does', () => {
    expect(isShownAt(at(32), playhead(40, 8))).toBe(true);
    expect(isShownAt(at(31), playhead(40, 8))).toBe(true);
    expect(isShownAt(at(32) + 1, playhead(40, 8))).toBe(false);
  });

  it('shows everything live, even what is stamped after the device’s idea of now', () => {
    expect(isShownAt(at(41), playhead(40, null))).toBe(true);
  });

  it('holds back what is stamped after now with a delay of 0 (a playhead built by hand)', () => {
    expect(isShownAt(at(41), { now: at(40), delayMs: 0 })).toBe(false);
  });
});

describe('shownAt', () => {
  it('holds a goal pushed 8 s before the fan sees it until those 8 s have passed', () => {
    expect(shownAt(goals, playhead(30, 8))).toEqual(stamped(0));
    expect(shownAt(goals, playhead(37.999, 8))).toEqual(stamped(0));
    expect(shownAt(goals, playhead(38, 8))).toEqual(stamped(0, 30));
    expect(shownAt(goals, playhead(58, 8))).toBe(goals);
  });

  it('shows nothing before the picture reaches the first item', () => {
    expect(shownAt(goals, playhead(2, 8))).toEqual([]);
  });

  it('shows everything at once when live (no video, 实时比分), the list itself', () => {
    expect(shownAt(goals, playhead(0, null))).toBe(goals);
  });

  it('shows every item of the same time together', () => {
    const burst = stamped(0, 10, 10, 20);
    expect(shownAt(burst, playhead(10, 0))).toEqual(stamped(0, 10, 10));
  });

  it('has nothing to show of nothing', () => {
    expect(shownAt([], playhead(10, 8))).toEqual([]);
  });
});

describe('nextShownIn', () => {
  it('is the time until the next held-back item shows', () => {
    expect(nextShownIn(goals, playhead(30, 8))).toBe(8000);
    expect(nextShownIn(goals, playhead(35, 8))).toBe(3000);
    // Once the first goal shows, the next is the second, at 58 s.
    expect(nextShownIn(goals, playhead(38, 8))).toBe(20_000);
  });

  it('is null when everything shows: live, all reached, or nothing there', () => {
    expect(nextShownIn(goals, playhead(0, null))).toBeNull();
    expect(nextShownIn(goals, playhead(58, 8))).toBeNull();
    expect(nextShownIn([], playhead(10, 8))).toBeNull();
  });

  it('agrees with shownAt: the next item shows exactly when the timer would fire', () => {
    const now = playhead(31, 8);
    const wait = nextShownIn(goals, now)!;
    expect(shownAt(goals, { ...now, now: now.now + wait - 1 })).toHaveLength(1);
    expect(shownAt(goals, { ...now, now: now.now + wait })).toHaveLength(2);
  });
});
