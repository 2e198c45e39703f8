import { SPECULATION_KEPT_MS, speculativeRead } from '../../../../src/platform/http/speculative-read';

interface Query {
  gameId: number;
  sort: number;
}

const sameQuery = (a: Query, b: Query) => a.gameId === b.gameId && a.sort === b.sort;

/** A read that answers what it was asked, and counts its calls. */
const counted = (fail = false) => {
  const asked: Query[] = [];
  const read = jest.fn((query: Query) => {
    asked.push(query);
    return fail && asked.length === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(`list ${asked.length}`);
  });
  return { asked, read };
};

/** A speculative read over a counted read (failing first if told), game 164 in order 1 already guessed. */
function listWithGuess({ fail = false, now }: { fail?: boolean; now?: () => number } = {}) {
  const { asked, read } = counted(fail);
  const list = speculativeRead({ read, sameQuery, ...(now ? { now } : {}) });
  list.guess({ gameId: 164, sort: 1 });
  return { asked, list };
}

describe('a read guessed ahead of its parameters', () => {
  it('is taken by the real read with the same parameters: one request', async () => {
    const { asked, list } = listWithGuess();
    expect(asked).toHaveLength(1);
    await expect(list.read({ gameId: 164, sort: 1 })).resolves.toBe('list 1');
    expect(asked).toHaveLength(1);
  });

  it('is taken once: the next read asks again', async () => {
    const { asked, list } = listWithGuess();
    await list.read({ gameId: 164, sort: 1 });
    await expect(list.read({ gameId: 164, sort: 1 })).resolves.toBe('list 2');
    expect(asked).toHaveLength(2);
  });

  it('guessed wrong, the real read asks with its own parameters', async () => {
    const { asked, list } = listWithGuess();
    await expect(list.read({ gameId: 34, sort: 1 })).resolves.toBe('list 2');
    expect(asked).toEqual([
      { gameId: 164, sort: 1 },
      { gameId: 34, sort: 1 },
    ]);
  });

  it('a guess that failed is asked again by the real read, and its failure is no unhandled rejection', async () => {
    const { asked, list } = listWithGuess({ fail: true });
    await Promise.resolve();
    await expect(list.read({ gameId: 164, sort: 1 })).resolves.toBe('list 2');
    expect(asked).toHaveLength(2);
  });

  // A device's clock: milliseconds since 1970, not a count from zero.
  const deviceClock = () => Date.UTC(2026, 10, 28, 12);

  it('a guess older than its keeping time is not taken', async () => {
    let now = deviceClock();
    const { asked, list } = listWithGuess({ now: () => now });
    now += SPECULATION_KEPT_MS + 1;
    await expect(list.read({ gameId: 164, sort: 1 })).resolves.toBe('list 2');
    expect(asked).toHaveLength(2);
  });

  it('a guess exactly as old as its keeping time is still taken', async () => {
    let now = deviceClock();
    const { asked, list } = listWithGuess({ now: () => now });
    now += SPECULATION_KEPT_MS;
    await expect(list.read({ gameId: 164, sort: 1 })).resolves.toBe('list 1');
    expect(asked).toHaveLength(1);
  });

  it('a second guess while one waits asks nothing more, up to the keeping time; after it, it replaces it', () => {
    let now = deviceClock();
    const { asked, list } = listWithGuess({ now: () => now });
    list.guess({ gameId: 164, sort: 1 });
    expect(asked).toHaveLength(1);
    now += SPECULATION_KEPT_MS;
    list.guess({ gameId: 164, sort: 1 });
    expect(asked).toHaveLength(1);
    now += 1;
    list.guess({ gameId: 34, sort: 1 });
    expect(asked).toHaveLength(2);
  });
});
