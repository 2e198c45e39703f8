/** What match alerts keep in local storage (listed in the match descriptor's `storageKeys`). */
import { domainStorageKey } from '../../../platform/storage/local-storage';

export const alertStorage = {
  /** The fan's alert settings: the kinds chosen and the muted matches. */
  settings: domainStorageKey('match-alert-settings'),
  /** Ids of alerts already announced, so a reconnect or a reload does not announce them again. */
  announced: domainStorageKey('match-alerts-announced'),
} as const;
