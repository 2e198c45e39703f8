/** The match centre's timeline: snapshot + pushed events, gap repair, its bound, and a backend without the call. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MatchCentreEvent, MatchCentreSnapshot } from '@src/contracts/match-centre';
import { HttpError } from '@src/platform/http/http-error';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import { MATCH_CENTRES_KEPT, useMatchCentreStore } from '@src/domains/match/store/match-centre-store';
import { useMatchCentre } from '@src/domains/match/components/match-centre/use-match-centre';
import { matchCentreEventHandler } from '@src/domains/match/store/match-push-handlers';
import type { PushHandler, PushMessageMeta } from '@src/platform/socket/push-handlers';
import { setUpAppWorld } from '@tests/support/app-world';
import { event } from '../rules/match-centre/centre-events';

jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
const fetchMock = jest.mocked(matchCentreApi.snapshot);
const store = () => useMatchCentreStore.getState();
const at = (index: number) => event({ matchId: 5, index });

const snapshot = (count: number): MatchCentreSnapshot => ({
  matchId: 5,
  sport: 'football',
  home: { teamId: 1, formation: '4-3-3', players: [] },
  away: { teamId: 2, formation: '4-4-2', players: [] },
  events: Array.from({ length: count }, (_, index) => at(index)),
  nextIndex: count,
});

beforeEach(() => {
  setUpAppWorld();
  fetchMock.mockReset();
});

it('a late joiner starts from the snapshot and keeps what was pushed meanwhile', async () => {
  let answer!: (value: MatchCentreSnapshot) => void;
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const loading = store().ensure(5);
  store().receive([at(3)]);
  answer(snapshot(3));
  await loading;
  expect(store().availability).toBe('available');
  expect(store().timelines[5]).toMatchObject({ status: 'ready', head: { sport: 'football' } });
  expect(store().timelines[5]!.items.map((e) => e.index)).toEqual([0, 1, 2, 3]);
});

it('a missed pushed event asks the snapshot again', async () => {
  fetchMock.mockResolvedValueOnce(snapshot(2)).mockResolvedValueOnce(snapshot(5));
  await store().ensure(5);
  store().receive([at(4)]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(store().timelines[5]!.items.map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
});

it('a backend without the call (404) turns the centre off: nothing kept, nothing asked again', async () => {
  fetchMock.mockRejectedValue(new HttpError('api', '接口不存在', 404, '/api/forehead/match/centre'));
  await store().ensure(5);
  expect(store().availability).toBe('unavailable');
  store().receive([at(0)]);
  expect(store().timelines).toEqual({});
  await store().ensure(6);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(store().timelines).toEqual({});
});

it('another failure is retryable', async () => {
  fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0)).mockResolvedValueOnce(snapshot(1));
  await store().ensure(5);
  expect(store().timelines[5]!.status).toBe('failed');
  await store().ensure(5);
  expect(store().timelines[5]!.status).toBe('ready');
});

it("takes a frame's pushed events from the push client in one store update (it batches nothing itself)", async () => {
  fetchMock.mockResolvedValueOnce(snapshot(2));
  await store().ensure(5);
  // The match layer's handler for `match.event` (registered by its descriptor's start()).
  const handler: PushHandler<MatchCentreEvent> = matchCentreEventHandler;
  const updates = jest.fn();
  const unsubscribe = useMatchCentreStore.subscribe(updates);
  const meta = {
    channel: 'match:5',
    namespace: 'match',
    name: 'event',
    seq: 1,
    at: 0,
    source: 'live',
  } as PushMessageMeta;
  handler.applyBatch!([at(2), at(3), at(4)].map((value) => ({ value, meta })));
  unsubscribe();
  expect(updates).toHaveBeenCalledTimes(1);
  expect(store().timelines[5]!.items.map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
});

describe(`the ${MATCH_CENTRES_KEPT} most recently used centres kept`, () => {
  const first = 10_000;
  const answerAny = () => fetchMock.mockImplementation(async ({ matchId }) => ({ ...snapshot(0), matchId }));

  it('lets the least recently used go; a match asked for again counts as used', async () => {
    answerAny();
    for (let id = first; id < first + MATCH_CENTRES_KEPT; id += 1) await store().ensure(id);
    await store().ensure(first);
    await store().ensure(first + MATCH_CENTRES_KEPT);
    expect(Object.keys(store().timelines)).toHaveLength(MATCH_CENTRES_KEPT);
    expect(store().timelines[first]).toBeDefined();
    expect(store().timelines[first + 1]).toBeUndefined();
    expect(store().timelines[first + MATCH_CENTRES_KEPT]).toMatchObject({ status: 'ready' });
  });

  it('a screen still showing a centre that was let go asks for it again', async () => {
    answerAny();
    const shown = first + 500;
    const { result } = renderHook(() => useMatchCentre(shown));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
    await act(async () => {
      for (let id = first + 1000; id <= first + 1000 + MATCH_CENTRES_KEPT; id += 1) await store().ensure(id);
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready' }));
    expect(fetchMock.mock.calls.filter(([params]) => params.matchId === shown)).toHaveLength(2);
  });
});

describe('asking once', () => {
  it('a centre that answered is not asked again by the next screen showing it', async () => {
    fetchMock.mockResolvedValue(snapshot(1));
    await store().ensure(5);
    await store().ensure(5);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('two screens asking for one centre at once send one call', async () => {
    fetchMock.mockResolvedValue(snapshot(1));
    await Promise.all([store().ensure(5), store().ensure(5)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a gap pushed while the snapshot is on its way waits for it (one call)', async () => {
    let answer!: (value: MatchCentreSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store().ensure(5);
    store().receive([at(4)]);
    answer(snapshot(4));
    await loading;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store().timelines[5]!.items.map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('two gaps in one frame while the repair is on its way send one repair', async () => {
    fetchMock.mockResolvedValueOnce(snapshot(1));
    await store().ensure(5);
    let answer!: (value: MatchCentreSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    store().receive([at(3)]);
    store().receive([at(5)]);
    answer(snapshot(6));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store().timelines[5]!.items).toHaveLength(6);
  });

  it('a snapshot answered after the store was reset (the app unmounted) lands nowhere', async () => {
    let answer!: (value: MatchCentreSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = store().ensure(5);
    store().reset();
    answer(snapshot(2));
    await loading;
    expect(store().timelines).toEqual({});
    expect(store().availability).toBe('unknown');
  });

  it('a failure answered after the store was reset lands nowhere either', async () => {
    let fail!: (error: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    const loading = store().ensure(5);
    store().reset();
    fail(new HttpError('api', '接口不存在', 404, '/api/forehead/match/centre'));
    await loading;
    expect(store().availability).toBe('unknown');
  });

  it('no events, no update', () => {
    const updates = jest.fn();
    const stop = useMatchCentreStore.subscribe(updates);
    store().receive([]);
    stop();
    expect(updates).not.toHaveBeenCalled();
  });
});

describe('after a reset (the app mounted again)', () => {
  it('a screen asking again at once gets its centre from a call of its own; the old answer lands nowhere', async () => {
    let oldAnswer!: (value: MatchCentreSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (oldAnswer = resolve)));
    const old = store().ensure(5);
    store().reset();
    let newAnswer!: (value: MatchCentreSnapshot) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (newAnswer = resolve)));
    const again = store().ensure(5);
    oldAnswer({ ...snapshot(1), sport: 'old' });
    await old;
    expect(store().timelines[5]).toMatchObject({ status: 'loading' });
    newAnswer(snapshot(2));
    await again;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store().timelines[5]).toMatchObject({ status: 'ready', head: { sport: 'football' } });
    expect(store().timelines[5]!.items).toHaveLength(2);
  });
});

it('a failed centre is asked again by its screen (重试), not by each event pushed to it', async () => {
  fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0));
  await store().ensure(5);
  store().receive([at(3)]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(store().timelines[5]!.status).toBe('failed');
});

it('重试 tapped twice while its call is on its way sends one call', async () => {
  fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0));
  await store().ensure(5);
  fetchMock.mockResolvedValueOnce(snapshot(2));
  await Promise.all([store().ensure(5), store().ensure(5)]);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(store().timelines[5]).toMatchObject({ status: 'ready' });
});

it('a failed centre retried keeps the events pushed to it meanwhile (the snapshot may have been taken before them)', async () => {
  fetchMock.mockRejectedValueOnce(new HttpError('network', '网络连接异常', 0));
  await store().ensure(5);
  store().receive([at(0)]);
  fetchMock.mockResolvedValueOnce(snapshot(0));
  await store().ensure(5);
  expect(store().timelines[5]).toMatchObject({ status: 'ready' });
  expect(store().timelines[5]!.items.map((e) => e.index)).toEqual([0]);
});
