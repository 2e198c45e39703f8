/**
 * The app's push connection loads the client's code when it opens: what domains
 * registered and subscribed before is kept and reaches the client once it is there; a close
 * (or another open) while the code is on its way leaves that client unstarted.
 */
import { FakeSocket, message, PUSH_URL, rawMessage, resetSocketStore, subscribed } from './push-test-kit';
import {
  closePushConnection,
  currentPushClient,
  openPushConnection,
  registerPushHandler,
  setPushLanguage,
  subscribeChannels,
} from '@src/platform/socket/push-connection';
import { useSocketStore } from '@src/platform/socket/socket-store';

const sockets: FakeSocket[] = [];
class TrackedSocket extends FakeSocket {
  constructor(url: string) {
    super(url);
    sockets.push(this);
  }
}
const frames = { request: (callback: () => void) => (callback(), 0), cancel: () => undefined };
const options = { WebSocket: TrackedSocket, frames, page: null, log: () => undefined, report: () => undefined };

describe('push connection: the client loaded on open', () => {
  afterEach(() => {
    closePushConnection();
    setPushLanguage(undefined);
    sockets.length = 0;
    resetSocketStore();
  });

  it('sends the channels held and routes to the handlers registered before the client was loaded', async () => {
    const applied: unknown[] = [];
    const note = rawMessage({ namespace: 'test', name: 'note' }, ['anchors:live']);
    const unregister = registerPushHandler(note, { apply: (value) => applied.push(value) });
    const release = subscribeChannels(['anchors:live']);
    expect(currentPushClient()).toBeNull();

    const opening = openPushConnection(PUSH_URL, options);
    expect(sockets).toHaveLength(0);
    const client = await opening;

    expect(client).not.toBeNull();
    expect(currentPushClient()).toBe(client);
    const socket = sockets[0]!;
    expect(socket.url).toBe(PUSH_URL);
    socket.open();
    expect(socket.commands()).toEqual([{ cmd: 'subscribe', channels: ['anchors:live'] }]);
    socket.receive(subscribed(['anchors:live']));
    socket.receive(message('anchors:live', 1, 'test', 'note', { text: '开播' }));
    expect(applied).toEqual([{ text: '开播' }]);
    release();
    unregister();
  });

  it('asks for the language on the address, and opens again in a new one with the channels still held', async () => {
    setPushLanguage('en');
    const release = subscribeChannels(['host:7']);
    await openPushConnection(PUSH_URL, options);
    expect(sockets.map((socket) => socket.url)).toEqual([`${PUSH_URL}?lang=en`]);
    sockets[0]!.open();

    // The same language again: the socket stays.
    setPushLanguage('en');
    await Promise.resolve();
    expect(sockets).toHaveLength(1);
    setPushLanguage('zh-TW');
    await new Promise((resolve) => setTimeout(resolve));
    expect(sockets.map((socket) => socket.url)).toEqual([`${PUSH_URL}?lang=en`, `${PUSH_URL}?lang=zh-TW`]);
    expect(sockets[0]!.closedBy).not.toBeNull();
    sockets[1]!.open();
    expect(sockets[1]!.commands()).toEqual([{ cmd: 'subscribe', channels: ['host:7'] }]);

    // Closed: a language set later opens nothing.
    closePushConnection();
    setPushLanguage('en');
    await new Promise((resolve) => setTimeout(resolve));
    expect(sockets).toHaveLength(2);
    release();
  });

  it('keeps a channel while any holder holds it, across a new connection, and lets it go with the last', async () => {
    const held = () =>
      useSocketStore
        .getState()
        .subscribeList.map((item) => item.channelName)
        .sort();
    const first = subscribeChannels(['anchors:live']);
    await openPushConnection(PUSH_URL, options);
    const second = subscribeChannels(['anchors:live', 'host:7']);
    expect(held()).toEqual(['anchors:live', 'host:7']);
    first();
    first();
    expect(held()).toEqual(['anchors:live', 'host:7']);
    // A new connection (a new client) subscribes what is still held.
    await openPushConnection(`${PUSH_URL}?again`, options);
    expect(held()).toEqual(['anchors:live', 'host:7']);
    second();
    expect(held()).toEqual([]);
  });

  it('a handler removed stops routing on the open client, and reaches no later client', async () => {
    const applied: unknown[] = [];
    const note = rawMessage({ namespace: 'test', name: 'memo' }, ['anchors:live']);
    const unregister = registerPushHandler(note, { apply: (value) => applied.push(value) });
    const release = subscribeChannels(['anchors:live']);
    await openPushConnection(PUSH_URL, options);
    sockets[0]!.open();
    sockets[0]!.receive(subscribed(['anchors:live']));
    sockets[0]!.receive(message('anchors:live', 1, 'test', 'memo', 'first'));
    unregister();
    sockets[0]!.receive(message('anchors:live', 2, 'test', 'memo', 'second'));
    await openPushConnection(`${PUSH_URL}?again`, options);
    sockets[1]!.open();
    sockets[1]!.receive(subscribed(['anchors:live'], 2));
    sockets[1]!.receive(message('anchors:live', 3, 'test', 'memo', 'third'));
    expect(applied).toEqual(['first']);
    release();
  });

  it('does not start a client whose code arrives after the connection was closed or opened again', async () => {
    const closed = openPushConnection(PUSH_URL, options);
    closePushConnection();
    expect(await closed).toBeNull();
    expect(sockets).toHaveLength(0);

    const first = openPushConnection(PUSH_URL, options);
    const second = openPushConnection(`${PUSH_URL}?again`, options);
    expect(await first).toBeNull();
    expect(await second).toBe(currentPushClient());
    expect(sockets.map((socket) => socket.url)).toEqual([`${PUSH_URL}?again`]);
  });
});
