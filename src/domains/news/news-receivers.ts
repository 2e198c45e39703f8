/**
 * What the news descriptor (loaded with the app) hands to the news store (loaded with the
 * pages): a file of its own, so the store does not import the descriptor, which loads the pages.
 */
import type { TipSettledPayload } from '../../contracts/news-push';
import { lateReceiver } from '../../platform/domain/late-receiver';

/** What the news store receives from the descriptor. */
export interface NewsReceivers {
  tipsSettled(items: readonly TipSettledPayload[]): void;
  /** A user logged in (or another one): what a visitor saw must be asked for again. */
  userArrived(): void;
}

/** Set by the news store when it loads; before that the messages are dropped (nothing on screen). */
export const newsReceivers = lateReceiver<NewsReceivers>();
