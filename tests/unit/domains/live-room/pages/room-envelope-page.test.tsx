/**
 * The live room's red envelope (红包) over the development server's anchors routes; the crowd's
 * history and the lottery's info and entry are answered here (the crowd's routes need the push
 * hub: the end-to-end test runs them for real), the draw's line handed to the room's push handler.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DemoUser } from '@src/contracts/dev-server';
import { AnchorRoomCalls } from '@src/contracts/anchors-room';
import type { ScheduleItem } from '@src/contracts/anchors-room';
import { RoomCrowdCalls, type ChatHistory, type RoomLottery } from '@src/contracts/room-crowd';
import type { ChatLine } from '@src/contracts/room-crowd-push';
import { registerAnchorRoutes } from '@shell-demo/server/routes/anchors';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { registerUserTitleRoutes } from '@shell-demo/server/routes/user-titles';
import { ok, paramsOf } from '@tests/support/fake-transport';
import { BACKEND_NOW, installInProcessBackend, type Override } from '@tests/support/in-process-backend';
import type { InProcessBackend } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { pictureAt, pushLine, resetRoomCrowdPage } from '../support/room-crowd-page';
import { matchLabel, onAirWithBooking, anchorsPageHooks } from '../../anchors/support/anchors-backend';

jest.mock('@src/domains/live-room/player/components/lazy-live-player', () =>
  jest.requireActual('../support/room-crowd-page').playerModule(),
);
jest.mock('@src/platform/socket/push-connection', () =>
  jest.requireActual('../support/room-crowd-page').pushConnectionModule(),
);

let backend: InProcessBackend;
let roomId = 0;
let hostId = 0;
/** The room's lottery as the server has it (null: none now). */
let lottery: RoomLottery | null = null;
let enterCalls = 0;

const openLottery = (overrides: Partial<RoomLottery> = {}): RoomLottery => ({
  lotteryId: 5,
  roomId,
  hostId,
  amount: 188,
  winnerCount: 5,
  status: 'open',
  openedAt: Date.now() - 30_000,
  drawAt: Date.now() + 150_000,
  participants: 42,
  conditions: [{ kind: 'send-chat', text: '在直播间发送一条消息', done: true }],
  entered: false,
  result: null,
  ...overrides,
});

const drawLine = (index: number): ChatLine => ({
  roomId,
  index,
  id: `${roomId}-${index}`,
  kind: 'lottery-draw',
  at: Date.now(),
  uid: '',
  nickName: '',
  titleId: 0,
  level: 0,
  vip: 0,
  text: '红包已开奖',
  clientMsgId: '',
  lotteryId: 5,
  amount: 188,
  record: null,
});

/** The crowd with an empty history, and the lottery's info and entry over `lottery`. */
const crowd: Override = (request) => {
  if (request.path === RoomCrowdCalls.history.path)
    return ok({ roomId, nextIndex: 0, lines: [] } satisfies ChatHistory);
  if (request.path === RoomCrowdCalls.lotteryInfo.path) return ok(lottery);
  if (request.path === RoomCrowdCalls.lotteryEnter.path) {
    enterCalls += 1;
    lottery = { ...lottery!, entered: true, participants: lottery!.participants + 1 };
    return ok(lottery);
  }
  return undefined;
};

async function enterRoom({
  username,
  query = '',
  override = crowd,
}: { username?: string; query?: string; override?: Override } = {}) {
  backend = installInProcessBackend([registerSystemRoutes, registerAnchorRoutes, registerUserTitleRoutes], {
    now: BACKEND_NOW,
    override,
  });
  const { streamer, info, live } = await onAirWithBooking(backend as never);
  roomId = info.liveRoomId;
  hostId = streamer.id;
  lottery = openLottery();
  if (username) backend.logIn(username);
  const rendered = await renderRoute(`/anchor/detail/${streamer.id}${query}`);
  await screen.findByRole('heading', { name: streamer.nickName });
  return { ...rendered, live, path: `/anchor/detail/${streamer.id}` };
}

// The crowd's chunk, then lotteryInfo: a few seconds on a loaded two-core machine.
const envelopeButton = () => screen.findByRole('button', { name: '打开红包，总额 188元' }, { timeout: 8_000 });
const openSheet = async () => {
  fireEvent.click(await envelopeButton());
  return screen.findByRole('dialog', { name: '直播间红包' });
};
const push = (item: ChatLine) => pushLine(roomId, item);

jest.setTimeout(20_000);
anchorsPageHooks(
  () => backend.restore(),
  () => {
    resetRoomCrowdPage();
    enterCalls = 0;
  },
);

it('shows 红包 with its prize; the sheet shows the prize, the countdown and the condition', async () => {
  await enterRoom({ username: DemoUser.normal });
  pictureAt(0);
  const sheet = await openSheet();
  expect(within(sheet).getByText('188元')).toBeInTheDocument();
  expect(within(sheet).getByText('5 人瓜分')).toBeInTheDocument();
  expect(within(sheet).getByRole('timer')).toHaveTextContent(/距开奖\s*00:02:[0-5]\d/);
  expect(within(sheet).getByRole('listitem')).toHaveTextContent('在直播间发送一条消息已完成');
  expect(within(sheet).getByText('已有 42 人参与')).toBeInTheDocument();
});

it('asks a visitor to log in to enter, back to the room with the sheet open', async () => {
  const { navigation, path } = await enterRoom();
  pictureAt(0);
  const sheet = await openSheet();
  fireEvent.click(within(sheet).getByRole('button', { name: '登录后参与' }));
  expect(navigation.logins[0]).toBe(`${path}?envelope=1`);
  expect(enterCalls).toBe(0);
});

it('enters once however often tapped', async () => {
  await enterRoom({ username: DemoUser.normal });
  pictureAt(0);
  const sheet = await openSheet();
  const enter = within(sheet).getByRole('button', { name: '参与抽奖' });
  fireEvent.click(enter);
  fireEvent.click(enter);
  fireEvent.click(enter);
  expect(await within(sheet).findByRole('button', { name: '已参与，等待开奖' })).toBeDisabled();
  expect(within(sheet).getByText('已有 43 人参与')).toBeInTheDocument();
  expect(enterCalls).toBe(1);
  expect(paramsOf(backend.sentTo(RoomCrowdCalls.lotteryEnter.path)[0]!)).toMatchObject({ lotteryId: '5' });
});

it('offers a way to do a condition not done yet, and no entry before it', async () => {
  await enterRoom({ username: DemoUser.normal });
  lottery = openLottery({ conditions: [{ kind: 'send-chat', text: '在直播间发送一条消息', done: false }] });
  pictureAt(0);
  const sheet = await openSheet();
  expect(within(sheet).getByRole('button', { name: '完成条件后参与' })).toBeDisabled();
  fireEvent.click(within(sheet).getByRole('button', { name: '去发言' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '直播间红包' })).toBeNull());
  expect(screen.getByRole('tab', { name: '聊天' })).toHaveAttribute('aria-selected', 'true');
});

it('holds the draw until the picture reaches it, then shows 中奖 with the way to 领奖审核 (实时比分 releases it)', async () => {
  await enterRoom({ username: DemoUser.normal });
  lottery = openLottery({ entered: true });
  pictureAt(20);
  const sheet = await openSheet();
  // Drawn now in the world; the picture, 20 s behind, has not got there.
  lottery = { ...lottery, status: 'drawn', drawAt: Date.now() - 1, result: { won: true, amount: 37.6 } };
  push(drawLine(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(within(sheet).queryByText('中奖')).toBeNull();
  expect(within(sheet).queryByRole('button', { name: '参与抽奖' })).toBeNull();
  fireEvent.click(screen.getByRole('switch', { name: '实时比分', hidden: true }));
  expect(await within(sheet).findByText('中奖')).toBeInTheDocument();
  expect(within(sheet).getByText('恭喜抢到 37.6元')).toBeInTheDocument();
  expect(within(sheet).getByRole('link', { name: '去领奖审核' }).getAttribute('href')).toMatch(
    /\/news\/lottery-approval$/,
  );
});

it('tells an entrant who did not win 未中奖', async () => {
  await enterRoom({ username: DemoUser.normal });
  lottery = openLottery({ entered: true, status: 'drawn', drawAt: Date.now() - 1, result: { won: false, amount: 0 } });
  pictureAt(0);
  const sheet = await openSheet();
  push(drawLine(0));
  expect(await within(sheet).findByText('未中奖')).toBeInTheDocument();
});

it('opens the sheet from the chat: a 红包 line is a way in (the button may have scrolled away)', async () => {
  await enterRoom({ username: DemoUser.normal });
  pictureAt(0);
  await envelopeButton();
  fireEvent.click(screen.getByRole('tab', { name: '聊天' }));
  push({ ...drawLine(0), kind: 'lottery-open', text: '', id: `${roomId}-0` });
  const line = await screen.findByRole('button', { name: /红包来了！总额 188 元，快来参与\s*去参与/ });
  fireEvent.click(line);
  expect(await screen.findByRole('dialog', { name: '直播间红包' })).toBeInTheDocument();
});

it('opens the room with the sheet when asked by ?envelope=1', async () => {
  await enterRoom({ username: DemoUser.normal, query: '?envelope=1' });
  pictureAt(0);
  expect(await screen.findByRole('dialog', { name: '直播间红包' }, { timeout: 8_000 })).toBeInTheDocument();
});

it('shows no 红包 against a backend without the lottery (404), and the chat stays', async () => {
  await enterRoom({
    username: DemoUser.normal,
    override: (request, serverData) =>
      request.path === RoomCrowdCalls.lotteryInfo.path ? undefined : crowd(request, serverData),
  });
  pictureAt(0);
  await screen.findByRole('tab', { name: '聊天' });
  await waitFor(() => expect(backend.sentTo(RoomCrowdCalls.lotteryInfo.path)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('button', { name: /打开红包/ })).toBeNull();
});

it('shows no 红包 while the room has no lottery', async () => {
  await enterRoom({
    username: DemoUser.normal,
    override: (request, serverData) =>
      request.path === RoomCrowdCalls.lotteryInfo.path ? ok(null) : crowd(request, serverData),
  });
  pictureAt(0);
  await waitFor(() => expect(backend.sentTo(RoomCrowdCalls.lotteryInfo.path)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('button', { name: /打开红包/ })).toBeNull();
});

it('shows 红包 with its prize on the room’s schedule entries that run a lottery', async () => {
  // The entry the room streams now runs a lottery; no other does.
  const { live } = await enterRoom({
    override: async (request, serverData) => {
      if (request.path !== AnchorRoomCalls.hostSchedule.path) return crowd(request, serverData);
      const schedule = (await serverData()) as ScheduleItem[];
      return ok(
        schedule.map((item) => ({
          ...item,
          isLotteryProgress: item.liveStatus === 1 ? 1 : 0,
          redEnvelopeTotalAmount: item.liveStatus === 1 ? 66 : 0,
        })),
      );
    },
  });
  const panel = await screen.findByRole('tabpanel');
  const badges = await within(panel).findAllByTestId('envelope-badge');
  expect(badges.map((badge) => badge.textContent)).toEqual(['红包 66元']);
  expect(badges[0]!.closest('li')!.textContent).toContain(matchLabel(live));
});
