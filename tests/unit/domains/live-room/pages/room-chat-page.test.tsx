/**
 * The live room's chat (聊天, its input and 弹幕) over the development server's anchors, news
 * (the comment rule, the report's categories) and titles routes; the crowd's history, send and
 * a chat line's report are answered here (the crowd's routes need the push hub: tests/integration and the end-to-end test run them
 * for real), its pushed lines handed to the room's registered handler.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CommentRuleCalls } from '@src/contracts/comment-rule';
import { DemoUser } from '@src/contracts/dev-server';
import { NewsCalls } from '@src/contracts/news-calls';
import { RoomCrowdCalls, type ChatHistory } from '@src/contracts/room-crowd';
import type { ChatLine } from '@src/contracts/room-crowd-push';
import { useSessionStore } from '@src/platform/session/session-store';
import { registerNewsRoutes } from '@shell-demo/server/routes/news';
import { registerAnchorRoutes } from '@shell-demo/server/routes/anchors';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { registerUserTitleRoutes } from '@shell-demo/server/routes/user-titles';
import { shownToasts } from '@tests/support/app-world';
import { ok, paramsOf } from '@tests/support/fake-transport';
import { installInProcessBackend, type InProcessBackend, type Override } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { pictureAt, pushLine, resetRoomCrowdPage } from '../support/room-crowd-page';
import { onAirWithBooking, anchorsPageHooks } from '../../anchors/support/anchors-backend';
import { BACKEND_NOW } from '@tests/support/in-process-backend';
import { chatLine } from '../support/crowd-fixtures';

jest.mock('@src/domains/live-room/player/components/lazy-live-player', () =>
  jest.requireActual('../support/room-crowd-page').playerModule(),
);
jest.mock('@src/platform/socket/push-connection', () =>
  jest.requireActual('../support/room-crowd-page').pushConnectionModule(),
);

let backend: InProcessBackend;
let roomId = 0;
let world: ChatLine[] = [];

/** A line of the room the test opened, a minute before the backend's clock. */
const line = (index: number, overrides: Partial<ChatLine> = {}): ChatLine =>
  chatLine(index, {
    roomId,
    id: `${roomId}-${index}`,
    at: BACKEND_NOW - 60_000 + index,
    uid: `u${2000 + index}`,
    level: 5,
    ...overrides,
  });

/** history and send as a backend with the crowd answers them, over the world's lines. */
const crowd: Override = (request) => {
  if (request.path === RoomCrowdCalls.history.path) {
    const since = paramsOf(request).sinceIndex;
    const lines = since === undefined ? world.slice(-100) : world.filter((item) => item.index > Number(since));
    return ok({ roomId, nextIndex: world.length, lines } satisfies ChatHistory);
  }
  if (request.path === RoomCrowdCalls.send.path) {
    const { text, clientMsgId } = paramsOf(request);
    const echo = line(world.length, {
      uid: request.headers.uid ?? '',
      nickName: '我自己',
      text,
      clientMsgId,
      at: Date.now(),
    });
    world.push(echo);
    return ok({ line: echo, nextSendAt: Date.now() + 3000 });
  }
  // A report with roomId checks the line in the crowd's log (the push hub's side): accepted here.
  if (request.path === NewsCalls.reportAdd.path && paramsOf(request).roomId !== undefined) return ok(null);
  return undefined;
};

async function enterRoom(username?: string, override: Override = crowd) {
  backend = installInProcessBackend(
    [registerSystemRoutes, registerAnchorRoutes, registerUserTitleRoutes, registerNewsRoutes],
    {
      now: BACKEND_NOW,
      override,
    },
  );
  const { streamer, info } = await onAirWithBooking(backend as never);
  roomId = info.liveRoomId;
  world = Array.from({ length: 5 }, (_, index) => line(index));
  if (username) backend.logIn(username);
  const rendered = await renderRoute(`/anchor/detail/${streamer.id}`);
  await screen.findByRole('heading', { name: streamer.nickName });
  return { ...rendered, path: `/anchor/detail/${streamer.id}` };
}

const openChat = async () => fireEvent.click(await screen.findByRole('tab', { name: '聊天' }));
const chatList = () => screen.findByRole('list', { name: '聊天消息' });
const push = (item: ChatLine) => pushLine(roomId, item);

// The room's first render over a fresh world takes seconds on a loaded two-core machine.
jest.setTimeout(15_000);
anchorsPageHooks(() => backend.restore(), resetRoomCrowdPage);

it('shows the room’s chat in a 聊天 tab: names, marks and messages as text, newest at the bottom', async () => {
  await enterRoom();
  world[3] = line(3, { nickName: '<b>老球迷</b>', text: '<img src=x onerror="window.__pwned=1">', titleId: 1, vip: 2 });
  pictureAt(0);
  await openChat();
  const list = await chatList();
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.getAttribute('data-index'))).toEqual(['0', '1', '2', '3', '4']);
  expect(rows[3]).toHaveTextContent('<b>老球迷</b><img src=x onerror="window.__pwned=1">');
  expect(rows[3]!.querySelector('img, b')).toBeNull();
  expect(rows[3]).toHaveAttribute('data-marks', 'VIP2 Lv5');
  await waitFor(() => expect(within(rows[3]!).getByText('<b>老球迷</b>')).toHaveAttribute('data-title'));
  push(line(5));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
});

it('leaves the 聊天 tab cleanly where scrollIntoView returns a promise (Chromium today)', async () => {
  const scrollIntoView = jest.fn(() => Promise.resolve());
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: scrollIntoView,
    configurable: true,
    writable: true,
  });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await enterRoom();
    pictureAt(0);
    await openChat();
    await chatList();
    expect(scrollIntoView).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '赛程' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '聊天消息' })).toBeNull());
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(
      /must not return anything besides a function|destroy is not a function/,
    );
  } finally {
    errors.mockRestore();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

it('holds a line until the viewer’s picture reaches it, and releases it with 实时比分', async () => {
  await enterRoom();
  pictureAt(20);
  await openChat();
  await chatList();
  // Accepted 19.7 s ago: the picture, 20 s behind, reaches it in 0.3 s. Accepted now: in 20 s.
  push(line(5, { at: Date.now() - 19_700, text: '快到了' }));
  push(line(6, { at: Date.now(), text: '进了！！' }));
  expect(screen.queryByText('快到了')).toBeNull();
  expect(await screen.findByText('快到了')).toBeInTheDocument();
  expect(screen.queryByText('进了！！')).toBeNull();
  fireEvent.click(screen.getByRole('switch', { name: '实时比分' }));
  expect(await screen.findByText('进了！！')).toBeInTheDocument();
});

it('asks a visitor to log in when they tap the input, with the way back to the room', async () => {
  const { navigation, path } = await enterRoom();
  pictureAt(0);
  await openChat();
  fireEvent.click(await screen.findByRole('textbox', { name: '登录后参与聊天' }));
  expect(navigation.logins[0]).toBe(path);
});

it('shows a banned user the ban text instead of the input', async () => {
  await enterRoom(DemoUser.banned);
  pictureAt(0);
  await openChat();
  const note = await screen.findByRole('note');
  const rule = backend.answersTo<{ banText: string }>(CommentRuleCalls.commentRule.path)[0]!;
  expect(note).toHaveTextContent(rule.banText);
  expect(screen.queryByRole('textbox', { name: '发送聊天消息' })).toBeNull();
});

it('shows a below-threshold user the rule’s text with the current and required values', async () => {
  await enterRoom(DemoUser.lowRecharge);
  pictureAt(0);
  await openChat();
  expect(await screen.findByRole('note')).toHaveTextContent(/当前累计充值 \d+ 元 \/ \d+ 元/);
});

it('sends: the line shows at once, the echo takes its place, slow mode counts down on the button', async () => {
  await enterRoom(DemoUser.normal);
  pictureAt(20);
  await openChat();
  const input = await screen.findByRole('textbox', { name: '发送聊天消息' });
  fireEvent.change(input, { target: { value: '  主队加油  ' } });
  fireEvent.click(screen.getByRole('button', { name: '发送' }));
  const list = await chatList();
  await waitFor(() => expect(within(list).getByText('主队加油')).toBeInTheDocument());
  expect(input).toHaveValue('');
  expect(await screen.findByRole('button', { name: /秒后可发送/ })).toBeDisabled();
  await waitFor(() => expect(list.querySelector('[data-pending]')).toBeNull());
  expect(within(list).getAllByText('主队加油')).toHaveLength(1);
  expect(paramsOf(backend.sentTo(RoomCrowdCalls.send.path)[0]!)).toMatchObject({
    roomId: String(roomId),
    text: '主队加油',
  });
});

it('keeps the draft when a send fails and retries it under the same message id', async () => {
  let fail = true;
  await enterRoom(DemoUser.normal, (request) =>
    request.path === RoomCrowdCalls.send.path && fail ? { network: true } : crowd(request, async () => undefined),
  );
  pictureAt(0);
  await openChat();
  const input = await screen.findByRole('textbox', { name: '发送聊天消息' });
  fireEvent.change(input, { target: { value: '别断啊' } });
  fireEvent.click(screen.getByRole('button', { name: '发送' }));
  await waitFor(() => expect(input).toHaveValue('别断啊'));
  fail = false;
  fireEvent.click(await screen.findByRole('button', { name: '重试' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: '重试' })).toBeNull());
  const ids = backend.sentTo(RoomCrowdCalls.send.path).map((request) => paramsOf(request).clientMsgId);
  expect(new Set(ids).size).toBe(1);
});

it('reports a line: categories, the call with the room, a toast, the line hidden for the reporter', async () => {
  await enterRoom(DemoUser.normal);
  pictureAt(0);
  await openChat();
  const list = await chatList();
  fireEvent.click(within(list).getByText('第2条'));
  fireEvent.click(await screen.findByRole('button', { name: '举报' }));
  const sheet = await screen.findByRole('dialog', { name: '举报这条消息' });
  const categories = await waitFor(() => {
    const found = within(sheet)
      .getAllByRole('button')
      .filter((button) => button.textContent !== '取消');
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  fireEvent.click(categories[0]!);
  await waitFor(() => expect(shownToasts()).toContainEqual(['success', '举报成功']));
  expect(paramsOf(backend.sentTo(NewsCalls.reportAdd.path)[0]!)).toMatchObject({
    commentId: `${roomId}-2`,
    roomId: String(roomId),
  });
  expect(within(list).queryByText('第2条')).toBeNull();
});

it('shows no chat, no input and no 弹幕 against a backend without the crowd (404)', async () => {
  await enterRoom(DemoUser.normal, () => undefined);
  pictureAt(0);
  await waitFor(() => expect(backend.sentTo(RoomCrowdCalls.history.path)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('tab', { name: '聊天' })).toBeNull();
  expect(screen.queryByRole('button', { name: /弹幕/ })).toBeNull();
  expect(screen.getByRole('button', { name: '去投注' })).toBeInTheDocument();
});

it('flies lines over the video, the fan’s own marked, and turns 弹幕 off', async () => {
  await enterRoom(DemoUser.normal);
  pictureAt(0);
  const toggle = await screen.findByRole('button', { name: '关闭弹幕' });
  const layer = screen.getByTestId('danmaku');
  Object.defineProperty(layer, 'clientWidth', { value: 390 });
  Object.defineProperty(layer, 'clientHeight', { value: 100 });
  push(line(5, { text: '<i>好球</i>' }));
  await waitFor(() => expect(layer.textContent).toContain('<i>好球</i>'));
  expect(layer.querySelector('i')).toBeNull();
  push(line(6, { uid: useSessionStore.getState().uid, text: '我的弹幕' }));
  await waitFor(() => expect(within(layer).getByText('我的弹幕')).toHaveClass('own'));
  expect(within(layer).getByText('<i>好球</i>')).not.toHaveClass('own');
  fireEvent.click(toggle);
  expect(screen.queryByTestId('danmaku')).toBeNull();
  expect(screen.getByRole('button', { name: '开启弹幕' })).toHaveAttribute('aria-pressed', 'false');
  expect(JSON.parse(window.localStorage.getItem('sport-info:danmaku')!)).toMatchObject({ on: false });
});
