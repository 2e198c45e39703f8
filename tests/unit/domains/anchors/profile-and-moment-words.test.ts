/**
 * The streamer pages' and the moments' words in each locale: every word there, none in another
 * locale's script; a streamer's age in each locale's words.
 */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { momentWords } from '@src/domains/anchors/moment-messages';
import { profileWords } from '@src/domains/anchors/profile-messages';
import { streamerAgeLabel } from '@src/domains/anchors/rules/streamer-profile';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { foreignIn, keysOf, textsOf, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

describe.each([
  ['profile', profileWords],
  ['moment', momentWords],
] as const)('the %s words', (_name, bundle) => {
  const mainland = bundle.words('zh-CN');

  it.each(['zh-TW', 'zh-HK', 'en'] as LocaleName[])('has every word in %s, none in another script', async (locale) => {
    const words = await wordsIn<unknown>(bundle, locale);
    expect(keysOf(words)).toEqual(keysOf(mainland));
    expect(foreignIn(locale, textsOf(words))).toEqual([]);
    // The same check finds the mainland's words, so it can fail.
    expect(foreignIn(locale, textsOf(mainland))).not.toEqual([]);
  });
});

const NOW = Date.UTC(2025, 5, 1);

it.each([
  ['zh-CN', '25岁', '年龄保密'],
  ['zh-TW', '25歲', '年齡保密'],
  ['en', '25 years old', 'Age private'],
] as [LocaleName, string, string][])('writes an age in %s', async (locale, age, unknown) => {
  const words = await wordsIn(profileWords, locale);
  expect(streamerAgeLabel('2000-03-04', NOW, words)).toBe(age);
  expect(streamerAgeLabel(null, NOW, words)).toBe(unknown);
});
