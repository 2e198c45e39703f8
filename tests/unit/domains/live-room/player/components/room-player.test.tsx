/**
 * The room's video area (components/room-player.tsx): the player while the streamer streams the
 * match — its delay feeds the room's score, a failure is reported and leaves the score unheld —
 * 省流模式 (the match as text, the video stopped), the slow-network and recovery banners, the
 * autoplay choice, and the offline poster with the next match.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { StreamerMatchInfo } from '@src/contracts/anchors-room';
import type { Streamer } from '@src/contracts/anchors';
import type { LivePlayerProps } from '@src/domains/live-room/player/components/live-player-props';
import * as roomApi from '@src/domains/live-room/api/room-api';
import { RoomPlayer } from '@src/domains/live-room/player/components/room-player';
import type { StreamHealth } from '@src/domains/live-room/player/rules/stream-health';
import { roomSlice } from '@src/domains/live-room/store/live-room-store';
import { useDataSaverStore } from '@src/domains/live-room/player/store/data-saver-store';
import type { LiveStream } from '@src/domains/live-room/player/components/live-stream';
import { holdStream, useStreamDock } from '@src/domains/live-room/player/store/stream-dock';
import { useRoomAccessStore } from '@src/domains/match/store/room-access-store';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { useGlobalStore } from '@src/platform/global/global-store';
import { configureHttp } from '@src/platform/http/http-client';
import { monitorEvents } from '@tests/support/app-world';
import { liveValue } from '@tests/support/match-fixtures';
import { matchInfo, scheduleItem, streamer } from '../../../anchors/support/fixtures';
import { room, setUpRoomWorld } from '../../support/store-setup';

jest.mock('@src/domains/live-room/api/room-api');
const mocked = jest.mocked(roomApi.roomApi);

const player: { props: LivePlayerProps | null } = { props: null };
jest.mock('@src/domains/live-room/player/components/lazy-live-player', () => ({
  LazyLivePlayer: (props: LivePlayerProps) => {
    player.props = props;
    return <div data-testid="player" />;
  },
}));

const HOST = 7;
const onAir = () => streamer({ id: HOST, liveStatus: 1, pictureId: 'face.png' });
const streamed = (overrides: Partial<StreamerMatchInfo> = {}) =>
  matchInfo({ matchId: 500, liveStatus: 1, ...overrides });
/** The stall detector's reading of a stream that plays well, changed by `overrides`. */
const health = (overrides: Partial<StreamHealth> = {}): StreamHealth => ({
  stalls: 0,
  stalledMs: 0,
  longestStallMs: 0,
  currentStallMs: 0,
  bytesPerSecond: 500_000,
  ...overrides,
});

beforeAll(() => roomSlice.preload());
beforeEach(() => {
  jest.useFakeTimers();
  setUpRoomWorld();
  configureHttp({ baseUrl: 'http://api.test' });
  useDataSaverStore.getState().setDataSaver(false);
  player.props = null;
  room().setPlayerDelay(null);
});
afterEach(() => jest.useRealTimers());

function renderPlayer({
  host = onAir(),
  info = streamed() as StreamerMatchInfo | null,
  background = 'room-bg.png' as string | null,
} = {}) {
  return render(
    <RoomPlayer
      streamer={host as Streamer}
      matchInfo={info}
      backgroundImageId={background}
      overlay={<div data-testid="danmaku" />}
    />,
  );
}

describe('while the streamer streams the match', () => {
  it('plays the stream over the room’s poster, on the push clock, as the device’s autoplay choice says', () => {
    act(() =>
      useLiveMatchStore.getState().applyMatchLive([{ at: Date.now() + 4000, value: liveValue({ matchId: 500 }) }]),
    );
    useGlobalStore.getState().setAutoPlay(false);
    renderPlayer();
    expect(player.props).toMatchObject({
      sources: { m3u8: 'http://api.test/live/9001/index.m3u8', flv: 'http://api.test/live/9001.flv' },
      poster: expect.stringMatching(/\/room-bg\.png$/),
      serverTimeOffsetMs: 4000,
      autoPlay: false,
      dock: { hostId: HOST, needsLogin: false },
    });
    expect(screen.getByTestId('danmaku')).toBeInTheDocument();
    const autoPlay = screen.getByRole('button', { name: '自动播放' });
    expect(autoPlay).toHaveAttribute('aria-pressed', 'false');
    expect(autoPlay).toHaveTextContent('自动播放 关');
    fireEvent.click(autoPlay);
    expect(useGlobalStore.getState().isAutoPlay).toBe(true);
    expect(player.props!.autoPlay).toBe(true);
  });

  it('takes the streamer’s face for a poster when the room has no background', () => {
    renderPlayer({ background: null });
    expect(player.props!.poster).toMatch(/\/face\.png$/);
  });

  it('holds the room’s score back by the delay the player measures, and by none once the player fails (reported)', () => {
    renderPlayer();
    act(() => player.props!.onDelayChange!(12));
    expect(room().room.delaySeconds).toBe(12);
    act(() => player.props!.onError!('decode failed'));
    expect(room().room.delaySeconds).toBeNull();
    expect(monitorEvents).toContainEqual(
      expect.objectContaining({ code: 'live-player-failed', message: 'decode failed', detail: { hostId: HOST } }),
    );
  });

  it('floats the stream to the mini-player on leaving only while the room still streams it and 省流模式 is off', async () => {
    mocked.hostList.mockResolvedValue([onAir()]);
    mocked.hostLiveMatchInfo.mockResolvedValue(streamed());
    mocked.hostSchedule.mockResolvedValue([]);
    mocked.teamLogo.mockResolvedValue({ matchId: 500, homeLogo: '', awayLogo: '' });
    renderPlayer();
    const keep = () => player.props!.dock!.keepOnLeave();
    expect(keep()).toBe(false);
    await act(() => room().openRoom(HOST));
    expect(keep()).toBe(true);
    useDataSaverStore.getState().setDataSaver(true);
    expect(keep()).toBe(false);
    useDataSaverStore.getState().setDataSaver(false);
    // Another room opened meanwhile, streaming too: not this player's stream to float.
    mocked.hostList.mockResolvedValueOnce([streamer({ id: HOST + 1, liveStatus: 1 })]);
    await act(() => room().openRoom(HOST + 1));
    expect(keep()).toBe(false);
    mocked.hostLiveMatchInfo.mockResolvedValue(streamed({ liveStatus: 2 }));
    await act(() => room().openRoom(HOST));
    expect(keep()).toBe(false);
  });

  it('keeps holding the score back by the delay measured before when the room shows the video again', () => {
    room().setPlayerDelay(12);
    renderPlayer();
    expect(room().room.delaySeconds).toBe(12);
  });

  it('holds a private room’s stream as one that goes at logout, not for another match’s private entry', async () => {
    setUpRoomWorld({ loggedIn: true });
    act(() => useRoomAccessStore.setState({ specialRoomIds: [77, 78] }));
    mocked.hostList.mockResolvedValue([onAir()]);
    mocked.hostLiveMatchInfo.mockResolvedValue(streamed({ liveRoomId: 77 }));
    mocked.teamLogo.mockResolvedValue({ matchId: 500, homeLogo: '', awayLogo: '' });
    mocked.hostSchedule.mockResolvedValue([
      scheduleItem({ matchId: 500, liveRoomId: 77, liveStatus: 1 }),
      scheduleItem({ matchId: 501, liveRoomId: 78, liveUserGroupId: 8 }),
    ]);
    await act(() => room().openRoom(HOST));
    const { unmount } = renderPlayer({ info: streamed({ liveRoomId: 77 }) });
    expect(player.props!.dock!.needsLogin).toBe(false);
    unmount();
    mocked.hostSchedule.mockResolvedValue([
      scheduleItem({ matchId: 500, liveRoomId: 77, liveStatus: 1, liveUserGroupId: 8 }),
    ]);
    await act(() => room().openRoom(HOST + 1));
    await act(() => room().openRoom(HOST));
    renderPlayer({ info: streamed({ liveRoomId: 77 }) });
    expect(player.props!.dock!.needsLogin).toBe(true);
  });

  it('stops this room’s stream on switching to 省流模式, and leaves another room’s alone', () => {
    const stream = () => ({ destroy: jest.fn() }) as unknown as LiveStream & { destroy: jest.Mock };
    const other = stream();
    holdStream({ key: 'other', hostId: HOST + 1, needsLogin: false, stream: other });
    const { unmount } = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: '省流模式' }));
    expect(useStreamDock.getState().held?.stream).toBe(other);
    expect(other.destroy).not.toHaveBeenCalled();
    unmount();
    useDataSaverStore.getState().setDataSaver(false);
    const own = stream();
    holdStream({ key: 'own', hostId: HOST, needsLogin: false, stream: own });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: '省流模式' }));
    expect(useStreamDock.getState().held).toBeNull();
    expect(own.destroy).toHaveBeenCalled();
  });

  it('switches to 省流模式 by hand: the match as text, no delay to hold the score, and back to the video', () => {
    renderPlayer();
    act(() => player.props!.onDelayChange!(12));
    expect(screen.getByRole('button', { name: '省流模式' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: '省流模式' }));
    expect(useDataSaverStore.getState()).toMatchObject({ on: true, forSlowNetwork: false });
    expect(screen.getByRole('region', { name: '省流模式' })).toHaveTextContent('曼联');
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.queryByTestId('danmaku')).toBeNull();
    expect(room().room.delaySeconds).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '切回视频' }));
    expect(useDataSaverStore.getState().on).toBe(false);
    expect(screen.getByTestId('player')).toBeInTheDocument();
  });

  it('offers 省流模式 when the stream keeps stalling; × puts the offer away for the visit', () => {
    renderPlayer();
    act(() => player.props!.onHealth!(health()));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => player.props!.onHealth!(health({ stalls: 3 })));
    expect(screen.getByRole('status')).toHaveTextContent('网络较慢，切换到省流模式');
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => player.props!.onHealth!(health({ stalls: 4 })));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('switches for a slow network from the offer, then offers the video back after a while without network hints', () => {
    renderPlayer();
    act(() => player.props!.onHealth!(health({ stalls: 3, bytesPerSecond: null })));
    fireEvent.click(screen.getByRole('button', { name: '切换' }));
    expect(useDataSaverStore.getState()).toMatchObject({ on: true, forSlowNetwork: true });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(120_000 - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('网络已恢复，切回视频');
    fireEvent.click(screen.getAllByRole('button', { name: '切回视频' }).at(-1)!);
    expect(useDataSaverStore.getState().on).toBe(false);
    expect(screen.getByTestId('player')).toBeInTheDocument();
  });

  it('does not offer the video back in 省流模式 chosen by hand', () => {
    useDataSaverStore.getState().setDataSaver(true);
    renderPlayer();
    act(() => jest.advanceTimersByTime(300_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  describe('with the browser’s network hints', () => {
    let connection: EventTarget & { saveData: boolean; effectiveType: string };
    const networkBecomes = (effectiveType: string, saveData = false) =>
      act(() => {
        Object.assign(connection, { effectiveType, saveData });
        connection.dispatchEvent(new Event('change'));
      });
    beforeEach(() => {
      connection = Object.assign(new EventTarget(), { saveData: false, effectiveType: '2g' });
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    });
    afterEach(() => delete (navigator as { connection?: unknown }).connection);

    it('does not offer the video back in 省流模式 chosen by hand when the network turns good', () => {
      useDataSaverStore.getState().setDataSaver(true);
      renderPlayer();
      networkBecomes('4g');
      act(() => jest.advanceTimersByTime(300_000));
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('offers the video back to a fan who switched for a slow network once the hints say 3g, not before', () => {
      renderPlayer();
      // A healthy stream: the 2g hint alone makes the offer.
      act(() => player.props!.onHealth!(health()));
      expect(screen.getByRole('status')).toHaveTextContent('网络较慢，切换到省流模式');
      fireEvent.click(screen.getByRole('button', { name: '切换' }));
      networkBecomes('2g');
      networkBecomes('4g', true);
      act(() => jest.advanceTimersByTime(300_000));
      expect(screen.queryByRole('status')).toBeNull();
      networkBecomes('3g');
      expect(screen.getByRole('status')).toHaveTextContent('网络已恢复，切回视频');
    });

    /** The 2g hint offers 省流模式 and the fan takes it. */
    const switchForSlowNetwork = () => {
      act(() => player.props!.onHealth!(health()));
      fireEvent.click(screen.getByRole('button', { name: '切换' }));
    };

    it('puts the recovery offer away for the visit at ×', () => {
      renderPlayer();
      switchForSlowNetwork();
      networkBecomes('3g');
      fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
      expect(screen.queryByRole('status')).toBeNull();
      networkBecomes('2g');
      networkBecomes('4g');
      expect(screen.queryByRole('status')).toBeNull();
      expect(useDataSaverStore.getState().on).toBe(true);
    });

    it('offers 省流模式 again when the network turns slow again after the fan took the video back', () => {
      renderPlayer();
      switchForSlowNetwork();
      networkBecomes('3g');
      fireEvent.click(screen.getAllByRole('button', { name: '切回视频' }).at(-1)!);
      expect(useDataSaverStore.getState().on).toBe(false);
      expect(screen.queryByRole('status')).toBeNull();
      networkBecomes('2g');
      act(() => player.props!.onHealth!(health({ stalls: 3 })));
      expect(screen.getByRole('status')).toHaveTextContent('网络较慢，切换到省流模式');
      fireEvent.click(screen.getByRole('button', { name: '切换' }));
      networkBecomes('4g');
      expect(screen.getByRole('status')).toHaveTextContent('网络已恢复，切回视频');
    });

    it('stops watching the network once the fan is back on the video: a later 省流模式 by hand gets no offer', () => {
      renderPlayer();
      switchForSlowNetwork();
      fireEvent.click(screen.getByRole('button', { name: '切回视频' }));
      fireEvent.click(screen.getByRole('button', { name: '省流模式' }));
      networkBecomes('4g');
      act(() => jest.advanceTimersByTime(300_000));
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});

describe('while the streamer is off air', () => {
  it('shows the poster and the next match', () => {
    const { container } = renderPlayer({
      host: streamer({ id: HOST, liveStatus: 0 }),
      info: streamed({ liveStatus: 0 }),
    });
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.getByText(/^下一场：曼联 VS 切尔西 · \d/)).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('frame', 'offline');
    expect(container.querySelector('img')!.getAttribute('src')).toMatch(/\/room-bg\.png$/);
  });

  it('shows the poster while the match is under way but the streamer is off air', () => {
    renderPlayer({ host: streamer({ id: HOST, liveStatus: 0 }) });
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.getByText('主播暂未开播')).toBeInTheDocument();
  });

  it('says there is no match to come, and shows no poster without one', () => {
    const { container } = renderPlayer({
      host: streamer({ id: HOST, liveStatus: 0, pictureId: '' }),
      info: null,
      background: null,
    });
    expect(screen.getByText('暂无直播赛事')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
