/**
 * The push server's side of a first subscription: a subscribe with `heldMs` is confirmed with
 * where each channel stood that long ago (`since`), 0 for a channel that had published nothing
 * by then or for a read older than the server remembers, the current seq when only events came
 * since; the snapshot from `since` holds what was published after the read. A subscribe without `heldMs` is confirmed as before; a bad
 * `heldMs` is answered with an error and the socket stays.
 */
import { SEQ_MEMORY_MS, type PushSubscribed } from '../../../src/contracts/push-protocol';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { RawPushSocket, startPushServer } from './push-test-support';

let clock = 1_700_000_000_000;
let server: DevServer;
const sockets: RawPushSocket[] = [];
const open = async () => {
  const socket = await RawPushSocket.open(`ws://localhost:${server.port}/ws`);
  sockets.push(socket);
  return socket;
};
const publishAt = (time: number, channel: string, count: number) => {
  clock = time;
  return server.push.publishRaw(channel, 'room', 'viewers', { count });
};

beforeAll(async () => {
  server = await startPushServer({ now: () => clock });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => server.close());

it('confirms where each channel stood when the client read its data', async () => {
  const start = clock;
  publishAt(start + 1000, 'match:1', 10);
  publishAt(start + 2000, 'match:1', 20);
  publishAt(start + 5000, 'match:1', 50);
  publishAt(start + 1000, 'match:3', 1);
  clock = start + 6000;
  const socket = await open();
  socket.send({
    cmd: 'subscribe',
    channels: ['match:1', 'match:2', 'match:3'],
    heldMs: { 'match:1': 2500, 'match:2': 100, 'match:3': SEQ_MEMORY_MS + 1 },
  });
  const confirmed: PushSubscribed = await socket.next('subscribed');
  expect(confirmed).toMatchObject({
    seq: { 'match:1': 3, 'match:2': 0, 'match:3': 1 },
    // match:1 read at +3500: after its second message, before its third. match:2 has published
    // nothing; match:3's read is older than the server remembers: everything.
    since: { 'match:1': 2, 'match:2': 0, 'match:3': 0 },
  });

  // What the client then asks for is what it missed: the third value only.
  expect(
    (await server.push.snapshot('match:1', confirmed.since!['match:1']!)).entries.map((entry) => entry.payload),
  ).toEqual([{ count: 50 }]);
});

it('a channel on which only events came after the read needs nothing: the snapshot does not keep them', async () => {
  publishAt(clock, 'host:7', 1);
  const read = clock;
  clock += 2000;
  server.push.publishRaw('host:7', 'room', 'chat', { text: '好球' }, { retain: false });
  server.push.publishRaw('host:7', 'room', 'chat', { text: '加油' }, { retain: false });
  const socket = await open();
  socket.send({ cmd: 'subscribe', channels: ['host:7'], heldMs: { 'host:7': clock - read } });
  expect(await socket.next('subscribed')).toMatchObject({ seq: { 'host:7': 3 }, since: { 'host:7': 3 } });
});

it('a channel quiet for longer than the memory stood at its last message', async () => {
  publishAt(clock, 'match:4', 1);
  clock += 3 * SEQ_MEMORY_MS;
  const socket = await open();
  socket.send({ cmd: 'subscribe', channels: ['match:4'], heldMs: { 'match:4': 1000 } });
  expect(await socket.next('subscribed')).toMatchObject({ seq: { 'match:4': 1 }, since: { 'match:4': 1 } });
});

it('confirms a subscribe without heldMs as before, and answers a bad one with an error', async () => {
  const socket = await open();
  socket.send({ cmd: 'subscribe', channels: ['match:5'] });
  expect(await socket.next('subscribed')).not.toHaveProperty('since');
  socket.send('{"cmd":"subscribe","channels":["match:6"],"heldMs":{"match:6":-5}}');
  expect(await socket.next('error')).toEqual({
    type: 'error',
    message: 'bad command (command.heldMs.match:6: expected milliseconds)',
  });
  socket.send({ cmd: 'ping' });
  await socket.next('heartbeat');
});
