/**
 * The user's gold account: its balance and today's limit (the gold page, a tip bought with gold),
 * made from their declarations. Apart from system-api.ts so that it loads with those pages, not
 * with the start-up's calls.
 */
import { GoldAccountCalls } from '../../contracts/gold-mall';
import { callFunctions } from '../http/call-functions';

export const goldAccountApi = callFunctions(GoldAccountCalls);
