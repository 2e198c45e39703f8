/**
 * The Node server under shell-demo's static servers and the development server: plain HTTP, or
 * with `tls` HTTPS with HTTP/2 (HTTP/1.1 for clients without it, and for WebSocket upgrades), as
 * a production CDN or gateway serves. HTTP/2's compatibility API answers what the handlers use
 * of a request and a response (headers, writeHead, end, pipe).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { TlsCredentials } from './dev-certificate';

export type WebServer = Server | Http2SecureServer;

export function createWebServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  tls?: TlsCredentials,
): WebServer {
  return tls
    ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle as never)
    : createServer(handle);
}

/** `http://localhost:<port>`, or https with `tls`. */
export const localUrl = (port: number, tls?: TlsCredentials): string => `${tls ? 'https' : 'http'}://localhost:${port}`;

/** Listens on `host`, or on every interface (IPv6 with IPv4 mapped, else IPv4 only); answers the port. */
export function listenOn(server: WebServer, port: number, host: string | undefined): Promise<number> {
  const attempt = (address: string) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once('error', onError);
      server.listen(port, address, () => {
        server.off('error', onError);
        resolve((server.address() as AddressInfo).port);
      });
    });
  if (host) return attempt(host);
  return attempt('::').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL') return attempt('0.0.0.0');
    throw error;
  });
}
