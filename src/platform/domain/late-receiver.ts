/**
 * What a domain's descriptor (loaded with the app) hands to a part of the domain that loads later
 * — a page's store (one way, instead of a mailbox file per domain). The part sets its
 * receiver when its module loads; until then `current()` is null and the descriptor drops the
 * message: before the domain's pages were ever opened there is nothing on screen to update.
 */
export interface LateReceiver<T extends object> {
  current(): T | null;
  set(receiver: T | null): void;
}

export function lateReceiver<T extends object>(): LateReceiver<T> {
  let receiver: T | null = null;
  return {
    current: () => receiver,
    set: (next) => {
      receiver = next;
    },
  };
}
