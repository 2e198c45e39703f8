/**
 * What the push client tells monitoring of frames it cannot use — a binary frame, text that is
 * not JSON, a message of the wrong shape (with the frame's first 200 characters), a refusal of
 * the server, messages nobody handles (each name on its own) — and how it behaves once disposed
 * or when a status listener leaves.
 */
import { useSocketStore } from '@src/platform/socket/socket-store';
import { connectAndSubscribe, harnessPerTest, message, PUSH_URL } from './push-test-kit';

const newHarness = harnessPerTest();

describe('monitoring hears', () => {
  it('of a binary frame', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    socket.onmessage?.({ data: new ArrayBuffer(4) });
    expect(harness.reports).toEqual([
      { code: 'push-malformed-message', message: 'a binary frame is not a push message', detail: undefined },
    ]);
  });

  it('of text that is not JSON, with its first 200 characters', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    const text = `<html>${'x'.repeat(300)}`;
    socket.receive(text);
    expect(harness.reports).toEqual([
      { code: 'push-malformed-message', message: 'a push frame is not JSON', detail: text.slice(0, 200) },
    ]);
  });

  it('of a message of the wrong shape, with what is wrong and the frame’s first 200 characters', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    const frame = JSON.stringify({ type: 'surprise', padding: 'y'.repeat(300) });
    socket.receive(frame);
    expect(harness.reports).toHaveLength(1);
    expect(harness.reports[0]).toMatchObject({ code: 'push-malformed-message', detail: frame.slice(0, 200) });
    expect(harness.reports[0]!.message).toMatch(/^a push message has the wrong shape \(.*message\.type.*\)$/);
  });

  it('of each command the server refused, which is logged too', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    socket.receive({ type: 'error', message: 'too many channels' });
    socket.receive({ type: 'error', message: 'bad command' });
    expect(harness.reports).toEqual([
      { code: 'push-server-error', message: 'push server: too many channels', detail: undefined },
      { code: 'push-server-error', message: 'push server: bad command', detail: undefined },
    ]);
    expect(harness.logs).toContain('server refused a command: too many channels');
  });

  it('of each message nobody handles, by its name and channel', () => {
    const harness = newHarness();
    const socket = connectAndSubscribe(harness, ['match:1']);
    socket.receive(message('match:1', 1, 'weather', 'rain', {}));
    socket.receive(message('match:1', 2, 'weather', 'snow', {}));
    expect(harness.reports).toEqual([
      {
        code: 'push-unknown-message',
        message: 'no handler for push message weather.rain (match:1)',
        detail: undefined,
      },
      {
        code: 'push-unknown-message',
        message: 'no handler for push message weather.snow (match:1)',
        detail: undefined,
      },
    ]);
  });
});

it('a status listener that left hears nothing more', () => {
  const harness = newHarness();
  const heard: string[] = [];
  const leave = harness.client.onStatus((status) => heard.push(status));
  harness.client.connect(PUSH_URL);
  leave();
  harness.socket().open();
  expect(heard).toEqual(['connecting']);
});

describe('once disposed', () => {
  it('subscribing holds nothing', () => {
    const harness = newHarness();
    harness.client.dispose();
    const release = harness.client.subscribe(['match:1']);
    expect(useSocketStore.getState().subscribeList).toEqual([]);
    release();
    expect(useSocketStore.getState().subscribeList).toEqual([]);
  });

  it('disposing again leaves the store to the client that writes it now', () => {
    const old = newHarness();
    old.client.subscribe(['match:1']);
    old.client.dispose();
    const current = newHarness();
    current.client.subscribe(['match:2']);
    old.client.dispose();
    expect(useSocketStore.getState().subscribeList).toEqual([{ channelName: 'match:2', isSubscribed: false }]);
  });
});
