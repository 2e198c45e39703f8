/**
 * The user's gold account: its balance and today's limit (the gold page, a tip bought with gold).
 * Apart from system-api.ts so that it loads with those pages, not with the start-up's calls.
 */
import { GoldAccountCalls, type GoldDailyLimit } from '../../contracts/gold-mall';
import { callApi, type CallOptions } from '../http/http-client';

export const fetchGoldDailyLimit = (options?: CallOptions): Promise<GoldDailyLimit> =>
  callApi(GoldAccountCalls.goldDailyLimit, undefined, options);

export const fetchGoldBalance = (options?: CallOptions): Promise<number> =>
  callApi(GoldAccountCalls.goldBalance, undefined, options);
