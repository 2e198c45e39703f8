/**
 * 弹幕 in a hot room (components/room-chat/danmaku-layer.tsx): a batch of released lines writes
 * the picture's layer and never reads its layout (the area's size comes from its ResizeObserver),
 * and a line that has crossed leaves through the area's one listener, none per line.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DanmakuLayer } from '@src/domains/live-room/components/room-chat/danmaku-layer';
import { DANMAKU_FONT_SIZES } from '@src/domains/live-room/rules/danmaku-settings';
import { useDanmakuSettings } from '@src/domains/live-room/store/danmaku-settings-store';
import { useRoomCrowdStore } from '@src/domains/live-room/store/room-crowd-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { lines, ROOM } from '../support/crowd-fixtures';

const AREA = { width: 390, height: 160 };

/** A ResizeObserver the test reports through (jsdom has none). */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  constructor(readonly report: (entries: { contentRect: { width: number; height: number } }[]) => void) {
    FakeResizeObserver.last = this;
  }
  observe(): void {}
  disconnect(): void {}
}

let layoutReads = 0;

beforeEach(() => {
  setUpAppWorld();
  useRoomCrowdStore.getState().openCrowd(ROOM);
  useRoomCrowdStore.getState().setAvailability('available');
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  layoutReads = 0;
});

afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function flyIn(): HTMLElement {
  useDanmakuSettings.getState().change({ on: true, area: 'full', fontSize: 'medium' });
  render(<DanmakuLayer />);
  const layer = screen.getByTestId('danmaku');
  for (const [name, value] of [
    ['clientWidth', AREA.width],
    ['clientHeight', AREA.height],
  ] as const)
    Object.defineProperty(layer, name, {
      get: () => {
        layoutReads += 1;
        return value;
      },
    });
  act(() => FakeResizeObserver.last!.report([{ contentRect: AREA }]));
  return layer;
}

it('flies a burst without reading the layout: the area’s size is its observer’s', () => {
  const layer = flyIn();
  act(() => useRoomCrowdStore.getState().applyReleased(lines(0, 29)));
  act(() => useRoomCrowdStore.getState().applyReleased(lines(30, 59)));
  expect(layoutReads).toBe(0);
  // One line per track of the reported height.
  expect(layer.children).toHaveLength(Math.floor(AREA.height / (DANMAKU_FONT_SIZES.medium * 1.5)));
});

it('takes a line that has crossed off the picture through the area’s one listener', () => {
  const added = jest.spyOn(HTMLElement.prototype, 'addEventListener');
  const layer = flyIn();
  const before = added.mock.calls.length;
  act(() => useRoomCrowdStore.getState().applyReleased(lines(0, 3)));
  expect(added.mock.calls.length).toBe(before);
  const first = layer.children[0]!;
  fireEvent.animationEnd(first);
  expect(first.isConnected).toBe(false);
  expect(layer.children).toHaveLength(3);
  added.mockRestore();
});
