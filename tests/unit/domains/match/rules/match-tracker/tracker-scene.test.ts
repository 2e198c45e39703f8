import {
  GOAL_PULSE_MS,
  sceneChangeIn,
  SHOT_MARKER_MS,
  trackerSceneAt,
  VAR_DECISION_MS,
} from '@src/domains/match/rules/match-tracker/tracker-scene';
import { statesBetween, trackerState } from './tracker-states';

/** A goal VAR takes back: possible at 10 s (5 s), VAR check at 15 s (4 s), cancelled at 19 s (3 s). */
const cancelledGoal = [
  ...statesBetween(1, 8, { kind: 'dangerous-attack' }),
  trackerState(9, { kind: 'shot', detail: 'on-target', x: 86 }),
  ...statesBetween(10, 14, { kind: 'goal', phase: 'possible', pairId: 7, x: 99 }),
  ...statesBetween(15, 18, { kind: 'var', detail: 'goal', pairId: 7, x: 99 }),
  ...statesBetween(19, 21, { kind: 'goal', phase: 'cancelled', pairId: 7, x: 99 }),
  ...statesBetween(22, 40, { kind: 'free-kick', side: 'away' }),
];
/** A goal: possible at 10 s (3 s), confirmed at 13 s with the new score. */
const confirmedGoal = [
  ...statesBetween(1, 8, { kind: 'dangerous-attack' }),
  trackerState(9, { kind: 'shot', detail: 'on-target', x: 86 }),
  ...statesBetween(10, 12, { kind: 'goal', phase: 'possible', pairId: 8, x: 99 }),
  ...statesBetween(13, 16, { kind: 'goal', phase: 'confirmed', pairId: 8, x: 99, homeScore: 1 }),
  ...statesBetween(17, 40, { kind: 'safe', side: 'away', homeScore: 1 }),
];

describe('the tracker at the fan’s playhead (release)', () => {
  it('shows each state as it comes without a delay', () => {
    const scene = trackerSceneAt(confirmedGoal, [], { now: 5000, delayMs: null });
    expect(scene.state?.seq).toBe(40);
    expect(scene.playheadAt).toBe(5000);
  });

  it('holds every state back by the stream’s delay, exactly at its moment', () => {
    // Server time 20 s, picture 8 s behind: the viewer is at 12 s.
    expect(trackerSceneAt(confirmedGoal, [], { now: 20_000, delayMs: 8000 }).state?.seq).toBe(12);
    expect(trackerSceneAt(confirmedGoal, [], { now: 20_999, delayMs: 8000 }).state?.seq).toBe(12);
    expect(trackerSceneAt(confirmedGoal, [], { now: 21_000, delayMs: 8000 }).state?.seq).toBe(13);
    // Before the first state: nothing yet (no state from the future).
    expect(trackerSceneAt(confirmedGoal, [], { now: 8500, delayMs: 8000 }).state).toBeUndefined();
  });

  it('wakes when the next state is due, and when a marker, a pulse or a banner ends', () => {
    const scene = trackerSceneAt(confirmedGoal, [], { now: 20_500, delayMs: 8000 });
    expect(sceneChangeIn(scene, confirmedGoal, { now: 20_500, delayMs: 8000 })).toBe(500);
    const shots = [trackerState(9, { kind: 'shot' })];
    const quiet = trackerSceneAt(confirmedGoal.slice(0, 12), shots, { now: 20_000, delayMs: null });
    // Nothing more to release: the marker of the shot at 9 s ends 30 s after it.
    expect(sceneChangeIn(quiet, confirmedGoal.slice(0, 12), { now: 20_000, delayMs: null })).toBe(
      9000 + SHOT_MARKER_MS - 20_000,
    );
    expect(sceneChangeIn(trackerSceneAt([], [], { now: 0, delayMs: null }), [], { now: 0, delayMs: null })).toBeNull();
  });

  it('wakes when a decided VAR banner or a goal’s pulse ends, whichever comes first, not while VAR checks', () => {
    // Everything up to the cancellation's first second released, a shot's marker still up.
    const decided = cancelledGoal.slice(0, 19);
    const shots = [trackerState(9, { kind: 'shot' })];
    const cancelled = trackerSceneAt(decided, shots, { now: 19_500, delayMs: null });
    expect(cancelled.banner?.status).toBe('cancelled');
    expect(sceneChangeIn(cancelled, decided, { now: 19_500, delayMs: null })).toBe(19_000 + VAR_DECISION_MS - 19_500);
    const checking = trackerSceneAt(cancelledGoal.slice(0, 16), [], { now: 16_500, delayMs: null });
    expect(checking.banner?.status).toBe('checking');
    expect(sceneChangeIn(checking, cancelledGoal.slice(0, 16), { now: 16_500, delayMs: null })).toBeNull();
    const scored = trackerSceneAt(confirmedGoal.slice(0, 13), [], { now: 13_500, delayMs: null });
    expect(sceneChangeIn(scored, confirmedGoal.slice(0, 13), { now: 13_500, delayMs: null })).toBe(
      13_000 + GOAL_PULSE_MS - 13_500,
    );
  });

  it('draws as the states come when the delay is zero: the playhead is now', () => {
    expect(trackerSceneAt(confirmedGoal, [], { now: 20_000, delayMs: 0 }).playheadAt).toBe(20_000);
  });
});

describe('two-phase events (pairing)', () => {
  const sceneAt = (states: typeof confirmedGoal, playhead: number) =>
    trackerSceneAt(states, [], { now: playhead + 6000, delayMs: 6000 });

  it('draws a possible goal as possible until its confirmation is released, then pulses', () => {
    const possible = sceneAt(confirmedGoal, 12_000);
    expect(possible.state).toMatchObject({ kind: 'goal', phase: 'possible', homeScore: 0 });
    expect(possible.goal).toBeNull();
    expect(possible.banner).toBeNull();
    const scored = sceneAt(confirmedGoal, 13_000);
    expect(scored.goal).toMatchObject({ seq: 13, pairId: 8 });
    expect(scored.state?.homeScore).toBe(1);
    // Its hold seconds are the same goal: one pulse, from the first second of the confirmation.
    expect(sceneAt(confirmedGoal, 15_000).goal?.seq).toBe(13);
    expect(sceneAt(confirmedGoal, 13_000 + GOAL_PULSE_MS).goal).toBeNull();
  });

  it('never draws a goal VAR takes back: the check shows a banner, the cancellation ends it', () => {
    for (let playhead = 0; playhead <= 40_000; playhead += 500)
      expect(sceneAt(cancelledGoal, playhead).goal).toBeNull();
    expect(sceneAt(cancelledGoal, 12_000).banner).toBeNull();
    expect(sceneAt(cancelledGoal, 15_000).banner).toEqual({ pairId: 7, subject: 'goal', status: 'checking' });
    expect(sceneAt(cancelledGoal, 18_999).banner?.status).toBe('checking');
    expect(sceneAt(cancelledGoal, 19_000).banner).toEqual({ pairId: 7, subject: 'goal', status: 'cancelled' });
    expect(sceneAt(cancelledGoal, 19_000 + VAR_DECISION_MS).banner).toBeNull();
  });

  it('does not let a decision the app holds but the viewer has not reached change the drawing', () => {
    // The app has every state up to the cancellation; the viewer is at the possible goal.
    const held = sceneAt(cancelledGoal, 11_000);
    expect(held.state).toMatchObject({ kind: 'goal', phase: 'possible' });
    expect(held.banner).toBeNull();
    expect(held.goal).toBeNull();
  });

  it('says a penalty VAR checks and confirms', () => {
    const penalty = [
      ...statesBetween(1, 3, { kind: 'penalty', phase: 'possible', pairId: 9 }),
      ...statesBetween(4, 8, { kind: 'var', detail: 'penalty', pairId: 9 }),
      ...statesBetween(9, 20, { kind: 'penalty', phase: 'confirmed', pairId: 9 }),
    ];
    expect(sceneAt(penalty, 5000).banner).toEqual({ pairId: 9, subject: 'penalty', status: 'checking' });
    expect(sceneAt(penalty, 9000).banner).toEqual({ pairId: 9, subject: 'penalty', status: 'confirmed' });
    expect(sceneAt(penalty, 9000).goal).toBeNull();
  });

  it('shows the banner of a VAR check that is the first state the viewer has reached', () => {
    const states = [trackerState(1, { kind: 'var', detail: 'goal', pairId: 5 }), ...statesBetween(2, 4)];
    expect(trackerSceneAt(states, [], { now: 4000, delayMs: null }).banner).toEqual({
      pairId: 5,
      subject: 'goal',
      status: 'checking',
    });
  });

  it('keeps a new check apart from the pair before it and from the play around it', () => {
    const states = [
      ...statesBetween(1, 2, { kind: 'goal', phase: 'possible', pairId: 5 }),
      ...statesBetween(3, 4, { kind: 'goal', phase: 'cancelled', pairId: 5 }),
      ...statesBetween(5, 6, { kind: 'goal', phase: 'possible', pairId: 7 }),
      ...statesBetween(7, 8, { kind: 'var', detail: 'goal', pairId: 7 }),
      // A penalty given outright, with no VAR pair, after the check began.
      trackerState(9, { kind: 'penalty', side: 'away' }),
    ];
    expect(trackerSceneAt(states, [], { now: 9000, delayMs: null }).banner).toEqual({
      pairId: 7,
      subject: 'goal',
      status: 'checking',
    });
    // Decided too: its banner ends by its own decision's time, not the earlier pair's.
    const decided = [...states.slice(0, 8), ...statesBetween(9, 10, { kind: 'goal', phase: 'cancelled', pairId: 7 })];
    const scene = trackerSceneAt(decided, [], { now: 9500, delayMs: null });
    expect(scene.banner?.status).toBe('cancelled');
    expect(sceneChangeIn(scene, decided.slice(0, 9), { now: 9500, delayMs: null })).toBe(9000 + VAR_DECISION_MS - 9500);
  });

  it('marks the shots of the last 30 seconds the viewer has reached', () => {
    const shots = [
      trackerState(2, { kind: 'shot' }),
      trackerState(40, { kind: 'shot' }),
      trackerState(45, { kind: 'goal', phase: 'confirmed', pairId: 2 }),
    ];
    const sceneAtShots = (playhead: number) =>
      trackerSceneAt([], shots, { now: playhead + 6000, delayMs: 6000 }).markers.map((shot) => shot.seq);
    expect(sceneAtShots(10_000)).toEqual([2]);
    expect(sceneAtShots(32_000)).toEqual([]);
    expect(sceneAtShots(44_000)).toEqual([40]);
    expect(sceneAtShots(46_000)).toEqual([40, 45]);
  });
});
