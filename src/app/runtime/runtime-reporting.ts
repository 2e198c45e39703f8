/**
 * One mounted app's reporting to its host and its answer to a deploy of ours (docs/host-integration.md,
 * "What the portal sees" and "Deploying"): every failure reported goes out as an `error` event with
 * the route it happened on; every chunk that fails is judged — new version or network — by the
 * version-skew handler, which runs with the app from its start (a deploy can remove any chunk,
 * the late ones included, before they have arrived); a while after the first screen
 * (LATE_CHUNKS_AFTER_MS, then an idle moment: they never share the network with the first screen's
 * pictures or the fan's first taps) the late chunks load: what the runtime adds (`onLateChunks`)
 * and, for a host that listens, the page's reporting: web vitals as `metric` events (the browser
 * buffers the page load's entries) and our uncaught errors. `reportSampleRate` draws once per
 * mount whether this page load's events are sent at all; the console hears every failure either way.
 */
import type { HostBridge } from '../../platform/bridge/host-bridge';
import { ownFilesBase } from '../../platform/deploy/own-files';
import { judgeChunkFailure, setChunkJudge } from '../../platform/deploy/chunk-failures';
import { useDeployStore } from '../../platform/deploy/deploy-store';
import { createVersionSkew, type VersionSkew } from '../../platform/deploy/version-skew';
import { setMonitorSink } from '../../platform/feedback/monitor';

export const LATE_CHUNKS_AFTER_MS = 3000;
/**
 * A performance mark at the moment the late chunks are asked for: what a page fetches after it is
 * no part of the first screen (a portal's profiler and the size bench read it so).
 */
export const LATE_CHUNKS_MARK = 'sport-info:late-chunks';

export interface ReportingContext {
  bridge: HostBridge;
  /** The route of ours at this address (`reportedRoute`), null when the address is not ours. */
  routeAt(pathname: string): string | null;
  /** Draws below this share send (0–1). */
  random?: () => number;
  /** What else loads with the late chunks (platform/domain/late-chunks.ts: the frame's late pieces, the live cards' pulses). */
  onLateChunks?: () => void;
}

export class RuntimeReporting {
  private sampled = true;
  private rate = 1;
  private running = false;
  private skew: VersionSkew | null = null;
  private stopPageReporting: (() => void) | null = null;
  private lateTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly context: ReportingContext) {}

  /** The route of ours the page is on now (`*` when the address is none of ours). */
  private route(pathname = window.location.pathname): string {
    return this.context.routeAt(pathname) ?? '*';
  }

  start(rate: number): void {
    this.running = true;
    this.draw(rate);
    const { bridge } = this.context;
    setMonitorSink((event) => {
      console.warn(`[sport-info] ${event.code}: ${event.message}`);
      if (this.sampled) bridge.emit('error', { ...event, route: this.route() });
    });
    this.skew = createVersionSkew({
      hasHost: () => bridge.hasHost,
      tellHost: (update) => bridge.emit('remote-updated', update),
    });
    setChunkJudge(this.skew.judge);
  }

  /** The fan is on another page: a new version met by the app's own late chunks is acted on now. */
  pageChanged(): void {
    this.skew?.pageChanged();
  }

  /** A new `reportSampleRate`: drawn again. */
  setRate(rate: number): void {
    if (rate !== this.rate) this.draw(rate);
  }

  private draw(rate: number): void {
    this.rate = rate;
    this.sampled = rate > 0 && (this.context.random ?? Math.random)() < rate;
  }

  /** The first screen is in: what only later failures and page views need, soon. */
  afterFirstScreen(): void {
    if (!this.running) return;
    clearTimeout(this.lateTimer);
    this.lateTimer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => this.loadLate(), { timeout: 2000 });
      else this.loadLate();
    }, LATE_CHUNKS_AFTER_MS);
  }

  private loadLate(): void {
    if (!this.running) return;
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
      performance.mark(LATE_CHUNKS_MARK);
    this.context.onLateChunks?.();
    const filesBase = ownFilesBase();
    if (!this.context.bridge.hasHost || !this.sampled || filesBase === null || this.stopPageReporting) return;
    void import(/* webpackChunkName: "page-reporting" */ '../../platform/reporting/page-reporting').then(
      ({ startPageReporting }) => {
        if (!this.running || this.stopPageReporting) return;
        this.stopPageReporting = startPageReporting({
          filesBase,
          routeAt: (url) => this.context.routeAt(new URL(url, window.location.href).pathname),
          sendMetric: (metric) => {
            if (this.sampled) this.context.bridge.emit('metric', metric);
          },
        });
      },
      // Gone after a deploy of ours, the handler acts for it; the network's loss is only this page load's vitals.
      (error: unknown) => judgeChunkFailure(error, 'app'),
    );
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.lateTimer);
    setMonitorSink(null);
    setChunkJudge(null);
    this.skew?.dispose();
    this.skew = null;
    this.stopPageReporting?.();
    this.stopPageReporting = null;
    useDeployStore.getState().reset();
  }
}
