/**
 * What a route module gets besides the router: the server's clock and its shared services.
 * Every started server has its own context, so state kept by a module (in the closure of
 * its register function) lives exactly as long as that server — tests start from scratch.
 */
import type { FaultStore } from './faults';
import type { PushHub } from './push/push-hub';
import type { RequestLog } from './request-log';
import type { Router } from './router';
import type { SessionStore } from './sessions';

export interface ServerContext {
  /** The server clock (ms since epoch); tests may pass a fake one. Use it, not Date.now(). */
  now(): number;
  sessions: SessionStore;
  faults: FaultStore;
  push: PushHub;
  requestLog: RequestLog;
  signingKey: string;
}

/** A domain's calls: `shell-demo/server/routes/<domain>.ts` exports one of these. */
export type RouteModule = (router: Router, server: ServerContext) => void;
