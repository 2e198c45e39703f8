/**
 * The page's feed of alerts, as the in-app alert and `./alerts` start it (view/alert-presenters.ts
 * makes one per page). Built on the data half's `AlertFeed` once it is there; until then a
 * source that hands out nothing.
 */
import type { AlertSource } from './alert-types';

export function createPageAlertFeed(): AlertSource {
  return { onAlert: () => () => undefined, start: () => undefined, stop: () => undefined };
}
