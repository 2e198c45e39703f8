/** What the news-feed harness page exposes on `window.__newsBench` for the bench to drive and read. */
export interface NewsBenchApi {
  /** The first page is on screen. */
  ready: boolean;
  /** Tips on screen. */
  shown(): number;
  /** Every tip is on screen and the page is scrolled to its end. */
  atEnd(): boolean;
}

export const NEWS_BENCH_GLOBAL = '__newsBench';
/** The tips the harness shows, written beside it by the bench. */
export const NEWS_BENCH_DATA = 'tips.json';
