/**
 * One request from the bench to its stack, over HTTP or HTTPS. Node's fetch cannot be told to
 * trust one certificate, and the stack serves HTTPS with a throwaway one (shell-demo/dev-certificate.ts).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface StackRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The stack's certificate (PEM), trusted for this request. */
  ca?: string;
}

const TIMEOUT_MS = 10_000;

/** Status and body bytes as sent (not decompressed). */
export function stackRequest(url: string, options: StackRequest = {}): Promise<{ status: number; body: Buffer }> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      { method: options.method ?? 'GET', headers: options.headers, ca: options.ca },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`${url}: timed out`)));
    request.on('error', reject);
    request.end(options.body);
  });
}
