import { nextChangeIn, scoreAt } from '@src/domains/live-room/rules/spoiler-delay';
import { trimHistory, type Timed } from '@src/domains/match/rules/live-history';

const T0 = 1_700_000_000_000;
const at = (seconds: number) => T0 + seconds * 1000;
/** A value history from `[seconds, value]` pairs, in the order given. */
const history = <T>(...entries: [seconds: number, value: T][]): Timed<T>[] =>
  entries.map(([seconds, value]) => ({ at: at(seconds), value }));

/** The room loaded 0:0 over HTTP at 0 s; the server pushed a goal at 30 s and another at 50 s. */
const match = history([0, '0:0'], [30, '1:0'], [50, '1:1']);

describe('scoreAt', () => {
  it('has nothing to show for an empty history', () => {
    expect(scoreAt([], at(10), 8000)).toBeUndefined();
  });

  it('shows the latest value at once with a delay of 0 (real time)', () => {
    expect(scoreAt(match, at(30), 0)).toBe('1:0');
    expect(scoreAt(match, at(60), 0)).toBe('1:1');
  });

  it('holds a goal pushed 8 s before the viewer sees it until those 8 s have passed', () => {
    // The push arrives at 30 s; the picture is 8 s behind, so the goal is on screen at 38 s.
    expect(scoreAt(match, at(30), 8000)).toBe('0:0');
    expect(scoreAt(match, at(37.999), 8000)).toBe('0:0');
    expect(scoreAt(match, at(38), 8000)).toBe('1:0');
    expect(scoreAt(match, at(57.9), 8000)).toBe('1:0');
    expect(scoreAt(match, at(58), 8000)).toBe('1:1');
  });

  it('shows the oldest value (what the room loaded) when no value is old enough yet', () => {
    expect(scoreAt(match, at(2), 8000)).toBe('0:0');
    const pushedOnly = history([5, '2:0']);
    expect(scoreAt(pushedOnly, at(6), 8000)).toBe('2:0');
  });

  it('takes the last of several values with the same timestamp', () => {
    const burst = history([0, 'a'], [10, 'b'], [10, 'c']);
    expect(scoreAt(burst, at(10), 0)).toBe('c');
    expect(scoreAt(burst, at(9), 0)).toBe('a');
  });

  it('treats a negative delay as real time', () => {
    expect(scoreAt(match, at(30), -5000)).toBe('1:0');
  });
});

describe('nextChangeIn', () => {
  it('is null for an empty history and when everything is already shown', () => {
    expect(nextChangeIn([], at(10), 8000)).toBeNull();
    expect(nextChangeIn(match, at(60), 0)).toBeNull();
    expect(nextChangeIn(match, at(58), 8000)).toBeNull();
  });

  it('is the time until a held-back goal appears', () => {
    expect(nextChangeIn(match, at(30), 8000)).toBe(8000);
    expect(nextChangeIn(match, at(35), 8000)).toBe(3000);
    // Once 1:0 shows, the next change is 1:1 at 58 s.
    expect(nextChangeIn(match, at(38), 8000)).toBe(20_000);
  });

  it('skips an entry equal to the value shown before it', () => {
    const repeated = history([0, '0:0'], [10, '0:0'], [20, '1:0']);
    expect(nextChangeIn(repeated, at(5), 0)).toBe(15_000);
    const objects = history([0, { home: 0 }], [10, { home: 0 }], [20, { home: 1 }]);
    const sameScore = (a: { home: number }, b: { home: number }) => a.home === b.home;
    expect(nextChangeIn(objects, at(5), 0, sameScore)).toBe(15_000);
    expect(nextChangeIn(objects, at(5), 0)).toBe(5000);
  });

  it('looks past intermediate entries with the same timestamp', () => {
    const burst = history([0, 'a'], [10, 'a'], [10, 'b']);
    expect(nextChangeIn(burst, at(0), 0)).toBe(10_000);
    const back = history([0, 'a'], [10, 'b'], [10, 'a']);
    expect(nextChangeIn(back, at(0), 0)).toBeNull();
  });

  it('agrees with scoreAt: the value changes exactly when the timer would fire', () => {
    const now = at(31);
    const wait = nextChangeIn(match, now, 8000)!;
    expect(scoreAt(match, now + wait - 1, 8000)).toBe('0:0');
    expect(scoreAt(match, now + wait, 8000)).toBe('1:0');
  });
});

describe('trimHistory', () => {
  it('keeps entries newer than the window and the newest one before it', () => {
    const trimmed = trimHistory(match, at(100), 60_000);
    expect(trimmed).toEqual([match[1], match[2]]);
    // The value shown at the edge of the window is unchanged.
    expect(scoreAt(trimmed, at(100), 60_000)).toBe(scoreAt(match, at(100), 60_000));
  });

  it('returns the same array when nothing is old enough to drop', () => {
    expect(trimHistory(match, at(40), 60_000)).toBe(match);
    const empty: Timed<string>[] = [];
    expect(trimHistory(empty, at(40), 0)).toBe(empty);
  });

  it('always keeps the newest entry', () => {
    expect(trimHistory(match, at(1000), 1000)).toEqual([match[2]]);
  });
});
