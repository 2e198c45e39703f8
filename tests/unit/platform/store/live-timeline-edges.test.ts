/**
 * The live timeline's edges: a failed key asked again from scratch, a hole pushed while a snapshot
 * is on its way, an answer that comes after a reset, after the backend turned out to lack the call,
 * or for a key let go meanwhile; keys and their retries let go with a reset or with the key.
 */
import { HttpError } from '@src/platform/http/http-error';
import { clearDomainUserData, resetDomainStores } from '@src/platform/store/domain-store';
import type { TimelineSnapshot } from '@src/platform/store/live-timeline';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { deferred, networkError } from '../../../support/app-world';
import { answer, call, DOMAIN, firstSnapshotHeld, flush, item, setUpTimelines, timelineOf } from './live-timeline-kit';
import type { Head, Item } from './live-timeline-kit';

beforeEach(setUpTimelines);

it('asks a failed key again from scratch, whatever was pushed to it meanwhile, and repairs no hole of it', async () => {
  const t = timelineOf();
  t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0, 1, 2, 3, 4, 5, 6], 7));
  await t.actions().ensure(1);
  t.actions().receive([item(4), item(6)]);
  expect(t.snapshot).toHaveBeenCalledTimes(1);
  await t.actions().ensure(1);
  expect(t.snapshot).toHaveBeenLastCalledWith(1, undefined);
  expect(t.ns()).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

it('asks once for a hole pushed while a snapshot is on its way: its answer is looked at for holes anyway', async () => {
  const t = timelineOf();
  t.snapshot.mockResolvedValueOnce(answer([0, 1], 2));
  await t.actions().ensure(1);
  const refreshed = deferred<TimelineSnapshot<Item, Head>>();
  t.snapshot.mockReturnValueOnce(refreshed.promise);
  const refreshing = t.actions().refresh(1);
  t.actions().receive([item(3)]);
  refreshed.resolve(answer([2, 3], 4));
  await refreshing;
  expect(t.snapshot).toHaveBeenCalledTimes(2);
  expect(t.ns()).toEqual([0, 1, 2, 3]);
});

it('asks nothing more for a load that was on its way at a reset', async () => {
  const t = timelineOf();
  const { answered, using } = firstSnapshotHeld(t);
  // Wanted again meanwhile: after the answer, unless the stores were reset.
  void t.actions().refresh(1);
  resetDomainStores(DOMAIN);
  answered.resolve(answer([0], 1));
  await using;
  expect(t.snapshot).toHaveBeenCalledTimes(1);
});

it('stays unavailable when an answer on its way comes after another key’s 404, and asks nothing it was wanted again for', async () => {
  const t = timelineOf({ call: call(true) });
  const first = deferred<TimelineSnapshot<Item, Head>>();
  t.snapshot.mockReturnValueOnce(first.promise).mockRejectedValue(new HttpError('api', 'not found', 404));
  const one = t.actions().ensure(1);
  // Wanted again while its answer is on its way: asked once more after it, unless unavailable by then.
  void t.actions().refresh(1);
  await t.actions().ensure(2);
  expect(t.actions().availability).toBe('unavailable');
  first.resolve(answer([0], 1));
  await one;
  expect(t.actions()).toMatchObject({ availability: 'unavailable', timelines: {} });
  expect(t.snapshot.mock.calls.map(([key]) => key)).toEqual([1, 2]);
});

it('learns the backend has the call from an answer for a key let go meanwhile, and keeps nothing of it', async () => {
  const t = timelineOf({ keysKept: 1 });
  const { answered, using } = firstSnapshotHeld(t);
  t.snapshot.mockRejectedValueOnce(networkError());
  // Key 2 pushes key 1 out; its call fails, so it tells nothing of the backend.
  await t.actions().ensure(2);
  expect(t.actions().availability).toBe('unknown');
  answered.resolve(answer([0], 1));
  await using;
  expect(t.actions().availability).toBe('available');
  expect(t.of(1)).toBeUndefined();
});

it('forgets its keys at a reset: a logout after it asks for none of them again', async () => {
  const t = timelineOf({ personal: () => ({}) });
  t.snapshot.mockResolvedValue(answer([0], 1));
  await t.actions().ensure(1);
  resetDomainStores(DOMAIN);
  clearDomainUserData(DOMAIN);
  expect(t.snapshot).toHaveBeenCalledTimes(1);
});

describe('a retry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes with its key when the key is let go', async () => {
    const t = timelineOf({ keysKept: 1, retry: { attempts: 3, afterMs: 1000 } });
    t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    await t.actions().ensure(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(t.snapshot.mock.calls.map(([key]) => key)).toEqual([1, 2]);
  });
});

it('asks nothing more for a reconnect before its first answer: that answer brings everything', async () => {
  const t = timelineOf({ channel: (key) => `match:${key}` });
  const subscribed = (on: boolean) =>
    useSocketStore.setState({ subscribeList: [{ channelName: 'match:1', isSubscribed: on }] });
  const answered = deferred<TimelineSnapshot<Item, Head>>();
  t.snapshot.mockReturnValue(answered.promise);
  subscribed(false);
  const release = t.actions().hold(1);
  subscribed(true);
  answered.resolve(answer([0], 1));
  await flush();
  expect(t.snapshot).toHaveBeenCalledTimes(1);
  release();
});
