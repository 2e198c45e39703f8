/**
 * What the news descriptor (loaded with the app) hands to the news store (loaded with the pages):
 * the tip-settled push messages and the arrival of a logged-in user. The store registers its
 * receivers when its module loads; before a news page was ever opened there is nothing on screen
 * to update, and the messages are dropped.
 */
import type { TipSettledPayload } from '../../contracts/news-push';

export interface NewsReceivers {
  tipsSettled(items: readonly TipSettledPayload[]): void;
  /** A user logged in (or another one): what a visitor saw must be asked for again. */
  userArrived(): void;
}

let receivers: NewsReceivers | null = null;

export function setNewsReceivers(next: NewsReceivers | null): void {
  receivers = next;
}

export function newsReceivers(): NewsReceivers | null {
  return receivers;
}
