/**
 * Which answer of a resource counts: after a reset a load asks anew, and loads share that new
 * request; with `latest` every load asks anew and only the newest answer lands; nothing lands
 * after a reset or a forget — neither data nor a failure; a kept copy is read through the
 * resource's parser, and only on the first load; with `freshForMs` a load right after a fresh
 * answer is not sent, but one after a failed refresh is.
 */
import { writeLastSeen } from '@src/platform/store/last-seen';
import { deferred, networkError, setUpAppWorld } from '../../../support/app-world';
import { idleResource } from '@src/platform/store/resource';
import { harness, type Rows } from './resource-kit';

beforeEach(() => setUpAppWorld());

it('after a reset a load asks anew while the earlier answer is on its way, and later loads share the new request', async () => {
  const { loader, fetch, scope, current } = harness();
  const earlier = deferred<Rows>();
  const fresh = deferred<Rows>();
  fetch.mockReturnValueOnce(earlier.promise).mockReturnValueOnce(fresh.promise);
  const first = loader.load();
  scope.reset();
  const second = loader.load();
  expect(fetch).toHaveBeenCalledTimes(2);
  earlier.resolve(['before the reset']);
  await first;
  const third = loader.load();
  expect(fetch).toHaveBeenCalledTimes(2);
  fresh.resolve(['after the reset']);
  await Promise.all([second, third]);
  expect(current()).toMatchObject({ status: 'ready', data: ['after the reset'] });
});

it('a failure arriving after a reset lands nowhere', async () => {
  const { loader, fetch, scope, seen } = harness();
  const failing = deferred<Rows>();
  fetch.mockReturnValueOnce(failing.promise);
  const loading = loader.load();
  scope.reset();
  failing.reject(networkError());
  await loading;
  expect(seen.map((resource) => resource.status)).toEqual(['loading']);
});

describe('latest', () => {
  it('every load asks anew and only the newest answer lands', async () => {
    const { loader, fetch, current } = harness({ concurrency: 'latest' });
    const older = deferred<Rows>();
    const newer = deferred<Rows>();
    fetch.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const first = loader.load();
    const second = loader.load();
    expect(fetch).toHaveBeenCalledTimes(2);
    newer.resolve(['newer']);
    await second;
    older.resolve(['older']);
    await first;
    expect(current().data).toEqual(['newer']);
  });

  it('forgotten while two loads are on their way: neither answer lands', async () => {
    const { loader, fetch, current } = harness({ concurrency: 'latest' });
    const answers = [deferred<Rows>(), deferred<Rows>()];
    fetch.mockReturnValueOnce(answers[0]!.promise).mockReturnValueOnce(answers[1]!.promise);
    const loads = [loader.load(), loader.load()];
    loader.forget();
    answers[0]!.resolve(['first']);
    answers[1]!.resolve(['second']);
    await Promise.all(loads);
    expect(current()).toEqual(idleResource());
  });
});

describe('a kept copy', () => {
  const kept = { name: 'test:parsed', version: 1 };
  const parse = (data: unknown): Rows => {
    if (!Array.isArray(data)) throw new Error('not rows');
    return data.map(String);
  };

  it('is read through the parser', () => {
    writeLastSeen(kept, [1, 2], 5);
    const { loader, fetch, current } = harness({ lastSeen: { ...kept, parse } });
    fetch.mockReturnValueOnce(new Promise(() => undefined));
    void loader.load();
    expect(current()).toMatchObject({ status: 'ready', data: ['1', '2'], stale: true, updatedAt: 5 });
  });

  it('the parser refuses is dropped', () => {
    writeLastSeen(kept, { not: 'rows' }, 5);
    const { loader, fetch, current } = harness({ lastSeen: { ...kept, parse } });
    fetch.mockReturnValueOnce(new Promise(() => undefined));
    void loader.load();
    expect(current()).toMatchObject({ status: 'loading', data: null });
  });

  it('is not shown on a refresh: the data on screen stays, not marked stale', async () => {
    const { loader, fetch, current } = harness({ lastSeen: { ...kept, parse } });
    fetch.mockResolvedValueOnce(['fresh']);
    await loader.load();
    fetch.mockReturnValueOnce(new Promise(() => undefined));
    void loader.load();
    expect(current()).toMatchObject({ status: 'ready', data: ['fresh'], stale: false, refreshing: true });
  });
});

describe('freshForMs', () => {
  it('a load within it of a fresh answer is not sent; one past it, or after a failed refresh, is', async () => {
    let clock = 1_000;
    const { loader, fetch, current } = harness({ freshForMs: 500, now: () => clock });
    fetch.mockResolvedValueOnce(['first']);
    await loader.load();
    clock += 499;
    await loader.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    clock += 1;
    fetch.mockRejectedValueOnce(networkError());
    await loader.load();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(current()).toMatchObject({ data: ['first'], refreshFailed: true });
    // The failed refresh is asked again at once, whatever the answer's age.
    fetch.mockResolvedValueOnce(['second']);
    await loader.load();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(current()).toMatchObject({ data: ['second'], refreshFailed: false });
  });

  it('a first load with a kept copy of a moment ago still asks: the copy is not an answer', async () => {
    const kept = { name: 'test:fresh', version: 1 };
    writeLastSeen(kept, ['kept'], 1_000);
    const { loader, fetch } = harness({
      freshForMs: 60_000,
      now: () => 1_001,
      lastSeen: { ...kept, accept: (data): data is Rows => Array.isArray(data) },
    });
    fetch.mockResolvedValueOnce(['fresh']);
    await loader.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
