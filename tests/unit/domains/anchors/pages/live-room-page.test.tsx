import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorCalls } from '@src/contracts/anchors';
import { SystemCalls } from '@src/contracts/http';
import { useGlobalStore } from '@src/platform/global/global-store';
import { HostRoute } from '@src/contracts/host-routes';
import type { LivePlayerProps } from '@src/domains/anchors/components/live-player/live-player-props';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { useDataSaverStore } from '@src/domains/anchors/store/data-saver-store';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { emptyData, installAnchorsServer, type FakeAnchorsData } from '../support/anchors-server';
import { paramsOf } from '@tests/support/fake-transport';
import { streamer, matchInfo, moment, rankItem, scheduleEntry, scheduleItem } from '../support/fixtures';
import { liveValue, matchSummary } from '@tests/support/match-fixtures';
import { renderRoute } from '@tests/support/render-route';
import { setUpAnchorsWorld } from '../support/store-setup';
import { shownToasts } from '@tests/support/app-world';

/** The player is the other engineer's chunk: here a stand-in that shows what it was given. */
const player: { props: LivePlayerProps | null } = { props: null };
jest.mock('@src/domains/anchors/components/live-player/lazy-live-player', () => ({
  LazyLivePlayer: (props: LivePlayerProps) => {
    player.props = props;
    return <div data-testid="player">{props.sources.m3u8}</div>;
  },
}));

const HOUR = 3_600_000;

function world(): FakeAnchorsData {
  const now = Date.now();
  const data = emptyData();
  data.streamers = [
    streamer({
      id: 7,
      nickName: '解说小七',
      fansCount: 52_000,
      liveStatus: 1,
      liveSchedule: [
        scheduleEntry({ matchId: 500, liveStatus: 1 }),
        scheduleEntry({ matchId: 501, startDate: now + 26 * HOUR }),
      ],
    }),
  ];
  data.matchInfo[7] = matchInfo({ matchId: 500, liveStatus: 1, startDate: now - HOUR / 2 });
  data.schedule[7] = [
    scheduleItem({
      matchId: 500,
      liveStatus: 1,
      startDate: now - HOUR / 2,
      match: matchSummary({ id: 500, statusId: 2, homeScore: 1, minute: 30, matchDate: now - HOUR / 2 }),
    }),
    scheduleItem({
      matchId: 501,
      startDate: now + 26 * HOUR,
      match: matchSummary({
        id: 501,
        matchDate: now + 26 * HOUR,
        home: { id: 3, nameZh: '阿森纳', shortNameZh: '阿森纳', logoFileId: '' },
        away: { id: 4, nameZh: '热刺', shortNameZh: '热刺', logoFileId: '' },
      }),
    }),
  ];
  data.rank = [rankItem({ id: 3, rank: 1, nickName: '第一名' }), rankItem({ id: 7, rank: 2, nickName: '解说小七' })];
  data.moments[7] = [moment({ id: 1, hostId: 7, content: '今晚见' })];
  return data;
}

let server: ReturnType<typeof installAnchorsServer>;
beforeEach(() => {
  setUpAnchorsWorld();
  player.props = null;
});
afterEach(() => server.restore());

it("plays the host's stream, shows the match and the host", async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor/detail/7');
  expect(await screen.findByRole('heading', { name: '解说小七' })).toBeInTheDocument();
  expect(screen.getByTestId('player')).toHaveTextContent('http://api.test/live/9001/index.m3u8');
  expect(player.props?.sources).toEqual({
    m3u8: 'http://api.test/live/9001/index.m3u8',
    flv: 'http://api.test/live/9001.flv',
  });
  expect(screen.getByText('粉丝 5.2万', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '关注 解说小七' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('1 : 0')).toBeInTheDocument();
  expect(screen.getByText("30'")).toBeInTheDocument();
});

it('shows the score the delayed stream is at, with the delay and a 实时比分 switch', async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor/detail/7');
  await screen.findByText('1 : 0');
  act(() => player.props!.onDelayChange!(20));
  expect(screen.getByText('20 秒延迟')).toBeInTheDocument();
  // A goal now: the viewer is 20 s behind, so the score stays.
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at: Date.now(), value: liveValue({ matchId: 500, homeScore: 2, minute: 31 }) }]),
  );
  expect(screen.getByText('1 : 0')).toBeInTheDocument();
  const realtime = screen.getByRole('switch', { name: '实时比分' });
  expect(realtime).toHaveAttribute('aria-checked', 'false');
  fireEvent.click(realtime);
  expect(screen.getByText('2 : 0')).toBeInTheDocument();
  expect(realtime).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(realtime);
  expect(screen.getByText('1 : 0')).toBeInTheDocument();
});

it('asks a visitor to log in before following, with a way back to the room', async () => {
  server = installAnchorsServer(world());
  const { navigation } = await renderRoute('/anchor/detail/7');
  fireEvent.click(await screen.findByRole('button', { name: '关注 解说小七' }));
  expect(navigation.logins).toEqual(['/anchor/detail/7']);
  expect(server.sentTo(AnchorCalls.subscribe.path)).toHaveLength(0);
});

it('follows and unfollows the host, with the toasts of spec 8 and the subscriptions re-fetched', async () => {
  useSessionStore.setState({ token: 'token-1', uid: 'u1' });
  server = installAnchorsServer(world());
  await renderRoute('/anchor/detail/7');
  fireEvent.click(await screen.findByRole('button', { name: '关注 解说小七' }));
  const following = await screen.findByRole('button', { name: '已关注 解说小七' });
  expect(following).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(server.sentTo(AnchorCalls.subscribe.path)).toHaveLength(1));
  expect(paramsOf(server.sentTo(AnchorCalls.subscribe.path)[0]!)).toEqual({ subscribeHostId: '7' });
  expect(shownToasts()).toContainEqual(['success', '关注成功']);
  await waitFor(() => expect(server.sentTo(AnchorCalls.subscribeInfo.path)).toHaveLength(1));

  fireEvent.click(following);
  expect(await screen.findByRole('button', { name: '关注 解说小七' })).toBeInTheDocument();
  expect(shownToasts()).toContainEqual(['success', '已取消关注']);
});

it('lists the schedule: watch the live match on the portal, book the next one', async () => {
  useSessionStore.setState({ token: 'token-1', uid: 'u1' });
  server = installAnchorsServer(world());
  const { navigation } = await renderRoute('/anchor/detail/7');
  fireEvent.click(await screen.findByRole('button', { name: /观看比赛/ }));
  expect(navigation.jumps).toEqual([
    { kind: 'host', path: HostRoute.live, query: { matchId: 500, hostId: 7, matchSource: 164 } },
  ]);
  fireEvent.click(screen.getByRole('button', { name: '预约 阿森纳 VS 热刺' }));
  expect(await screen.findByRole('button', { name: '已预约 阿森纳 VS 热刺' })).toBeInTheDocument();
  await waitFor(() => expect(server.sentTo(AnchorCalls.subscribe.path)).toHaveLength(1));
  expect(paramsOf(server.sentTo(AnchorCalls.subscribe.path)[0]!)).toEqual({ subscribeMatchId: '501' });
});

it('leads to the match on the portal from the bottom bar', async () => {
  server = installAnchorsServer(world());
  const { navigation } = await renderRoute('/anchor/detail/7');
  fireEvent.click(await screen.findByRole('button', { name: '赛事详情' }));
  fireEvent.click(screen.getByRole('button', { name: '去投注' }));
  expect(navigation.jumps).toEqual([
    { kind: 'host', path: HostRoute.matchDetail, query: { matchId: 500, hostId: 7, tab: 'anchor' } },
    { kind: 'host', path: HostRoute.live, query: { matchId: 500, hostId: 7, matchSource: 164 } },
  ]);
});

it("去投注 shows the icon of the portal's game the match is streamed from (gameIconList, asked when the room shows)", async () => {
  useGlobalStore.setState({ gameIconList: [] });
  server = installAnchorsServer(world(), (request) =>
    request.path === SystemCalls.gamebetConfig.path
      ? { envelope: { code: 1, data: [{ gameId: 3, name: 'XJ体育', icon: 'game-3-XJ.svg' }, { gameId: 164, name: '新ST体育', icon: 'game-164-新ST.svg' }] } }
      : undefined,
  );
  await renderRoute('/anchor/detail/7');
  const bet = await screen.findByRole('button', { name: '去投注' });
  await waitFor(() => expect(within(bet).getByTestId('bet-game-icon').getAttribute('src')).toContain(encodeURIComponent('game-164-新ST.svg')));
  expect(bet).toHaveAttribute('title', '新ST体育');
  expect(paramsOf(server.sentTo(SystemCalls.gamebetConfig.path)[0]!)).toEqual({ showClient: '3' });
});

it("shows the ranking and the host's moments in their tabs, loaded when opened", async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor/detail/7');
  await screen.findByRole('heading', { name: '解说小七' });
  expect(server.sentTo(AnchorCalls.hostRank.path)).toHaveLength(0);
  fireEvent.click(screen.getByRole('tab', { name: '排行' }));
  const current = await screen.findByRole('link', { current: true });
  expect(current).toHaveAttribute('href', '/anchor/detail/7');
  expect(within(current).getByText('第2名')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '动态' }));
  expect(await screen.findByText('今晚见')).toBeInTheDocument();
  expect(paramsOf(server.sentTo(AnchorCalls.hostMoments.path)[0]!)).toEqual({
    hostId: '7',
    page: '1',
    size: '10',
    momentSort: '1',
  });
});

it('shows an offline poster and the next match when the host is not live', async () => {
  const data = world();
  data.streamers[0] = streamer({ id: 7, nickName: '解说小七', liveStatus: 0 });
  data.matchInfo[7] = matchInfo({ liveStatus: 0, startDate: Date.now() + 26 * HOUR });
  server = installAnchorsServer(data);
  await renderRoute('/anchor/detail/7');
  expect(await screen.findByText('主播暂未开播')).toBeInTheDocument();
  expect(screen.getByText(/下一场：曼联 VS 切尔西/)).toBeInTheDocument();
  expect(screen.queryByTestId('player')).toBeNull();
});

it('says when the host does not exist, and offers a retry when the room fails to load', async () => {
  server = installAnchorsServer(world());
  const missing = await renderRoute('/anchor/detail/99');
  expect(await screen.findByText('主播不存在或已下线')).toBeInTheDocument();
  missing.unmount();
  server.restore();

  useAnchorsStore.getState().reset();
  let fail = true;
  server = installAnchorsServer(world(), (request) =>
    request.path === AnchorCalls.hostLiveMatchInfo.path && fail ? { network: true } : undefined,
  );
  await renderRoute('/anchor/detail/7');
  const retry = await screen.findByRole('button', { name: '重试' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { name: '解说小七' })).toBeInTheDocument();
});

it('treats a malformed id as a host that does not exist', async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor/detail/abc');
  expect(screen.getByText('主播不存在或已下线')).toBeInTheDocument();
  expect(server.sent).toHaveLength(0);
});

describe('省流模式 (issue 26)', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => useDataSaverStore.getState().setDataSaver(false));
  });

  it('offers it when the stream keeps stalling; switched on, no player, the score as it comes, remembered on the device', async () => {
    server = installAnchorsServer(world());
    await renderRoute('/anchor/detail/7');
    await screen.findByTestId('player');
    act(() => player.props!.onDelayChange!(20));
    act(() => player.props!.onHealth!({ stalls: 3, stalledMs: 4000, longestStallMs: 2000, currentStallMs: 0, bytesPerSecond: 50_000 }));
    const banner = screen.getByTestId('stream-banner');
    expect(banner).toHaveTextContent('网络较慢，切换到省流模式');
    fireEvent.click(within(banner).getByRole('button', { name: '切换' }));

    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '省流模式' });
    expect(localStorage.getItem('sport-info:data-saver')).toBe('1');
    // No stream delay to hold back: a goal shows at once, in the panel and on the match card.
    act(() =>
      useLiveMatchStore
        .getState()
        .applyMatchLive([{ at: Date.now(), value: liveValue({ matchId: 500, homeScore: 2, minute: 31 }) }]),
    );
    expect(panel.querySelector('[data-data-saver-score="500"]')).toHaveTextContent(/^2 : 0/);
    expect(within(panel).getByText(/进球/)).toBeInTheDocument();
    expect(screen.queryByText('20 秒延迟')).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: '切回视频' }));
    expect(await screen.findByTestId('player')).toBeInTheDocument();
    expect(localStorage.getItem('sport-info:data-saver')).toBe('0');
  });

  it('stays quiet on a healthy stream, and switches by hand', async () => {
    server = installAnchorsServer(world());
    await renderRoute('/anchor/detail/7');
    await screen.findByTestId('player');
    act(() => player.props!.onHealth!({ stalls: 0, stalledMs: 0, longestStallMs: 0, currentStallMs: 0, bytesPerSecond: 200_000 }));
    expect(screen.queryByTestId('stream-banner')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '省流模式' }));
    expect(screen.getByRole('region', { name: '省流模式' })).toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });
});
