/**
 * What a portal's monitoring reads, checked in the bridge group: the app sends `metric` events
 * (web vitals, by the `web-vitals` package, after its first screen) for its page views, each of
 * the documented shape with the route of ours it measured. The `error` events' shape (a stable
 * code, the route) is checked wherever one is provoked (validators.ts).
 */
import type { BrowserSession } from './browser-session';
import { assert, type Checks } from './types';
import { BRIDGE_PAYLOADS, describePayload } from './validators';

export async function checkMetrics(browser: BrowserSession, checks: Checks): Promise<void> {
  await checks.check('metric (web vitals of the page view)', async () => {
    const event = await browser.waitForEvent('metric', 0).catch(() => {
      throw new Error(
        "no 'metric' event on the bridge (web vitals are sent after the first screen to a host that listens)",
      );
    });
    const problem = BRIDGE_PAYLOADS.metric(event.payload);
    assert(problem === null, `payload ${describePayload(event.payload)}: ${problem}`);
    return describePayload(event.payload);
  });
}
