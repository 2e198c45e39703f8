/**
 * 弹幕 over the video (components/room-chat/danmaku-layer.tsx): lines fly only inside the share
 * of the picture the fan chose, one per track; what the tracks cannot take stays in the chat list.
 */
import { act, render, screen } from '@testing-library/react';
import { DanmakuLayer } from '@src/domains/live-room/components/room-chat/danmaku-layer';
import { DANMAKU_FONT_SIZES, type DanmakuArea } from '@src/domains/live-room/rules/danmaku-settings';
import { useDanmakuSettings } from '@src/domains/live-room/store/danmaku-settings-store';
import { useRoomCrowdStore } from '@src/domains/live-room/store/room-crowd-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { lines, ROOM } from '../support/crowd-fixtures';

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
