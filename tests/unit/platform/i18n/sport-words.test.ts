/**
 * The sports' names in each locale: every sport of the list named in every locale (a missing one
 * would show zh-CN's name on an English page), none in another locale's script.
 */
import { SPORTS } from '@src/contracts/sports';
import { sportNameIn, sportWords } from '@src/platform/i18n/sport-messages';
import { itHasEveryWordInEachLocale } from '@tests/unit/support/locale-words';

itHasEveryWordInEachLocale(sportWords);

it('names every sport of the list in every locale, and no id outside it', async () => {
  await Promise.all([sportWords.load('en'), sportWords.load('zh-TW'), sportWords.load('zh-HK')]);
  for (const locale of ['zh-CN', 'zh-TW', 'zh-HK', 'en'] as const) {
    const words = sportWords.words(locale);
    expect({
      locale,
      missing: SPORTS.filter((sport) => !sportNameIn(words, sport.id)).map((sport) => sport.id),
    }).toEqual({
      locale,
      missing: [],
    });
    expect(sportNameIn(words, 33)).toBeUndefined();
  }
  expect([1, 2, 8].map((id) => sportNameIn(sportWords.words('zh-TW'), id))).toEqual(['足球', '籃球', '桌球']);
  expect([8, 11].map((id) => sportNameIn(sportWords.words('zh-HK'), id))).toEqual(['乒乓球', '桌球']);
});
