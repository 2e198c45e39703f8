/**
 * Which HTTP upgrades become push sockets. A malformed target is answered 400 (as an HTTP
 * request's would be); a Host that is not a name of this server or a refused origin 403
 * (origin-check.ts); a full server 503 with `Retry-After`, counting handshakes under way towards
 * the total so that a burst cannot overshoot it, and non-loopback peers towards their address's
 * share as well (loopback peers — tests, the bench, the local browser — count only towards the total).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { singleHeader } from '../request-headers';
import { checkTarget, isLoopback } from '../request-target';
import { isHostAllowed, isOriginAllowed, type OriginPolicy } from './origin-check';
import type { PushLimits } from './push-options';

export const PUSH_PATH = '/ws';

/**
 * `refused`: answered and closed here; `elsewhere`: not the push path, or the service is down
 * (the caller drops the connection); `admitted`: go on with the handshake, and call `opened`
 * when it completes (a handshake that fails is accounted for when the socket closes).
 */
export type Admission = { kind: 'refused' } | { kind: 'elsewhere' } | { kind: 'admitted'; url: URL; opened(): void };

export class UpgradeGate {
  private readonly perIp = new Map<string, number>();
  /** Upgrades accepted but not yet open: they count towards the total. */
  private pending = 0;

  constructor(
    private readonly policy: OriginPolicy,
    private readonly limits: Pick<PushLimits, 'maxConnections' | 'maxConnectionsPerIp'>,
  ) {}

  /** `open`: the sockets open now; `serving`: false while the push service is down or closed. */
  admit(request: IncomingMessage, socket: Duplex, open: number, serving: boolean): Admission {
    const target = checkTarget(request.url);
    if (!target.ok) return refuse(socket, 400, `请求路径无效：${target.reason}`);
    const url = new URL(target.target, 'http://localhost');
    if (url.pathname !== PUSH_PATH || !serving) return { kind: 'elsewhere' };
    const host = singleHeader(request.headers.host);
    if (!isHostAllowed(host, this.policy)) return refuse(socket, 403, `host not allowed: ${host}`);
    const origin = singleHeader(request.headers.origin);
    if (!isOriginAllowed(origin, host, this.policy)) return refuse(socket, 403, `origin not allowed: ${origin}`);
    const peer = request.socket.remoteAddress ?? '';
    const loopback = isLoopback(peer);
    const { maxConnections, maxConnectionsPerIp } = this.limits;
    if (open + this.pending >= maxConnections) {
      return refuse(socket, 503, `at most ${maxConnections} push connections`);
    }
    if (!loopback && (this.perIp.get(peer) ?? 0) >= maxConnectionsPerIp) {
      return refuse(socket, 503, `at most ${maxConnectionsPerIp} push connections per address`);
    }
    if (!loopback) this.countPeer(peer, socket);
    return { kind: 'admitted', url, opened: this.countPending(socket) };
  }

  /** Counts a peer's socket from the upgrade on, until the socket closes. */
  private countPeer(peer: string, socket: Duplex): void {
    this.perIp.set(peer, (this.perIp.get(peer) ?? 0) + 1);
    socket.once('close', () => {
      const left = (this.perIp.get(peer) ?? 1) - 1;
      if (left > 0) this.perIp.set(peer, left);
      else this.perIp.delete(peer);
    });
  }

  /** Counts a handshake as pending until it opens or its socket closes, whichever comes first. */
  private countPending(socket: Duplex): () => void {
    let pending = true;
    this.pending += 1;
    const opened = () => {
      if (!pending) return;
      pending = false;
      this.pending -= 1;
    };
    // A handshake that fails (or a peer that leaves during it) never reaches the callback.
    socket.once('close', opened);
    return opened;
  }
}

const STATUS_TEXT = { 400: 'Bad Request', 403: 'Forbidden', 503: 'Service Unavailable' } as const;

/** Answers an upgrade with a plain HTTP error and closes: the browser reports a failed connection. */
function refuse(socket: Duplex, status: keyof typeof STATUS_TEXT, reason: string): Admission {
  const text = STATUS_TEXT[status];
  const retry = status === 503 ? 'Retry-After: 5\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n${retry}` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
  return { kind: 'refused' };
}
