/**
 * The tracker's store (动画直播): snapshot + pushed states merged by seq, a missed state repaired by
 * the snapshot, the first screen's handler handing states over, a backend without the call (404)
 * hiding the tracker, and the probe that tells the ▶动画 marks whether to show.
 */
import type { TrackerSnapshot } from '@src/contracts/match-tracker';
import type { TrackerState } from '@src/contracts/match-tracker-push';
import { fetchTracker } from '@src/domains/match/api/match-tracker-api';
import { useTrackerFeedStore } from '@src/domains/match/store/tracker-feed';
import { trackerStateHandler } from '@src/domains/match/store/match-push-handlers';
import { STATES_KEPT, mergeBySeq, missesStates, useTrackerStore } from '@src/domains/match/store/tracker-store';
import { HttpError } from '@src/platform/http/http-error';
import type { PushMessageMeta } from '@src/platform/socket/push-handlers';
import { setUpAppWorld } from '@tests/support/app-world';
import { statesBetween, trackerState } from '../rules/match-tracker/tracker-states';

jest.mock('@src/domains/match/api/match-tracker-api', () => ({ fetchTracker: jest.fn() }));
const fetchMock = jest.mocked(fetchTracker);
const store = () => useTrackerStore.getState();
const seqs = (states: readonly TrackerState[]) => states.map((state) => state.seq);
const missing = () => new HttpError('api', '接口不存在', 404, '/api/forehead/match/tracker');

const snapshot = (to: number, shots: TrackerState[] = []): TrackerSnapshot => ({
  matchId: 1,
  sport: 'football',
  states: to === 0 ? [] : statesBetween(Math.max(1, to - 59), to),
  shots,
  nextSeq: to + 1,
});
const meta = {
  channel: 'match:1',
  namespace: 'match',
  name: 'tracker',
  seq: 1,
  at: 0,
  source: 'live',
} as PushMessageMeta;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  setUpAppWorld();
  fetchMock.mockReset();
});

it('merges by seq: duplicates dropped, late ones put in place, the newest kept', () => {
  const base = statesBetween(1, 3);
  expect(mergeBySeq(base, [trackerState(3)])).toBe(base);
  expect(seqs(mergeBySeq(base, [trackerState(6), trackerState(4)]))).toEqual([1, 2, 3, 4, 6]);
  expect(seqs(mergeBySeq(base, statesBetween(4, 6), 4))).toEqual([3, 4, 5, 6]);
  expect(missesStates(base, [trackerState(4)])).toBe(false);
  expect(missesStates(base, [trackerState(5)])).toBe(true);
  expect(missesStates(base, [trackerState(4), trackerState(6)])).toBe(true);
});

it('a late joiner starts from the snapshot and keeps what was pushed meanwhile', async () => {
  let answer!: (value: TrackerSnapshot) => void;
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const loading = store().ensureTracker(1);
  trackerStateHandler(useTrackerStore).apply(trackerState(11, { kind: 'shot', detail: 'on-target' }), meta);
  answer(snapshot(10, [trackerState(4, { kind: 'shot', detail: 'off-target' })]));
  await loading;
  const tracker = store().trackers[1]!;
  expect(tracker).toMatchObject({ status: 'ready', sport: 'football' });
  expect(seqs(tracker.states)).toEqual(seqs(statesBetween(1, 11)));
  expect(seqs(tracker.shots)).toEqual([4, 11]);
  expect(useTrackerFeedStore.getState().supported).toBe(true);
});

it("takes a frame's pushed states in one store update; a confirmed goal is a shot, a possible one not yet", async () => {
  fetchMock.mockResolvedValueOnce(snapshot(2));
  await store().ensureTracker(1);
  const updates = jest.fn();
  const unsubscribe = useTrackerStore.subscribe(updates);
  const states = [
    trackerState(3, { kind: 'goal', phase: 'possible', pairId: 1 }),
    trackerState(4, { kind: 'goal', phase: 'confirmed', pairId: 1 }),
    trackerState(5, { matchId: 2 }),
  ];
  trackerStateHandler(useTrackerStore).applyBatch!(states.map((value) => ({ value, meta })));
  unsubscribe();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(seqs(store().trackers[1]!.states)).toEqual([1, 2, 3, 4]);
  expect(seqs(store().trackers[1]!.shots)).toEqual([4]);
  // A state of a match no screen tracks is not kept.
  expect(store().trackers[2]).toBeUndefined();
});

it('keeps the newest states only (five minutes of play)', async () => {
  fetchMock.mockResolvedValueOnce(snapshot(60));
  await store().ensureTracker(1);
  store().applyStates(statesBetween(61, 60 + STATES_KEPT));
  expect(store().trackers[1]!.states).toHaveLength(STATES_KEPT);
  expect(store().trackers[1]!.states[0]!.seq).toBe(61);
});

it('a missed state asks the snapshot again, which fills the hole', async () => {
  fetchMock.mockResolvedValueOnce(snapshot(5)).mockResolvedValueOnce(snapshot(8));
  await store().ensureTracker(1);
  store().applyStates([trackerState(8)]);
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(seqs(store().trackers[1]!.states)).toEqual(seqs(statesBetween(1, 8)));
});

it('back from a reconnect the snapshot is asked again', async () => {
  fetchMock.mockResolvedValueOnce(snapshot(5)).mockResolvedValueOnce(snapshot(30));
  await store().ensureTracker(1);
  await store().reloadTracker(1);
  expect(store().trackers[1]!.states.at(-1)!.seq).toBe(30);
  await store().reloadTracker(99);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('a backend without the call (404) hides the tracker: nothing kept, nothing asked again', async () => {
  fetchMock.mockRejectedValue(missing());
  await store().ensureTracker(1);
  expect(useTrackerFeedStore.getState().supported).toBe(false);
  expect(store().trackers).toEqual({});
  store().applyStates([trackerState(1)]);
  await store().ensureTracker(2);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(store().trackers).toEqual({});
});

it('another failure is retryable', async () => {
  fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0)).mockResolvedValueOnce(snapshot(3));
  await store().ensureTracker(1);
  expect(store().trackers[1]!.status).toBe('failed');
  await store().ensureTracker(1);
  expect(store().trackers[1]!.status).toBe('ready');
});

it('a late joiner’s shots are the shots pushed meanwhile, and a state its snapshot had already let go is not brought back', async () => {
  let answer!: (value: TrackerSnapshot) => void;
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const loading = store().ensureTracker(1);
  store().applyStates([trackerState(20), trackerState(101, { kind: 'shot', detail: 'on-target' }), trackerState(102)]);
  // The snapshot holds its last 60 states (41–100): state 20 was before them.
  answer(snapshot(100));
  await loading;
  expect(seqs(store().trackers[1]!.states)).toEqual(seqs(statesBetween(41, 102)));
  expect(seqs(store().trackers[1]!.shots)).toEqual([101]);
});

it('a tracker that answered is not asked again by the next screen showing it', async () => {
  fetchMock.mockResolvedValue(snapshot(3));
  await store().ensureTracker(1);
  await store().ensureTracker(1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('a failed tracker is asked again by its screen (重试), not by each state pushed to it, and keeps those states', async () => {
  fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0));
  await store().ensureTracker(1);
  // 6 missed: a tracker that shows would ask its snapshot again.
  store().applyStates([trackerState(5)]);
  store().applyStates([trackerState(7)]);
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(store().trackers[1]).toMatchObject({ status: 'failed' });
  fetchMock.mockResolvedValueOnce(snapshot(0));
  await store().ensureTracker(1);
  expect(store().trackers[1]).toMatchObject({ status: 'ready' });
  expect(seqs(store().trackers[1]!.states)).toEqual([5, 7]);
});

it('a state for one match leaves the other matches’ trackers as they are', async () => {
  fetchMock.mockImplementation(async (matchId) => ({ ...snapshot(2), matchId }));
  await store().ensureTracker(1);
  await store().ensureTracker(2);
  store().applyStates([trackerState(3)]);
  expect(seqs(store().trackers[1]!.states)).toEqual([1, 2, 3]);
  expect(seqs(store().trackers[2]!.states)).toEqual([1, 2]);
});

describe('the probe behind the ▶动画 marks', () => {
  it('asks once: an answer shows the marks', async () => {
    fetchMock.mockResolvedValue(snapshot(1));
    useTrackerFeedStore.getState().probe(1);
    useTrackerFeedStore.getState().probe(2);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useTrackerFeedStore.getState().supported).toBe(true);
  });

  it('a 404 hides them for good; a network failure lets the next row ask', async () => {
    fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0)).mockRejectedValueOnce(missing());
    useTrackerFeedStore.getState().probe(1);
    await flush();
    expect(useTrackerFeedStore.getState().supported).toBeNull();
    useTrackerFeedStore.getState().probe(2);
    await flush();
    expect(useTrackerFeedStore.getState().supported).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the probe, beyond the first answer', () => {
  const probe = (matchId: number) => useTrackerFeedStore.getState().probe(matchId);

  it('asks nothing once a tracker has answered', async () => {
    fetchMock.mockResolvedValue(snapshot(2));
    await store().ensureTracker(1);
    probe(2);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answered after a reset (logout, remount), says nothing: the new screens ask again', async () => {
    let answer!: (value: TrackerSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    probe(1);
    setUpAppWorld();
    answer(snapshot(1));
    await flush();
    expect(useTrackerFeedStore.getState().supported).toBeNull();

    let refuse!: (error: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    probe(1);
    setUpAppWorld();
    refuse(missing());
    await flush();
    expect(useTrackerFeedStore.getState().supported).toBeNull();
  });

  it("answered after a tracker's own call found no tracker (404), does not bring the marks back", async () => {
    let answer!: (value: TrackerSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve))).mockRejectedValueOnce(missing());
    probe(1);
    await store().ensureTracker(2);
    answer(snapshot(1));
    await flush();
    expect(useTrackerFeedStore.getState().supported).toBe(false);
  });
});

describe('what a screen meets beyond the happy path', () => {
  it('a reconnect while the snapshot is on its way asks once', async () => {
    let answer!: (value: TrackerSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store().ensureTracker(1);
    const reloading = store().reloadTracker(1);
    answer(snapshot(5));
    await Promise.all([loading, reloading]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store().trackers[1]!.status).toBe('ready');
  });

  it('a snapshot or a 404 answered after a reset (logout, remount) lands nowhere', async () => {
    let answer!: (value: TrackerSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store().ensureTracker(1);
    setUpAppWorld();
    answer(snapshot(5));
    await loading;
    expect(store().trackers).toEqual({});
    expect(useTrackerFeedStore.getState().supported).toBeNull();

    let refuse!: (error: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    const refused = store().ensureTracker(2);
    setUpAppWorld();
    fetchMock.mockResolvedValueOnce(snapshot(3));
    await store().ensureTracker(1);
    refuse(missing());
    await refused;
    expect(useTrackerFeedStore.getState().supported).toBe(true);
    expect(store().trackers[1]!.status).toBe('ready');
  });

  it('twenty trackers are kept: the next match drops the one no screen asked for longest', async () => {
    fetchMock.mockImplementation(async (matchId) => ({ ...snapshot(2), matchId }));
    for (let matchId = 1; matchId <= 20; matchId += 1) await store().ensureTracker(matchId);
    // Match 1's screen is still shown: it asks again.
    await store().ensureTracker(1);
    await store().ensureTracker(21);
    expect(store().trackers[1]).toBeDefined();
    expect(store().trackers[2]).toBeUndefined();
    expect(Object.keys(store().trackers)).toHaveLength(20);
  });

  it('a tracker dropped for a newer match while its snapshot is on its way is not brought back by it', async () => {
    let answer!: (value: TrackerSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store().ensureTracker(1);
    fetchMock.mockImplementation(async (matchId) => ({ ...snapshot(2), matchId }));
    for (let matchId = 2; matchId <= 21; matchId += 1) await store().ensureTracker(matchId);
    answer(snapshot(5));
    await loading;
    expect(store().trackers[1]).toBeUndefined();
  });

  it('states of a match no screen tracks re-render nothing', async () => {
    fetchMock.mockResolvedValueOnce(snapshot(2));
    await store().ensureTracker(1);
    const updates = jest.fn();
    const unsubscribe = useTrackerStore.subscribe(updates);
    store().applyStates([trackerState(3, { matchId: 2 })]);
    unsubscribe();
    expect(updates).not.toHaveBeenCalled();
  });

  it('a state heard again late in a frame is no missed state', async () => {
    fetchMock.mockResolvedValueOnce(snapshot(3));
    await store().ensureTracker(1);
    store().applyStates([trackerState(4), trackerState(5), trackerState(4), trackerState(6)]);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seqs(store().trackers[1]!.states)).toEqual(seqs(statesBetween(1, 6)));
  });
});
