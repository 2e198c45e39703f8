/**
 * One feed of alerts per page, whoever shows them: the app's in-app alert and `./alerts` on a
 * host page come from the same federated container, so they share these module instances — one
 * feed, on the one socket — and each alert goes to one presenter only: the app's while it is
 * mounted (it can open the match in place), else the `./alerts` mounted last. Nothing is shown
 * twice however many are mounted; the host hears each alert once, from the `./alerts` mounted last.
 */
import type { AlertSource, ShownAlert } from '../alert-types';

export interface AlertPresenter {
  /** The app's own (preferred while mounted) or a host page's `./alerts`. */
  inApp: boolean;
  present(alert: ShownAlert): void;
  /** Tells the host (`./alerts`'s `match-alert`), whoever shows the alert. */
  announce?(alert: ShownAlert): void;
}

const presenters: AlertPresenter[] = [];
let feed: { source: AlertSource; stopListening: () => void } | null = null;

/** Who shows an alert now: the app's presenter mounted last, else the host's mounted last. */
const presenting = (): AlertPresenter | undefined =>
  presenters.findLast((presenter) => presenter.inApp) ?? presenters.at(-1);

/**
 * Presents the page's alerts through `presenter` (when it is the one presenting) until the
 * returned function is called. The first presenter starts the feed `createSource` makes; the
 * last one to go stops it.
 */
export function presentAlerts(presenter: AlertPresenter, createSource: () => AlertSource): () => void {
  presenters.push(presenter);
  if (!feed) {
    const source = createSource();
    const stopListening = source.onAlert((alert) => {
      presenters.findLast((each) => each.announce)?.announce?.(alert);
      presenting()?.present(alert);
    });
    feed = { source, stopListening };
    source.start();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    presenters.splice(presenters.indexOf(presenter), 1);
    if (presenters.length > 0 || !feed) return;
    feed.stopListening();
    feed.source.stop();
    feed = null;
  };
}
