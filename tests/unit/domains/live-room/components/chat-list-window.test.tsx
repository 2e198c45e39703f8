/**
 * The chat list in a hot room (components/room-chat/chat-list.tsx, rules/chat-lines.ts): it keeps
 * 150 rows, and while it follows the newest line it draws only the newest CHAT_ROWS_FOLLOWING of
 * them; scrolled up, every kept row is drawn, and back at the bottom the window closes again.
 */
import { act, render, screen, within } from '@testing-library/react';
import { ChatList } from '@src/domains/live-room/components/room-chat/chat-list';
import { CHAT_ROWS_FOLLOWING, CHAT_ROWS_KEPT, drawnRows } from '@src/domains/live-room/rules/chat-lines';
import { useRoomCrowdStore } from '@src/domains/live-room/store/room-crowd-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { withFakeIntersectionObserver } from '@tests/support/fake-intersection-observer';
import { lines, ROOM } from '../support/crowd-fixtures';

const crowd = () => useRoomCrowdStore.getState();
const drawnIndexes = () =>
  within(screen.getByRole('list', { name: '聊天消息' }))
    .getAllByRole('listitem')
    .map((row) => Number(row.getAttribute('data-index')));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

describe('drawnRows', () => {
  it('draws the newest rows while following and every kept row scrolled up', () => {
    const kept = range(0, 99);
    expect(drawnRows(kept, true)).toEqual(range(100 - CHAT_ROWS_FOLLOWING, 99));
    expect(drawnRows(kept, false)).toBe(kept);
  });

  it('draws a short list whole', () => {
    const kept = range(0, CHAT_ROWS_FOLLOWING - 1);
    expect(drawnRows(kept, true)).toBe(kept);
  });
});

describe('the list', () => {
  const observersMade = withFakeIntersectionObserver();

  beforeEach(() => {
    setUpAppWorld({ loggedIn: true });
    crowd().openCrowd(ROOM);
  });

  it('following a hot room, draws its newest rows; scrolled up, all it keeps; back down, the newest again', () => {
    render(<ChatList onLineMenu={() => {}} />);
    act(() => crowd().applyReleased(lines(0, 199)));
    expect(drawnIndexes()).toEqual(range(200 - CHAT_ROWS_FOLLOWING, 199));

    const [observer] = observersMade();
    act(() => observer!.reportAll(false));
    expect(drawnIndexes()).toEqual(range(200 - CHAT_ROWS_KEPT, 199));
    // Lines that come while the fan reads join the kept rows, all drawn.
    act(() => crowd().applyReleased(lines(200, 209)));
    expect(drawnIndexes()).toEqual(range(210 - CHAT_ROWS_KEPT, 209));

    act(() => observer!.reportAll(true));
    expect(drawnIndexes()).toEqual(range(210 - CHAT_ROWS_FOLLOWING, 209));
  });
});
