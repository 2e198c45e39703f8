import { captionWithDay, matchClockLabel, showsScore } from '@src/domains/match/rules/match-display';
import { isUpcomingOrInPlay, matchPhase, sportOf } from '@src/domains/match/rules/match-status';
import { matchWords } from '@src/domains/match/match-messages';
import { switchLocale } from '@src/platform/i18n/messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { inChina } from '@tests/support/china-clock';

const NOW = inChina(2025, 6, 14, 12, 0);
const football = (statusId: number, minute = 0, extraMinute = 0) => ({
  sport: 'football',
  statusId,
  minute,
  extraMinute,
  period: 0,
});
const basketball = (statusId: number, period: number) => ({
  sport: 'basketball',
  statusId,
  minute: 0,
  extraMinute: 0,
  period,
});

describe('match phases (the status tables)', () => {
  it('reads football and basketball status ids', () => {
    expect([0, 1, 2, 7, 8, 9].map((status) => matchPhase('football', status))).toEqual([
      'other',
      'not-started',
      'in-play',
      'in-play',
      'finished',
      'other',
    ]);
    expect([1, 8, 9, 10, 11].map((status) => matchPhase('basketball', status))).toEqual([
      'not-started',
      'in-play',
      'in-play',
      'finished',
      'other',
    ]);
    expect(isUpcomingOrInPlay('football', 8)).toBe(false);
    expect(sportOf(2)).toBe('basketball');
    expect(sportOf('football')).toBe('football');
  });
});

describe('match clock labels', () => {
  it('shows the start time before kick-off and the minute, half-time, penalties or quarter after', () => {
    expect(matchClockLabel(football(1), inChina(2025, 6, 14, 20, 30))).toBe('06-14 20:30');
    expect(matchClockLabel(football(2, 36), NOW)).toBe("36'");
    expect(matchClockLabel(football(4, 90, 3), NOW)).toBe("90+3'");
    expect(matchClockLabel(football(3, 45), NOW)).toBe('中场');
    expect(matchClockLabel(football(7, 120), NOW)).toBe('点球');
    expect(matchClockLabel(football(8, 90), NOW)).toBe('完场');
    expect(matchClockLabel(football(12), NOW)).toBe('取消');
    expect(matchClockLabel(football(9), NOW)).toBe('推迟');
    expect(matchClockLabel(football(0), NOW)).toBe('比赛异常');
    expect(matchClockLabel(basketball(4, 3), NOW)).toBe('第3节');
    expect(matchClockLabel(basketball(9, 5), NOW)).toBe('加时1');
  });

  it("shows extra time by its word until its minutes come, a half at minute 0 as 0', and the fourth quarter as a quarter", () => {
    expect(matchClockLabel(football(5, 0), NOW)).toBe('加时');
    expect(matchClockLabel(football(5, 95), NOW)).toBe("95'");
    expect(matchClockLabel(football(2, 0), NOW)).toBe("0'");
    expect(matchClockLabel(football(2, 0, 2), NOW)).toBe("0'");
    expect(matchClockLabel(basketball(8, 4), NOW)).toBe('第4节');
  });

  it('shows a score once the match started', () => {
    expect(showsScore(football(1))).toBe(false);
    expect(showsScore(football(2))).toBe(true);
    expect(showsScore(football(8))).toBe(true);
    expect(showsScore(football(12))).toBe(false);
  });
});

describe('match clock labels in each locale', () => {
  afterEach(() => useLocaleStore.getState().setLocale('zh-CN'));

  it("reads the quarter and the overtime in the locale shown (Taiwan's 延長, Hong Kong's 加時)", async () => {
    const labels = () => [basketball(4, 3), basketball(9, 5)].map((match) => matchClockLabel(match, NOW));
    await switchLocale('zh-TW');
    expect(labels()).toEqual(['第3節', '延長1']);
    await switchLocale('zh-HK');
    expect(labels()).toEqual(['第3節', '加時1']);
    await switchLocale('en');
    expect(labels()).toEqual(['Q3', 'OT1']);
    expect(matchClockLabel(football(4, 45, 2), NOW)).toBe("45+2'");
  });

  it('reads the status words in the locale shown: half-time, penalties, full time, postponed, a game cancelled and over', async () => {
    const labels = () =>
      [football(3, 45), football(7, 120), football(8, 90), football(9), basketball(12, 0), basketball(10, 4)].map(
        (match) => matchClockLabel(match, NOW),
      );
    await switchLocale('en');
    expect(labels()).toEqual(['HT', 'Pens', 'FT', 'Postponed', 'Cancelled', 'Final']);
    await switchLocale('zh-TW');
    expect(labels()).toEqual(['中場', 'PK 大戰', '完賽', '延期', '取消', '完賽']);
    await switchLocale('zh-HK');
    expect(labels()).toEqual(['中場', '十二碼', '完場', '延期', '取消', '完場']);
  });

  it('counts streamers with English plurals and Chinese one form', async () => {
    await Promise.all([matchWords.load('en'), matchWords.load('zh-HK')]);
    expect([1, 2].map((count) => matchWords.words('en').anchorCount(count))).toEqual(['1 streamer', '2 streamers']);
    expect(matchWords.words('zh-HK').anchorCount(2)).toBe('2位主播');
  });
});

describe('a caption in a list of many days', () => {
  it('carries the day once the clock no longer shows it (完场, a minute), not before', () => {
    expect(captionWithDay('英超 · 联赛', football(8), NOW)).toBe('英超 · 联赛 · 06-14');
    expect(captionWithDay('常规赛', basketball(3, 2), NOW)).toBe('常规赛 · 06-14');
    expect(captionWithDay('英超 · 联赛', football(1), NOW)).toBe('英超 · 联赛');
    expect(captionWithDay('', football(8), NOW)).toBe('06-14');
  });
});
