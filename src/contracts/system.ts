/** The system calls ("System"): domains, common config, images, game icons, gold mall — declared once, with their answers. */
import { DEFAULT_SPORT_PATH } from './host-routes';
import { postFormCall } from './http';
import { asNumber, asString, listOf, numberOr0, stringOrEmpty } from './parse';
import { alwaysSent, numberParam, required, withFallback } from './request';
import { answer, derive, object, type Infer, type SentAs } from './schema';

/** `Domain.type`: which service a domain serves. */
export const DomainType = { Api: 1, Push: 2, File: 3 } as const;

const domainEntry = object({ type: asNumber, domain: asString });

/** The domains of each service, in the order the answer lists them. */
const domainList: SentAs<DomainList, Infer<typeof domainEntry>[]> = derive(listOf(domainEntry), (entries) => {
  const of = (type: number) => entries.filter((entry) => entry.type === type).map((entry) => entry.domain);
  return { api: of(DomainType.Api), push: of(DomainType.Push), file: of(DomainType.File) };
});
export interface DomainList {
  api: string[];
  push: string[];
  file: string[];
}
export const parseDomainList = answer(domainList);

const commonConfig = object({
  /** The sport-jump game id (default 164, new-st). */
  stSportJumpGame: asNumber,
  /** The portal's sport path: every jump to a sport page starts with it (host-routes.ts). */
  stSportPath: asString,
});
export type CommonConfig = Infer<typeof commonConfig>;
export const parseCommonConfig = answer(commonConfig);

export const GameId = { Xj: 3, Bti: 29, St: 34, NewSt: 164, Play: 100 } as const;
export const DEFAULT_COMMON_CONFIG: CommonConfig = { stSportJumpGame: GameId.NewSt, stSportPath: DEFAULT_SPORT_PATH };

const configImage = object({
  id: asNumber,
  categoryId: asNumber,
  title: stringOrEmpty,
  /** Comma-separated file ids: one banner per image. */
  images: asString,
  actionType: numberOr0,
  actionContent: stringOrEmpty,
  sort: numberOr0,
  /** The banner type (BannerType); 0 or absent: a plain banner, its tap the action's. */
  type: numberOr0,
});
export type ConfigImage = Infer<typeof configImage>;
const configImages = listOf(configImage);

const gameIcon = object({ gameId: asNumber, name: asString, icon: stringOrEmpty });
export type GameIcon = Infer<typeof gameIcon>;
const gameIcons = listOf(gameIcon);

/** Banner image categories. */
export const BannerCategory = {
  web: [10103, 10106, 30301, 30302, 30303, 30304, 30305, 30306],
  app: [30304, 30305],
  common: [20301, 20302, 20303, 30306],
  anchorBackground: 30306,
} as const;
/**
 * Banner types (1 red, 2 gain, 3 pop, 4 attention), the row's `type`: what the banner is
 * for, beside what a tap on it does (`actionType`). docs/pages.md, promotions, says each one's part.
 */
export const BannerType = { Red: 1, Gain: 2, Pop: 3, Attention: 4 } as const;
/** Game icon client code. */
export const GAME_ICON_CLIENT = 3;

export const SystemCalls = {
  domainList: postFormCall('/api/forehead/system/domain/list/v2', {}, domainList),
  commonConfig: postFormCall('/api/forehead/system/config/get/common/config', {}, commonConfig),
  /** A category's images (banners, the anchor background). */
  imagesQuery: postFormCall(
    '/api/forehead/system/config/images/query',
    { categoryId: required(numberParam) },
    configImages,
  ),
  /** The game icons of a client (3, the web: GAME_ICON_CLIENT). */
  gamebetConfig: postFormCall(
    '/api/forehead/gamebet/config/query',
    { showClient: alwaysSent(withFallback(numberParam, GAME_ICON_CLIENT)) },
    gameIcons,
  ),
} as const;
