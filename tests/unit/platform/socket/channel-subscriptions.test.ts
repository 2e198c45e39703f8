/**
 * The subscriptions of the push client at their edges: what hold() returns, the store's list
 * written only when it changes, a channel let go before its subscribe went, commands split at
 * the server's limit, one timer per throttle window (a window whose channels all went sends
 * nothing and does not move the window), seqs of channels let go (bounded, and per server life),
 * and where a confirmation starts a channel.
 */
import { type ChannelName } from '@src/contracts/push';
import { MAX_CHANNELS_PER_COMMAND } from '@src/contracts/push-protocol';
import { ChannelSubscriptions, SUBSCRIBE_THROTTLE_MS } from '@src/platform/socket/channel-subscriptions';
import { DropReporter } from '@src/platform/socket/drop-reporter';
import { GapRepair } from '@src/platform/socket/gap-repair';
import { defaultClock } from '@src/platform/socket/push-environment';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { connectAndSubscribe, harnessPerTest, message, settle, subscribed, type Harness } from './push-test-kit';

const harness = harnessPerTest({ page: null });
const list = () => useSocketStore.getState().subscribeList;
const channels = (count: number, from = 0): ChannelName[] =>
  Array.from({ length: count }, (_, index) => `match:${from + index}`);

it('reports a name that is no channel name, and the release lets go of the real ones only', () => {
  const push = harness();
  const socket = connectAndSubscribe(push, ['match:1']);
  const release = push.client.subscribe(['match:2', 'Bad Name']);
  expect(push.reports).toEqual([
    { code: 'push-bad-channel', message: 'not a push channel name: Bad Name', detail: undefined },
  ]);
  jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
  release();
  expect(socket.commands().at(-1)).toEqual({ cmd: 'unsubscribe', channels: ['match:2'] });
  expect(list()).toEqual([{ channelName: 'match:1', isSubscribed: true }]);
});

it('hold() gives back the channel names it holds, and only those', () => {
  const clock = defaultClock;
  const report = () => undefined;
  const log = () => undefined;
  const subscriptions = new ChannelSubscriptions({
    socket: { isOpen: () => false, send: () => undefined },
    repair: new GapRepair({
      fetchSnapshot: () => new Promise(() => undefined),
      clock,
      report,
      log,
      epoch: () => null,
      replay: () => undefined,
    }),
    clock,
    store: useSocketStore,
    drops: new DropReporter(report, () => 0),
    log,
    throttleMs: SUBSCRIBE_THROTTLE_MS,
  });
  expect(subscriptions.hold(['match:1', 'Bad Name', 'match:1', 'anchors:live'])).toEqual(['match:1', 'anchors:live']);
  subscriptions.dispose();
});

describe('the store’s list is written only when it changes', () => {
  it('not when a held channel is held again, nor when one of its holders lets go', () => {
    const push = harness();
    connectAndSubscribe(push, ['match:1']);
    const shown = list();
    const again = push.client.subscribe(['match:1']);
    again();
    expect(list()).toBe(shown);
  });

  it('not when a socket goes before anything was confirmed on it', () => {
    const push = harness();
    push.client.subscribe(['match:1']);
    push.client.connect('ws://push.test/ws');
    push.socket().open();
    const shown = list();
    push.socket().drop();
    expect(list()).toBe(shown);
  });
});

it('a channel let go before its subscribe was sent sends neither', () => {
  const push = harness();
  const socket = connectAndSubscribe(push, ['match:1']);
  push.client.subscribe(['match:2'])();
  jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
  expect(socket.commands()).toEqual([{ cmd: 'subscribe', channels: ['match:1'] }]);
});

it('splits a command at the server’s limit of channels', () => {
  const push = harness();
  const socket = connectAndSubscribe(push, channels(MAX_CHANNELS_PER_COMMAND));
  expect(socket.commands()).toHaveLength(1);
  jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
  push.client.subscribe(channels(MAX_CHANNELS_PER_COMMAND + 1, MAX_CHANNELS_PER_COMMAND));
  expect(
    socket
      .commands()
      .slice(1)
      .map((command) => ('channels' in command ? command.channels.length : 0)),
  ).toEqual([MAX_CHANNELS_PER_COMMAND, 1]);
});

describe('the throttle window', () => {
  it('has one timer, however many channels are held during it', () => {
    const push = harness();
    connectAndSubscribe(push, ['match:1']);
    const before = jest.getTimerCount();
    push.client.subscribe(['match:2']);
    expect(jest.getTimerCount()).toBe(before + 1);
    push.client.subscribe(['match:3']);
    push.client.subscribe(['match:4']);
    expect(jest.getTimerCount()).toBe(before + 1);
  });

  it('whose channels all went sends nothing at its end and does not move on: the next channel goes at once', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1']);
    jest.advanceTimersByTime(100);
    push.client.subscribe(['match:2'])();
    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
    push.client.subscribe(['match:3']);
    expect(socket.commands()).toEqual([
      { cmd: 'subscribe', channels: ['match:1'] },
      { cmd: 'subscribe', channels: ['match:3'] },
    ]);
  });
});

describe('the seqs of channels let go', () => {
  /** Holds `names` confirmed at seq 10, lets them all go, holds the first again and confirms it at 12. */
  function releaseAndHoldFirstAgain(push: Harness, names: ChannelName[]) {
    const socket = connectAndSubscribe(push, names, 10);
    push.client.unsubscribe(names);
    push.client.subscribe([names[0]!]);
    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
    socket.receive(subscribed([names[0]!], 12));
  }

  it('are kept for the last 500 channels', () => {
    const push = harness();
    releaseAndHoldFirstAgain(push, channels(500));
    expect(push.snapshots).toEqual([{ channel: 'match:0', sinceSeq: 10 }]);
  });

  it('of a 501st channel push the oldest out', () => {
    const push = harness();
    releaseAndHoldFirstAgain(push, channels(501));
    expect(push.snapshots).toEqual([]);
    expect(push.client.lastSeqOf('match:0')).toBe(12);
  });

  it('are kept while another channel is confirmed in the same server life', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1'], 10);
    push.client.unsubscribe(['match:1']);
    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
    push.client.subscribe(['match:2']);
    socket.receive(subscribed(['match:2'], 3));
    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
    push.client.subscribe(['match:1']);
    socket.receive(subscribed(['match:1'], 12));
    expect(push.snapshots).toEqual([{ channel: 'match:1', sinceSeq: 10 }]);
  });

  it('mean nothing after the server restarted: a channel held again starts where the new life says', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1', 'match:2'], 10, 'old');
    push.client.unsubscribe(['match:1']);
    socket.receive(subscribed(['match:2'], 2, 'new'));
    push.snapshots.length = 0;
    jest.advanceTimersByTime(SUBSCRIBE_THROTTLE_MS);
    push.client.subscribe(['match:1']);
    socket.receive(subscribed(['match:1'], 14, 'new'));
    expect(push.snapshots.filter((params) => params.channel === 'match:1')).toEqual([]);
    expect(push.client.lastSeqOf('match:1')).toBe(14);
  });
});

describe('a confirmation', () => {
  it('at the seq already seen asks for no snapshot', async () => {
    const push = harness();
    connectAndSubscribe(push, ['match:1'], 7);
    push.socket().drop();
    jest.advanceTimersByTime(1);
    push.socket().open();
    push.socket().receive(subscribed(['match:1'], 7));
    await settle();
    expect(push.snapshots).toEqual([]);
  });

  it('below the seq seen is trusted (a server without server lives that restarted): what follows it is taken', () => {
    const push = harness();
    const socket = connectAndSubscribe(push, ['match:1'], 8, '');
    socket.receive(subscribed(['match:1'], 0, ''));
    expect(push.client.lastSeqOf('match:1')).toBe(0);
    socket.receive(message('match:1', 1, 'match', 'goal', { minute: 1 }));
    expect(push.client.lastSeqOf('match:1')).toBe(1);
  });
});
