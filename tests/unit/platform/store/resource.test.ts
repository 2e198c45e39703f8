/**
 * The resource helper: its four cases — first load, refresh, failed refresh,
 * failed first load — and last-seen data: shown at once and marked, replaced by the fresh
 * answer, kept when the network is down, cleared at logout when personal.
 */
import { clearPersonalLastSeen } from '@src/platform/store/last-seen';
import { useSessionStore } from '@src/platform/session/session-store';
import { deferred, networkError, setUpAppWorld, shownToasts } from '../../../support/app-world';
import { HttpError } from '@src/platform/http/http-error';
import { idleResource } from '@src/platform/store/resource';
import { harness, NOW, type Rows } from './resource-kit';

const isRows = (value: unknown): value is Rows =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
/** The rows kept on the device under one name, personal (cleared at logout) or not. */
const keptRows = (options: { personal?: boolean } = {}) => ({
  name: 'test:rows',
  version: 1,
  accept: isRows,
  ...options,
});

beforeEach(() => setUpAppWorld());

it('a first load shows loading (the skeleton), then the data', async () => {
  const { loader, fetch, current, seen } = harness();
  fetch.mockResolvedValueOnce(['a']);
  await loader.load();
  expect(seen[0]).toMatchObject({ status: 'loading', data: null, refreshing: false });
  expect(current()).toEqual({
    status: 'ready',
    data: ['a'],
    refreshing: false,
    refreshFailed: false,
    updatedAt: NOW,
    stale: false,
  });
});

it('a refresh keeps the data on screen while it runs', async () => {
  const { loader, fetch, current } = harness();
  fetch.mockResolvedValueOnce(['a']);
  await loader.load();
  const next = deferred<Rows>();
  fetch.mockReturnValueOnce(next.promise);
  const refreshing = loader.load();
  expect(current()).toMatchObject({ status: 'ready', data: ['a'], refreshing: true });
  next.resolve(['b']);
  await refreshing;
  expect(current()).toMatchObject({ status: 'ready', data: ['b'], refreshing: false });
});

it('a failed refresh keeps the data and says so', async () => {
  const { loader, fetch, current } = harness();
  fetch.mockResolvedValueOnce(['a']);
  await loader.load();
  fetch.mockRejectedValueOnce(networkError());
  await loader.load();
  expect(current()).toMatchObject({ status: 'ready', data: ['a'], refreshFailed: true, refreshing: false });
  expect(shownToasts()).toEqual([['fail', '刷新失败，已显示上次的内容']]);
});

it('a refresh cancelled (an unmount, a network failure elsewhere) keeps the data and is no failed refresh', async () => {
  const { loader, fetch, current } = harness();
  fetch.mockResolvedValueOnce(['a']);
  await loader.load();
  fetch.mockRejectedValueOnce(new HttpError('cancelled', '请求已取消'));
  await loader.load();
  expect(current()).toMatchObject({ status: 'ready', data: ['a'], refreshFailed: false, refreshing: false });
  expect(shownToasts()).toEqual([]);
});

it('a failed first load is the error state (a retry then loads again)', async () => {
  const { loader, fetch, current } = harness();
  fetch.mockRejectedValueOnce(networkError());
  await loader.load();
  expect(current()).toMatchObject({ status: 'failed', data: null, refreshing: false });
  expect(shownToasts()).toEqual([]);
  fetch.mockResolvedValueOnce(['a']);
  await loader.load();
  expect(current()).toMatchObject({ status: 'ready', data: ['a'] });
});

it('a call cancelled by a network failure elsewhere is a failed first load too (the page needs its retry)', async () => {
  const { loader, fetch, current } = harness();
  fetch.mockRejectedValueOnce(new HttpError('cancelled', '请求已取消'));
  await loader.load();
  expect(current().status).toBe('failed');
});

it('loads while one runs share its request; an answer after a reset lands nowhere', async () => {
  const { loader, fetch, scope, current } = harness();
  const answer = deferred<Rows>();
  fetch.mockReturnValue(answer.promise);
  const first = loader.load();
  const second = loader.load();
  expect(fetch).toHaveBeenCalledTimes(1);
  scope.reset();
  answer.resolve(['late']);
  await Promise.all([first, second]);
  expect(current().data).toBeNull();
});

it('forget: the data goes back to idle, and an answer still on its way lands nowhere', async () => {
  const { loader, fetch, current } = harness();
  fetch.mockResolvedValueOnce(['mine']);
  await loader.load();
  expect(current().data).toEqual(['mine']);
  const answer = deferred<Rows>();
  fetch.mockReturnValueOnce(answer.promise);
  const refresh = loader.load();
  loader.forget();
  expect(current()).toEqual(idleResource());
  answer.resolve(['late']);
  await refresh;
  expect(current()).toEqual(idleResource());
});

describe('last-seen data', () => {
  it('the next visit shows the last good answer at once, marked with its time, until the fresh one replaces it', async () => {
    const visit1 = harness({ lastSeen: keptRows() });
    visit1.fetch.mockResolvedValueOnce(['yesterday']);
    await visit1.loader.load();

    const visit2 = harness({ lastSeen: keptRows() });
    const fresh = deferred<Rows>();
    visit2.fetch.mockReturnValueOnce(fresh.promise);
    const loading = visit2.loader.load();
    expect(visit2.current()).toMatchObject({
      status: 'ready',
      data: ['yesterday'],
      stale: true,
      refreshing: true,
      updatedAt: NOW,
    });
    fresh.resolve(['today']);
    await loading;
    expect(visit2.current()).toMatchObject({ status: 'ready', data: ['today'], stale: false });
  });

  it('with the network down it stays on screen, still marked, instead of an error state', async () => {
    const visit1 = harness({ lastSeen: keptRows() });
    visit1.fetch.mockResolvedValueOnce(['standings']);
    await visit1.loader.load();

    const visit2 = harness({ lastSeen: keptRows() });
    visit2.fetch.mockRejectedValueOnce(networkError());
    await visit2.loader.load();
    expect(visit2.current()).toMatchObject({ status: 'ready', data: ['standings'], stale: true, refreshFailed: true });
  });

  it('personal data is kept per user and cleared at logout', async () => {
    useSessionStore.setState({ token: 't1', uid: 'u1' });
    const mine = harness({ lastSeen: keptRows({ personal: true }) });
    mine.fetch.mockResolvedValueOnce(['my orders']);
    await mine.loader.load();

    // Another user on the same device sees none of it.
    useSessionStore.setState({ token: 't2', uid: 'u2' });
    const theirs = harness({ lastSeen: keptRows({ personal: true }) });
    theirs.fetch.mockReturnValueOnce(new Promise(() => undefined));
    void theirs.loader.load();
    expect(theirs.current()).toMatchObject({ status: 'loading', data: null });

    // The first user again, after a logout: gone.
    clearPersonalLastSeen();
    useSessionStore.setState({ token: 't1', uid: 'u1' });
    const again = harness({ lastSeen: keptRows({ personal: true }) });
    again.fetch.mockReturnValueOnce(new Promise(() => undefined));
    void again.loader.load();
    expect(again.current()).toMatchObject({ status: 'loading', data: null });
  });

  it('a kept copy of another shape (an older version, tampering) is dropped', async () => {
    window.localStorage.setItem('sport-info:last-seen:*:test:rows@1', JSON.stringify({ data: [1, 2], savedAt: 5 }));
    const visit = harness({ lastSeen: keptRows() });
    visit.fetch.mockReturnValueOnce(new Promise(() => undefined));
    void visit.loader.load();
    expect(visit.current()).toMatchObject({ status: 'loading', data: null });
    expect(window.localStorage.getItem('sport-info:last-seen:*:test:rows@1')).toBeNull();
  });
});
