import { nearestCorner } from '@src/domains/live-room/mini-player/rules/mini-player-corner';

describe('nearestCorner (the mini-player snaps)', () => {
  it('takes the quarter of the viewport the window was let go in', () => {
    expect(nearestCorner(50, 100, 390, 844)).toBe('top-left');
    expect(nearestCorner(300, 100, 390, 844)).toBe('top-right');
    expect(nearestCorner(50, 700, 390, 844)).toBe('bottom-left');
    expect(nearestCorner(300, 700, 390, 844)).toBe('bottom-right');
  });
});
