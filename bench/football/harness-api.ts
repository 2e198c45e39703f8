/** What the football harness page exposes on `window.__footballBench` for the bench to drive and read. */
export interface FootballBenchApi {
  /** Every match channel is subscribed on the server. */
  ready: boolean;
  /** A user-timing mark (it lands in the trace, which the bench cuts the burst window by). */
  mark(name: string): void;
  /** Sum of every score on screen, read from the DOM. */
  scoresOnScreen(): number;
  /** Momentum sparklines on screen (live rows with match-centre events). */
  sparklinesOnScreen(): number;
}

export const FOOTBALL_BENCH_GLOBAL = '__footballBench';
