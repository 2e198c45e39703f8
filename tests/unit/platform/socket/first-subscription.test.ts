/**
 * A channel's first subscription and the page's HTTP read before it: the subscribe command says
 * how long ago the data was read (the time since the hold plus READ_BEFORE_HOLD_MS); the
 * confirmation's `since` below the channel's seq means messages were published after the read,
 * and the snapshot from there brings their values; at the seq, or from a server that sends no
 * `since`, nothing is asked. A channel held again with its seq remembered says nothing.
 */
import { READ_BEFORE_HOLD_MS, SUBSCRIBE_THROTTLE_MS } from '@src/platform/socket/channel-subscriptions';
import { viewerCountsPerTest, PUSH_URL, settle, subscribed, viewersEntry } from './push-test-kit';

const harness = viewerCountsPerTest();

it('a new channel’s subscribe says how long ago its data was read', () => {
  const { push } = harness();
  push.client.subscribe(['match:1']);
  // The socket opens late (the first screen's calls first): the read is that much older.
  jest.advanceTimersByTime(2500);
  push.client.connect(PUSH_URL);
  push.socket().open();
  push.client.subscribe(['match:2']);
  jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
  expect(push.socket().heldMs()).toEqual([
    { 'match:1': 2500 + READ_BEFORE_HOLD_MS },
    { 'match:2': SUBSCRIBE_THROTTLE_MS + READ_BEFORE_HOLD_MS },
  ]);
});

it('a channel held again with its seq remembered says nothing: its gap is known by seq', () => {
  const { push } = harness();
  const release = push.client.subscribe(['match:1']);
  push.client.connect(PUSH_URL);
  const socket = push.socket();
  socket.open();
  socket.receive(subscribed(['match:1'], 7));
  release();
  jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
  push.client.subscribe(['match:1']);
  jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
  expect(socket.commands().at(-1)).toEqual({ cmd: 'subscribe', channels: ['match:1'] });
  expect(socket.heldMs().at(-1)).toBeUndefined();
});

describe('the confirmation of a first subscription', () => {
  function confirmFirst(since: Record<string, number> | undefined, seq: number) {
    const { push, counts } = harness();
    push.answerSnapshot((params) => ({
      channel: params.channel,
      seq,
      epoch: 'e1',
      entries: [viewersEntry(5, 50), viewersEntry(6, 60)].filter((entry) => entry.seq > params.sinceSeq),
    }));
    push.client.subscribe(['match:1']);
    push.client.connect(PUSH_URL);
    const socket = push.socket();
    socket.open();
    socket.receive({ ...subscribed(['match:1'], seq), ...(since ? { since } : {}) });
    return { push, counts };
  }

  it('with `since` below the seq: the snapshot from there brings what was published after the read', async () => {
    const { push, counts } = confirmFirst({ 'match:1': 5 }, 6);
    expect(push.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 5 }]);
    await settle();
    push.frames.run();
    expect(counts).toEqual([60]);
    expect(push.client.lastSeqOf('match:1')).toBe(6);
  });

  it('with `since` at the seq: nothing was published after the read, nothing is asked', () => {
    const { push } = confirmFirst({ 'match:1': 6 }, 6);
    expect(push.snapshots).toEqual([]);
    expect(push.client.lastSeqOf('match:1')).toBe(6);
  });

  it('without `since` (a server that does not say): the channel starts at the seq, as before', () => {
    const { push } = confirmFirst(undefined, 6);
    expect(push.snapshots).toEqual([]);
    expect(push.client.lastSeqOf('match:1')).toBe(6);
  });
});
