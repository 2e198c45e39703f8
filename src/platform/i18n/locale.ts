/**
 * The app's four locales and how any language tag a portal, an address or the native app gives
 * becomes one of them. Script beats region (zh-Hant is Traditional wherever it is written),
 * Macau reads as Hong Kong, every English is `en`; anything else is the default, zh-CN.
 */
import { LOCALES, type LocaleName } from '../../contracts/props';

export const DEFAULT_LOCALE: LocaleName = 'zh-CN';

/** Regions whose Chinese is Hong Kong's (Traditional, Cantonese betting words). */
const HONG_KONG_REGIONS = ['hk', 'mo'];
/** Regions whose Chinese is Traditional as written in Taiwan. */
const TAIWAN_REGIONS = ['tw'];

/** The locale a tag names, or undefined when it names none of ours (the caller picks the default). */
export function matchLocale(tag: unknown): LocaleName | undefined {
  if (typeof tag !== 'string') return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const [language, ...rest] = tag.toLowerCase().replace(/_/g, '-').split('-');
  if (language === 'en') return 'en';
  if (language !== 'zh') return undefined;
  const script = rest.find((part) => part.length === 4);
  const region = rest.find((part) => part.length === 2);
  if (region && HONG_KONG_REGIONS.includes(region)) return 'zh-HK';
  if (script === 'hant' || (region && TAIWAN_REGIONS.includes(region))) return 'zh-TW';
  return 'zh-CN';
}

/** The locale a tag names, the default for anything else. */
export const normalizeLocale = (tag: unknown): LocaleName => matchLocale(tag) ?? DEFAULT_LOCALE;

/** The locales whose words are not shipped with the code but loaded when chosen. */
export type LoadedLocale = Exclude<LocaleName, typeof DEFAULT_LOCALE>;
