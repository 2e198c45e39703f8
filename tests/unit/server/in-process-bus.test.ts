/** The in-process live bus (what `npm start` runs) passes the live bus's conformance tests. */
import { InProcessBus } from '../../../shell-demo/server/push/in-process-bus';
import { describeLiveBus } from './live-bus-conformance';

describeLiveBus('in process', async () => ({
  bus: new InProcessBus(),
  // Listeners are handed each message as it is published.
  delivered: async () => undefined,
  stop: async () => undefined,
}));

it('gives each bus its own epoch: a restarted server numbers its channels again under another', () => {
  expect(new InProcessBus().epoch).not.toBe(new InProcessBus().epoch);
});
