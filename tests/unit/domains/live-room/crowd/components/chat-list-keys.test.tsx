/**
 * The chat list's taps and keys (crowd/components/chat-list.tsx): only Enter opens a line's
 * menu from the keyboard; a tap keeps the browser's own handling, which only the long press's menu
 * replaces; and after the pill brings the fan down, a scroll up counts the new lines again.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChatList } from '@src/domains/live-room/crowd/components/chat-list';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { chatLine, lines, ROOM } from '../../support/crowd-fixtures';

const crowd = () => useRoomCrowdStore.getState();
const row = () => screen.getByText('别人的话').closest('li')!;

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  crowd().openCrowd(ROOM);
});

it('opens a line’s menu by Enter, not by the other keys', () => {
  crowd().applyReleased([chatLine(0, { text: '别人的话' })]);
  const menus: string[] = [];
  render(<ChatList onLineMenu={(lineId) => menus.push(lineId)} />);
  fireEvent.keyDown(row(), { key: ' ' });
  fireEvent.keyDown(row(), { key: 'Tab' });
  expect(menus).toEqual([]);
  fireEvent.keyDown(row(), { key: 'Enter' });
  expect(menus).toEqual([`${ROOM}-0`]);
});

it('leaves a tap on a line to the browser as well, while a long press gets the line’s menu instead', () => {
  crowd().applyReleased([chatLine(0, { text: '别人的话' })]);
  render(<ChatList onLineMenu={() => {}} />);
  // fireEvent answers false when a handler prevented the browser's default.
  expect(fireEvent.click(row())).toBe(true);
  expect(fireEvent.contextMenu(row())).toBe(false);
});

it('counts the new lines again when the fan scrolls up right after the pill brought them down', () => {
  crowd().applyReleased(lines(0, 9));
  render(<ChatList onLineMenu={() => {}} />);
  const box = screen.getByRole('list', { name: '聊天消息' }).parentElement!;
  Object.defineProperty(box, 'scrollTop', { value: -200, configurable: true, writable: true });
  fireEvent.scroll(box);
  act(() => crowd().applyReleased(lines(10, 11)));
  fireEvent.click(screen.getByRole('button', { name: '2 条新消息' }));
  // Up again before the browser reports the jump to the bottom.
  box.scrollTop = -200;
  fireEvent.scroll(box);
  act(() => crowd().applyReleased(lines(12, 12)));
  expect(screen.getByRole('button', { name: '1 条新消息' })).toBeInTheDocument();
});
