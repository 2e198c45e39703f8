/**
 * @jest-environment node
 *
 * Fifty followed matches' `alerts:<id>` channels under the push hub's default limits
 * (push-options.ts, subscription-quotas.ts): they fit on one socket beside the largest page's own
 * channels (a schedule of 300 matches), and a phone's address keeps room for several tabs — so no
 * limit had to be raised for alerts.
 */
import { MatchAlertsPush } from '../../../src/contracts/match-alerts';
import { MatchPush } from '../../../src/contracts/match-push';
import { pushLimitsOf, subscriptionLimitsOf } from '../../../shell-demo/server/push/push-options';
import { SubscriptionQuotas } from '../../../shell-demo/server/push/subscription-quotas';

const FOLLOWED = 50;
const PAGE_CHANNELS = 300;

it('admits fifty followed matches and a page’s channels on one socket, four tabs of them on one address', () => {
  const limits = subscriptionLimitsOf({});
  const quotas = new SubscriptionQuotas<string>(limits, () => '10.0.0.1');
  const channels = [
    ...Array.from({ length: FOLLOWED }, (_, index) => MatchAlertsPush.channel(index + 1)),
    ...Array.from({ length: PAGE_CHANNELS }, (_, index) => MatchPush.channel(1000 + index)),
  ];
  expect(channels.length).toBeLessThanOrEqual(pushLimitsOf({}).maxChannelsPerSocket);
  for (const tab of ['tab-1', 'tab-2', 'tab-3', 'tab-4']) {
    for (const channel of channels) {
      expect(quotas.admit(channel, tab)).toEqual({ displaced: [] });
      quotas.add(channel, tab);
    }
  }
});
