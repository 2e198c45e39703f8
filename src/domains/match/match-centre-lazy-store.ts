/**
 * The match centre store as the match layer's descriptor (loaded with the app) reaches it: the
 * store comes with the first screen that shows a centre (a live card's pulse, the room's 赛况) and
 * hands itself over as it loads (platform/store/lazy-store.ts). Typed by what the push handler asks
 * of it, in the contract's words, so this light file needs nothing of the store.
 */
import type { MatchCentreEvent } from '../../contracts/match-centre-push';
import { lazyStore } from '../../platform/store/lazy-store';
import type { TimelineReceiver } from '../../platform/store/timeline-receiver';

export const matchCentreStore = lazyStore<TimelineReceiver<MatchCentreEvent>>('match-centre');
