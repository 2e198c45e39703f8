/**
 * The match centre's words in each locale: every word there, none in another locale's script, a
 * goal's detail from the region's glossary (十二碼 in Hong Kong), and the panel's own words after a
 * live switch.
 */
import { act, render, screen } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { eventItem, TextLive } from '@src/domains/match/components/match-centre/centre-sections';
import { matchCentreWords } from '@src/domains/match/components/match-centre/match-centre-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { switchLocale } from '@src/platform/i18n/messages';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';
import { event } from '../../rules/match-centre/centre-events';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

itHasEveryWordInEachLocale(matchCentreWords);

const CASES: [LocaleName, { ownGoal: string; penalty: string; missed: string; assist: string; disallowed: string }][] =
  [
    [
      'zh-CN',
      { ownGoal: '乌龙球', penalty: '点球', missed: '点球罚失', assist: '助攻：Saka', disallowed: 'VAR：进球无效' },
    ],
    [
      'zh-TW',
      { ownGoal: '烏龍球', penalty: '點球', missed: '點球未進', assist: '助攻：Saka', disallowed: 'VAR：進球無效' },
    ],
    [
      'zh-HK',
      { ownGoal: '烏龍球', penalty: '十二碼', missed: '射失十二碼', assist: '助攻：Saka', disallowed: 'VAR：入球無效' },
    ],
    [
      'en',
      {
        ownGoal: 'Own goal',
        penalty: 'Penalty',
        missed: 'Penalty missed',
        assist: 'Assist: Saka',
        disallowed: 'VAR: goal disallowed',
      },
    ],
  ];

it.each(CASES)('writes a goal’s detail in %s', async (locale, expected) => {
  const words = await wordsIn(matchCentreWords, locale);
  const detail = (fields: Parameters<typeof event>[0]) => eventItem(event(fields), 'football', words).detail;
  expect(detail({ kind: 'goal', detail: 'own-goal' })).toBe(expected.ownGoal);
  expect(detail({ kind: 'goal', detail: 'penalty' })).toBe(expected.penalty);
  expect(detail({ kind: 'goal', otherName: 'Saka' })).toBe(expected.assist);
  expect(detail({ kind: 'penalty-missed' })).toBe(expected.missed);
  expect(detail({ kind: 'var', detail: 'goal-disallowed' })).toBe(expected.disallowed);
});

it('shows the commentary’s words in the locale shown, again after a switch', async () => {
  render(<TextLive events={[]} sport="football" />);
  expect(screen.getByRole('list', { name: '文字直播' })).toHaveTextContent('暂无文字直播');
  await act(() => switchLocale('en'));
  expect(screen.getByRole('list', { name: 'Commentary' })).toHaveTextContent('No commentary yet');
  await act(() => switchLocale('zh-HK'));
  expect(screen.getByRole('list', { name: '文字直播' })).toHaveTextContent('暫無文字直播');
});
