/**
 * CORS for any origin: the remote, shell-demo and a host under test all run on other ports
 * than this server. Only the headers of the production contract are allowed, so a client
 * that invents a header fails here as it would in production.
 *
 * The development controls are not for any origin: `/__dev/*` is approved, and `x-dev-fault`
 * allowed, only for this server's own pages (origin-check.ts), else any site the developer
 * opens could drive them (the pipeline refuses such requests with 403 too).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEV_FAULT_HEADER } from '../../src/contracts/dev-server';
import { ALL_REQUEST_HEADERS } from '../../src/contracts/http';

export const ALLOWED_HEADERS = [...ALL_REQUEST_HEADERS, 'content-type', DEV_FAULT_HEADER];
const FOREIGN_ALLOWED_HEADERS = ALLOWED_HEADERS.filter((header) => header !== DEV_FAULT_HEADER);
export const ALLOWED_METHODS = ['GET', 'POST', 'DELETE', 'OPTIONS'];
/** Headers a browser client may read: the ETag of files and the signature debugging aid. */
export const EXPOSED_HEADERS = ['etag', 'x-dev-canonical'];

export interface CorsScope {
  /** The request comes from one of this server's own pages (or from no page at all). */
  devAccess: boolean;
  /** The request is for `/__dev/*`. */
  devPath: boolean;
}

export function applyCors(request: IncomingMessage, response: ServerResponse, scope: CorsScope): void {
  response.setHeader('vary', 'Origin');
  if (scope.devPath && !scope.devAccess) return;
  const origin = request.headers.origin;
  response.setHeader('access-control-allow-origin', origin ?? '*');
  response.setHeader('access-control-allow-methods', ALLOWED_METHODS.join(', '));
  response.setHeader(
    'access-control-allow-headers',
    (scope.devAccess ? ALLOWED_HEADERS : FOREIGN_ALLOWED_HEADERS).join(', '),
  );
  response.setHeader('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
  response.setHeader('access-control-max-age', '600');
}
