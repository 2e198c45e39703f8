/** Following and booking's words in each locale: every word there, none in another locale's script. */
import { act } from '@testing-library/react';
import { followWords } from '@src/domains/match/follow-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

itHasEveryWordInEachLocale(followWords);

it('says follow as each region does', async () => {
  expect((await wordsIn(followWords, 'zh-TW')).follow).toBe('關注');
  expect((await wordsIn(followWords, 'en')).following).toBe('Following');
});
