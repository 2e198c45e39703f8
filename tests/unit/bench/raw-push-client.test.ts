/**
 * @jest-environment node
 */
import { createServer, type Server, type Socket } from 'node:net';
import { openRawPushSocket } from '../../../bench/lib/raw-push-client';
import { textFrame } from '../../../shell-demo/server/push/frame-outbox';

/** A room line as the push server frames it: the payload's `at` first, the message's own after it. */
function lineFrame(seq: number, at: number): Buffer {
  const payload = { roomId: 800002, index: seq, id: `800002-${seq}`, text: '进了！！', at };
  return textFrame(
    JSON.stringify({
      type: 'message',
      channel: 'room:800002',
      seq,
      namespace: 'room',
      name: 'line',
      payload,
      at: at + 1,
    }),
  );
}

/** A loopback server that upgrades any request and hands over the socket once the client's first frame came. */
async function fakePushServer(): Promise<{ server: Server; url: string; peer: Promise<Socket> }> {
  let handOver!: (socket: Socket) => void;
  const peer = new Promise<Socket>((resolve) => (handOver = resolve));
  const server = createServer((socket) => {
    let upgraded = false;
    socket.on('data', () => {
      if (upgraded) return handOver(socket);
      upgraded = true;
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `ws://127.0.0.1:${port}/ws`, peer };
}

describe('raw push client (the fan-out bench)', () => {
  it("subscribes, then reports each message's publication and its line's `at` with one reading of the clock per read", async () => {
    const { server, url, peer } = await fakePushServer();
    const seen: [number, number, number][] = [];
    let reads = 0;
    const opening = openRawPushSocket(
      url,
      'room:800002',
      { message: (publishedAt, saidAt, receivedAt) => seen.push([publishedAt, saidAt, receivedAt]) },
      () => ++reads,
    );
    const socket = await peer;
    socket.write(textFrame(JSON.stringify({ type: 'subscribed', channels: ['room:800002'], seq: {}, epoch: 'e' })));
    const client = await opening;

    // Three lines in one write, then one split across two writes.
    socket.write(Buffer.concat([lineFrame(1, 1000), lineFrame(2, 1001), lineFrame(3, 1002)]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const split = lineFrame(4, 1003);
    socket.write(split.subarray(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.map(([, saidAt]) => saidAt)).toEqual([1000, 1001, 1002]);
    socket.write(split.subarray(40));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(seen.map(([, saidAt]) => saidAt)).toEqual([1000, 1001, 1002, 1003]);
    // The message's own `at`, after its payload's.
    expect(seen.map(([publishedAt]) => publishedAt)).toEqual([1001, 1002, 1003, 1004]);
    // The three of one read share their reading; the split one is read when it is whole.
    expect(new Set(seen.slice(0, 3).map(([, , receivedAt]) => receivedAt)).size).toBe(1);
    expect(seen[3]![2]).toBeGreaterThan(seen[0]![2]);
    client.destroy();
    socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});
