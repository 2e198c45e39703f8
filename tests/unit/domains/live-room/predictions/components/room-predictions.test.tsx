/**
 * The room's 竞猜 chunk (predictions/components/room-predictions.tsx, loaded through
 * lazy-room-predictions.ts): nothing on a backend without predictions or before the room call
 * answers, the card of the current prediction, a result once shown kept shown, and 我的竞猜 —
 * the fan's record and the room's predictions with the fan's pick and what it brought back.
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Prediction } from '@src/contracts/predictions';
import * as api from '@src/domains/live-room/predictions/api/room-predictions-api';
import { LazyRoomPredictions } from '@src/domains/live-room/predictions/components/lazy-room-predictions';
import RoomPredictions from '@src/domains/live-room/predictions/components/room-predictions';
import { useRoomPredictionsStore } from '@src/domains/live-room/predictions/store/room-predictions-store';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { HttpError } from '@src/platform/http/http-error';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { LOCK_AT, prediction } from '../../support/prediction-fixtures';
import { room } from '../../support/store-setup';
import { RoomPlayhead } from '@src/domains/live-room/components/room-playhead';

jest.mock('@src/domains/live-room/predictions/api/room-predictions-api');
const mocked = jest.mocked(api.roomPredictionsApi);
const ROOM = 7;
const POINTS = { balance: 1000, dailyGrant: 200 };
const RECORD = { uid: 'u1', picks: 12, hits: 8, recent: 10, recentHits: 7, streak: 4, bestStreak: 5 };

/** Decided at `decidedAt` (server time), `winner` winning (a void one without). */
const decided = (fields: Partial<Prediction>): Prediction =>
  prediction({ status: 'settled', decidedAt: LOCK_AT + 30_000, winningOutcomeId: 11, ...fields });

/** The room's 竞猜 as the room call answers them, the device clock at `now` (server time: no push offset), the picture `delaySeconds` behind. */
async function renderRoom(
  predictions: Prediction[],
  { now = LOCK_AT - 60_000, loggedIn = true, delaySeconds = null as number | null } = {},
) {
  jest.setSystemTime(now);
  setUpAppWorld({ loggedIn });
  useLiveMatchStore.setState({ clockOffsetMs: 0 });
  room().setPlayerDelay(delaySeconds);
  mocked.room.mockResolvedValue({ roomId: ROOM, predictions, points: loggedIn ? POINTS : null });
  mocked.record.mockResolvedValue(RECORD);
  const view = render(
    <WithNavigation navigation={fakeNavigation()}>
      <RoomPredictions roomId={ROOM} loginPath={`/anchor/detail/${ROOM}`} />
    </WithNavigation>,
    { wrapper: RoomPlayhead },
  );
  await act(async () => {});
  return view;
}

const card = () => screen.queryByRole('region', { name: '竞猜' });

beforeEach(() => {
  jest.resetAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the card', () => {
  it('shows nothing on a backend without predictions', async () => {
    mocked.room.mockRejectedValue(new HttpError('api', 'not found', 404));
    setUpAppWorld({ loggedIn: true });
    const { container } = render(<RoomPredictions roomId={ROOM} loginPath="/" />, { wrapper: RoomPlayhead });
    await act(async () => {});
    expect(useRoomPredictionsStore.getState().availability).toBe('unavailable');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing while the room call has not answered, nor for a room without a prediction yet', async () => {
    let answer: (predictions: Prediction[]) => void = () => undefined;
    mocked.room.mockReturnValue(
      new Promise((resolve) => {
        answer = (predictions) => resolve({ roomId: ROOM, predictions, points: POINTS });
      }),
    );
    setUpAppWorld({ loggedIn: true });
    const { container } = render(<RoomPredictions roomId={ROOM} loginPath="/" />, { wrapper: RoomPlayhead });
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    await act(async () => answer([]));
    expect(useRoomPredictionsStore.getState().availability).toBe('available');
    expect(container).toBeEmptyDOMElement();
  });

  it('floats the card of the prediction taking votes, its countdown running with the clock', async () => {
    await renderRoom([prediction()]);
    expect(card()).toHaveTextContent('下一个进球？');
    expect(card()).toHaveTextContent('还剩 00:59');
    act(() => jest.advanceTimersByTime(1000));
    expect(card()).toHaveTextContent('还剩 00:58');
  });

  it('keeps a result once shown, even when the picture then falls further behind', async () => {
    await renderRoom([decided({})], { now: LOCK_AT + 40_000 });
    expect(card()).toHaveTextContent('结果：主队');
    // The delay measured a little longer a moment later: the picture is back before the goal.
    act(() => room().setPlayerDelay(20));
    act(() => jest.advanceTimersByTime(1000));
    expect(card()).toHaveTextContent('结果：主队');
  });

  it('keeps a voided prediction’s result once shown too', async () => {
    await renderRoom([decided({ status: 'void', winningOutcomeId: 0 })], { now: LOCK_AT + 40_000 });
    expect(card()).toHaveTextContent('流局，积分已退还');
    act(() => room().setPlayerDelay(20));
    act(() => jest.advanceTimersByTime(1000));
    expect(card()).toHaveTextContent('流局，积分已退还');
  });

  it('does not show a result before the picture has reached it', async () => {
    await renderRoom([decided({})], { now: LOCK_AT + 40_000, delaySeconds: 20 });
    expect(card()).toHaveTextContent('已封盘，等待结果');
    act(() => jest.advanceTimersByTime(10_000));
    expect(card()).toHaveTextContent('结果：主队');
  });

  it('loads as its own chunk and shows the card', async () => {
    jest.setSystemTime(LOCK_AT - 60_000);
    setUpAppWorld({ loggedIn: true });
    mocked.room.mockResolvedValue({ roomId: ROOM, predictions: [prediction()], points: POINTS });
    render(
      <WithNavigation navigation={fakeNavigation()}>
        <Suspense fallback={<p>loading</p>}>
          <LazyRoomPredictions roomId={ROOM} loginPath="/" />
        </Suspense>
      </WithNavigation>,
      { wrapper: RoomPlayhead },
    );
    jest.useRealTimers();
    expect(await screen.findByRole('region', { name: '竞猜' })).toHaveTextContent('下一个进球？');
  });
});

describe('我的竞猜', () => {
  const openHistory = async () => {
    fireEvent.click(within(card()!).getByRole('button', { name: '我的竞猜' }));
    await act(async () => {});
    return screen.getByRole('dialog', { name: '我的竞猜' });
  };

  it('opens from the card with the fan’s record, and closes', async () => {
    await renderRoom([prediction()]);
    const sheet = await openHistory();
    expect(mocked.record).toHaveBeenCalledWith({ uid: 'u1' });
    const record = within(sheet).getByRole('region', { name: '竞猜战绩' });
    expect(record).toHaveTextContent('4连中共 12 次 · 猜中 8 次');
    // The title is a chip of its own, as beside the fan's name in the chat.
    expect(within(record).getByText('4连中')).toBeInTheDocument();
    expect(record).toHaveTextContent('最长 5 连中');
    expect(record).toHaveTextContent('积分 1000 · 每日赠送 200 积分');
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says there is no record before a first settled pick, and no 积分 for a fan without them', async () => {
    await renderRoom([prediction()], { loggedIn: false });
    const sheet = await openHistory();
    expect(mocked.record).not.toHaveBeenCalled();
    expect(within(sheet).getByRole('region', { name: '竞猜战绩' })).toHaveTextContent(/^还没有已结算的竞猜$/);
  });

  it('names the recent hits when the fan is on no run, and says so for a record without a pick', async () => {
    await renderRoom([prediction()]);
    mocked.record.mockResolvedValue({ ...RECORD, streak: 1 });
    let sheet = await openHistory();
    expect(within(sheet).getByRole('region', { name: '竞猜战绩' })).toHaveTextContent('近10中7共 12 次');
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    mocked.record.mockResolvedValue({ ...RECORD, picks: 0 });
    sheet = await openHistory();
    expect(within(sheet).getByRole('region', { name: '竞猜战绩' })).toHaveTextContent('还没有已结算的竞猜');
  });
});
