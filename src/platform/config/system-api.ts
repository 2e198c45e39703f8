/** The system calls the frame needs at start-up (the gold account's are gold-account-api.ts's, the mall's gold-mall-api.ts's). */
import {
  GAME_ICON_CLIENT,
  SystemCalls,
  type CommonConfig,
  type ConfigImage,
  type DomainList,
  type GameIcon,
} from '../../contracts/system';
import { callApi, type CallOptions } from '../http/http-client';

export const fetchDomainList = (apiBaseUrl: string, options?: CallOptions): Promise<DomainList> =>
  callApi(SystemCalls.domainList, undefined, { ...options, baseUrl: apiBaseUrl });

export const fetchCommonConfig = (options?: CallOptions): Promise<CommonConfig> =>
  callApi(SystemCalls.commonConfig, undefined, options);

export const fetchGameIcons = (options?: CallOptions): Promise<GameIcon[]> =>
  callApi(SystemCalls.gamebetConfig, { showClient: GAME_ICON_CLIENT }, options);

export const fetchConfigImages = (categoryId: number, options?: CallOptions): Promise<ConfigImage[]> =>
  callApi(SystemCalls.imagesQuery, { categoryId }, options);
