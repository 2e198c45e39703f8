/**
 * What the push client writes to its log (closes and errors are never shown to the user, so the
 * log is where a developer reads what happened) and the close reason it gives a socket it lets go.
 */
import { CONNECT_TIMEOUT_MS, PROBE_TIMEOUT_MS, SILENCE_TIMEOUT_MS } from '@src/platform/socket/socket-lifecycle';
import { connectAndSubscribe, harnessPerTest, message, PUSH_URL, settle, setVisibility } from './push-test-kit';

let entries: [string, unknown][];
const harness = harnessPerTest({ log: (text, detail) => entries.push([text, detail]) });
const lines = () => entries.map(([text]) => text);

beforeEach(() => {
  entries = [];
});

it('a socket opened, closed without a reason and with one', () => {
  const push = harness();
  connectAndSubscribe(push, ['match:1']);
  push.socket().drop(1006);
  jest.advanceTimersByTime(1);
  push.socket().open();
  push.socket().readyState = 3;
  push.socket().onclose?.({ code: 1001, reason: 'going away' });
  expect(lines()).toEqual([
    `connected to ${PUSH_URL}`,
    'closed (1006)',
    `connected to ${PUSH_URL}`,
    'closed (1001 going away)',
  ]);
  expect(push.sockets[1]!.closedBy).toEqual({ code: 1000, reason: 'closed (1001 going away)' });
});

it('a socket error, with its message or without one', () => {
  const push = harness();
  push.client.connect(PUSH_URL);
  push.socket().onerror?.({ message: 'boom' });
  push.socket().onerror?.({});
  push.socket().onerror?.(null);
  expect(entries).toEqual([
    ['socket error', 'boom'],
    ['socket error', 'no detail'],
    ['socket error', 'no detail'],
  ]);
});

it('an attempt that timed out, and a socket that went silent', () => {
  const push = harness();
  push.client.connect(PUSH_URL);
  jest.advanceTimersByTime(CONNECT_TIMEOUT_MS);
  expect(lines()).toEqual(['connect timed out']);
  expect(push.sockets[0]!.closedBy).toEqual({ code: 1000, reason: 'connect timed out' });
  jest.advanceTimersByTime(CONNECT_TIMEOUT_MS);
  push.socket().open();
  entries.length = 0;
  jest.advanceTimersByTime(SILENCE_TIMEOUT_MS);
  expect(lines()).toEqual([`nothing heard for ${SILENCE_TIMEOUT_MS} ms`]);
});

it('waking the page: what woke it, and a probe nobody answered', () => {
  const push = harness();
  push.client.connect(PUSH_URL);
  push.socket().failToConnect();
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  push.socket().failToConnect();
  window.dispatchEvent(new Event('online'));
  push.socket().failToConnect();
  setVisibility('visible');
  push.socket().open();
  setVisibility('visible');
  jest.advanceTimersByTime(PROBE_TIMEOUT_MS);
  expect(lines()).toEqual([
    'socket error',
    'closed (1006)',
    'pageshow: reconnecting now',
    'socket error',
    'closed (1006)',
    'online: reconnecting now',
    'socket error',
    'closed (1006)',
    'visible: reconnecting now',
    `connected to ${PUSH_URL}`,
    'visible: no answer to ping',
  ]);
});

it('an old message dropped, a gap and its repair', async () => {
  const push = harness();
  const socket = connectAndSubscribe(push, ['match:1'], 5);
  entries.length = 0;
  socket.receive(message('match:1', 3, 'match', 'goal', { minute: 1 }));
  push.answerSnapshot((params) => ({ channel: params.channel, seq: 7, epoch: 'e1', entries: [] }));
  socket.receive(message('match:1', 7, 'match', 'goal', { minute: 2 }));
  await settle();
  expect(lines()).toEqual([
    'dropped an old message match:1#3 (at #5)',
    'gap on match:1 after #5: fetching a snapshot',
    'recovered match:1 up to #7 (0 values)',
  ]);
});
