/** What the ranking domain keeps in local storage (listed in its descriptor's `storageKeys`). */
import { domainStorageKey } from '../../platform/storage/local-storage';

export const rankingStorage = {
  /** The odds type the user reads odds in (1 European, 2 Hong Kong). */
  oddsType: domainStorageKey('odds-type'),
} as const;
