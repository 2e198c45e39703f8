/**
 * A bare WebSocket client for the fan-out bench's room mode: the handshake, one subscribe
 * command (masked, as a client must send it), and the server's frames scanned in place — each
 * message's `at` read off the received bytes, no Buffer, string or object made per message. At
 * 400 000 deliveries a second a general client (`ws`, with a Buffer and an event per message)
 * spends its thread on garbage collection: this one leaves the measurement to the server.
 *
 * The push server sends whole, unmasked frames (src/contracts/push.ts's text frames, `ws` pings).
 * A message frame is `{"type":"message",…,"payload":{…,"at":<said>,…},"at":<published>}`: the
 * payload's line `at` comes first, the message's own (its publication) last.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** Where a server message's type begins (`{"type":"message",…`): its first letter tells the types apart. */
const TYPE_AT = '{"type":"'.length;
const MESSAGE_INITIAL = 'm'.charCodeAt(0);
const SUBSCRIBED_INITIAL = 's'.charCodeAt(0);
/** What one read takes at most; every socket of a thread reads into the same buffer, consumed at once. */
const READ_BYTES = 64 * 1024;
const AT_KEY = Buffer.from('"at":');
const HEADER_END = Buffer.from('\r\n\r\n');
const OPCODE_TEXT = 0x1;
const OPCODE_PING = 0x9;

/** A masked client frame (RFC 6455 §5.3). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const length = payload.length;
  const header = length < 126 ? 2 : 4;
  const frame = Buffer.alloc(header + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  }
  mask.copy(frame, header);
  for (let index = 0; index < length; index += 1) frame[header + 4 + index] = payload[index]! ^ mask[index % 4]!;
  return frame;
}

/**
 * Bytes of a message frame before its line's `"at":` in the shortest case
 * (`{"type":"message","channel":"room:1","seq":1,…,"payload":{"roomId":1,"index":0,"id":"1-0",`).
 */
const AT_NOT_BEFORE = 100;

/** The digits at `index` (a time in ms). */
function digitsAt(data: Buffer, index: number): number {
  let at = 0;
  for (let digit = data[index]! - 48; digit >= 0 && digit <= 9; digit = data[++index]! - 48) at = at * 10 + digit;
  return at;
}

/** The payload's line `at` (when the line was said): the message's first `"at":`. */
const saidAtOf = (data: Buffer, start: number) =>
  digitsAt(data, data.indexOf(AT_KEY, start + AT_NOT_BEFORE) + AT_KEY.length);

/** The message's own `at` (its publication on the bus): the frame's last `"at":`. */
const publishedAtOf = (data: Buffer, end: number) => digitsAt(data, data.lastIndexOf(AT_KEY, end) + AT_KEY.length);

export interface RawPushHandlers {
  /**
   * A channel message arrived: when it was published, when its line was said (its payload's `at`),
   * and `receivedAt` — when the bytes that carried it were read (ms, `clock`'s), one reading for
   * every message of one read; `bytes`: its WebSocket frame's, header included (what the wire carried).
   */
  message(publishedAt: number, saidAt: number, receivedAt: number, bytes: number): void;
}

const readBuffer = Buffer.allocUnsafe(READ_BYTES);

/** Opens a socket to `url` (ws://host:port/path), subscribes to `channel`; resolves once subscribed. */
export function openRawPushSocket(
  url: string,
  channel: string,
  handlers: RawPushHandlers,
  clock: () => number,
): Promise<Socket> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    let rest: Buffer = Buffer.alloc(0);
    let upgraded = false;
    const read = (chunk: Buffer) => {
      const data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      let offset = 0;
      let receivedAt = Number.NaN;
      if (!upgraded) {
        const end = data.indexOf(HEADER_END);
        if (end < 0) {
          rest = Buffer.from(data);
          return;
        }
        if (!data.subarray(0, 12).toString('latin1').includes(' 101')) {
          reject(new Error(`no upgrade: ${data.subarray(0, end).toString('latin1')}`));
          socket.destroy();
          return;
        }
        upgraded = true;
        offset = end + HEADER_END.length;
        socket.write(clientFrame(OPCODE_TEXT, Buffer.from(JSON.stringify({ cmd: 'subscribe', channels: [channel] }))));
      }
      while (offset + 2 <= data.length) {
        const opcode = data[offset]! & 0x0f;
        let length = data[offset + 1]! & 0x7f;
        let header = 2;
        if (length === 126) {
          if (offset + 4 > data.length) break;
          length = data.readUInt16BE(offset + 2);
          header = 4;
        } else if (length === 127) {
          if (offset + 10 > data.length) break;
          length = Number(data.readBigUInt64BE(offset + 2));
          header = 10;
        }
        const start = offset + header;
        if (start + length > data.length) break;
        if (opcode === OPCODE_TEXT && length > TYPE_AT) {
          const initial = data[start + TYPE_AT];
          if (initial === MESSAGE_INITIAL) {
            // A batch holds hundreds of messages: the clock is read once for all of them.
            if (Number.isNaN(receivedAt)) receivedAt = clock();
            handlers.message(
              publishedAtOf(data, start + length - 1),
              saidAtOf(data, start),
              receivedAt,
              header + length,
            );
          } else if (initial === SUBSCRIBED_INITIAL) resolve(socket);
        } else if (opcode === OPCODE_PING) {
          socket.write(clientFrame(0xa, data.subarray(start, start + length)));
        }
        offset = start + length;
      }
      // A copy: the read buffer is reused by the next read.
      rest = offset < data.length ? Buffer.from(data.subarray(offset)) : Buffer.alloc(0);
    };
    // Reads land in one reused buffer (no Buffer and no stream event per read).
    const socket = connect({
      host: hostname,
      port: Number(port),
      noDelay: true,
      onread: {
        buffer: readBuffer,
        callback: (bytes) => {
          read(readBuffer.subarray(0, bytes));
          return true;
        },
      },
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  });
}
