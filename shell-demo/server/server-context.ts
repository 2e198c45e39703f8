/**
 * What a route module gets besides the router: the server's clock and its shared services.
 * Every started server has its own context, so state kept by a module (in the closure of
 * its register function) lives exactly as long as that server — tests start from scratch.
 */
import type { CommentLimits } from './comment-quotas';
import type { FairShareLimits } from './fair-share';
import type { FaultStore } from './faults';
import type { PushHub } from './push/push-hub';
import type { SharedCells } from './push/shared-cells';
import type { RequestLog } from './request-log';
import type { Router } from './router';
import type { SessionStore } from './sessions';
import type { MatchSimulator } from './world/simulator';
import type { World } from './world/types';

export interface ServerContext {
  /** The server clock (ms since epoch); tests may pass a fake one. Use it, not Date.now(). */
  now(): number;
  sessions: SessionStore;
  faults: FaultStore;
  push: PushHub;
  /** Where points and prizes move once for every gateway on the live bus (push/shared-cells.ts). */
  cells: SharedCells;
  requestLog: RequestLog;
  signingKey: string;
  /**
   * The seeded world around the server clock, built on first use (about 0.7 s) and from then on
   * moved by the match simulator, whose changes go out on the push channels.
   */
  world(): World;
  /** The simulator of `world()` (built with it). */
  simulator(): MatchSimulator;
  /** Publishing's quotas (comment-quotas.ts COMMENT_LIMITS when absent); tests make them small. */
  commentLimits?: Readonly<CommentLimits>;
  /** Users whose own kept things are kept, per client address and in all (sessions.ts USERS_KEPT when absent). */
  usersKept?: Readonly<FairShareLimits>;
}

/** A domain's calls: `shell-demo/server/routes/<domain>.ts` exports one of these. */
export type RouteModule = (router: Router, server: ServerContext) => void;
