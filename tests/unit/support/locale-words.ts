/**
 * Checks of a feature's words in every locale: the texts a words object writes (its functions
 * called with sample arguments), which a locale must not write in another's script.
 */
import type { LocaleName } from '@src/contracts/props';
import { switchLocale, wordsNow, type MessageBundle } from '@src/platform/i18n/messages';
import { HAN, simplifiedIn } from '@tests/support/han-script';

/** Every text of a words object, its functions called with sample arguments. */
export const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  // Digits as strings: a template takes them as numbers or as names alike.
  if (typeof value === 'function') return [String((value as (...args: unknown[]) => unknown)('3', '4', '5', '6', '7'))];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
};

/** The characters of `texts` that `locale` must not show: any Chinese in en, a Simplified-only one in zh-TW and zh-HK. */
export const foreignIn = (locale: LocaleName, texts: readonly string[]): string[] =>
  texts.flatMap((text) =>
    locale === 'en' ? [...text].filter((char) => HAN.test(char)) : locale === 'zh-CN' ? [] : [...simplifiedIn(text)],
  );

/** The keys of a words object, nested ones as `a.b`, sorted: their order means nothing. */
export const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
        .flatMap(([key, inner]) => [`${prefix}${key}`, ...keysOf(inner, `${prefix}${key}.`)])
        .sort()
    : [];

/** A bundle's words once `locale` is shown (loaded by the switch). */
export async function wordsIn<M>(bundle: MessageBundle<M>, locale: LocaleName) {
  await switchLocale(locale);
  return wordsNow(bundle);
}

/**
 * The one check every feature's words take: each loaded locale has every key, its own texts, and none
 * in another locale's script. The same check finds the mainland's words foreign, so it can fail.
 */
export function itHasEveryWordInEachLocale<M>(bundle: MessageBundle<M>) {
  const mainland = bundle.words('zh-CN');
  it.each(['zh-TW', 'zh-HK', 'en'] as LocaleName[])('has every word in %s, none in another script', async (locale) => {
    const words = await wordsIn(bundle, locale);
    expect(keysOf(words)).toEqual(keysOf(mainland));
    // Lists have no keys: the count of texts finds one a locale wrote shorter.
    expect(textsOf(words)).toHaveLength(textsOf(mainland).length);
    expect(textsOf(words)).not.toEqual(textsOf(mainland));
    expect(foreignIn(locale, textsOf(words))).toEqual([]);
    expect(foreignIn(locale, textsOf(mainland))).not.toEqual([]);
  });
}
