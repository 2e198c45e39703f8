/**
 * The match centre store as the match layer's descriptor (loaded with the app) reaches it: the
 * store comes with the first screen that shows a centre (a live card's pulse, the room's 赛况) and
 * hands itself over as it loads (platform/store/lazy-store.ts).
 */
import { lazyStore } from '../../platform/store/lazy-store';
import type { useMatchCentreStore } from './store/match-centre-store';

export const matchCentreStore = lazyStore<typeof useMatchCentreStore>('match-centre');
