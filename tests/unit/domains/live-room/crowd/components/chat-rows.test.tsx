/**
 * The chat list's rows (crowd/components/chat-list.tsx, chat-row.tsx): a fan's line with its
 * name, marks and title; the fan's own lines marked and without a menu; the room's system lines
 * (a red envelope's announcement opens its sheet); the fan's lines still on their way, or failed
 * with 重试; a line the fan reported gone for them. A tap, a long press or Enter on someone
 * else's line opens its menu.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChatLineKind } from '@src/contracts/room-crowd-push';
import { ChatList } from '@src/domains/live-room/crowd/components/chat-list';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { useRoomEnvelopeStore } from '@src/domains/live-room/envelope/store/room-envelope-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { chatLine, ROOM } from '../../support/crowd-fixtures';

const crowd = () => useRoomCrowdStore.getState();
const rows = () => within(screen.getByRole('list', { name: '聊天消息' })).getAllByRole('listitem');
const rowWith = (text: string) => screen.getByText(text).closest('li')!;

let menus: string[];
function renderList() {
  menus = [];
  return render(<ChatList onLineMenu={(lineId) => menus.push(lineId)} />);
}

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  crowd().openCrowd(ROOM);
});

it('says the room is quiet before anyone speaks', () => {
  renderList();
  expect(screen.getByText('还没有人说话，来聊两句吧')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: '聊天消息' })).toBeNull();
});

it('shows a fan’s line with their name, marks and title, the viewer’s own line marked and without a menu', () => {
  useRoomCrowdStore.setState({ titles: { 3: '铁杆球迷' } });
  crowd().applyReleased([
    chatLine(0, { nickName: '老球迷', text: '好球', vip: 2, level: 5, titleId: 3 }),
    chatLine(1, { nickName: '新人', text: '你好', vip: 0, level: 0, titleId: 0 }),
    chatLine(2, { nickName: '我', text: '我的话', uid: 'u1', vip: 0, level: 1 }),
  ]);
  renderList();
  const [fan, newcomer, own] = rows();
  expect(fan).toHaveTextContent('老球迷好球');
  expect(fan).toHaveAttribute('data-marks', 'VIP2 Lv5');
  expect(fan).toHaveAttribute('data-vip', 'true');
  expect(within(fan!).getByText('老球迷')).toHaveAttribute('data-title', '铁杆球迷');
  expect(fan).toHaveAttribute('aria-haspopup', 'menu');
  expect(fan).toHaveAttribute('tabindex', '0');
  expect(fan).not.toHaveAttribute('data-own');

  expect(newcomer).not.toHaveAttribute('data-marks');
  expect(newcomer).not.toHaveAttribute('data-vip');
  expect(within(newcomer!).getByText('新人')).not.toHaveAttribute('data-title');

  expect(own).toHaveAttribute('data-own', 'true');
  expect(own).toHaveAttribute('data-marks', 'Lv1');
  expect(own).not.toHaveAttribute('aria-haspopup');
  expect(own).not.toHaveAttribute('tabindex');
});

it('opens the menu of someone else’s line by a tap, a long press or Enter — not of the viewer’s own', () => {
  crowd().applyReleased([chatLine(0, { text: '别人的话' }), chatLine(1, { text: '我的话', uid: 'u1' })]);
  renderList();
  fireEvent.click(screen.getByText('别人的话'));
  fireEvent.click(screen.getByText(/^球迷0/));
  const pressed = fireEvent.contextMenu(rowWith('别人的话'));
  fireEvent.keyDown(rowWith('别人的话'), { key: 'Enter' });
  fireEvent.keyDown(rowWith('别人的话'), { key: ' ' });
  expect(pressed).toBe(false);
  fireEvent.click(screen.getByText('我的话'));
  fireEvent.contextMenu(rowWith('我的话'));
  expect(menus).toEqual([`${ROOM}-0`, `${ROOM}-0`, `${ROOM}-0`, `${ROOM}-0`]);
});

it('shows the room’s system lines: a notice’s words, a red envelope opened (a way into its sheet) and drawn', () => {
  const openSheet = jest.spyOn(useRoomEnvelopeStore.getState(), 'openSheet').mockImplementation(() => {});
  crowd().applyReleased([
    chatLine(0, { kind: ChatLineKind.Notice, uid: '', text: '文明观赛，理性发言' }),
    chatLine(1, { kind: ChatLineKind.LotteryOpen, uid: '', text: '', amount: 88, lotteryId: 4 }),
    chatLine(2, { kind: ChatLineKind.LotteryDraw, uid: '', text: '', amount: 88, lotteryId: 4 }),
    chatLine(3, { kind: ChatLineKind.LotteryDraw, uid: '', text: '红包已派完', amount: 88, lotteryId: 4 }),
    chatLine(4, { kind: 'future-kind', uid: '', text: '' }),
  ]);
  renderList();
  const [notice, opened, drawn, drawnWithWords, unknown] = rows();
  expect(notice).toHaveTextContent('文明观赛，理性发言');
  expect(notice).toHaveAttribute('data-kind', 'notice');
  expect(notice).not.toHaveAttribute('aria-haspopup');
  expect(drawn).toHaveTextContent('红包已开奖（总额 88 元）');
  expect(within(drawn!).queryByRole('button')).toBeNull();
  expect(drawnWithWords).toHaveTextContent('红包已派完');
  // A kind to come, without words of its own: an empty line, nothing made up.
  expect(unknown!.textContent).toBe('');
  // In the room's order, as the fans' rows.
  expect(rows().map((row) => row.dataset.index)).toEqual(['0', '1', '2', '3', '4']);
  const join = within(opened!).getByRole('button', { name: '红包来了！总额 88 元，快来参与 去参与 ›' });
  fireEvent.click(join);
  expect(openSheet).toHaveBeenCalledTimes(1);
  expect(menus).toEqual([]);
});

it('shows the viewer’s lines on their way under their name, and a failed one with its reason and 重试', () => {
  useSessionStore.setState({ username: '球迷小王' });
  const retry = jest.spyOn(crowd(), 'retry').mockResolvedValue({ kind: 'sent' });
  useRoomCrowdStore.setState({
    pending: [
      { clientMsgId: 'a', text: '路上的话', sentAt: 0, status: 'sending', error: '' },
      { clientMsgId: 'b', text: '被拒的话', sentAt: 0, status: 'failed', error: '发言太快了' },
      { clientMsgId: 'c', text: '断网的话', sentAt: 0, status: 'failed', error: '' },
    ],
  });
  renderList();
  const [sending, refused, lost] = rows();
  expect(sending).toHaveTextContent('球迷小王路上的话发送中');
  expect(sending).toHaveAttribute('data-pending', 'sending');
  // Marked as the viewer's own, as their lines the room has shown are.
  for (const row of rows()) expect(row).toHaveAttribute('data-own', '');
  expect(within(sending!).queryByRole('button', { name: '重试' })).toBeNull();
  expect(refused).toHaveTextContent('被拒的话发言太快了');
  expect(refused).toHaveAttribute('data-pending', 'failed');
  expect(lost).toHaveTextContent('断网的话发送失败');
  fireEvent.click(within(refused!).getByRole('button', { name: '重试' }));
  expect(retry).toHaveBeenCalledWith('b');
  expect(menus).toEqual([]);
});

it('marks no line as a visitor’s own, not even one the server sent without its sender', () => {
  setUpAppWorld();
  crowd().openCrowd(ROOM);
  crowd().applyReleased([chatLine(0, { text: '无名的话', uid: '' })]);
  renderList();
  expect(rows()[0]).not.toHaveAttribute('data-own');
  expect(rows()[0]).toHaveAttribute('aria-haspopup', 'menu');
});

it('leaves the lines unread aloud as they stream in', () => {
  crowd().applyReleased([chatLine(0)]);
  renderList();
  expect(screen.getByRole('list', { name: '聊天消息' })).toHaveAttribute('aria-live', 'off');
});

it('names the viewer’s lines 我 when the session has no name', () => {
  useSessionStore.setState({ username: '' });
  useRoomCrowdStore.setState({
    pending: [{ clientMsgId: 'a', text: '路上的话', sentAt: 0, status: 'sending', error: '' }],
  });
  renderList();
  expect(rows()[0]).toHaveTextContent('我路上的话');
});

it('leaves out the lines the viewer reported', () => {
  crowd().applyReleased([chatLine(0, { text: '举报了的话' }), chatLine(1, { text: '留下的话' })]);
  crowd().hideLine(`${ROOM}-0`);
  renderList();
  expect(rows()).toHaveLength(1);
  expect(screen.queryByText('举报了的话')).toBeNull();
});
