/**
 * The gold-coin account shown on the gold document page (gold mall daily limit
 * and balance): one resource of the store kit — balance and daily limit load together, a late
 * answer after a reset or for the previous user lands nowhere.
 */
import type { GoldDailyLimit } from '../../contracts/system';
import { fetchGoldBalance, fetchGoldDailyLimit } from '../../platform/config/system-api';
import { createDomainStore, fieldSlot } from '../../platform/store/domain-store';
import { idleResource, resourceLoader, type Resource } from '../../platform/store/resource';

export interface GoldAccount {
  balance: number;
  dailyLimit: GoldDailyLimit;
}

interface GoldState {
  account: Resource<GoldAccount>;
}

interface GoldActions {
  load(): Promise<void>;
  /** Logout or another user's login: the account shown was the previous user's. */
  clearUserData(): void;
}

export const useGoldStore = createDomainStore<GoldState, GoldActions>(
  'app',
  { account: idleResource() },
  (set, get, scope) => {
    const account = resourceLoader<GoldAccount>({
      scope,
      slot: fieldSlot(get, set, 'account'),
      fetch: async () => {
        const [balance, dailyLimit] = await Promise.all([
          fetchGoldBalance({ silent: true }),
          fetchGoldDailyLimit({ silent: true }),
        ]);
        return { balance, dailyLimit };
      },
    });
    return {
      load: account.load,
      clearUserData: account.forget,
    };
  },
);
