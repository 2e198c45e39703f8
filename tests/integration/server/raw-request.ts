/** Requests below any client: a raw HTTP/1.0 exchange, and this machine's address on the LAN. */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Sends one request exactly as written (no client normalises the target) and reads the status and
 * body. HTTP/1.0, so the answer is not chunked.
 */
export function rawRequest(
  port: number,
  line: string,
  headers = '',
  body = '',
  host = 'localhost',
): Promise<{ status: number; body: string; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`${line} HTTP/1.0\r\nHost: ${host}\r\n${headers}\r\n${body}`),
    );
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0),
        body: data.slice(data.indexOf('\r\n\r\n') + 4),
        head: data.slice(0, data.indexOf('\r\n\r\n')),
      }),
    );
    socket.on('error', reject);
  });
}

/** An IPv4 address of this machine other than loopback, if it has one (a peer that is not loopback). */
export const EXTERNAL_IPV4 = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
