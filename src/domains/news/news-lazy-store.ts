/**
 * The news store as the descriptor (loaded with the app) reaches it: the store comes with the
 * pages and hands itself over as it loads (platform/store/lazy-store.ts), with its push messages,
 * whose schemas so load with the pages, not on the first screen. Typed by what the descriptor asks
 * of it, in the contract's words, so this light file needs nothing of the store.
 */
import type { NewsPush, TipSettledPayload } from '../../contracts/news-push';
import { lazyStore } from '../../platform/store/lazy-store';

interface NewsFromTheApp {
  applyTipsSettled(items: readonly TipSettledPayload[]): void;
  userArrived(): void;
  setFollow(expertId: number, follow: boolean): Promise<boolean>;
}

export const newsStore = lazyStore<{ getState(): NewsFromTheApp }, typeof NewsPush>('news');
