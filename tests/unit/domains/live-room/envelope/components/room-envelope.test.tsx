/**
 * The room's red envelope (envelope/components): the 红包 button with its prize while the room
 * has a lottery, and its sheet — the countdown, the conditions with a way to do each, the entry
 * (login first), and the draw as the viewer's picture reaches it (中奖 with the way to 领奖审核,
 * 未中奖, 已开奖). The envelope hears the lines the chat's gate releases, those released before it
 * started too.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LotteryConditionKind, type RoomLottery } from '@src/contracts/room-crowd';
import { ChatLineKind } from '@src/contracts/room-crowd-push';
import * as envelopeApi from '@src/domains/live-room/envelope/api/room-envelope-api';
import { RoomEnvelope } from '@src/domains/live-room/envelope/components/room-envelope';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { useRoomEnvelopeStore } from '@src/domains/live-room/envelope/store/room-envelope-store';
import { useFollowsStore } from '@src/domains/match/store/follows-store';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { HttpError } from '@src/platform/http/http-error';
import { readyResource } from '@src/platform/store/resource';
import { deferred, setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, WithNavigation, type FakeNavigation } from '@tests/support/fake-navigation';
import { chatLine, ROOM, T0 } from '../../support/crowd-fixtures';
import { DRAW_AT, roomLottery } from '../../support/envelope-fixtures';
import { RoomPlayhead } from '@src/domains/live-room/components/room-playhead';

jest.mock('@src/domains/live-room/envelope/api/room-envelope-api');
const api = jest.mocked(envelopeApi.roomEnvelopeApi);

const LOGIN_PATH = '/anchor/detail/42?envelope=1';
let navigation: FakeNavigation;
let chats: number;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 + 60_000 });
  setUpAppWorld({ loggedIn: true });
  api.lotteryInfo.mockReset();
  api.lotteryEnter.mockReset();
  chats = 0;
});
afterEach(() => jest.useRealTimers());

async function renderEnvelope(lottery: RoomLottery | Error, { openAtStart = false } = {}) {
  if (lottery instanceof Error) api.lotteryInfo.mockRejectedValue(lottery);
  else api.lotteryInfo.mockResolvedValue(lottery);
  navigation = fakeNavigation();
  const view = render(
    <MemoryRouter>
      <WithNavigation navigation={navigation}>
        <RoomEnvelope
          roomId={ROOM}
          hostId={42}
          streamerName="球评老王"
          loginPath={LOGIN_PATH}
          openAtStart={openAtStart}
          onChat={() => (chats += 1)}
        />
      </WithNavigation>
    </MemoryRouter>,
    { wrapper: RoomPlayhead },
  );
  await act(async () => {});
  return view;
}

/** The sheet, its chunk loaded. */
async function openSheet() {
  fireEvent.click(screen.getByRole('button', { name: '打开红包，总额 188元' }));
  return screen.findByRole('dialog', { name: '直播间红包' });
}

it('shows no 红包 where the backend has no lottery, nor while the room has none', async () => {
  const { unmount } = await renderEnvelope(new HttpError('api', 'not found', 404));
  expect(screen.queryByRole('button')).toBeNull();
  unmount();
  api.lotteryInfo.mockResolvedValue(null as never);
  await renderEnvelope(null as never);
  expect(screen.queryByRole('button')).toBeNull();
});

it('opens the sheet at a tap: the prize, the countdown to the draw, the conditions with a way to do each', async () => {
  await renderEnvelope(roomLottery());
  const sheet = await openSheet();
  expect(sheet).toHaveTextContent('188元');
  expect(sheet).toHaveTextContent('5 人瓜分');
  expect(sheet).toHaveTextContent('距开奖 00:02:00');
  expect(sheet).toHaveTextContent('已有 30 人参与');
  const conditions = within(within(sheet).getByRole('region', { name: '参与条件' })).getAllByRole('listitem');
  expect(conditions[0]).toHaveTextContent('关注主播');
  expect(within(conditions[0]!).getByRole('button', { name: '关注 球评老王' })).toBeInTheDocument();
  fireEvent.click(within(conditions[1]!).getByRole('button', { name: '去发言' }));
  expect(chats).toBe(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('enters once every condition is done, and says so', async () => {
  const done = roomLottery({ conditions: roomLottery().conditions.map((condition) => ({ ...condition, done: true })) });
  await renderEnvelope(done);
  api.lotteryEnter.mockResolvedValue({ ...done, entered: true, participants: 31 });
  const sheet = await openSheet();
  expect(within(sheet).getAllByText('已完成')).toHaveLength(2);
  fireEvent.click(within(sheet).getByRole('button', { name: '参与抽奖' }));
  await act(async () => {});
  expect(api.lotteryEnter).toHaveBeenCalledTimes(1);
  expect(within(sheet).getByRole('button', { name: '已参与，等待开奖' })).toBeDisabled();
});

it('asks for the conditions first, and shows why an entry failed', async () => {
  await renderEnvelope(roomLottery());
  const sheet = await openSheet();
  expect(within(sheet).getByRole('button', { name: '完成条件后参与' })).toBeDisabled();
  act(() => useRoomEnvelopeStore.setState({ enterError: '网络不太给力，请重试' }));
  expect(within(sheet).getByRole('alert')).toHaveTextContent('网络不太给力，请重试');
});

it('asks a visitor to log in to enter, back to the room with the sheet open', async () => {
  setUpAppWorld();
  await renderEnvelope(roomLottery());
  const sheet = await openSheet();
  fireEvent.click(within(sheet).getByRole('button', { name: '登录后参与' }));
  expect(navigation.logins).toEqual([LOGIN_PATH]);
});

it('shows the 红包 button, which says it opens a dialog, and waits for a tap to open it', async () => {
  await renderEnvelope(roomLottery());
  expect(screen.getByRole('button', { name: '打开红包，总额 188元' })).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('counts down to the draw by the server’s clock, on a phone whose clock is a minute behind too', async () => {
  useLiveMatchStore.setState({ clockOffsetMs: 60_000 });
  await renderEnvelope(roomLottery());
  expect(await openSheet()).toHaveTextContent('距开奖 00:01:00');
});

it('keeps the entry busy while it is on its way, the sheet closed and opened again too', async () => {
  const done = roomLottery({ conditions: roomLottery().conditions.map((condition) => ({ ...condition, done: true })) });
  await renderEnvelope(done);
  const entry = deferred<RoomLottery>();
  api.lotteryEnter.mockReturnValue(entry.promise);
  fireEvent.click(within(await openSheet()).getByRole('button', { name: '参与抽奖' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
  const sheet = await openSheet();
  const entering = within(sheet).getByRole('button', { name: '参与中…' });
  expect(entering).toHaveAttribute('aria-busy', 'true');
  fireEvent.click(entering);
  await act(async () => entry.resolve({ ...done, entered: true }));
  expect(api.lotteryEnter).toHaveBeenCalledTimes(1);
  expect(within(sheet).getByRole('button', { name: '已参与，等待开奖' })).toBeDisabled();
});

describe('the conditions, as the fan meets them in the room', () => {
  const conditionsIn = (sheet: HTMLElement) =>
    within(within(sheet).getByRole('region', { name: '参与条件' })).getAllByRole('listitem');
  const follows = (hostIds: number[]) =>
    act(() =>
      useFollowsStore.setState({ subscriptions: readyResource({ subscribeHostId: hostIds, subscribeMatchId: [] }) }),
    );

  it('takes the server’s word on the follow until the app knows the fan’s follows, then the app’s at once', async () => {
    await renderEnvelope(
      roomLottery({ conditions: [{ kind: LotteryConditionKind.FollowStreamer, text: '关注主播', done: true }] }),
    );
    const sheet = await openSheet();
    expect(conditionsIn(sheet)[0]).toHaveTextContent('关注主播已完成');
    // Unfollowed here since the server answered.
    follows([]);
    expect(conditionsIn(sheet)[0]).not.toHaveTextContent('已完成');
    expect(within(conditionsIn(sheet)[0]!).getByRole('button', { name: '关注 球评老王' })).toBeInTheDocument();
    follows([42]);
    expect(conditionsIn(sheet)[0]).toHaveTextContent('关注主播已完成');
  });

  it('counts a message the fan sent in the room once the chat shows it', async () => {
    useRoomCrowdStore.getState().openCrowd(ROOM);
    await renderEnvelope(roomLottery());
    const sheet = await openSheet();
    expect(conditionsIn(sheet)[1]).not.toHaveTextContent('已完成');
    act(() => useRoomCrowdStore.getState().applyReleased([chatLine(4, { uid: 'u1', at: T0 + 30_000, text: '冲' })]));
    expect(conditionsIn(sheet)[1]).toHaveTextContent('在直播间发送一条消息已完成');
  });

  it('shows a condition this app does not know by its words alone', async () => {
    await renderEnvelope(roomLottery({ conditions: [{ kind: 'share-room', text: '分享直播间', done: false }] }));
    const [share] = conditionsIn(await openSheet());
    expect(share).toHaveTextContent('分享直播间');
    expect(within(share!).queryByRole('button')).toBeNull();
  });
});

it('does not pop the sheet up for a lottery the room opens after it was entered for an envelope it no longer had', async () => {
  await renderEnvelope(null as never, { openAtStart: true });
  api.lotteryInfo.mockResolvedValue(roomLottery());
  await act(() => useRoomEnvelopeStore.getState().refresh());
  expect(screen.getByRole('button', { name: '打开红包，总额 188元' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens the sheet by itself once, when the room was entered for its envelope', async () => {
  await renderEnvelope(roomLottery(), { openAtStart: true });
  expect(await screen.findByRole('dialog', { name: '直播间红包' })).toBeInTheDocument();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(() => useRoomEnvelopeStore.getState().refresh());
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('opens the sheet by itself in the room entered for its envelope only, not in the next room', async () => {
  const view = await renderEnvelope(roomLottery(), { openAtStart: true });
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '关闭' }));
  api.lotteryInfo.mockResolvedValue(roomLottery({ lotteryId: 8, roomId: ROOM + 1 }));
  view.rerender(
    <MemoryRouter>
      <WithNavigation navigation={navigation}>
        <RoomEnvelope
          roomId={ROOM + 1}
          hostId={42}
          streamerName="球评老王"
          loginPath={LOGIN_PATH}
          openAtStart
          onChat={() => (chats += 1)}
        />
      </WithNavigation>
    </MemoryRouter>,
  );
  await act(async () => {});
  expect(api.lotteryInfo).toHaveBeenLastCalledWith({ roomId: ROOM + 1 });
  expect(screen.getByRole('button', { name: '打开红包，总额 188元' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

describe('the draw, once the viewer’s picture reaches it', () => {
  const drawn = (result: RoomLottery['result'], entered = true) => roomLottery({ status: 'drawn', entered, result });
  const drawLine = () =>
    act(() =>
      useRoomCrowdStore
        .getState()
        .applyReleased([chatLine(3, { kind: ChatLineKind.LotteryDraw, lotteryId: 7, uid: '', text: '' })]),
    );

  beforeEach(() => {
    useRoomCrowdStore.getState().openCrowd(ROOM);
  });

  it('shows 中奖 with the amount and the way to 领奖审核', async () => {
    await renderEnvelope(drawn({ won: true, amount: 37.6 }));
    const sheet = await openSheet();
    expect(within(sheet).getByRole('status')).toHaveTextContent('正在开奖…画面到达开奖时刻即揭晓已参与，等待开奖');
    drawLine();
    await act(async () => {});
    expect(within(sheet).getByRole('status')).toHaveTextContent('中奖恭喜抢到 37.6元');
    expect(within(sheet).getByRole('status')).not.toHaveTextContent('等待开奖');
    expect(within(sheet).getByRole('link', { name: '去领奖审核' })).toHaveAttribute('href', '/news/lottery-approval');
  });

  it('shows 未中奖', async () => {
    await renderEnvelope(drawn({ won: false, amount: 0 }));
    const sheet = await openSheet();
    drawLine();
    await act(async () => {});
    expect(within(sheet).getByRole('status')).toHaveTextContent('未中奖差一点点，下个红包见');
    // The entry's word is for the wait before the draw, not after it.
    expect(within(sheet).getByRole('status')).not.toHaveTextContent('等待开奖');
  });

  it('shows 已开奖 to a viewer who did not enter', async () => {
    await renderEnvelope(drawn(null, false));
    const sheet = await openSheet();
    expect(within(sheet).getByRole('status')).not.toHaveTextContent('已参与');
    drawLine();
    await act(async () => {});
    expect(within(sheet).getByRole('status')).toHaveTextContent('已开奖本轮红包已开奖，主播开启新一轮后即可参与');
  });

  it('knows a draw released before the envelope started (the history), and the time past the draw', async () => {
    drawLine();
    await renderEnvelope(drawn({ won: true, amount: 10 }));
    expect(await openSheet()).toHaveTextContent('中奖');
  });

  it('shows a draw whose line the fan never got 10 s of their picture after it: later by the picture’s delay', async () => {
    act(() => useLiveRoomStore.getState().setPlayerDelay(30));
    await renderEnvelope(drawn({ won: true, amount: 10 }));
    const sheet = await openSheet();
    // The world drew 15 s ago; the picture, 30 s behind, is 15 s before the draw.
    act(() => jest.advanceTimersByTime(DRAW_AT + 15_000 - Date.now()));
    expect(within(sheet).getByRole('status')).toHaveTextContent('正在开奖…');
    act(() => jest.advanceTimersByTime(30_000));
    expect(within(sheet).getByRole('status')).toHaveTextContent('中奖');
  });

  it('shows that draw on time with 实时比分 on, whatever the picture’s delay', async () => {
    act(() => {
      useLiveRoomStore.getState().setPlayerDelay(30);
      useLiveRoomStore.getState().setRealtimeScore(true);
    });
    await renderEnvelope(drawn({ won: true, amount: 10 }));
    const sheet = await openSheet();
    act(() => jest.advanceTimersByTime(DRAW_AT + 15_000 - Date.now()));
    expect(within(sheet).getByRole('status')).toHaveTextContent('中奖');
  });

  it('moves from the countdown to 正在开奖 when the draw’s time comes', async () => {
    await renderEnvelope(roomLottery());
    const sheet = await openSheet();
    act(() => jest.advanceTimersByTime(DRAW_AT - Date.now()));
    expect(within(sheet).getByRole('status')).toHaveTextContent('正在开奖…');
  });
});
