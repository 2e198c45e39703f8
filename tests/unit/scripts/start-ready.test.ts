/** @jest-environment node */
/**
 * `npm start` prints its addresses once every server answers: a server not listening yet is asked
 * again, one still compiling (a held request) is waited for.
 */
import { whenServed } from '@scripts/start-ready';

const ok = () => Promise.resolve(new Response('', { status: 200 }));
const refused = () => Promise.reject(new TypeError('fetch failed'));

describe('when npm start is ready', () => {
  it('waits for every address, asking again while one refuses or is not ready', async () => {
    const calls: string[] = [];
    const fetch = jest.fn((address: string) => {
      calls.push(address);
      const asked = calls.filter((each) => each === address).length;
      if (address.endsWith(':3001/')) return asked < 3 ? refused() : ok();
      if (address.endsWith(':3000/')) return asked < 2 ? Promise.resolve(new Response('', { status: 503 })) : ok();
      return ok();
    });
    const answered = await whenServed(['http://localhost:3100/', 'http://localhost:3001/', 'http://localhost:3000/'], {
      fetch: fetch as unknown as typeof globalThis.fetch,
      intervalMs: 1,
    });
    expect(Object.keys(answered ?? {}).sort()).toEqual([
      'http://localhost:3000/',
      'http://localhost:3001/',
      'http://localhost:3100/',
    ]);
    expect(calls.filter((each) => each.endsWith(':3001/'))).toHaveLength(3);
    expect(calls.filter((each) => each.endsWith(':3000/'))).toHaveLength(2);
  });

  it('stops asking once cancelled (a server exited)', async () => {
    let cancelled = false;
    const fetch = jest.fn(() => {
      cancelled = true;
      return refused();
    });
    await expect(
      whenServed(['http://localhost:3001/'], {
        fetch: fetch as unknown as typeof globalThis.fetch,
        cancelled: () => cancelled,
        intervalMs: 1,
      }),
    ).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
