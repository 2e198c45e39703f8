/**
 * The gold-coin account shown on the gold document page (gold mall daily limit
 * and balance): one resource of the store kit — balance and daily limit load together, a late
 * answer after a reset or for the previous user lands nowhere.
 */
import type { GoldDailyLimit } from '../../contracts/gold-mall';
import { goldAccountApi } from '../../platform/config/gold-account-api';
import { createUserResourceStore } from '../../platform/store/user-resource-store';

export interface GoldAccount {
  balance: number;
  dailyLimit: GoldDailyLimit;
}

export const useGoldStore = createUserResourceStore('account', {
  fetch: async (): Promise<GoldAccount> => {
    const [balance, dailyLimit] = await Promise.all([
      goldAccountApi.goldBalance(undefined, { silent: true }),
      goldAccountApi.goldDailyLimit(undefined, { silent: true }),
    ]);
    return { balance, dailyLimit };
  },
});
