/**
 * The platform's own words (a failed call's toast and line, a refresh that kept the last copy) in
 * each locale, and a failure told in the locale shown when it happens.
 */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { platformWords } from '@src/platform/feedback/platform-messages';
import { callApi } from '@src/platform/http/http-client';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { foreignIn, keysOf, textsOf, wordsIn } from '@tests/unit/support/locale-words';
import { clientPerTest, failure, hostList } from '../http/client-kit';

const client = clientPerTest();

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

const mainland = platformWords.words('zh-CN');

it('tells a failed network and an unreadable answer in words a fan can act on', () => {
  expect(mainland.networkFailure).toBe('网络连接异常，请检查网络后重试');
  expect(mainland.malformed).toBe('数据加载异常，请稍后重试');
});

it.each(['zh-TW', 'zh-HK', 'en'] as LocaleName[])('has every word in %s, none in another script', async (locale) => {
  const words = await wordsIn(platformWords, locale);
  expect(keysOf(words)).toEqual(keysOf(mainland));
  expect(foreignIn(locale, textsOf(words))).toEqual([]);
  // The same check finds the mainland's words, so it can fail.
  expect(foreignIn(locale, textsOf(mainland))).not.toEqual([]);
});

it('says a failed call in the locale shown when it fails', async () => {
  await wordsIn(platformWords, 'en');
  client.reply = () => ({ network: true });
  const error = await failure(callApi(hostList, undefined));
  expect(error.message).toBe('Network error: check your connection and try again');
  expect(client.toasts).toEqual(['fail:Network error: check your connection and try again']);
});
