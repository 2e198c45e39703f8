/** The one live-match store every page selects from: batches, history, clock, goals, HTTP seeds. */
import { MAX_ENDED_KEPT, useLiveMatchStore, watchMatch } from '@src/domains/match/store/live-match-store';
import { liveMatchSelectors } from '@src/domains/match/store/selectors';
import { setUpAppWorld } from '@tests/support/app-world';
import { latestLive } from '@tests/support/live-match-lists';
import { liveValue, matchSummary } from '@tests/support/match-fixtures';

const live = () => useLiveMatchStore.getState();

beforeEach(() => setUpAppWorld());

it("applies a frame's values in one store update, giving new objects only to the matches that changed", () => {
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2 }), matchSummary({ id: 700 })]);
  const before = live().matchLive;
  const updates = jest.fn();
  const stop = useLiveMatchStore.subscribe(updates);
  live().applyMatchLive([
    { at: 10_000, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2, minute: 40 }) },
    { at: 10_050, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2, minute: 41 }) },
  ]);
  stop();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(latestLive(600)).toMatchObject({ homeScore: 2, minute: 41 });
  expect(live().matchLive[700]).toBe(before[700]);
});

it('keeps a history in time order with server times, and learns the server clock', () => {
  const now = Date.now();
  live().applyMatchLive([{ at: now + 60_000, value: liveValue({ matchId: 600, homeScore: 3 }) }]);
  live().applyMatchLive([{ at: now + 50_000, value: liveValue({ matchId: 600, homeScore: 2 }) }]);
  const history = liveMatchSelectors.matchHistory(600)(live());
  expect(history.map((entry) => entry.value.homeScore)).toEqual([2, 3]);
  expect(live().clockOffsetMs).toBeGreaterThan(40_000);
  expect(live().serverNow()).toBeGreaterThan(Date.now() + 40_000);
});

it('a goal moves the score of a known match, and of no unknown one', () => {
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2 })]);
  live().applyMatchGoal({ matchId: 600, homeScore: 2, awayScore: 1 }, 5);
  expect(latestLive(600)).toMatchObject({ homeScore: 2, awayScore: 1, statusId: 2 });
  live().applyMatchGoal({ matchId: 999, homeScore: 1, awayScore: 0 }, 5);
  expect(Object.keys(live().matchLive)).toEqual(['600']);
});

it('values read over HTTP never replace a newer pushed value', () => {
  const requestedAt = live().serverNow();
  live().applyMatchLive([{ at: Date.now() + 1000, value: liveValue({ matchId: 600, homeScore: 4 }) }]);
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 1 })], requestedAt);
  expect(latestLive(600)?.homeScore).toBe(4);
});

it('a value read over HTTP after the last push is recorded; the same value twice is not', () => {
  live().applyMatchLive([{ at: Date.now() - 5000, value: liveValue({ matchId: 600, homeScore: 1 }) }]);
  const askedLater = live().serverNow() + 1000;
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 2, minute: 10 })], askedLater);
  expect(latestLive(600)?.homeScore).toBe(2);
  const history = live().matchLive[600];
  live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 2, minute: 10 })], askedLater + 1000);
  expect(live().matchLive[600]).toBe(history);
});

it('reset forgets every value (unmount, the t parameter)', () => {
  live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600 }) }]);
  live().reset();
  expect(live().matchLive).toEqual({});
});

describe('bounded over a long session: ended matches on no screen', () => {
  /** A match played through: a value a minute, then the final whistle (statusId 8). */
  const playThrough = (matchId: number, startAt: number) => {
    for (let minute = 1; minute <= 5; minute += 1) {
      live().applyMatchLive([{ at: startAt + minute, value: liveValue({ matchId, statusId: 2, minute }) }]);
    }
    live().applyMatchLive([{ at: startAt + 10, value: liveValue({ matchId, statusId: 8, minute: 90 }) }]);
  };

  it('keep only their result, and only the newest MAX_ENDED_KEPT of them: the store stays bounded', () => {
    for (let index = 0; index < 3 * MAX_ENDED_KEPT; index += 1) playThrough(10_000 + index, index * 100);
    const ids = Object.keys(live().matchLive).map(Number);
    expect(ids).toHaveLength(MAX_ENDED_KEPT);
    // The newest ended matches stay, each with its last value only.
    expect(Math.min(...ids)).toBe(10_000 + 2 * MAX_ENDED_KEPT);
    expect(ids.every((id) => live().matchLive[id]!.length === 1)).toBe(true);
    expect(latestLive(10_000 + 3 * MAX_ENDED_KEPT - 1)).toMatchObject({ statusId: 8, minute: 90 });
  });

  it('a match being played, or one a screen shows, keeps its whole history', () => {
    const release = watchMatch(600);
    playThrough(600, 0);
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 700, statusId: 2 }) }]);
    live().applyMatchLive([{ at: 2, value: liveValue({ matchId: 700, statusId: 2, minute: 2 }) }]);
    for (let index = 0; index < MAX_ENDED_KEPT + 10; index += 1) playThrough(20_000 + index, 1000 + index * 100);
    expect(live().matchLive[600]).toHaveLength(6);
    expect(live().matchLive[700]).toHaveLength(2);
    // The screen lets it go: the oldest of the ended matches, beyond the bound, it goes entirely.
    release();
    expect(live().matchLive[600]).toBeUndefined();
    expect(Object.keys(live().matchLive)).toHaveLength(MAX_ENDED_KEPT + 1);
  });
});

describe('screens watching an ended match', () => {
  /** A match with a history whose last value is its final whistle (statusId 8). */
  const ended = (matchId: number) => {
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId, statusId: 2, minute: 89 }) }]);
    live().applyMatchLive([{ at: 2, value: liveValue({ matchId, statusId: 8, minute: 90 }) }]);
  };

  it('keeps its history while any screen shows it; the last to let go lets it go, however often one lets go', () => {
    const first = watchMatch(600);
    const second = watchMatch(600);
    ended(600);
    first();
    first();
    expect(live().matchLive[600]).toHaveLength(2);
    second();
    expect(live().matchLive[600]).toHaveLength(1);
    expect(latestLive(600)).toMatchObject({ statusId: 8 });
  });

  it('a screen letting go of a match still being played keeps its history', () => {
    const release = watchMatch(600);
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 2, minute: 1 }) }]);
    live().applyMatchLive([{ at: 2, value: liveValue({ matchId: 600, statusId: 2, minute: 2 }) }]);
    release();
    live().evictEnded();
    expect(live().matchLive[600]).toHaveLength(2);
  });

  it('nothing to evict changes nothing (no screen re-renders)', () => {
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 8 }) }]);
    const before = live().matchLive;
    live().evictEnded();
    expect(live().matchLive).toBe(before);
  });
});

describe('values read over HTTP', () => {
  it('a value that differs in any shown field is recorded: status, either score, minute, period', () => {
    live().applyMatchLive([
      {
        at: Date.now() - 60_000,
        value: liveValue({ matchId: 600, statusId: 2, homeScore: 1, awayScore: 0, minute: 10, period: 1 }),
      },
    ]);
    let askedAt = live().serverNow();
    for (const change of [{ statusId: 3 }, { homeScore: 2 }, { awayScore: 1 }, { minute: 11 }, { period: 2 }]) {
      const { statusId, homeScore, awayScore, minute, period } = latestLive(600)!;
      askedAt += 1000;
      live().seedMatchLive(
        [matchSummary({ id: 600, statusId, homeScore, awayScore, minute, period, ...change })],
        askedAt,
      );
      expect(latestLive(600)).toMatchObject(change);
    }
  });

  it('a pushed value older than a value read on the device replaces it: the device clock was off', () => {
    live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 1 })]);
    live().applyMatchLive([{ at: live().serverNow() - 30_000, value: liveValue({ matchId: 600, homeScore: 2 }) }]);
    expect(live().matchLive[600]!.map((entry) => entry.value.homeScore)).toEqual([2]);
  });

  it('nothing read, nothing pushed: no store update', () => {
    const updates = jest.fn();
    const stop = useLiveMatchStore.subscribe(updates);
    live().seedMatchLive([]);
    live().applyMatchLive([]);
    stop();
    expect(updates).not.toHaveBeenCalled();
  });

  it('values a snapshot recovered (heard at no time) leave the server clock alone', () => {
    live().applyMatchLive([{ at: Date.now() + 60_000, value: liveValue({ matchId: 600 }) }]);
    const offset = live().clockOffsetMs;
    live().applyMatchLive([{ at: Date.now() - 60_000, value: liveValue({ matchId: 601 }) }], null);
    expect(live().clockOffsetMs).toBe(offset);
  });
});

describe('ended matches and the clock, at their edges', () => {
  it('of the ended matches beyond the bound, those that ended first go, whatever order their whistles were heard in', () => {
    for (let index = 0; index < MAX_ENDED_KEPT; index += 1) {
      live().applyMatchLive([{ at: 1000 + index, value: liveValue({ matchId: 30_000 + index, statusId: 8 }) }]);
    }
    // Heard last, ended first (a snapshot recovered it).
    live().applyMatchLive([{ at: 10, value: liveValue({ matchId: 40_000, statusId: 8 }) }], null);
    expect(live().matchLive[40_000]).toBeUndefined();
    expect(live().matchLive[30_000]).toBeDefined();
  });

  it('a frame in which one match ends among others still played: the ended one keeps only its result', () => {
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 2, minute: 89 }) }]);
    live().applyMatchLive([
      { at: 2, value: liveValue({ matchId: 600, statusId: 8, minute: 90 }) },
      { at: 2, value: liveValue({ matchId: 700, statusId: 2, minute: 30 }) },
    ]);
    expect(live().matchLive[600]).toHaveLength(1);
  });

  it("another match ending leaves an ended match's result as it was (its row does not re-render)", () => {
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 8 }) }]);
    const kept = live().matchLive[600];
    live().applyMatchLive([{ at: 2, value: liveValue({ matchId: 700, statusId: 8 }) }]);
    expect(live().matchLive[600]).toBe(kept);
  });

  it('a message without a server time (0) leaves the server clock alone', () => {
    live().applyMatchLive([{ at: Date.now() + 60_000, value: liveValue({ matchId: 600 }) }]);
    const offset = live().clockOffsetMs;
    live().applyMatchLive([{ at: 0, value: liveValue({ matchId: 601 }) }]);
    expect(live().clockOffsetMs).toBe(offset);
  });

  it('a value pushed at the very time the list was asked for wins over the list', () => {
    const askedAt = Date.now() - 1000;
    live().applyMatchLive([{ at: askedAt, value: liveValue({ matchId: 600, homeScore: 3 }) }], null);
    live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 1 })], askedAt);
    expect(latestLive(600)?.homeScore).toBe(3);
  });

  it('a second list read keeps the matches the first one read', () => {
    live().seedMatchLive([matchSummary({ id: 600 })]);
    live().seedMatchLive([matchSummary({ id: 700 })]);
    expect(Object.keys(live().matchLive)).toEqual(['600', '700']);
  });
});

describe('a value read over HTTP, then pushed ones', () => {
  it('a push after the value read keeps both in the history, as at the very time it was read', () => {
    const readAt = Date.UTC(2026, 10, 21, 12);
    jest.spyOn(Date, 'now').mockReturnValue(readAt);
    try {
      live().seedMatchLive([matchSummary({ id: 600, statusId: 2, homeScore: 1 })]);
      live().applyMatchLive([{ at: readAt, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2 }) }], null);
      live().applyMatchLive(
        [{ at: readAt + 30_000, value: liveValue({ matchId: 600, statusId: 2, homeScore: 3 }) }],
        null,
      );
      expect(live().matchLive[600]!.map((entry) => entry.value.homeScore)).toEqual([1, 2, 3]);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('screens letting go, with nothing to drop', () => {
  it('letting go of a match still being played updates no screen', () => {
    const release = watchMatch(600);
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId: 600, statusId: 2, minute: 1 }) }]);
    const updates = jest.fn();
    const stop = useLiveMatchStore.subscribe(updates);
    release();
    stop();
    expect(updates).not.toHaveBeenCalled();
  });

  it('letting go of an ended match with the store at its bound drops nothing (no screen re-renders)', () => {
    for (let index = 0; index < MAX_ENDED_KEPT - 1; index += 1) {
      live().applyMatchLive([{ at: 1000 + index, value: liveValue({ matchId: 30_000 + index, statusId: 8 }) }]);
    }
    const release = watchMatch(600);
    live().applyMatchLive([{ at: 5000, value: liveValue({ matchId: 600, statusId: 8 }) }]);
    const before = live().matchLive;
    release();
    expect(live().matchLive).toBe(before);
    expect(Object.keys(live().matchLive)).toHaveLength(MAX_ENDED_KEPT);
  });
});
