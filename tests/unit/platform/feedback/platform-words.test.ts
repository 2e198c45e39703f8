/**
 * The platform's own words (a failed call's toast and line, a refresh that kept the last copy) in
 * each locale, and a failure told in the locale shown when it happens.
 */
import { act } from '@testing-library/react';
import { platformWords } from '@src/platform/feedback/platform-messages';
import { callApi } from '@src/platform/http/http-client';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';
import { clientPerTest, failure, hostList } from '../http/client-kit';

const client = clientPerTest();

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

const mainland = platformWords.words('zh-CN');

it('tells a failed network and an unreadable answer in words a fan can act on', () => {
  expect(mainland.networkFailure).toBe('网络连接异常，请检查网络后重试');
  expect(mainland.malformed).toBe('数据加载异常，请稍后重试');
});

itHasEveryWordInEachLocale(platformWords);

it('says a failed call in the locale shown when it fails', async () => {
  await wordsIn(platformWords, 'en');
  client.reply = () => ({ network: true });
  const error = await failure(callApi(hostList, undefined));
  expect(error.message).toBe('Network error: check your connection and try again');
  expect(client.toasts).toEqual(['fail:Network error: check your connection and try again']);
});
