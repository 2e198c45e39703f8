/**
 * The promotions' words in each locale: the banner strip's name and the dialogs' — every word
 * there, none in another locale's script.
 */
import { act } from '@testing-library/react';
import { bannerWords } from '@src/features/promotions/banner-messages';
import { promotionWords } from '@src/features/promotions/promotion-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import type { MessageBundle } from '@src/platform/i18n/messages';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

const BUNDLES: [string, MessageBundle<unknown>][] = [
  ['bannerWords', bannerWords],
  ['promotionWords', promotionWords],
];

describe.each(BUNDLES)('%s', (_name, bundle) => itHasEveryWordInEachLocale(bundle));

it('names the banner strip as each region says it', async () => {
  expect((await wordsIn(bannerWords, 'zh-TW')).label).toBe('推薦活動');
  expect((await wordsIn(bannerWords, 'zh-HK')).label).toBe('推介活動');
  expect((await wordsIn(bannerWords, 'en')).label).toBe('Promotions');
});
