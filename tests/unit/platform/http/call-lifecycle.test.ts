/**
 * A call from start to settling: a caller's signal aborted before or during it, a detached call
 * that abort-all leaves alone, the loading overlay held exactly while a loading call runs, and the
 * caller's signal let go once the call settles.
 */
import { ResultCode } from '@src/contracts/http';
import { abortAll, callApi } from '@src/platform/http/http-client';
import { useLoadingStore } from '@src/platform/http/loading-store';
import type { Reply } from '../../../support/fake-transport';
import { clientPerTest, deferred, failure, hostList } from './client-kit';

const client = clientPerTest();
const ok: Reply = { envelope: { code: ResultCode.Success, data: 'done' } };
const overlay = () => useLoadingStore.getState().pending;

describe('cancelling', () => {
  it('a call whose caller’s signal is already aborted is cancelled before it is sent', async () => {
    const caller = new AbortController();
    caller.abort();
    const error = await failure(callApi(hostList, undefined, { signal: caller.signal }));
    expect(error).toMatchObject({ kind: 'cancelled', message: '请求已取消', path: hostList.path });
    expect(client.sent()).toEqual([]);
  });

  it('a call aborted while the transport fails another way is cancelled, not a network failure', async () => {
    const caller = new AbortController();
    client.reply = () => {
      caller.abort();
      return { network: true };
    };
    const error = await failure(callApi(hostList, undefined, { signal: caller.signal }));
    expect(error.kind).toBe('cancelled');
    expect(client.toasts).toEqual([]);
    expect(client.reports).toEqual([]);
  });

  it.each([
    ['abort-all (an unmount)', async () => abortAll()],
    [
      'a network failure of another call',
      async () => void (await failure(callApi({ ...hostList, path: '/api/fail' }, undefined))),
    ],
  ])('a detached call is left alone by %s; an attached one is cancelled', async (_, abortOthers) => {
    const answer = deferred<Reply>();
    client.reply = (request) => (request.path.endsWith('/fail') ? { network: true } : answer.promise);
    const detached = callApi(hostList, undefined, { detached: true });
    const attached = failure(callApi(hostList, undefined));
    await until(() => client.sent().length === 2);
    await abortOthers();
    answer.resolve(ok);
    await expect(detached).resolves.toBe('done');
    expect(await attached).toMatchObject({ kind: 'cancelled' });
  });
});

describe('the loading overlay', () => {
  it('is held while a loading call runs, and only then', async () => {
    const answer = deferred<Reply>();
    client.reply = () => answer.promise;
    const quiet = callApi(hostList, undefined);
    await until(() => client.sent().length === 1);
    expect(overlay()).toBe(0);
    const loading = callApi(hostList, undefined, { loading: true });
    expect(overlay()).toBe(1);
    answer.resolve(ok);
    await quiet;
    await loading;
    expect(overlay()).toBe(0);
  });

  it('stays up for a loading call when a call without loading settles beside it', async () => {
    const answers = { loading: deferred<Reply>(), quiet: deferred<Reply>() };
    client.reply = (request) => (request.path.endsWith('/quiet') ? answers.quiet.promise : answers.loading.promise);
    const loading = callApi(hostList, undefined, { loading: true });
    const quiet = callApi({ ...hostList, path: '/api/quiet' }, undefined);
    answers.quiet.resolve(ok);
    await quiet;
    expect(overlay()).toBe(1);
    answers.loading.resolve(ok);
    await loading;
    expect(overlay()).toBe(0);
  });
});

it('lets go of its caller’s signal once it settles (a page’s signal outlives its calls)', async () => {
  const caller = new AbortController();
  const added = jest.spyOn(caller.signal, 'addEventListener');
  const removed = jest.spyOn(caller.signal, 'removeEventListener');
  await callApi(hostList, undefined, { signal: caller.signal });
  expect(added).toHaveBeenCalledTimes(1);
  expect(removed.mock.calls).toEqual(added.mock.calls);
});

/** Waits (macrotask by macrotask, at most a second) until `done` holds: signing is asynchronous. */
async function until(done: () => boolean): Promise<void> {
  for (let tries = 0; !done(); tries += 1) {
    if (tries > 100) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
