import {
  eventClock,
  eventIcon,
  eventSubject,
  keyEventsNewestFirst,
  lastKeyEventLabel,
} from '@src/domains/match/rules/match-centre/key-events';
import { MatchCentrePush } from '@src/contracts/match-centre-push';
import { event } from './centre-events';
import { switchLocale } from '@src/platform/i18n/messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';

it("labels a row's last key event like ⚽ 67' 萨卡", () => {
  const events = [
    event({ kind: 'period', detail: 'kick-off', side: '' }),
    event({ kind: 'goal', minute: 67, playerName: '萨卡' }),
    event({ kind: 'shot', minute: 70, playerName: '哈弗茨' }),
  ];
  expect(lastKeyEventLabel(events, 'football')).toBe("⚽ 67' 萨卡");
  expect(
    lastKeyEventLabel(
      [event({ kind: 'card', detail: 'red', minute: 90, extraMinute: 2, playerName: '赖斯' })],
      'football',
    ),
  ).toBe("🟥 90+2' 赖斯");
  expect(lastKeyEventLabel([], 'football')).toBe('');
});

it("gives unknown kinds and details a fallback icon, not one of Object's members", () => {
  expect(eventIcon(event({ kind: 'card', detail: 'second-yellow' }))).toBe('🟨🟥');
  expect(eventIcon(event({ kind: 'card', detail: 'constructor' }))).toBe('🟨');
  expect(eventIcon(event({ kind: 'toString' }))).toBe('⏱');
  expect(eventIcon(event({ kind: 'timeout' }))).toBe('⏸');
});

it('labels basketball with the last basket', () => {
  const events = [event({ kind: 'score', period: 4, clockSeconds: 131, playerName: '詹姆斯', value: 3 })];
  expect(lastKeyEventLabel(events, 'basketball')).toBe('🏀 第4节 02:11 詹姆斯 +3');
});

it("labels a football row's last key event past the period marks after it, without a player when none is named", () => {
  const goal = event({ kind: 'goal', minute: 44 });
  expect(lastKeyEventLabel([goal, event({ kind: 'period', detail: 'half-time', side: '' })], 'football')).toBe(
    "⚽ 44'",
  );
});

it('labels a basketball row with the last basket, past the fouls and timeouts after it', () => {
  const events = [
    event({ kind: 'score', period: 2, clockSeconds: 65, playerName: '库里', value: 2 }),
    event({ kind: 'foul', period: 2, clockSeconds: 60, playerName: '格林' }),
    event({ kind: 'timeout', period: 2, clockSeconds: 60 }),
  ];
  expect(lastKeyEventLabel(events, 'basketball')).toBe('🏀 第2节 01:05 库里 +2');
});

it('reads the basketball clock per quarter, overtimes counted on', () => {
  expect(eventClock(event({ period: 5, clockSeconds: 300 }), 'basketball')).toBe('加时1 05:00');
  expect(eventClock(event({ period: 4, clockSeconds: 9 }), 'basketball')).toBe('第4节 00:09');
});

it('says a period mark in words and passes an unknown one on as it came', () => {
  expect(eventSubject(event({ kind: 'period', detail: 'half-time', playerName: '' }))).toBe('中场');
  expect(eventSubject(event({ kind: 'period', detail: 'penalties-2', playerName: '' }))).toBe('penalties-2');
  expect(eventSubject(event({ kind: 'goal', playerName: '萨卡' }))).toBe('萨卡');
});

it('reads the quarter and the period marks in the locale shown', async () => {
  try {
    await switchLocale('en');
    expect(eventClock(event({ period: 3, clockSeconds: 65 }), 'basketball')).toBe('Q3 01:05');
    expect(eventClock(event({ period: 6, clockSeconds: 0 }), 'basketball')).toBe('OT2 00:00');
    expect(eventSubject(event({ kind: 'period', detail: 'kick-off', playerName: '' }))).toBe('Kick-off');
    expect(eventSubject(event({ kind: 'period', detail: 'constructor', playerName: '' }))).toBe('constructor');
    await switchLocale('zh-HK');
    expect(eventSubject(event({ kind: 'period', detail: 'shootout', playerName: '' }))).toBe('互射十二碼');
    expect(eventClock(event({ period: 5, clockSeconds: 300 }), 'basketball')).toBe('加時1 05:00');
  } finally {
    useLocaleStore.getState().setLocale('zh-CN');
  }
});

it('lists key events newest first, leaving out shots and corners', () => {
  const goal = event({ kind: 'goal' });
  const card = event({ kind: 'card', detail: 'yellow' });
  expect(keyEventsNewestFirst([goal, event({ kind: 'corner' }), card], 'football')).toEqual([card, goal]);
});

it("lists basketball's key events by its own kinds: technicals, timeouts, period marks", () => {
  const technical = event({ kind: 'technical' });
  const timeout = event({ kind: 'timeout' });
  const events = [event({ kind: 'score' }), technical, event({ kind: 'substitution' }), timeout];
  expect(keyEventsNewestFirst(events, 'basketball')).toEqual([timeout, technical]);
});

it('parses a pushed event, reading missing optional fields as empty', () => {
  const parsed = MatchCentrePush.event.parse({ matchId: 5, index: 3, at: 100, kind: 'goal', side: 'away' });
  expect(parsed).toMatchObject({ matchId: 5, index: 3, kind: 'goal', side: 'away', playerName: '', numbers: {} });
  expect(() => MatchCentrePush.event.parse({ matchId: 5, index: -1, at: 1, kind: 'goal' })).toThrow('index');
  expect(() => MatchCentrePush.event.parse({ matchId: 5, index: 1, at: 1, kind: 'goal', side: 'left' })).toThrow(
    'side',
  );
});
