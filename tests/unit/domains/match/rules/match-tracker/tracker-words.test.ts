/**
 * 动画直播's words in each locale: every word there, none in another locale's script, and a
 * caption in the locale shown (Hong Kong's 入球 and 十二碼, English's free kick with its card).
 */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { TrackerKind } from '@src/contracts/match-tracker-push';
import { trackerCaption } from '@src/domains/match/rules/match-tracker/tracker-caption';
import { trackerWords } from '@src/domains/match/tracker-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';
import { trackerState } from './tracker-states';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

itHasEveryWordInEachLocale(trackerWords);

const CASES: [LocaleName, string[]][] = [
  ['zh-CN', ['进球！', '点球', '任意球（黄牌）']],
  ['zh-TW', ['進球！', '點球', '自由球（黃牌）']],
  ['zh-HK', ['入球！', '十二碼', '罰球（黃牌）']],
  ['en', ['Goal!', 'Penalty', 'Free kick (Yellow card)']],
];

it.each(CASES)('captions a state in %s', async (locale, expected) => {
  await wordsIn(trackerWords, locale);
  expect([
    trackerCaption(trackerState(1, { kind: TrackerKind.Goal })),
    trackerCaption(trackerState(1, { kind: TrackerKind.Penalty })),
    trackerCaption(trackerState(1, { kind: TrackerKind.FreeKick, detail: 'yellow' })),
  ]).toEqual(expected);
});
