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
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

describe('the profile words', () => itHasEveryWordInEachLocale(profileWords));

describe('the moment words', () => itHasEveryWordInEachLocale(momentWords));

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
