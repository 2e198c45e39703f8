/**
 * When the room starts its crowd (crowd/components/lazy-room-chat.tsx): once the picture is on
 * screen with its delay measured, at once without video (省流模式, a room that plays none), and
 * 3 s after the room at the latest; never without a live room. The 聊天 tab, its input and 弹幕
 * show only once the session found a crowd.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import * as crowdApi from '@src/domains/live-room/crowd/api/room-crowd-api';
import * as envelopeApi from '@src/domains/live-room/envelope/api/room-envelope-api';
import {
  LazyChatBar,
  LazyChatPanel,
  LazyDanmaku,
  LazyEnvelope,
  useRoomChat,
} from '@src/domains/live-room/crowd/components/lazy-room-chat';
import { useDataSaverStore } from '@src/domains/live-room/player/store/data-saver-store';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import type { TimelineAvailability } from '@src/platform/store/live-timeline';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { history, lines, ROOM } from '../../support/crowd-fixtures';
import { roomLottery } from '../../support/envelope-fixtures';

jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest.requireActual('../../support/crowd-api-mock').crowdApiWith('history', 'titleList'),
);
jest.mock('@src/domains/live-room/envelope/api/room-envelope-api');
jest.mock('@src/platform/socket/push-connection', () =>
  jest.requireActual('../../support/room-crowd-page').pushConnectionModule(),
);

beforeEach(() => {
  jest.useFakeTimers();
  setUpAppWorld();
  useDataSaverStore.getState().setDataSaver(false);
});
afterEach(() => jest.useRealTimers());

type SessionProps = { roomId: number; onAvailability(availability: TimelineAvailability): void };

function roomChat(roomId: number, playing: boolean) {
  const { result } = renderHook(() => useRoomChat(roomId, playing));
  const session = () => result.current.session as ReactElement<SessionProps> | null;
  return {
    started: () => session() !== null,
    available: () => result.current.available,
    session,
    found: (availability: TimelineAvailability) => act(() => session()!.props.onAvailability(availability)),
  };
}

it('waits for the picture’s measured delay, or 3 s at the latest', () => {
  const waiting = roomChat(ROOM, true);
  act(() => jest.advanceTimersByTime(2999));
  expect(waiting.started()).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(waiting.started()).toBe(true);
  expect(waiting.session()!.props.roomId).toBe(ROOM);
  expect(waiting.session()!.key).toBe(String(ROOM));

  const measured = roomChat(ROOM, true);
  expect(measured.started()).toBe(false);
  act(() => useLiveRoomStore.getState().setPlayerDelay(0));
  expect(measured.started()).toBe(true);
});

it('starts at once without video: 省流模式, or a room that plays none', () => {
  expect(roomChat(ROOM, false).started()).toBe(true);
  useDataSaverStore.getState().setDataSaver(true);
  expect(roomChat(ROOM, true).started()).toBe(true);
});

it('starts nothing without a live room', () => {
  const none = roomChat(0, false);
  act(() => jest.advanceTimersByTime(3000));
  expect(none.started()).toBe(false);
  expect(none.available()).toBe(false);
});

it('shows the crowd only once the session found one', () => {
  const chat = roomChat(ROOM, false);
  expect(chat.available()).toBe(false);
  chat.found('unavailable');
  expect(chat.available()).toBe(false);
  chat.found('available');
  expect(chat.available()).toBe(true);
});

describe('the chat’s chunk', () => {
  beforeEach(() => {
    jest.mocked(crowdApi.roomCrowdApi.history).mockResolvedValue(history(lines(0, 2)));
    jest.mocked(crowdApi.roomCrowdApi.titleList).mockResolvedValue([]);
    jest.mocked(envelopeApi.roomEnvelopeApi.lotteryInfo).mockResolvedValue(roomLottery());
  });

  function Room() {
    const chat = useRoomChat(ROOM, false);
    return (
      <Suspense fallback={null}>
        {chat.session}
        {chat.available && <p>聊天</p>}
      </Suspense>
    );
  }

  it('runs the room’s crowd once loaded, and shows the chat once its history answered', async () => {
    render(<Room />);
    expect(await screen.findByText('聊天')).toBeInTheDocument();
    expect(useRoomCrowdStore.getState().lines.map((line) => line.index)).toEqual([0, 1, 2]);
  });

  it('shows each of its parts once loaded: the list, the input, 弹幕 and 红包', async () => {
    useRoomCrowdStore.getState().openCrowd(ROOM);
    useRoomCrowdStore.getState().setAvailability('available');
    render(
      <MemoryRouter>
        <WithNavigation navigation={fakeNavigation()}>
          <Suspense fallback={null}>
            <LazyChatPanel returnPath="/anchor/detail/42" />
            <LazyChatBar returnPath="/anchor/detail/42" />
            <LazyDanmaku />
            <LazyEnvelope
              roomId={ROOM}
              hostId={42}
              streamerName="球评老王"
              loginPath="/anchor/detail/42?envelope=1"
              openAtStart={false}
              onChat={() => {}}
            />
          </Suspense>
        </WithNavigation>
      </MemoryRouter>,
    );
    expect(await screen.findByText('还没有人说话，来聊两句吧')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '登录后参与聊天' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭弹幕' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '打开红包，总额 188元' })).toBeInTheDocument();
  });
});
