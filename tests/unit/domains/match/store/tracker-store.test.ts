/**
 * The tracker's store (动画直播) beyond the lifecycle it shares with the match centre
 * (live-features.test.ts): its shots, its cap of states, and the probe that tells the ▶动画 marks
 * whether to show.
 */
import type { TrackerSnapshot } from '@src/contracts/match-tracker';
import type { TrackerState } from '@src/contracts/match-tracker-push';
import { matchTrackerApi } from '@src/domains/match/api/match-tracker-api';
import { STATES_KEPT, useTrackerStore } from '@src/domains/match/store/tracker-store';
import { receiveInto } from '@src/platform/store/timeline-receiver';
import { HttpError } from '@src/platform/http/http-error';
import type { PushMessageMeta } from '@src/platform/socket/push-handlers';
import { setUpAppWorld } from '@tests/support/app-world';
import { statesBetween, trackerState } from '../rules/match-tracker/tracker-states';

jest.mock('@src/domains/match/api/match-tracker-api', () => ({ matchTrackerApi: { snapshot: jest.fn() } }));
const fetchMock = jest.mocked(matchTrackerApi.snapshot);
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

it('a late joiner keeps the snapshot’s shots and the shots pushed meanwhile', async () => {
  let answer!: (value: TrackerSnapshot) => void;
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const loading = store().ensure(1);
  receiveInto(() => useTrackerStore).apply(trackerState(11, { kind: 'shot', detail: 'on-target' }), meta);
  answer(snapshot(10, [trackerState(4, { kind: 'shot', detail: 'off-target' })]));
  await loading;
  const tracker = store().timelines[1]!;
  expect(tracker).toMatchObject({ status: 'ready', head: { sport: 'football' } });
  expect(seqs(tracker.items)).toEqual(seqs(statesBetween(1, 11)));
  expect(seqs(tracker.head!.shots)).toEqual([4, 11]);
  expect(store().availability).toBe('available');
});

it("takes a frame's pushed states in one store update; a confirmed goal is a shot, a possible one not yet", async () => {
  fetchMock.mockResolvedValueOnce(snapshot(2));
  await store().ensure(1);
  const updates = jest.fn();
  const unsubscribe = useTrackerStore.subscribe(updates);
  const states = [
    trackerState(3, { kind: 'goal', phase: 'possible', pairId: 1 }),
    trackerState(4, { kind: 'goal', phase: 'confirmed', pairId: 1 }),
    trackerState(5, { matchId: 2 }),
  ];
  receiveInto(() => useTrackerStore).applyBatch!(states.map((value) => ({ value, meta })));
  unsubscribe();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(seqs(store().timelines[1]!.items)).toEqual([1, 2, 3, 4]);
  expect(seqs(store().timelines[1]!.head!.shots)).toEqual([4]);
  // A state of a match no screen tracks is not kept.
  expect(store().timelines[2]).toBeUndefined();
});

it('keeps the newest states only (five minutes of play)', async () => {
  fetchMock.mockResolvedValueOnce(snapshot(60));
  await store().ensure(1);
  store().receive(statesBetween(61, 60 + STATES_KEPT));
  expect(store().timelines[1]!.items).toHaveLength(STATES_KEPT);
  expect(store().timelines[1]!.items[0]!.seq).toBe(61);
});

it('a late joiner’s shots are the shots pushed meanwhile, and a state its snapshot had already let go is not brought back', async () => {
  let answer!: (value: TrackerSnapshot) => void;
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const loading = store().ensure(1);
  store().receive([trackerState(20), trackerState(101, { kind: 'shot', detail: 'on-target' }), trackerState(102)]);
  // The snapshot holds its last 60 states (41–100): state 20 was before them.
  answer(snapshot(100));
  await loading;
  expect(seqs(store().timelines[1]!.items)).toEqual(seqs(statesBetween(41, 102)));
  expect(seqs(store().timelines[1]!.head!.shots)).toEqual([101]);
});

it('a state for one match leaves the other matches’ trackers as they are', async () => {
  fetchMock.mockImplementation(async ({ matchId }) => ({ ...snapshot(2), matchId }));
  await store().ensure(1);
  await store().ensure(2);
  store().receive([trackerState(3)]);
  expect(seqs(store().timelines[1]!.items)).toEqual([1, 2, 3]);
  expect(seqs(store().timelines[2]!.items)).toEqual([1, 2]);
});

describe('the probe behind the ▶动画 marks', () => {
  it('asks once: an answer shows the marks', async () => {
    fetchMock.mockResolvedValue(snapshot(1));
    store().probe(1);
    store().probe(2);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store().availability).toBe('available');
  });

  it('a 404 hides them for good; a network failure lets the next row ask', async () => {
    fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0)).mockRejectedValueOnce(missing());
    store().probe(1);
    await flush();
    expect(store().availability).toBe('unknown');
    store().probe(2);
    await flush();
    expect(store().availability).toBe('unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the probe, beyond the first answer', () => {
  const probe = (matchId: number) => store().probe(matchId);

  it('asks nothing once a tracker has answered', async () => {
    fetchMock.mockResolvedValue(snapshot(2));
    await store().ensure(1);
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
    expect(store().availability).toBe('unknown');

    let refuse!: (error: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    probe(1);
    setUpAppWorld();
    refuse(missing());
    await flush();
    expect(store().availability).toBe('unknown');
  });

  it("answered after a tracker's own call found no tracker (404), does not bring the marks back", async () => {
    let answer!: (value: TrackerSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve))).mockRejectedValueOnce(missing());
    probe(1);
    await store().ensure(2);
    answer(snapshot(1));
    await flush();
    expect(store().availability).toBe('unavailable');
  });
});

describe('what a screen meets beyond the happy path', () => {
  it('a 404 answered after a reset (logout, remount) does not hide a tracker the new screens have', async () => {
    let refuse!: (error: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject)));
    const refused = store().ensure(2);
    setUpAppWorld();
    fetchMock.mockResolvedValueOnce(snapshot(3));
    await store().ensure(1);
    refuse(missing());
    await refused;
    expect(store().availability).toBe('available');
    expect(store().timelines[1]!.status).toBe('ready');
  });

  it('a state heard again late in a frame is no missed state', async () => {
    fetchMock.mockResolvedValueOnce(snapshot(3));
    await store().ensure(1);
    store().receive([trackerState(4), trackerState(5), trackerState(4), trackerState(6)]);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seqs(store().timelines[1]!.items)).toEqual(seqs(statesBetween(1, 6)));
  });
});
