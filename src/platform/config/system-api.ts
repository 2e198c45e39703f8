/** The system calls the frame needs at start-up, and the gold mall's (the gold page's). */
import { GoldMallCalls, GoldMallCode, type GoldExchangeResult, type GoldMallItem } from '../../contracts/gold-mall';
import {
  GAME_ICON_CLIENT,
  SystemCalls,
  type CommonConfig,
  type ConfigImage,
  type DomainList,
  type GameIcon,
  type GoldDailyLimit,
} from '../../contracts/system';
import { callApi, type CallOptions } from '../http/http-client';
import { isHttpError } from '../http/http-error';

export const fetchDomainList = (apiBaseUrl: string, options?: CallOptions): Promise<DomainList> =>
  callApi(SystemCalls.domainList, undefined, { ...options, baseUrl: apiBaseUrl });

export const fetchCommonConfig = (options?: CallOptions): Promise<CommonConfig> =>
  callApi(SystemCalls.commonConfig, undefined, options);

export const fetchGameIcons = (options?: CallOptions): Promise<GameIcon[]> =>
  callApi(SystemCalls.gamebetConfig, { showClient: GAME_ICON_CLIENT }, options);

export const fetchConfigImages = (categoryId: number, options?: CallOptions): Promise<ConfigImage[]> =>
  callApi(SystemCalls.imagesQuery, { categoryId }, options);

export const fetchGoldDailyLimit = (options?: CallOptions): Promise<GoldDailyLimit> =>
  callApi(SystemCalls.goldDailyLimit, undefined, options);

export const fetchGoldBalance = (options?: CallOptions): Promise<number> =>
  callApi(SystemCalls.goldBalance, undefined, options);

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
