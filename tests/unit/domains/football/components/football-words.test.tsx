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

const LOCALES: LocaleName[] = ['zh-CN', 'zh-TW', 'zh-HK', 'en'];

/** The /five-leagues tabs in each locale, in the tabs' order. */
const LEAGUES: Record<LocaleName, string[]> = {
  'zh-CN': ['英超', '西甲', '意甲', '德甲', '法甲', '欧冠', '欧联'],
  'zh-TW': ['英超', '西甲', '義甲', '德甲', '法甲', '歐冠', '歐霸'],
  'zh-HK': ['英超', '西甲', '意甲', '德甲', '法甲', '歐聯', '歐霸'],
  en: ['EPL', 'La Liga', 'Serie A', 'Bundesliga', 'Ligue 1', 'UCL', 'UEL'],
};

/** Round 3, and a bracket's 4-3 shoot-out in the region's word for it. */
const ROUND_AND_SHOOTOUT: Record<LocaleName, [round: string, shootout: string]> = {
  'zh-CN': ['第3轮', '点球 4-3'],
  'zh-TW': ['第3輪', 'PK 大戰 4-3'],
  'zh-HK': ['第3輪', '互射十二碼 4-3'],
  en: ['Round 3', 'Shoot-out 4-3'],
};

/** The outlook's head (verdict, places), then what a win, a draw and a loss would mean. */
const OUTLOOK: Record<LocaleName, { head: string[]; outcomes: string[] }> = {
  'zh-CN': { head: ['待定', '小组第1–3'], outcomes: ['胜 出线 · 第1', '平 看其他场次', '负 出局'] },
  'zh-TW': { head: ['待定', '小組第1–3'], outcomes: ['勝 晉級 · 第1', '和 看其他場次', '負 淘汰'] },
  'zh-HK': { head: ['待定', '小組第1–3'], outcomes: ['勝 出線 · 第1', '和 看其他場次', '負 出局'] },
  en: { head: ['Open', '1st–3rd in group'], outcomes: ['W through · 1st', 'D other results decide', 'L out'] },
};

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

describe.each(LOCALES)('%s on /five-leagues', (locale) => {
  beforeEach(() => act(() => switchLocale(locale)));

  it('names the league tabs', () => {
    const words = wordsNow(footballWords);
    expect(LEAGUE_TABS.map((tab) => words.leagues[tab.name])).toEqual(LEAGUES[locale]);
  });

  it("writes a round's caption and a bracket's shoot-out", () => {
    const words = wordsNow(footballWords);
    expect([words.round(3), words.penalties(4, 3)]).toEqual(ROUND_AND_SHOOTOUT[locale]);
  });

  it("renders a group's outlook: verdict, places and what each result would mean", () => {
    render(<OutlookList outlooks={[outlook]} teamOf={() => undefined} label="outlook" />);
    const item = screen.getByRole('listitem');
    for (const text of OUTLOOK[locale].head) expect(item).toHaveTextContent(text);
    const outcomes = [...item.querySelectorAll('p > span')].slice(1).map((span) => span.textContent);
    expect(outcomes).toEqual(OUTLOOK[locale].outcomes);
  });
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
