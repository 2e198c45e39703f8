/**
 * @jest-environment node
 *
 * The push hub's fair shares (shell-demo/server/push/subscription-quotas.ts): per address a quota
 * of channels and of subscriptions, refused beyond; at the hub's totals the address keeping the
 * most gives up its oldest channel (all its sockets on it) or subscription; counts go down as
 * subscriptions end.
 */
import { SubscriptionQuotas } from '../../../shell-demo/server/push/subscription-quotas';

interface Socket {
  id: string;
  address: string;
}
const socket = (id: string, address: string): Socket => ({ id, address });
const quotasOf = (limits: { maxChannels: number; maxSubscriptions: number; perClient: [number, number] }) =>
  new SubscriptionQuotas<Socket>(
    {
      maxChannels: limits.maxChannels,
      maxSubscriptions: limits.maxSubscriptions,
      maxChannelsPerClient: limits.perClient[0],
      maxSubscriptionsPerClient: limits.perClient[1],
    },
    (subscriber) => subscriber.address,
  );

describe('push subscription quotas', () => {
  it('refuses an address past its own quota of channels, and of subscriptions, and counts a channel once per address', () => {
    const quotas = quotasOf({ maxChannels: 100, maxSubscriptions: 100, perClient: [2, 3] });
    const [a, b] = [socket('a', '10.0.0.1'), socket('b', '10.0.0.1')];
    for (const channel of ['x', 'y']) {
      expect(quotas.admit(channel, a)).toEqual({ displaced: [] });
      quotas.add(channel, a);
    }
    expect(quotas.admit('z', b)).toEqual({ refused: 'at most 2 channels per address' });
    // A channel the address follows already is no new channel.
    expect(quotas.admit('x', b)).toEqual({ displaced: [] });
    quotas.add('x', b);
    expect(quotas.admit('y', b)).toEqual({ refused: 'at most 3 subscriptions per address' });
    expect(quotas.heldBy('10.0.0.1')).toEqual({ subscriptions: 3, channels: 2 });
    quotas.release('x', a);
    expect(quotas.heldBy('10.0.0.1')).toEqual({ subscriptions: 2, channels: 2 });
    quotas.release('x', b);
    expect(quotas.heldBy('10.0.0.1')).toEqual({ subscriptions: 1, channels: 1 });
  });

  it("at the hub's channels ends the largest address's oldest channel with every socket of it on the channel", () => {
    const quotas = quotasOf({ maxChannels: 3, maxSubscriptions: 100, perClient: [3, 100] });
    const [g1, g2, other, newcomer] = [
      socket('g1', 'greedy'),
      socket('g2', 'greedy'),
      socket('o', 'other'),
      socket('n', 'new'),
    ];
    quotas.add('c1', g1);
    quotas.add('c1', g2);
    quotas.add('c1', other);
    quotas.add('c2', g1);
    expect(quotas.admit('c3', newcomer)).toEqual({
      displaced: [
        { subscriber: g1, channel: 'c1' },
        { subscriber: g2, channel: 'c1' },
      ],
    });
  });

  it("at the hub's subscriptions ends the largest address's oldest subscription", () => {
    const quotas = quotasOf({ maxChannels: 100, maxSubscriptions: 3, perClient: [100, 100] });
    const [g, other] = [socket('g', 'greedy'), socket('o', 'other')];
    quotas.add('c1', g);
    quotas.add('c2', g);
    quotas.add('c1', other);
    expect(quotas.admit('c1', socket('n', 'new'))).toEqual({ displaced: [{ subscriber: g, channel: 'c1' }] });
  });
});
