/** The gold mall's calls: the gold page's own, kept out of the start-up's system calls. */
import { GoldMallCalls, GoldMallCode, type GoldExchangeResult, type GoldMallItem } from '../../contracts/gold-mall';
import { callApi, type CallOptions } from '../../platform/http/http-client';
import { isHttpError } from '../../platform/http/http-error';

/** A call the backend does not have answers 404 (in the envelope or as the HTTP status). */
const MISSING_CALL = 404;

/** The mall's goods (our extension; 404: the backend's mall is elsewhere — `isGoldMallMissing`). */
export const fetchGoldMallItems = (options?: CallOptions): Promise<GoldMallItem[]> =>
  callApi(GoldMallCalls.items, undefined, { ...options, knownCodes: [MISSING_CALL] });

/** One exchange of an item, under its intent's key (a retry sends the same). */
export const exchangeGoldMallItem = (itemId: number, idempotencyKey: string, options?: CallOptions): Promise<GoldExchangeResult> =>
  callApi(GoldMallCalls.exchange, { itemId, idempotencyKey }, {
    ...options,
    knownCodes: Object.values(GoldMallCode),
  });

export const isGoldMallMissing = (error: unknown): boolean => isHttpError(error) && error.code === MISSING_CALL;
