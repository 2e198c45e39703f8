/**
 * The development API server: plain Node `http` plus `ws`. Every request goes through one
 * pipeline (request-pipeline.ts); upgrades on the push path become push sockets (push/push-hub.ts).
 * The world is built on first use and moved by the match simulator from then on; its tips and
 * betting reports are drawn in the background after it (world/people/people-drawing.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { DEV_SIGNING_KEY } from '../../src/contracts/signature';
import type { TlsCredentials } from '../dev-certificate';
import { createWebServer, listenOn, localUrl } from '../web-server';
import { DevServerCode } from './api-error';
import { COMMENT_LIMITS, type CommentLimits } from './comment-quotas';
import type { FairShareLimits } from './fair-share';
import { composeCrowd, stopCrowd, watchSubscribedRoom } from './crowd/crowd-rooms';
import { predictionsOf, stopPredictions } from './predictions/prediction-rooms';
import { FaultStore } from './faults';
import { isTrustedRequest } from './push/origin-check';
import { PushHub } from './push/push-hub';
import type { PushHubOptions } from './push/push-options';
import { InProcessCells, type SharedCells } from './push/shared-cells';
import { feedWorldToPush } from './push/world-feed';
import { JSON_HEADERS } from './replies';
import { singleHeader } from './request-headers';
import { RequestLog } from './request-log';
import { createPipeline, type PipelineOptions } from './request-pipeline';
import { Router } from './router';
import { ROUTE_MODULES } from './routes/route-modules';
import type { RouteModule, ServerContext } from './server-context';
import { DEFAULT_TOKEN_TTL_MS, SessionStore, USERS_KEPT } from './sessions';
import { createWorld } from './world/create-world';
import { nameLanguageOf } from './world/names';
import { drawPeople } from './world/people/people-drawing';
import type { DrawnScripts } from './world/scripts';
import { localizeAnswer } from './world/server-sentences';
import { MatchSimulator } from './world/simulator';
import type { NameLanguage, World } from './world/types';

export interface DevServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** Interface to listen on; by default every interface, IPv6 and IPv4, so `localhost` always works. */
  host?: string;
  signingKey?: string;
  /** Session records kept at most (sessions.ts MAX_SESSIONS); tests make it small. */
  maxSessions?: number;
  tokenTtlMs?: number;
  /** The server clock (ms since epoch). */
  now?: () => number;
  /** No request lines on stdout (tests). */
  quiet?: boolean;
  /** Route modules to register instead of the default list (tests of single modules). */
  routes?: readonly RouteModule[];
  /** Seed of the world (default: the world's own). */
  seed?: number;
  /**
   * Match scripts drawn by an earlier start (drawn-scripts-cache.ts: `npm start`;
   * tests/support/kept-scripts.ts: the tests' servers).
   */
  drawnScripts?: DrawnScripts;
  /** Run the match simulator in real time once the world is built (default true). */
  simulate?: boolean;
  /**
   * The match simulator's clock (default: `now`). The bench's soak runs matches faster than real
   * time with it (world/clock.ts `acceleratedClock`), while signatures and tokens stay on `now`.
   */
  worldNow?: () => number;
  /**
   * Serve HTTPS with HTTP/2, as a production gateway does (the bench). HTTP/1.1 stays for clients
   * without HTTP/2 and for the push WebSocket, which browsers open over HTTP/1.1.
   */
  tls?: TlsCredentials;
  /**
   * Who may call `/__dev/*`: only loopback peers (default), or anyone ('open'; also the
   * environment variable `DEV_CONTROL=open`), e.g. QA driving a phone's session from another machine.
   */
  devControl?: 'loopback' | 'open';
  /** Limits and origins of the push socket (push/push-options.ts). */
  push?: PushHubOptions;
  /** The cells the gateways on the push's live bus share (default: this process's own, for a bus of its own). */
  cells?: SharedCells;
  /** Publishing's quotas, each defaulting to comment-quotas.ts COMMENT_LIMITS; tests make them small. */
  commentLimits?: Partial<CommentLimits>;
  /** Told of every JSON answer once it is sent (request-pipeline.ts): the tests check each against the contract documents. */
  onAnswer?: PipelineOptions['onAnswer'];
  /** Users whose own kept things are kept, each defaulting to sessions.ts USERS_KEPT; tests make them small. */
  usersKept?: Partial<FairShareLimits>;
}

export interface DevServer extends ServerContext {
  /** `http://localhost:<port>`. */
  url: string;
  port: number;
  router: Router;
  /** Stops listening and destroys every connection (keep-alive and WebSocket included). */
  close(): Promise<void>;
}

const listFromEnv = (name: string): string[] =>
  (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The body of the answer to CONNECT (ASCII: its length is its byte count). */
const CONNECT_REFUSED = JSON.stringify({ code: DevServerCode.NotFound, msg: 'CONNECT is not supported', data: null });

/**
 * When the background drawing starts after the build: it takes a core for about a second, and
 * on `npm start` the first screen (which reads none of it) and the remote's compile come first.
 */
const DRAWING_DELAY_MS = 5000;
/** Slice of the event loop the background drawing takes at a time: requests are answered between slices. */
const DRAWING_SLICE_MS = 4;

/**
 * Draws the world's tips and reports bit by bit a while after the build, so that the first
 * answers do not wait for them and a later call seldom does (one before it draws them at once).
 * Returns the stop.
 */
function drawPeopleInBackground(world: World): () => void {
  let next: NodeJS.Immediate | null = null;
  const step = () => {
    next = drawPeople(world, DRAWING_SLICE_MS) ? null : setImmediate(step);
  };
  const start = setTimeout(() => {
    next = setImmediate(step);
  }, DRAWING_DELAY_MS);
  start.unref();
  return () => {
    clearTimeout(start);
    if (next) clearImmediate(next);
    next = null;
  };
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const now = options.now ?? Date.now;
  const devControl = options.devControl ?? (process.env.DEV_CONTROL === 'open' ? 'open' : 'loopback');
  const signingKey = options.signingKey ?? DEV_SIGNING_KEY;
  const quiet = options.quiet ?? false;
  // PUSH_ALLOWED_ORIGINS: comma-separated origins allowed to open the push socket (and drive
  // /__dev/*) besides the defaults; DEV_ALLOWED_HOSTS: names this server is reached by besides
  // loopback names, IP addresses and the machine's name (origin-check.ts).
  const pushOptions: PushHubOptions = {
    // The messages' times are the server's clock, as its answers' are.
    now,
    allowedOrigins: listFromEnv('PUSH_ALLOWED_ORIGINS'),
    allowedHosts: listFromEnv('DEV_ALLOWED_HOSTS'),
    // A socket's names and the server's sentences in the language its address asks (`lang`).
    localize: {
      languageOf: (tag) => nameLanguageOf(tag ?? undefined),
      payloadIn: (payload, language) => localizeAnswer(payload, bringWorldToLife().world, language as NameLanguage),
    },
    ...options.push,
  };
  const push = new PushHub(pushOptions);
  /** Pages that may drive /__dev/* and send x-dev-fault: the push socket's. */
  const isTrustedPage = (request: IncomingMessage) =>
    isTrustedRequest(
      singleHeader(request.headers.origin),
      singleHeader(request.headers[':authority']) ?? singleHeader(request.headers.host),
      pushOptions,
    );
  let living: { world: World; simulator: MatchSimulator; stopFeed(): void; stopDrawing(): void } | null = null;
  const bringWorldToLife = () => {
    if (living) return living;
    const worldNow = options.worldNow ?? now;
    const world = createWorld({ seed: options.seed, now: worldNow(), drawnScripts: options.drawnScripts });
    const simulator = new MatchSimulator(world, { clock: { now: worldNow } });
    const stopFeed = feedWorldToPush(world, simulator, push);
    if (options.simulate !== false) simulator.start();
    const stopDrawing = drawPeopleInBackground(world);
    living = { world, simulator, stopFeed, stopDrawing };
    return living;
  };
  const context: ServerContext = {
    now,
    signingKey,
    sessions: new SessionStore(now, options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS, options.maxSessions),
    faults: new FaultStore(),
    push,
    cells: options.cells ?? new InProcessCells(now),
    requestLog: new RequestLog(quiet),
    world: () => bringWorldToLife().world,
    simulator: () => bringWorldToLife().simulator,
    commentLimits: { ...COMMENT_LIMITS, ...options.commentLimits },
    usersKept: { ...USERS_KEPT, ...options.usersKept },
  };
  // The chat's lines carry their sender's 竞猜 record.
  composeCrowd(context, (uid) => predictionsOf(context).book.records.of(uid));
  // A subscriber alone starts a room's crowd, as a call about the room does.
  push.onSubscribe((channel) => watchSubscribedRoom(context, channel));
  const router = new Router();
  for (const register of options.routes ?? ROUTE_MODULES) register(router, context);

  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let port = 0;

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const handle = createPipeline({
    context,
    router,
    devControl,
    quiet,
    isTrustedPage,
    port: () => port,
    delay,
    onAnswer: options.onAnswer,
  });

  const server = createWebServer((request, response) => {
    // Whatever escapes the pipeline's own catch still ends in a 500, never in a dead process.
    handle(request, response).catch((error: unknown) => {
      if (!quiet) console.error(error);
      if (!response.headersSent && !response.destroyed) response.writeHead(500, JSON_HEADERS);
      if (!response.writableEnded)
        response.end(JSON.stringify({ code: DevServerCode.Internal, msg: '服务器内部错误', data: null }));
    });
  }, options.tls);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // CONNECT (a proxy tunnel) is no call of ours: answered 405 rather than left hanging.
  server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    socket.on('error', () => undefined);
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, POST, OPTIONS\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Connection: close\r\nContent-Length: ${CONNECT_REFUSED.length}\r\n\r\n${CONNECT_REFUSED}`,
    );
  });
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    try {
      if (!context.push.handleUpgrade(request, socket, head)) socket.destroy();
    } catch (error) {
      if (!quiet) console.error(error);
      socket.destroy();
    }
  });

  port = await listenOn(server, options.port ?? 0, options.host);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      living?.simulator.stop();
      living?.stopFeed();
      living?.stopDrawing();
      stopCrowd(context);
      stopPredictions(context);
      context.push.close();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
    return closing;
  };

  return { ...context, url: localUrl(port, options.tls), port, router, close };
}
