/**
 * 弹幕 as the room opens (crowd/components/danmaku-layer.tsx): the settings wait for the fan's
 * tap, and a visitor, who has no uid, sees no line framed as their own.
 */
import { act, render, screen } from '@testing-library/react';
import { DanmakuLayer } from '@src/domains/live-room/crowd/components/danmaku-layer';
import { useDanmakuSettings } from '@src/domains/live-room/crowd/store/danmaku-settings-store';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { chatLine, ROOM } from '../../support/crowd-fixtures';

beforeEach(() => {
  setUpAppWorld();
  useRoomCrowdStore.getState().openCrowd(ROOM);
  useRoomCrowdStore.getState().setAvailability('available');
  useDanmakuSettings.getState().change({ on: true, area: 'full' });
});

it('keeps the settings closed until the fan asks for them', () => {
  render(<DanmakuLayer />);
  expect(screen.getByRole('button', { name: '弹幕设置' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: '弹幕设置' })).toBeNull();
});

it('frames no line as a visitor’s own, not even one that names no sender', () => {
  render(<DanmakuLayer />);
  const layer = screen.getByTestId('danmaku');
  Object.defineProperty(layer, 'clientWidth', { value: 390 });
  Object.defineProperty(layer, 'clientHeight', { value: 160 });
  act(() => useRoomCrowdStore.getState().applyReleased([chatLine(0, { text: '好球', uid: '' })]));
  const [line] = Array.from(layer.children);
  expect(line).toHaveTextContent('好球');
  expect(line).not.toHaveClass('own');
});
