/**
 * The mutation primitive: optimistic apply, confirm or roll back, one guard against
 * late answers (a reset, another user), the busy flag, the overlay request, toasts, and the
 * in-flight guard that makes rapid taps send once. Domain tests rely on it and test the domain.
 */
import { HttpError } from '@src/platform/http/http-error';
import { mutation } from '@src/platform/store/mutation';
import { StoreScope } from '@src/platform/store/store-scope';
import { deferred, networkError, setUpAppWorld, shownToasts } from '../../../support/app-world';

function harness(overrides: { failure?: string; overlay?: boolean } = { failure: '关注失败' }) {
  const scope = new StoreScope();
  let count = 10;
  const busy: [string, boolean][] = [];
  const call = jest.fn<Promise<number>, [{ id: number; follow: boolean }, { loading?: true; silent?: true }]>();
  const follow = mutation({
    scope,
    keyOf: (args: { id: number; follow: boolean }) => args.id,
    apply: ({ follow: on }) => {
      const shown = count;
      count += on ? 1 : -1;
      return shown;
    },
    call,
    confirm: (serverCount) => (count = serverCount),
    rollback: (shown) => (count = shown),
    busy: (key, on) => busy.push([key, on]),
    success: '已关注',
    ...overrides,
  });
  return { scope, follow, call, busy, count: () => count };
}

beforeEach(() => setUpAppWorld());

it('applies at once, then takes the server values and says so', async () => {
  const { follow, call, count, busy } = harness({ failure: '关注失败', overlay: true });
  const answer = deferred<number>();
  call.mockReturnValueOnce(answer.promise);
  const running = follow.run({ id: 1, follow: true });
  expect(count()).toBe(11);
  expect(follow.isBusy(1)).toBe(true);
  expect(call).toHaveBeenCalledWith({ id: 1, follow: true }, { loading: true, silent: true });
  answer.resolve(42);
  await expect(running).resolves.toEqual({ kind: 'done', result: 42 });
  expect(count()).toBe(42);
  expect(busy).toEqual([
    ['1', true],
    ['1', false],
  ]);
  expect(shownToasts()).toContainEqual(['success', '已关注']);
});

it('rolls back and shows its words when the call fails (the http client stays quiet)', async () => {
  const { follow, call, count } = harness();
  call.mockRejectedValueOnce(networkError());
  await expect(follow.run({ id: 1, follow: true })).resolves.toMatchObject({ kind: 'failed' });
  expect(count()).toBe(10);
  expect(shownToasts()).toEqual([['fail', '关注失败']]);
});

it("a refusal says the server's words, not the action's (those are for a failure the server did not explain)", async () => {
  const { follow, call, count } = harness();
  call.mockRejectedValueOnce(new HttpError('api', '该专家已关闭关注', 30011, '/follow', 200));
  await follow.run({ id: 1, follow: true });
  expect(count()).toBe(10);
  // A server failure may have done what was asked: not a refusal, the action's words.
  call.mockRejectedValueOnce(new HttpError('api', '服务器开小差了', 500, '/follow', 502));
  await follow.run({ id: 2, follow: true });
  expect(shownToasts()).toEqual([
    ['fail', '该专家已关闭关注'],
    ['fail', '关注失败'],
  ]);
});

it('a refusal the action shows itself (ownsRefusal) is no toast; its other refusals are', async () => {
  const { follow, call } = harness({ failure: '关注失败' });
  const owned = mutation({
    scope: new StoreScope(),
    call,
    failure: () => null,
    ownsRefusal: (error) => error.code === 30002,
  });
  call.mockRejectedValueOnce(new HttpError('api', '金币不足', 30002, '/buy', 200));
  await owned.run({ id: 1, follow: true });
  expect(shownToasts()).toEqual([]);
  call.mockRejectedValueOnce(new HttpError('api', '爆料已下架', 30003, '/buy', 200));
  await owned.run({ id: 1, follow: true });
  expect(shownToasts()).toEqual([['fail', '爆料已下架']]);
  expect(follow.isBusy(1)).toBe(false);
});

it('says nothing more for an ended session (already told) and lets the http client speak without words', async () => {
  const { follow, call } = harness();
  call.mockRejectedValueOnce(new HttpError('session-ended', '请重新登录'));
  await follow.run({ id: 1, follow: true });
  expect(shownToasts()).toEqual([]);
  const quiet = harness({});
  quiet.call.mockRejectedValueOnce(networkError());
  await quiet.follow.run({ id: 1, follow: true });
  expect(quiet.call).toHaveBeenCalledWith(expect.anything(), {});
});

it('rapid taps send once: the same key on its way sends nothing; another key goes', async () => {
  const { follow, call, count } = harness();
  const answer = deferred<number>();
  call.mockReturnValueOnce(answer.promise).mockResolvedValueOnce(5);
  const first = follow.run({ id: 1, follow: true });
  await expect(follow.run({ id: 1, follow: false })).resolves.toEqual({ kind: 'busy' });
  expect(count()).toBe(11);
  await follow.run({ id: 2, follow: true });
  expect(call).toHaveBeenCalledTimes(2);
  answer.resolve(11);
  await first;
  call.mockResolvedValueOnce(10);
  await follow.run({ id: 1, follow: false });
  expect(call).toHaveBeenCalledTimes(3);
});

it('an answer for a previous user lands nowhere: no rollback, no toast (and no confirm)', async () => {
  const { follow, call, count, scope } = harness();
  const failing = deferred<number>();
  call.mockReturnValueOnce(failing.promise);
  const running = follow.run({ id: 1, follow: true });
  scope.forgetUser();
  failing.reject(networkError());
  await expect(running).resolves.toEqual({ kind: 'gone' });
  expect(count()).toBe(11);
  expect(shownToasts()).toEqual([]);

  const confirming = deferred<number>();
  call.mockReturnValueOnce(confirming.promise);
  const again = follow.run({ id: 1, follow: true });
  scope.reset();
  confirming.resolve(99);
  await expect(again).resolves.toEqual({ kind: 'gone' });
  expect(count()).toBe(12);
  // The guard was forgotten with the user: the key can be used again at once.
  call.mockResolvedValueOnce(1);
  await expect(follow.run({ id: 1, follow: true })).resolves.toMatchObject({ kind: 'done' });
});

it.each([
  ['a reset', (scope: StoreScope) => scope.reset()],
  ['a logout', (scope: StoreScope) => scope.forgetUser()],
])(
  'after %s the key can be used at once, and the earlier answer arriving late leaves the new call its key',
  async (_, forget) => {
    const { follow, call, scope, busy } = harness();
    const earlier = deferred<number>();
    const later = deferred<number>();
    call.mockReturnValueOnce(earlier.promise).mockReturnValueOnce(later.promise);
    const first = follow.run({ id: 1, follow: true });
    forget(scope);
    const second = follow.run({ id: 1, follow: true });
    expect(call).toHaveBeenCalledTimes(2);
    earlier.resolve(11);
    await expect(first).resolves.toEqual({ kind: 'gone' });
    expect(follow.isBusy(1)).toBe(true);
    await expect(follow.run({ id: 1, follow: false })).resolves.toEqual({ kind: 'busy' });
    expect(busy).toEqual([
      ['1', true],
      ['1', true],
    ]);
    later.resolve(12);
    await second;
    expect(follow.isBusy(1)).toBe(false);
  },
);

it('says nothing for a call that was cancelled (meant: an unmount, a network failure elsewhere)', async () => {
  const { follow, call, count } = harness();
  call.mockRejectedValueOnce(new HttpError('cancelled', '请求已取消'));
  await expect(follow.run({ id: 1, follow: true })).resolves.toMatchObject({ kind: 'failed' });
  expect(count()).toBe(10);
  expect(shownToasts()).toEqual([]);
});

it('without keyOf every call is one action, under the one key ""', async () => {
  const scope = new StoreScope();
  const answer = deferred<string>();
  const submit = mutation({ scope, call: jest.fn().mockReturnValueOnce(answer.promise) });
  const first = submit.run({ amount: 1 });
  expect(submit.isBusy('')).toBe(true);
  await expect(submit.run({ amount: 2 })).resolves.toEqual({ kind: 'busy' });
  answer.resolve('ok');
  await expect(first).resolves.toEqual({ kind: 'done', result: 'ok' });
  expect(submit.isBusy('')).toBe(false);
});
