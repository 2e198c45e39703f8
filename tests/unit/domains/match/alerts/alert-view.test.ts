import { alertWords } from '../../../../../src/domains/match/alerts/alerts-messages';
import { ALERT_SHOWN_MS, AlertView, type ViewedAlert } from '../../../../../src/domains/match/alerts/view/alert-view';

const alert = (overrides: Partial<ViewedAlert> = {}): ViewedAlert => ({
  id: '7-3',
  kind: 'goal',
  sport: 'football',
  minute: 23,
  homeName: '曼城',
  awayName: '阿森纳',
  homeScore: 1,
  awayScore: 0,
  side: 'home',
  playerName: '哈兰德',
  late: false,
  corrects: '',
  ...overrides,
});

let opened: ViewedAlert[];
/** Whether the app takes the next tap (false: a jump a second before debounces it). */
let takesTap: boolean;
let view: AlertView<ViewedAlert>;

beforeEach(() => {
  jest.useFakeTimers();
  opened = [];
  takesTap = true;
  view = new AlertView(document.body, {
    theme: 'normal',
    onOpen: (shown) => {
      opened.push(shown);
      return takesTap;
    },
  });
});
afterEach(() => {
  view.destroy();
  jest.useRealTimers();
});

const layer = () => document.querySelector<HTMLElement>('[data-testid="match-alert-layer"]')!;
const cards = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="match-alert"]')];
const pointer = (target: Element, type: string, clientX: number, clientY: number) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX, clientY }));

it('is a polite live region there before the first alert, in the theme it was given', () => {
  expect(layer().getAttribute('aria-live')).toBe('polite');
  expect(layer().getAttribute('role')).toBe('status');
  expect(layer().dataset.theme).toBe('normal');
  expect(cards()).toHaveLength(0);
  view.setTheme('dark');
  expect(layer().dataset.theme).toBe('dark');
});

it('shows one alert at a time: the next after the first has gone', () => {
  view.show(alert());
  view.show(alert({ id: '7-4', kind: 'red-card', playerName: '赖斯', side: 'away' }));
  expect(cards()).toHaveLength(1);
  expect(cards()[0]!.textContent).toContain('进球');
  jest.advanceTimersByTime(ALERT_SHOWN_MS - 1);
  expect(cards()[0]!.dataset.alertId).toBe('7-3');
  jest.advanceTimersByTime(1);
  expect(cards()).toHaveLength(1);
  expect(cards()[0]!.textContent).toContain('红牌');
  jest.advanceTimersByTime(ALERT_SHOWN_MS);
  expect(cards()).toHaveLength(0);
});

it('a tap opens the alert’s match and dismisses it', () => {
  view.show(alert());
  cards()[0]!.click();
  expect(opened.map((shown) => shown.id)).toEqual(['7-3']);
  expect(cards()).toHaveLength(0);
});

it('a tap the navigation did not take (a jump a second before) keeps the alert for another tap, its time anew', () => {
  view.show(alert());
  jest.advanceTimersByTime(ALERT_SHOWN_MS - 1000);
  takesTap = false;
  cards()[0]!.click();
  expect(cards()).toHaveLength(1);
  jest.advanceTimersByTime(ALERT_SHOWN_MS - 1);
  expect(cards()).toHaveLength(1);
  takesTap = true;
  cards()[0]!.click();
  expect(opened.map((shown) => shown.id)).toEqual(['7-3', '7-3']);
  expect(cards()).toHaveLength(0);
});

it('says where a tap leads: a streamer live on the match opens the room, else the match', () => {
  view.show(alert({ target: { kind: 'room' } }));
  expect(cards()[0]!.textContent).toContain('点按进入直播间');
  cards()[0]!.click();
  view.show(alert({ id: '7-4', target: { kind: 'match' } }));
  expect(cards()[0]!.textContent).toContain('点按查看比赛');
});

it('a swipe dismisses without opening; a short drag and a hold keep it', () => {
  view.show(alert());
  view.show(alert({ id: '7-4' }));
  const card = cards()[0]!;
  pointer(card, 'pointerdown', 100, 100);
  pointer(card, 'pointermove', 110, 102);
  // Held: the wait is paused.
  jest.advanceTimersByTime(ALERT_SHOWN_MS * 2);
  expect(cards()[0]).toBe(card);
  pointer(card, 'pointerup', 110, 102);
  expect(cards()[0]).toBe(card);
  pointer(card, 'pointerdown', 100, 100);
  pointer(card, 'pointermove', 180, 100);
  pointer(card, 'pointerup', 180, 100);
  card.click();
  expect(opened).toEqual([]);
  expect(cards()[0]!.dataset.alertId).toBe('7-4');
});

it('sets untrusted names as text, never as markup', () => {
  view.show(alert({ homeName: '<img src=x onerror="window.hacked=1">', playerName: '<b>x</b>' }));
  const card = cards()[0]!;
  expect(card.querySelector('img')).toBeNull();
  expect(card.querySelector('b')).toBeNull();
  expect(card.textContent).toContain('<img src=x onerror="window.hacked=1">');
});

it('a correction names the goal it takes back, when the fan was told of it', () => {
  view.show(alert());
  view.dismiss();
  view.show(alert({ id: '7-5', kind: 'goal-cancelled', corrects: '7-3', homeScore: 0, playerName: '' }));
  expect(cards()[0]!.textContent).toContain('进球取消（VAR）');
  expect(cards()[0]!.textContent).toContain("取消 23' 哈兰德（曼城） 的进球");
  expect(cards()[0]!.textContent).toContain('曼城 0-0 阿森纳');
});

it('marks a late alert', () => {
  view.show(alert({ late: true }));
  expect(cards()[0]!.dataset.late).toBe('true');
  expect(cards()[0]!.textContent).toMatch(/^稍早 · 进球/);
});

describe('words', () => {
  it.each([
    [{ kind: 'kick-off', minute: 0, side: '', playerName: '' }, '开赛', '曼城 1-0 阿森纳'],
    [{ kind: 'half-time', minute: 45, side: '', playerName: '' }, '半场', '曼城 1-0 阿森纳'],
    [{ kind: 'full-time', minute: 90, side: '', playerName: '' }, '完场', '曼城 1-0 阿森纳'],
    [{ kind: 'penalty', minute: 60, side: 'away', playerName: '' }, '点球', "曼城 1-0 阿森纳 · 60' 阿森纳"],
    [{ kind: 'start', sport: 'basketball', minute: 1, side: '', playerName: '' }, '开赛', '曼城 1-0 阿森纳'],
    [
      { kind: 'quarter-end', sport: 'basketball', minute: 3, side: '', playerName: '' },
      '第三节结束',
      '曼城 1-0 阿森纳',
    ],
    [{ kind: 'quarter-end', sport: 'basketball', minute: 5, side: '', playerName: '' }, '加时1结束', '曼城 1-0 阿森纳'],
    [{ kind: 'final', sport: 'basketball', minute: 4, side: '', playerName: '' }, '完场', '曼城 1-0 阿森纳'],
    [
      { kind: 'lead-change', sport: 'basketball', minute: 4, side: 'home', playerName: '' },
      '领先易主',
      '曼城 1-0 阿森纳 · 第四节 曼城',
    ],
    [{ kind: 'streamer-live', minute: 0, side: '', playerName: '小明' }, '关注的主播开播', '小明 · 曼城 vs 阿森纳'],
    // A host page without the app knows neither the streamer nor the match.
    [
      { kind: 'streamer-live', minute: 0, side: '', playerName: '', homeName: '', awayName: '' },
      '关注的主播开播',
      '你关注的主播',
    ],
  ] as const)('%j', (overrides, title, line) => {
    expect(alertWords(alert(overrides))).toMatchObject({ title, line });
  });
});
