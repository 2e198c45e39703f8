/** A message the app expects (its handler comes with a lazily loaded store) is dropped quietly until the handler comes. */
import { definePushMessage } from '@src/contracts/push';
import { connectAndSubscribe, harnessPerTest, message } from './push-test-kit';

const newHarness = harnessPerTest();

describe('PushClient: expected messages', () => {
  it('drops an expected message quietly, unread, until its handler comes, and reports it again once forgotten', () => {
    const harness = newHarness();
    const forget = harness.client.expectMessage({ namespace: 'match', name: 'weather' });
    const socket = connectAndSubscribe(harness, ['match:1']);
    socket.receive(message('match:1', 1, 'match', 'weather', 'not even an object'));
    harness.frames.run();
    expect(harness.reports).toEqual([]);
    const weather: string[] = [];
    harness.client.registerHandler(
      definePushMessage({ namespace: 'match', name: 'weather', channels: ['match'], mode: 'event', parse: String }),
      { apply: (value) => weather.push(value) },
    );
    socket.receive(message('match:1', 2, 'match', 'weather', 'rain'));
    harness.frames.run();
    expect(weather).toEqual(['rain']);
    forget();
    socket.receive(message('match:1', 3, 'match', 'hail', {}));
    harness.client.expectMessage({ namespace: 'match', name: 'hail' })();
    socket.receive(message('match:1', 4, 'match', 'hail', {}));
    expect(harness.reports.map((report) => report.code)).toEqual(['push-unknown-message']);
  });

  it('a message two lazy stores expect stays quiet until both forgot it', () => {
    const harness = newHarness();
    const weather = { namespace: 'match', name: 'weather' };
    const forgetFirst = harness.client.expectMessage(weather);
    const forgetSecond = harness.client.expectMessage(weather);
    const socket = connectAndSubscribe(harness, ['match:1']);
    forgetFirst();
    socket.receive(message('match:1', 1, 'match', 'weather', {}));
    expect(harness.reports).toEqual([]);
    forgetSecond();
    socket.receive(message('match:1', 2, 'match', 'weather', {}));
    expect(harness.reports.map((report) => report.code)).toEqual(['push-unknown-message']);
    // Forgotten once too often: a third store expecting it makes it quiet again at once.
    forgetSecond();
    const forgetThird = harness.client.expectMessage(weather);
    socket.receive(message('match:1', 3, 'match', 'weather', {}));
    expect(harness.reports).toHaveLength(1);
    forgetThird();
  });
});
