/**
 * Basketball status 0–15 and the phases 3001–3019 (both tables of the shared
 * match layer) — quarters, breaks and overtime as an NBA row shows them.
 */
import { BASKETBALL_PHASES } from '@src/domains/match/rules/match-phases';
import { BASKETBALL_STATUS, statusWord } from '@src/domains/match/rules/match-status';
import { matchMessages } from '@src/domains/match/match-messages.zh-cn';
import { basketballPhaseCode, basketballPhaseWord, nbaClockLabel } from '@src/domains/nba/rules/game-clock';
import { formatMatchTime } from '@src/lib/time-labels';
import { phaseWords } from '@src/domains/match/phase-messages';
import { switchLocale } from '@src/platform/i18n/messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';

const START = Date.UTC(2026, 10, 22, 12, 30);
const live = (statusId: number, period = 0, clockSeconds = 300, homeScore = 50, awayScore = 48) => ({
  sport: 'basketball',
  statusId,
  period,
  clockSeconds,
  homeScore,
  awayScore,
  minute: 0,
  extraMinute: 0,
});

it('has the words of the sixteen statuses', () => {
  expect(BASKETBALL_STATUS.map((row) => [row.code, row.word(matchMessages)])).toEqual([
    [0, '比赛异常'],
    [1, '未开赛'],
    [2, '第1节'],
    [3, '第1节结束'],
    [4, '第2节'],
    [5, '中场'],
    [6, '第3节'],
    [7, '第3节结束'],
    [8, '第4节'],
    [9, '加时'],
    [10, '完场'],
    [11, '中断'],
    [12, '取消'],
    [13, '推迟'],
    [14, '腰斩'],
    [15, '待定'],
  ]);
});

it('maps every status to its phase (3001–3019), or none where no phase fits', () => {
  const phases = Object.fromEntries(
    BASKETBALL_STATUS.map((row) => [row.code, basketballPhaseCode(live(row.code, row.code === 9 ? 5 : 2))]),
  );
  expect(phases).toEqual({
    0: undefined,
    1: 3001,
    2: 3005,
    3: 3006,
    4: 3007,
    5: 3003,
    6: 3009,
    7: 3010,
    8: 3011,
    9: 3014,
    10: 3016,
    11: 3018,
    12: undefined,
    13: 3017,
    14: 3019,
    15: undefined,
  });
  // Every code used is a row of the shared table.
  const codes = new Set(BASKETBALL_PHASES.map((row) => row.code));
  expect(
    Object.values(phases)
      .filter((code) => code !== undefined)
      .every((code) => codes.has(code!)),
  ).toBe(true);
});

it('tells the end of regular time, and the wait for overtime when tied', () => {
  expect(basketballPhaseWord(live(8, 4, 0, 101, 99))).toBe('常规时间结束');
  expect(basketballPhaseWord(live(8, 4, 0, 101, 101))).toBe('等待加时');
  // The pause before an overtime (status 9, clock run out, tied) and after one that decided it.
  expect(basketballPhaseWord(live(9, 4, 0, 101, 101))).toBe('等待加时');
  expect(basketballPhaseWord(live(9, 5, 0, 110, 104))).toBe('加时结束');
  expect(basketballPhaseWord(live(12))).toBeUndefined();
});

describe('the clock of an NBA row', () => {
  it('shows the start time before tip-off', () => {
    expect(nbaClockLabel(live(1, 0, 720, 0, 0), START)).toBe(formatMatchTime(START));
  });

  it('shows quarters and the breaks between them', () => {
    expect(nbaClockLabel(live(2, 1), START)).toBe('第1节');
    expect(nbaClockLabel(live(3, 1, 0), START)).toBe('第1节结束');
    expect(nbaClockLabel(live(4, 2), START)).toBe('第2节');
    expect(nbaClockLabel(live(5, 2, 0), START)).toBe('中场');
    expect(nbaClockLabel(live(6, 3), START)).toBe('第3节');
    expect(nbaClockLabel(live(7, 3, 0), START)).toBe('第3节结束');
    expect(nbaClockLabel(live(8, 4), START)).toBe('第4节');
  });

  it('shows overtime with its number, and the pause before one', () => {
    expect(nbaClockLabel(live(9, 5, 200), START)).toBe('加时1');
    expect(nbaClockLabel(live(9, 6, 200), START)).toBe('加时2');
    expect(nbaClockLabel(live(9, 5, 0, 108, 108), START)).toBe('等待加时');
  });

  it('shows the status word afterwards or when something happened', () => {
    expect(nbaClockLabel(live(10, 4, 0), START)).toBe('完场');
    expect(nbaClockLabel(live(13), START)).toBe(statusWord('basketball', 13));
    expect(nbaClockLabel(live(11, 3), START)).toBe('中断');
    expect(nbaClockLabel(live(12), START)).toBe('取消');
    expect(nbaClockLabel(live(42), START)).toBe('比赛异常');
  });
});

describe('the clock of an NBA row in each locale', () => {
  afterEach(() => useLocaleStore.getState().setLocale('zh-CN'));

  it('reads quarters, breaks and the pauses in the locale shown, with the phase words it is given', async () => {
    const labels = () =>
      [live(6, 3), live(7, 3, 0), live(5, 2, 0), live(8, 4, 0, 101, 101), live(10, 4, 0)].map((game) =>
        nbaClockLabel(game, START, phaseWords.words(useLocaleStore.getState().locale)),
      );
    await switchLocale('en');
    expect(labels()).toEqual(['Q3', 'End of Q3', 'HT', 'Awaiting OT', 'Final']);
    await switchLocale('zh-TW');
    expect(labels()).toEqual(['第3節', '第3節結束', '中場', '等待延長賽', '完賽']);
    await switchLocale('zh-HK');
    expect(labels()).toEqual(['第3節', '第3節結束', '中場', '等待加時', '完場']);
  });
});
