/** The alert settings' words in each locale: every kind's label there, none in another locale's script. */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { alertSettingsWords } from '@src/domains/match/alerts/alert-settings-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { foreignIn, keysOf, textsOf, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

const mainland = alertSettingsWords.words('zh-CN');

it.each(['zh-TW', 'zh-HK', 'en'] as LocaleName[])('has every word in %s, none in another script', async (locale) => {
  const words = await wordsIn(alertSettingsWords, locale);
  expect(keysOf(words)).toEqual(keysOf(mainland));
  expect(foreignIn(locale, textsOf(words))).toEqual([]);
  // The same check finds the mainland's words, so it can fail.
  expect(foreignIn(locale, textsOf(mainland))).not.toEqual([]);
});

it("names a penalty in each region's words", async () => {
  expect((await wordsIn(alertSettingsWords, 'zh-HK')).kinds.penalty).toBe('十二碼');
  expect((await wordsIn(alertSettingsWords, 'en')).kinds.penalty).toBe('Penalty');
});
