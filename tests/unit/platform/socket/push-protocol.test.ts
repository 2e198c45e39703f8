import { MalformedDataError } from '@src/contracts/parse';
import { channelName, isChannelName, splitChannelName } from '@src/contracts/push';
import {
  MAX_CHANNELS_PER_COMMAND,
  parseCommand,
  parsePushSnapshot,
  parseServerMessage,
  serializeCommand,
} from '@src/contracts/push-protocol';
import { AnchorsPush } from '@src/contracts/anchors-push';
import { MatchPush } from '@src/contracts/match-push';
import { useSocketStore } from '@src/platform/socket/socket-store';

describe('push contract', () => {
  it('builds and checks channel names', () => {
    expect(MatchPush.channel(12345)).toBe('match:12345');
    expect(channelName('anchors', 'live')).toBe(AnchorsPush.live);
    expect(splitChannelName('match:12345')).toEqual({ kind: 'match', id: '12345' });
    expect(splitChannelName('system')).toEqual({ kind: 'system', id: undefined });
    expect(['match:1', 'anchors:live', 'host:a_b-9', 'system'].every(isChannelName)).toBe(true);
    expect(['', 'Match:1', 'match:', 'match:1:2', 'match 1', `match:${'9'.repeat(70)}`, 7].some(isChannelName)).toBe(
      false,
    );
    expect(() => channelName('match', 'a b')).toThrow(/not a push channel name/);
  });

  it('parses the client commands the server accepts', () => {
    expect(parseCommand(JSON.parse(serializeCommand({ cmd: 'subscribe', channels: ['match:1'] })))).toEqual({
      cmd: 'subscribe',
      channels: ['match:1'],
    });
    expect(parseCommand({ cmd: 'ping' })).toEqual({ cmd: 'ping' });
    // heldMs: read for the command's own channels only.
    expect(
      parseCommand({ cmd: 'subscribe', channels: ['match:1', 'match:2'], heldMs: { 'match:1': 3400, 'match:9': 1 } }),
    ).toEqual({ cmd: 'subscribe', channels: ['match:1', 'match:2'], heldMs: { 'match:1': 3400 } });
    expect(() => parseCommand({ cmd: 'subscribe', channels: ['match:1'], heldMs: { 'match:1': -1 } })).toThrow(
      /command\.heldMs\.match:1/,
    );
    expect(() => parseCommand({ cmd: 'subscribe', channels: ['match:1'], heldMs: [3400] })).toThrow(/command\.heldMs/);
    expect(() => parseCommand({ cmd: 'subscribe', channels: ['BAD'] })).toThrow(MalformedDataError);
    expect(() => parseCommand({ cmd: 'publish' })).toThrow(MalformedDataError);
    expect(() =>
      parseCommand({
        cmd: 'subscribe',
        channels: Array.from({ length: MAX_CHANNELS_PER_COMMAND + 1 }, (_, i) => `match:${i}`),
      }),
    ).toThrow(MalformedDataError);
  });

  it('parses the server messages the client accepts', () => {
    const message = {
      type: 'message',
      channel: 'match:1',
      seq: 3,
      namespace: 'match',
      name: 'score',
      payload: { a: 1 },
      at: 5,
    };
    expect(parseServerMessage(message)).toEqual(message);
    expect(
      parseServerMessage({ type: 'subscribed', channels: ['match:1'], seq: { 'match:1': 0 }, epoch: 'x' }),
    ).toEqual({
      type: 'subscribed',
      channels: ['match:1'],
      seq: { 'match:1': 0 },
      epoch: 'x',
    });
    expect(
      parseServerMessage({
        type: 'subscribed',
        channels: ['match:1'],
        seq: { 'match:1': 6 },
        epoch: 'x',
        since: { 'match:1': 4 },
      }),
    ).toEqual({
      type: 'subscribed',
      channels: ['match:1'],
      seq: { 'match:1': 6 },
      epoch: 'x',
      since: { 'match:1': 4 },
    });
    expect(() =>
      parseServerMessage({
        type: 'subscribed',
        channels: ['match:1'],
        seq: { 'match:1': 6 },
        since: { 'match:1': 'x' },
      }),
    ).toThrow(/message\.since\.match:1/);
    expect(parseServerMessage({ type: 'heartbeat', at: 1 })).toEqual({ type: 'heartbeat', at: 1 });
    expect(() =>
      parseServerMessage({ type: 'message', channel: 'match:1', seq: -1, namespace: 'm', name: 'n' }),
    ).toThrow(/message\.seq/);
    expect(() => parseServerMessage({ type: 'subscribed', channels: ['match:1'], seq: {} })).toThrow(
      /message\.seq\.match:1/,
    );
    expect(() => parseServerMessage('hello')).toThrow(MalformedDataError);
  });

  it('parses a snapshot', () => {
    const snapshot = parsePushSnapshot({
      channel: 'match:1',
      seq: '9',
      epoch: 'e',
      entries: [{ namespace: 'match', name: 'score', seq: 9, at: 1, payload: { home: 1 } }],
    });
    expect(snapshot).toEqual({
      channel: 'match:1',
      seq: 9,
      epoch: 'e',
      entries: [{ namespace: 'match', name: 'score', key: '', seq: 9, at: 1, payload: { home: 1 } }],
    });
    expect(() => parsePushSnapshot({ channel: 'match:1', seq: 1, entries: [{ name: 'x', seq: 1 }] })).toThrow(
      /entries\[0\]\.namespace/,
    );
  });
});

describe('socket store', () => {
  it('derives isConnected and reconnectError from the status and resets', () => {
    const store = useSocketStore.getState();
    store.setStatus('open');
    expect(useSocketStore.getState()).toMatchObject({ isConnected: true, reconnectError: false });
    store.setStatus('failed');
    expect(useSocketStore.getState()).toMatchObject({ isConnected: false, reconnectError: true });
    store.setSubscribeList([{ channelName: 'match:1', isSubscribed: true }]);
    store.reset();
    expect(useSocketStore.getState()).toMatchObject({
      status: 'idle',
      isConnected: false,
      reconnectError: false,
      subscribeList: [],
      message: null,
    });
  });
});
