/** The alert settings' words in each locale: every kind's label there, none in another locale's script. */
import { act } from '@testing-library/react';
import { alertSettingsWords } from '@src/domains/match/alerts/alert-settings-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

itHasEveryWordInEachLocale(alertSettingsWords);

it("names a penalty in each region's words", async () => {
  expect((await wordsIn(alertSettingsWords, 'zh-HK')).kinds.penalty).toBe('十二碼');
  expect((await wordsIn(alertSettingsWords, 'en')).kinds.penalty).toBe('Penalty');
});
