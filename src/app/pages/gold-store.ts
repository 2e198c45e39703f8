/** The gold-coin account shown on the gold document page (spec section 7: gold mall daily limit and balance). */
import { create } from 'zustand';
import type { LoadStatus } from '../../lib/load-status';
import type { GoldDailyLimit } from '../../contracts/system';
import { fetchGoldBalance, fetchGoldDailyLimit } from '../../platform/config/system-api';
import { isHttpError } from '../../platform/http/http-error';

interface GoldState {
  status: LoadStatus;
  balance: number;
  dailyLimit: GoldDailyLimit | null;
  load(): Promise<void>;
  reset(): void;
}

export const initialGoldState = { status: 'idle' as const, balance: 0, dailyLimit: null };

export const useGoldStore = create<GoldState>()((set) => ({
  ...initialGoldState,
  load: async () => {
    set({ status: 'loading' });
    try {
      const [balance, dailyLimit] = await Promise.all([fetchGoldBalance({ silent: true }), fetchGoldDailyLimit({ silent: true })]);
      set({ status: 'ready', balance, dailyLimit });
    } catch (error) {
      if (isHttpError(error) && error.kind === 'cancelled') return;
      set({ status: 'failed' });
    }
  },
  reset: () => set({ ...initialGoldState }),
}));
