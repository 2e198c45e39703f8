/**
 * The news store as the descriptor (loaded with the app) reaches it: the store comes with the
 * pages and hands itself over as it loads (platform/store/lazy-store.ts).
 */
import { lazyStore } from '../../platform/store/lazy-store';
import type { useNewsStore } from './store/news-store';

export const newsStore = lazyStore<typeof useNewsStore>('news');
