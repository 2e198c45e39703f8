/**
 * The live timeline's life beside its order (live-timeline.test.ts): one load status, retries,
 * an optional call a backend lacks, a reconnect while a screen holds a key, the features' own
 * changes, and the user's part of it at logout.
 */
import { HttpError } from '@src/platform/http/http-error';
import { clearDomainUserData } from '@src/platform/store/domain-store';
import { type TimelineSnapshot } from '@src/platform/store/live-timeline';
import * as pushConnection from '@src/platform/socket/push-connection';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { deferred, networkError } from '../../../support/app-world';
import { answer, call, DOMAIN, firstSnapshotHeld, flush, item, numbered } from './live-timeline-kit';
import { setUpTimelines, timelineOf } from './live-timeline-kit';
import type { Head, Item } from './live-timeline-kit';

beforeEach(setUpTimelines);

describe('failures', () => {
  it('says a first load failed, and loads again when used again', async () => {
    const t = timelineOf();
    t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    expect(t.of()?.status).toBe('failed');
    expect(t.actions().availability).toBe('unknown');
    await t.actions().ensure(1);
    expect(t.of()?.status).toBe('ready');
  });

  it('keeps a ready timeline ready when a refresh fails', async () => {
    const t = timelineOf();
    t.snapshot.mockResolvedValueOnce(answer([0], 1)).mockRejectedValueOnce(networkError());
    await t.actions().ensure(1);
    await t.actions().refresh(1);
    expect(t.of()).toMatchObject({ status: 'ready', items: numbered(0) });
  });

  describe('retries', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('asks again `afterMs` later, `attempts` times in all, and not after a success', async () => {
      const t = timelineOf({ retry: { attempts: 3, afterMs: 3000 } });
      t.snapshot.mockRejectedValue(networkError());
      await t.actions().ensure(1);
      await jest.advanceTimersByTimeAsync(2999);
      expect(t.snapshot).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(t.snapshot).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(3000);
      await jest.advanceTimersByTimeAsync(30_000);
      expect(t.snapshot).toHaveBeenCalledTimes(3);
      t.snapshot.mockResolvedValueOnce(answer([0], 1)).mockRejectedValue(networkError());
      await t.actions().ensure(1);
      // A success counts the failures from the start again.
      await t.actions().refresh(1);
      await jest.advanceTimersByTimeAsync(3000);
      expect(t.snapshot).toHaveBeenCalledTimes(6);
    });

    it('asks no retry once a refresh asked meanwhile went through', async () => {
      const t = timelineOf({ retry: { attempts: 3, afterMs: 3000 } });
      t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0], 1));
      await t.actions().ensure(1);
      await t.actions().ensure(1);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(t.snapshot).toHaveBeenCalledTimes(2);
    });
  });

  it('turns an optional feature off on a 404: every timeline goes, nothing is asked again', async () => {
    const t = timelineOf({ call: call(true) });
    t.snapshot.mockResolvedValueOnce(answer([0], 1)).mockRejectedValue(new HttpError('api', 'not found', 404));
    await t.actions().ensure(1);
    await t.actions().ensure(2);
    expect(t.actions()).toMatchObject({ availability: 'unavailable', timelines: {} });
    await t.actions().ensure(3);
    await t.actions().refresh(1);
    t.actions().receive([item(1)]);
    expect(t.snapshot).toHaveBeenCalledTimes(2);
    expect(t.actions().timelines).toEqual({});
  });

  it('takes a 404 of a call that is not optional for a failure', async () => {
    const t = timelineOf({ call: call(false) });
    t.snapshot.mockRejectedValue(new HttpError('api', 'not found', 404));
    await t.actions().ensure(1);
    expect(t.actions().availability).toBe('unknown');
    expect(t.of()?.status).toBe('failed');
  });

  it('lets answers on their way at a reset land nowhere', async () => {
    const t = timelineOf();
    const { answered, using } = firstSnapshotHeld(t);
    t.actions().reset();
    answered.resolve(answer([0], 1));
    await using;
    expect(t.actions()).toMatchObject({ availability: 'unknown', timelines: {} });
  });
});

describe('held by a screen', () => {
  const channel = 'match:1';
  const subscribed = (on: boolean) =>
    useSocketStore.setState({ subscribeList: [{ channelName: channel, isSubscribed: on }] });

  it('asks what a reconnect missed when its channel is subscribed again, while held', async () => {
    const t = timelineOf({ channel: (key) => `match:${key}` });
    t.snapshot.mockResolvedValue(answer([0], 1));
    subscribed(true);
    const release = t.actions().hold(1);
    await flush();
    subscribed(true);
    subscribed(false);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    subscribed(true);
    expect(t.snapshot).toHaveBeenLastCalledWith(1, 0);
    await flush();
    release();
    subscribed(false);
    subscribed(true);
    expect(t.snapshot).toHaveBeenCalledTimes(2);
  });

  it('does not ask before its first answer: that answer brings everything', async () => {
    const t = timelineOf({ channel: (key) => `match:${key}` });
    const answered = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValue(answered.promise);
    const release = t.actions().hold(1);
    subscribed(true);
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    release();
  });

  it('holds nothing more than the key without a channel', async () => {
    const subscribe = jest.spyOn(pushConnection, 'subscribeChannels');
    const t = timelineOf();
    t.snapshot.mockResolvedValue(answer([0], 1));
    const release = t.actions().hold(1);
    await flush();
    expect(t.of()?.status).toBe('ready');
    expect(subscribe).not.toHaveBeenCalled();
    release();
  });

  it('subscribes the key’s channel while held, and lets it go with the release', async () => {
    const unsubscribe = jest.fn();
    const subscribe = jest.spyOn(pushConnection, 'subscribeChannels').mockReturnValue(unsubscribe);
    const t = timelineOf({ channel: (key) => `match:${key}` });
    t.snapshot.mockResolvedValue(answer([0], 1));
    const release = t.actions().hold(1);
    await flush();
    expect(subscribe).toHaveBeenCalledWith([channel]);
    expect(unsubscribe).not.toHaveBeenCalled();
    release();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('asks nothing at a reconnect for a held key the store let go: the screen asks for it again', async () => {
    const t = timelineOf({ channel: (key) => `match:${key}`, keysKept: 1 });
    t.snapshot.mockResolvedValue(answer([0], 1));
    subscribed(true);
    const release = t.actions().hold(1);
    await flush();
    await t.actions().ensure(2);
    expect(t.of(1)).toBeUndefined();
    subscribed(false);
    subscribed(true);
    expect(t.snapshot.mock.calls.map(([key]) => key)).toEqual([1, 2]);
    release();
  });
});

describe('a feature’s own changes', () => {
  it('updates a key it keeps, and nothing for one it does not', async () => {
    const t = timelineOf();
    t.snapshot.mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    t.actions().update(1, (timeline) => ({ head: { name: `${timeline.head?.name}!` } }));
    expect(t.of()?.head).toEqual({ name: 'head!' });
    t.actions().update(2, () => ({ head: { name: 'x' } }));
    expect(t.of(2)).toBeUndefined();
  });

  it('merges views of one thing by the feature’s rule, the head by its own', async () => {
    const t = timelineOf({
      orderOf: undefined,
      merge: (held, added) => [...held.filter((one) => !added.some((next) => next.n === one.n)), ...added],
      mergeHead: (held, next) => ({ name: `${held?.name ?? ''}${next.name}` }),
    });
    t.snapshot.mockResolvedValue(answer([1, 2], undefined, 'a'));
    await t.actions().ensure(1);
    t.actions().receive([item(2), item(3)]);
    expect(t.ns()).toEqual([1, 2, 3]);
    expect(t.events.at(-1)).toEqual({ kind: 'admitted', key: 1, items: [item(2), item(3)] });
    await t.actions().refresh(1);
    expect(t.ns()).toEqual([3, 1, 2]);
    expect(t.of()?.head).toEqual({ name: 'aa' });
    expect(t.snapshot).toHaveBeenLastCalledWith(1, undefined);
  });

  it('folds pushed items into the head, and the ones pushed while it loaded into the answer’s', async () => {
    const t = timelineOf({ headWith: (head, fresh) => ({ name: head.name + fresh.map((one) => one.n).join('') }) });
    const { answered, using } = firstSnapshotHeld(t);
    t.actions().receive([item(3)]);
    answered.resolve(answer([1, 2], 3, 'h'));
    await using;
    expect(t.of()?.head).toEqual({ name: 'h3' });
    t.actions().receive([item(4)]);
    expect(t.of()?.head).toEqual({ name: 'h34' });
  });

  it('asks whether the backend has it while nobody knows and no call is on its way, again after a failure', async () => {
    const t = timelineOf();
    t.snapshot.mockRejectedValueOnce(networkError()).mockResolvedValue(answer([0], 1));
    t.actions().probe(1);
    t.actions().probe(2);
    await flush();
    expect(t.snapshot).toHaveBeenCalledTimes(1);
    t.actions().probe(2);
    await flush();
    expect(t.snapshot).toHaveBeenLastCalledWith(2, undefined);
    expect(t.actions().availability).toBe('available');
    t.actions().probe(3);
    expect(t.snapshot).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that stopped listening', async () => {
    const t = timelineOf();
    const heard: unknown[] = [];
    const stop = t.actions().listen((event) => heard.push(event));
    t.snapshot.mockResolvedValue(answer([0], 1));
    await t.actions().ensure(1);
    stop();
    t.actions().receive([item(1)]);
    expect(heard).toHaveLength(1);
  });
});

describe('the user’s part', () => {
  it('takes the user’s part away at logout, asks again, and lets the previous user’s answer land nowhere', async () => {
    const t = timelineOf({ domain: `${DOMAIN}-personal`, personal: () => ({ head: null }) });
    t.snapshot.mockResolvedValueOnce(answer([0], 1, 'mine'));
    await t.actions().ensure(1);
    const late = deferred<TimelineSnapshot<Item, Head>>();
    const again = deferred<TimelineSnapshot<Item, Head>>();
    t.snapshot.mockReturnValueOnce(late.promise).mockReturnValueOnce(again.promise);
    const refreshing = t.actions().refresh(1);
    clearDomainUserData(`${DOMAIN}-personal`);
    expect(t.of()?.head).toBeNull();
    late.resolve(answer([0], 1, 'previous user'));
    again.resolve(answer([0], 1, 'next user'));
    await refreshing;
    await flush();
    expect(t.of()?.head).toEqual({ name: 'next user' });
    expect(t.snapshot).toHaveBeenCalledTimes(3);
  });

  it('has nothing of the user’s without `personal`', () => {
    const t = timelineOf();
    expect('clearUserData' in t.actions()).toBe(false);
  });
});
