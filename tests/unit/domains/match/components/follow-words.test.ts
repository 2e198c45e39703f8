/** Following and booking's words in each locale: every word there, none in another locale's script. */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { followWords } from '@src/domains/match/follow-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { foreignIn, keysOf, textsOf, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

const mainland = followWords.words('zh-CN');

it.each(['zh-TW', 'zh-HK', 'en'] as LocaleName[])('has every word in %s, none in another script', async (locale) => {
  const words = await wordsIn(followWords, locale);
  expect(keysOf(words)).toEqual(keysOf(mainland));
  expect(textsOf(words)).not.toEqual(textsOf(mainland));
  expect(foreignIn(locale, textsOf(words))).toEqual([]);
  expect(foreignIn(locale, textsOf(mainland))).not.toEqual([]);
});

it('says follow as each region does', async () => {
  expect((await wordsIn(followWords, 'zh-TW')).follow).toBe('關注');
  expect((await wordsIn(followWords, 'en')).following).toBe('Following');
});
