/** Shapes of the system calls (spec section 7 "System") and their parsers. */
import { asArray, asNumber, asObject, asString, listOf, withDefault, type Json } from './parse';

/** `Domain.type`: which service a domain serves. */
export const DomainType = { Api: 1, Push: 2, File: 3 } as const;
export type DomainTypeCode = (typeof DomainType)[keyof typeof DomainType];

export interface DomainEntry {
  type: number;
  domain: string;
}

export interface DomainList {
  api: string[];
  push: string[];
  file: string[];
}

export function parseDomainList(data: Json): DomainList {
  const entries = asArray(data, 'data').map((item, index): DomainEntry => {
    const row = asObject(item, `data[${index}]`);
    return { type: asNumber(row.type, `data[${index}].type`), domain: asString(row.domain, `data[${index}].domain`) };
  });
  const of = (type: number) => entries.filter((entry) => entry.type === type).map((entry) => entry.domain);
  return { api: of(DomainType.Api), push: of(DomainType.Push), file: of(DomainType.File) };
}

export interface CommonConfig {
  /** The sport-jump game id (spec 9: default 164, new-st). */
  stSportJumpGame: number;
  stSportPath: string;
}

export const GameId = { Xj: 3, Bti: 29, St: 34, NewSt: 164, Play: 100 } as const;
export const DEFAULT_COMMON_CONFIG: CommonConfig = { stSportJumpGame: GameId.NewSt, stSportPath: '/newSport' };

export function parseCommonConfig(data: Json): CommonConfig {
  const row = asObject(data, 'data');
  return {
    stSportJumpGame: asNumber(row.stSportJumpGame, 'data.stSportJumpGame'),
    stSportPath: asString(row.stSportPath, 'data.stSportPath'),
  };
}

export interface ConfigImage {
  id: number;
  categoryId: number;
  title: string;
  /** Comma-separated file ids: one banner per image. */
  images: string;
  actionType: number;
  actionContent: string;
  sort: number;
}

export function parseConfigImages(data: Json): ConfigImage[] {
  return listOf((item, path): ConfigImage => {
    const row = asObject(item, path);
    return {
      id: asNumber(row.id, `${path}.id`),
      categoryId: asNumber(row.categoryId, `${path}.categoryId`),
      title: withDefault(asString, '')(row.title, `${path}.title`),
      images: asString(row.images, `${path}.images`),
      actionType: withDefault(asNumber, 0)(row.actionType, `${path}.actionType`),
      actionContent: withDefault(asString, '')(row.actionContent, `${path}.actionContent`),
      sort: withDefault(asNumber, 0)(row.sort, `${path}.sort`),
    };
  })(data, 'data');
}

export interface GameIcon {
  gameId: number;
  name: string;
  icon: string;
}

export function parseGamebetConfig(data: Json): GameIcon[] {
  return listOf((item, path): GameIcon => {
    const row = asObject(item, path);
    return {
      gameId: asNumber(row.gameId, `${path}.gameId`),
      name: asString(row.name, `${path}.name`),
      icon: withDefault(asString, '')(row.icon, `${path}.icon`),
    };
  })(data, 'data');
}

export interface GoldDailyLimit {
  limit: number;
  used: number;
}

export function parseGoldDailyLimit(data: Json): GoldDailyLimit {
  const row = asObject(data, 'data');
  return { limit: asNumber(row.limit, 'data.limit'), used: asNumber(row.used, 'data.used') };
}

export function parseGoldBalance(data: Json): number {
  const row = asObject(data, 'data');
  return asNumber(row.balance, 'data.balance');
}

/** Banner image categories (spec section 9). */
export const BannerCategory = {
  web: [10103, 10106, 30301, 30302, 30303, 30304, 30305, 30306],
  app: [30304, 30305],
  common: [20301, 20302, 20303, 30306],
  anchorBackground: 30306,
} as const;
/** Game icon client code (spec section 9). */
export const GAME_ICON_CLIENT = 3;

