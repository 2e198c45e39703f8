/**
 * The words of the app's own pages (the download pages, the gold page and its mall) in each
 * locale: every word there, none in another locale's script.
 */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { downloadWords } from '@src/app/pages/download-messages';
import { goldWords } from '@src/app/pages/gold-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { foreignIn, keysOf, textsOf, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

describe.each([
  ['download', downloadWords],
  ['gold', goldWords],
] as const)('the %s words', (_name, bundle) => {
  const mainland = bundle.words('zh-CN');

  it.each(['zh-TW', 'zh-HK', 'en'] as LocaleName[])('has every word in %s, none in another script', async (locale) => {
    const words = await wordsIn<unknown>(bundle, locale);
    expect(keysOf(words)).toEqual(keysOf(mainland));
    expect(textsOf(words)).toHaveLength(textsOf(mainland).length);
    expect(foreignIn(locale, textsOf(words))).toEqual([]);
    // The same check finds the mainland's words, so it can fail.
    expect(foreignIn(locale, textsOf(mainland))).not.toEqual([]);
  });
});
