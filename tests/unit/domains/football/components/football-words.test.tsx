/**
 * The football words in each locale: the /five-leagues league switch, a round's caption, a
 * bracket's shoot-out (the region's glossary), and a group's outlook as the page renders it (verdict, places, what each result would mean).
 */
import { act, render, screen } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { OutlookList } from '@src/domains/football/components/outlook-list';
import { footballWords } from '@src/domains/football/football-messages';
import { LEAGUE_TABS } from '@src/domains/football/rules/competitions';
import type { TeamOutlook } from '@src/domains/football/rules/qualification';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { switchLocale, wordsNow } from '@src/platform/i18n/messages';
import { itHasEveryWordInEachLocale } from '@tests/unit/support/locale-words';

const outlook: TeamOutlook = {
  teamId: 1,
  groupName: 'A',
  verdict: 'open',
  best: 1,
  worst: 3,
  remaining: [
    {
      fixtureId: 9,
      opponentId: 2,
      home: true,
      outcomes: {
        win: { verdict: 'qualified', best: 1, worst: 1 },
        draw: { verdict: 'open', best: 2, worst: 3 },
        loss: { verdict: 'eliminated', best: 4, worst: 4 },
      },
    },
  ],
};

const CASES: [
  LocaleName,
  { leagues: string[]; round: string; shootout: string; head: string[]; outcomes: string[] },
][] = [
  [
    'zh-CN',
    {
      leagues: ['英超', '西甲', '意甲', '德甲', '法甲', '欧冠', '欧联'],
      round: '第3轮',
      shootout: '点球 4-3',
      head: ['待定', '小组第1–3'],
      outcomes: ['胜 出线 · 第1', '平 看其他场次', '负 出局'],
    },
  ],
  [
    'zh-TW',
    {
      leagues: ['英超', '西甲', '義甲', '德甲', '法甲', '歐冠', '歐霸'],
      round: '第3輪',
      shootout: 'PK 大戰 4-3',
      head: ['待定', '小組第1–3'],
      outcomes: ['勝 晉級 · 第1', '和 看其他場次', '負 淘汰'],
    },
  ],
  [
    'zh-HK',
    {
      leagues: ['英超', '西甲', '意甲', '德甲', '法甲', '歐聯', '歐霸'],
      round: '第3輪',
      shootout: '互射十二碼 4-3',
      head: ['待定', '小組第1–3'],
      outcomes: ['勝 出線 · 第1', '和 看其他場次', '負 出局'],
    },
  ],
  [
    'en',
    {
      leagues: ['EPL', 'La Liga', 'Serie A', 'Bundesliga', 'Ligue 1', 'UCL', 'UEL'],
      round: 'Round 3',
      shootout: 'Shoot-out 4-3',
      head: ['Open', '1st–3rd in group'],
      outcomes: ['W through · 1st', 'D other results decide', 'L out'],
    },
  ],
];

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

it.each(CASES)('speaks %s on /five-leagues', async (locale, expected) => {
  await act(() => switchLocale(locale));
  const words = wordsNow(footballWords);
  expect(LEAGUE_TABS.map((tab) => words.leagues[tab.name])).toEqual(expected.leagues);
  expect(words.round(3)).toBe(expected.round);
  expect(words.penalties(4, 3)).toBe(expected.shootout);

  render(<OutlookList outlooks={[outlook]} teamOf={() => undefined} label="outlook" />);
  const item = screen.getByRole('listitem');
  for (const text of expected.head) expect(item).toHaveTextContent(text);
  const outcomes = [...item.querySelectorAll('p > span')].slice(1).map((span) => span.textContent);
  expect(outcomes).toEqual(expected.outcomes);
});

it('writes English plurals by count', async () => {
  await act(() => switchLocale('en'));
  const words = wordsNow(footballWords);
  expect(words.pointsToClinch(1)).toBe('1 point to clinch');
  expect(words.pointsToClinch(3)).toBe('3 points to clinch');
  expect(words.goalsAssists(1, 2)).toBe('1 goal 2 assists');
  expect(words.place(2)).toBe('2nd');
  expect(words.place(11)).toBe('11th');
});

itHasEveryWordInEachLocale(footballWords);
