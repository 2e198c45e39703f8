/**
 * @jest-environment node
 *
 * The fair share (shell-demo/server/fair-share.ts): a holder at its quota displaces its own oldest,
 * at the total the largest holder gives up its oldest, counts go down as things are released;
 * and which client a peer address stands for.
 */
import { clientOf, FairShare } from '../../../shell-demo/server/fair-share';

describe('fair share', () => {
  it('has room below both bounds, and displaces the holder’s own oldest at its quota', () => {
    const share = new FairShare<string>({ perHolder: 2, total: 10 });
    expect(share.displaced('a')).toBeUndefined();
    share.add('a', 'a1');
    share.add('a', 'a2');
    expect(share.isFull('a')).toBe(true);
    expect(share.displaced('a')).toBe('a1');
    expect(share.displaced('b')).toBeUndefined();
  });

  it('at the total the holder keeping the most gives up its oldest, never a smaller one', () => {
    const share = new FairShare<string>({ perHolder: 10, total: 5 });
    share.add('small', 's1');
    for (const item of ['g1', 'g2', 'g3', 'g4']) share.add('greedy', item);
    expect(share.displaced('newcomer')).toBe('g1');
    expect(share.displaced('small')).toBe('g1');
    expect(share.displaced('greedy')).toBe('g1');
    share.release('g1');
    share.release('g2');
    share.release('g3');
    share.add('small', 's2');
    share.add('small', 's3');
    share.add('x', 'x1');
    // small keeps 3, greedy 1, x 1: small is now the largest.
    expect(share.displaced('greedy')).toBe('s1');
    // A holder keeping as many as the largest gives up its own.
    const tied = new FairShare<string>({ perHolder: 9, total: 4 });
    for (const [holder, item] of [
      ['a', 'a1'],
      ['b', 'b1'],
      ['a', 'a2'],
      ['b', 'b2'],
    ] as const)
      tied.add(holder, item);
    expect(tied.displaced('b')).toBe('b1');
    expect(tied.displaced('a')).toBe('a1');
  });

  it('counts each item once and goes down as items are released', () => {
    const share = new FairShare<number>({ perHolder: 3, total: 3 });
    share.add('a', 1);
    share.add('a', 1);
    share.add('b', 2);
    expect(share.size).toBe(2);
    expect(share.holderOf(1)).toBe('a');
    expect(share.release(1)).toBe(true);
    expect(share.release(1)).toBe(false);
    expect(share.countOf('a')).toBe(0);
    expect(share.size).toBe(1);
  });

  it('names the client of a peer: IPv4 as it is, mapped IPv4 unmapped, IPv6 by its /64', () => {
    expect(clientOf('127.0.0.2')).toBe('127.0.0.2');
    expect(clientOf('::ffff:127.0.0.3')).toBe('127.0.0.3');
    expect(clientOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientOf('2001:DB8:0:1:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('')).toBe('');
  });
});
