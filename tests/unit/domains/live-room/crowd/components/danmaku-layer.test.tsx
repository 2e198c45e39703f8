/**
 * 弹幕 over the video (crowd/components/danmaku-layer.tsx): lines fly only inside the share
 * of the picture the fan chose, one per track; what the tracks cannot take stays in the chat list.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ChatLineKind } from '@src/contracts/room-crowd-push';
import { DanmakuLayer } from '@src/domains/live-room/crowd/components/danmaku-layer';
import { DANMAKU_FONT_SIZES, type DanmakuArea } from '@src/domains/live-room/crowd/rules/danmaku-settings';
import { useDanmakuSettings } from '@src/domains/live-room/crowd/store/danmaku-settings-store';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { chatLine, lines, ROOM } from '../../support/crowd-fixtures';

/** The picture's stage on a 390 px wide phone (between the buttons on top and the player's controls). */
const STAGE = { width: 390, height: 160 };
const SHARE: Record<DanmakuArea, number> = { quarter: 0.25, half: 0.5, full: 1 };

beforeEach(() => {
  setUpAppWorld();
  useRoomCrowdStore.getState().openCrowd(ROOM);
  useRoomCrowdStore.getState().setAvailability('available');
});

/** The layer with the fan's area; jsdom lays nothing out, so the area gets the size the stage would give it. */
function flyIn(area: DanmakuArea) {
  useDanmakuSettings.getState().change({ on: true, area, fontSize: 'medium' });
  render(<DanmakuLayer />);
  const layer = screen.getByTestId('danmaku');
  // The area is the chosen share of the stage's height, from its top.
  expect(layer.style.height).toBe(`${SHARE[area] * 100}%`);
  Object.defineProperty(layer, 'clientWidth', { value: STAGE.width });
  Object.defineProperty(layer, 'clientHeight', { value: STAGE.height * SHARE[area] });
  return layer;
}

/** The layer for a logged-in fan (uid u1), whose own lines it frames. */
function flyInAsFan(area: DanmakuArea) {
  setUpAppWorld({ loggedIn: true });
  useRoomCrowdStore.getState().openCrowd(ROOM);
  useRoomCrowdStore.getState().setAvailability('available');
  return flyIn(area);
}

const flying = (layer: HTMLElement) => Array.from(layer.children) as HTMLElement[];

it.each<DanmakuArea>(['quarter', 'half', 'full'])(
  'keeps every line of a burst inside the %s area the fan chose',
  (area) => {
    const layer = flyIn(area);
    act(() => useRoomCrowdStore.getState().applyReleased(lines(0, 29)));
    const areaHeight = STAGE.height * SHARE[area];
    const lineHeight = DANMAKU_FONT_SIZES.medium * 1.5;
    const items = flying(layer);
    // As many lines as tracks fit in the area's height, one per track, none below it.
    expect(items).toHaveLength(Math.floor(areaHeight / lineHeight));
    const tops = items.map((item) => parseFloat(item.style.top));
    expect(new Set(tops).size).toBe(items.length);
    for (const top of tops) expect(top + lineHeight).toBeLessThanOrEqual(areaHeight);
  },
);

it('flies the fans’ words as text, the viewer’s own framed, and no system lines', () => {
  const layer = flyInAsFan('full');
  act(() =>
    useRoomCrowdStore
      .getState()
      .applyReleased([
        chatLine(0, { text: '<b>好球</b>' }),
        chatLine(1, { text: '我的弹幕', uid: 'u1' }),
        chatLine(2, { kind: ChatLineKind.Notice, uid: '', text: '文明观赛' }),
      ]),
  );
  const [other, own] = flying(layer);
  expect(flying(layer)).toHaveLength(2);
  expect(other).toHaveTextContent('<b>好球</b>');
  expect(other!.querySelector('b')).toBeNull();
  expect(other).not.toHaveClass('own');
  expect(own).toHaveClass('own');
  // From the right edge to fully past the left, at the chosen speed (适中, 120 px/s).
  expect(other!.style.getPropertyValue('--from')).toBe(`${STAGE.width}px`);
  expect(parseFloat(other!.style.getPropertyValue('--to'))).toBeLessThan(0);
  const width = -parseFloat(other!.style.getPropertyValue('--to'));
  expect(other!.style.animationDuration).toBe(`${Math.round(((STAGE.width + width) / 120) * 1000)}ms`);
  expect(layer.style.getPropertyValue('--danmaku-font')).toBe('16px');
  // Gone from the picture once across it.
  fireEvent.animationEnd(other!);
  expect(flying(layer)).toEqual([own]);
});

it('shows nothing of 弹幕 without the room’s crowd', () => {
  useRoomCrowdStore.getState().setAvailability('unavailable');
  render(<DanmakuLayer />);
  expect(screen.queryByTestId('danmaku')).toBeNull();
  expect(screen.queryByRole('button', { name: '关闭弹幕' })).toBeNull();
});

it('turns 弹幕 off and on again, the picture cleared of what flew', () => {
  const layer = flyIn('half');
  act(() => useRoomCrowdStore.getState().applyReleased(lines(0, 1)));
  expect(flying(layer)).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: '关闭弹幕' }));
  expect(screen.queryByTestId('danmaku')).toBeNull();
  expect(flying(layer)).toHaveLength(0);
  expect(screen.queryByRole('button', { name: '弹幕设置' })).toBeNull();
  const on = screen.getByRole('button', { name: '开启弹幕' });
  expect(on).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(on);
  expect(screen.getByRole('button', { name: '关闭弹幕' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('danmaku')).toBeInTheDocument();
});

it('takes the fan’s settings at once: opacity, speed, font size and area, kept on the device', () => {
  flyIn('half');
  fireEvent.click(screen.getByRole('button', { name: '弹幕设置' }));
  const sheet = screen.getByRole('dialog', { name: '弹幕设置' });
  const choose = (setting: string, choice: string) =>
    fireEvent.click(
      within(within(sheet).getByRole('radiogroup', { name: setting })).getByRole('radio', { name: choice }),
    );
  const chosen = (setting: string) =>
    within(within(sheet).getByRole('radiogroup', { name: setting })).getByRole('radio', { checked: true });
  expect(chosen('显示区域')).toHaveAccessibleName('半屏');
  expect(chosen('不透明度')).toHaveAccessibleName('75%');
  expect(chosen('速度')).toHaveAccessibleName('适中');
  expect(chosen('字号')).toHaveAccessibleName('中');
  choose('不透明度', '50%');
  choose('速度', '快');
  choose('字号', '大');
  choose('显示区域', '1/4');
  const kept = { on: true, opacity: 0.5, speed: 'fast', fontSize: 'large', area: 'quarter' };
  expect(useDanmakuSettings.getState().settings).toEqual(kept);
  expect(JSON.parse(localStorage.getItem('sport-info:danmaku')!)).toEqual(kept);
  const area = screen.getByTestId('danmaku');
  expect(area.style.height).toBe('25%');
  expect(area.style.opacity).toBe('0.5');
  expect(area.style.getPropertyValue('--danmaku-font')).toBe('20px');
  fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog', { name: '弹幕设置' })).toBeNull();
});

it('flies the next lines at the speed the fan chose, each once, the picture cleared of the old ones', () => {
  useDanmakuSettings.getState().change({ speed: 'normal' });
  const layer = flyIn('full');
  const duration = (item: HTMLElement) => parseFloat(item.style.animationDuration);
  act(() => useRoomCrowdStore.getState().applyReleased([chatLine(0, { text: '好球' })]));
  const [steady] = flying(layer);
  act(() => useDanmakuSettings.getState().change({ speed: 'fast' }));
  expect(flying(layer)).toHaveLength(0);
  act(() => useRoomCrowdStore.getState().applyReleased([chatLine(1, { text: '好球' })]));
  const [fast] = flying(layer);
  expect(flying(layer)).toHaveLength(1);
  expect(duration(fast!)).toBeLessThan(duration(steady!));
});

it('takes what flew off the picture when the fan chooses another area', () => {
  const layer = flyIn('full');
  act(() => useRoomCrowdStore.getState().applyReleased(lines(0, 5)));
  expect(flying(layer)).toHaveLength(6);
  act(() => useDanmakuSettings.getState().change({ area: 'quarter' }));
  expect(flying(layer)).toHaveLength(0);
});

it('frames the viewer’s own line, so it flies the frame’s width further to leave the picture', () => {
  const layer = flyInAsFan('full');
  act(() =>
    useRoomCrowdStore
      .getState()
      .applyReleased([chatLine(0, { text: '好球' }), chatLine(1, { text: '好球', uid: 'u1' })]),
  );
  const [other, own] = flying(layer).map((item) => parseFloat(item.style.getPropertyValue('--to')));
  expect(own).toBeLessThan(other!);
});

it('keeps at most 60 lines on the picture however many tracks a tall one has', () => {
  useDanmakuSettings.getState().change({ on: true, area: 'full', fontSize: 'small' });
  render(<DanmakuLayer />);
  const layer = screen.getByTestId('danmaku');
  Object.defineProperty(layer, 'clientWidth', { value: STAGE.width });
  Object.defineProperty(layer, 'clientHeight', { value: 3000 });
  act(() => useRoomCrowdStore.getState().applyReleased(lines(0, 39)));
  expect(flying(layer)).toHaveLength(40);
  act(() => useRoomCrowdStore.getState().applyReleased(lines(40, 139)));
  expect(flying(layer)).toHaveLength(60);
  for (const item of flying(layer).slice(0, 30)) fireEvent.animationEnd(item);
  act(() => useRoomCrowdStore.getState().applyReleased(lines(140, 239)));
  expect(flying(layer)).toHaveLength(60);
});
