/** What the live-update harness page exposes on `window.__liveBench` for the bench to drive and read. */
export interface LiveBenchResult {
  /** Durations of the long tasks (> 50 ms) seen while measuring. */
  longTasks: number[];
  /** Intervals between animation frames while measuring (ms). */
  frameIntervals: number[];
}

export interface LiveBenchApi {
  /** Every match channel is subscribed on the server. */
  ready: boolean;
  /** Score values the store has applied. */
  applied: number;
  /** Reports of the push client (gaps, drops, malformed messages): 0 expected. */
  reports: number;
  startMeasuring(): void;
  stopMeasuring(): LiveBenchResult;
  /** Sum of every score on screen, read from the DOM. */
  renderedGoals(): number;
}

export const LIVE_BENCH_GLOBAL = '__liveBench';
