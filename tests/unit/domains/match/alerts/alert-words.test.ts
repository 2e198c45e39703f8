/** What an alert says in each locale: headlines, quarters, the scorer's line and the tap's hint. */
import { act } from '@testing-library/react';
import type { LocaleName } from '@src/contracts/props';
import { alertsWords, alertWords, type WordedAlert } from '@src/domains/match/alerts/alerts-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { switchLocale } from '@src/platform/i18n/messages';
import { foreignIn, itHasEveryWordInEachLocale } from '@tests/unit/support/locale-words';

const alert = (overrides: Partial<WordedAlert> = {}): WordedAlert => ({
  kind: 'goal',
  sport: 'football',
  minute: 23,
  homeName: 'Man City',
  awayName: 'Arsenal',
  homeScore: 1,
  awayScore: 0,
  side: 'home',
  playerName: 'Haaland',
  late: false,
  ...overrides,
});

/** The alert's words once `locale` is shown. */
async function wordsOf(locale: LocaleName, overrides: Partial<WordedAlert> = {}, cancelled?: WordedAlert) {
  await act(() => switchLocale(locale));
  return alertWords(alert(overrides), cancelled);
}

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

itHasEveryWordInEachLocale(alertsWords);

it.each([
  ['en', 'Goal', "Man City 1-0 Arsenal · 23' Haaland (Man City)", 'Tap to see the match'],
  ['zh-TW', '進球', "Man City 1-0 Arsenal · 23' Haaland（Man City）", '點按查看比賽'],
  ['zh-HK', '入球', "Man City 1-0 Arsenal · 23' Haaland（Man City）", '點按查看比賽'],
  ['zh-CN', '进球', "Man City 1-0 Arsenal · 23' Haaland（Man City）", '点按查看比赛'],
] as const)('a goal in %s: %s', async (locale, title, line, hint) => {
  expect(await wordsOf(locale)).toEqual({ title, line, hint });
});

it.each([
  ['en', 'Red card', 'Penalty', 'Half-time', 'Full-time', 'Earlier · Goal'],
  ['zh-TW', '紅牌', '點球', '半場', '完場', '稍早 · 進球'],
  ['zh-HK', '紅牌', '十二碼', '半場', '完場', '稍早 · 入球'],
] as const)("football's headlines in %s", async (locale, red, penalty, half, full, late) => {
  expect((await wordsOf(locale, { kind: 'red-card' })).title).toBe(red);
  expect((await wordsOf(locale, { kind: 'penalty' })).title).toBe(penalty);
  expect((await wordsOf(locale, { kind: 'half-time' })).title).toBe(half);
  expect((await wordsOf(locale, { kind: 'full-time' })).title).toBe(full);
  expect((await wordsOf(locale, { late: true })).title).toBe(late);
});

it.each([
  ['en', 'End of Q3', 'End of OT1', 'Man City 1-0 Arsenal · Q4 Man City', 'Tip-off', 'Final'],
  ['zh-TW', '第三節結束', '延長1結束', 'Man City 1-0 Arsenal · 第四節 Man City', '開賽', '完場'],
  ['zh-HK', '第三節結束', '加時1結束', 'Man City 1-0 Arsenal · 第四節 Man City', '開賽', '完場'],
] as const)("basketball's periods in %s", async (locale, third, overtime, leadLine, start, final) => {
  const game = { sport: 'basketball', side: '', playerName: '' } as const;
  expect((await wordsOf(locale, { ...game, kind: 'quarter-end', minute: 3 })).title).toBe(third);
  expect((await wordsOf(locale, { ...game, kind: 'quarter-end', minute: 5 })).title).toBe(overtime);
  expect((await wordsOf(locale, { ...game, kind: 'lead-change', minute: 4, side: 'home' })).line).toBe(leadLine);
  expect((await wordsOf(locale, { ...game, kind: 'start', minute: 1 })).title).toBe(start);
  expect((await wordsOf(locale, { ...game, kind: 'final', minute: 4 })).title).toBe(final);
});

it('a correction names the goal it takes back, or an earlier one, in the words of each locale', async () => {
  const cancelled = { kind: 'goal-cancelled' } as const;
  expect((await wordsOf('en', cancelled, alert())).line).toBe(
    "Man City 1-0 Arsenal · Disallowed: 23' Haaland (Man City)",
  );
  expect((await wordsOf('en', { ...cancelled, minute: 0, side: '', playerName: '' })).line).toBe(
    'Man City 1-0 Arsenal · An earlier goal disallowed',
  );
  expect((await wordsOf('zh-HK', cancelled, alert())).line).toBe(
    "Man City 1-0 Arsenal · 取消 23' Haaland（Man City） 的入球",
  );
  expect((await wordsOf('zh-TW', cancelled)).title).toBe('進球取消（VAR）');
});

it('a followed streamer going live: who, on which match, and a tap that opens the room', async () => {
  const live = { kind: 'streamer-live', minute: 0, side: '', playerName: 'Ming' } as const;
  expect(await wordsOf('en', live)).toEqual({
    title: 'A streamer you follow is live',
    line: 'Ming · Man City vs Arsenal',
    hint: "Tap to go to the streamer's room",
  });
  expect((await wordsOf('en', { ...live, playerName: '', homeName: '', awayName: '' })).line).toBe(
    'A streamer you follow',
  );
  expect((await wordsOf('zh-TW', live)).hint).toBe('點按進入直播間');
});

it('every line of every kind needs no plural and holds no other locale’s script (names aside)', async () => {
  const kinds = Object.keys(alertsWords.words('zh-CN').kinds) as WordedAlert['kind'][];
  for (const locale of ['en', 'zh-TW', 'zh-HK'] as const)
    for (const kind of [...kinds, 'quarter-end' as const])
      for (const minute of [1, 2, 5]) {
        const { title, line, hint } = await wordsOf(locale, { kind, minute, sport: 'basketball', late: true });
        expect(foreignIn(locale, [title, line, hint])).toEqual([]);
        // One minute or many, one goal or two: nothing is counted in words.
        expect(`${title} ${line}`).not.toMatch(/\b(1|one) \w+s\b/i);
      }
});
