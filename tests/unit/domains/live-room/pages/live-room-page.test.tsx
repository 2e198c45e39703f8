/**
 * /anchor/detail/:id over the development server's anchors routes (in-process,
 * support/anchors-backend) at a fixed time: a streamer of the world on air on a football match,
 * with a match to book; one off air; one high in the weekly ranking.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorCalls, type StreamerRankItem } from '@src/contracts/anchors';
import { AnchorMomentCalls } from '@src/contracts/anchors-moments';
import { AnchorRoomCalls } from '@src/contracts/anchors-room';
import { AnchorRankCalls } from '@src/contracts/anchors-rank';
import { SystemCalls } from '@src/contracts/system';
import type { GameIcon } from '@src/contracts/system';
import { useGlobalStore } from '@src/platform/global/global-store';
import { HostRoute } from '@src/contracts/host-routes';
import type { LivePlayerProps } from '@src/domains/live-room/player/components/live-player-props';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { useDataSaverStore } from '@src/domains/live-room/player/store/data-saver-store';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { formatCount as formatCountIn } from '@src/platform/i18n/formats';
import { ok, paramsOf } from '@tests/support/fake-transport';
import { backendWorld, overrideRoute, type Override } from '@tests/support/in-process-backend';
import { liveValue } from '@tests/support/match-fixtures';
import { renderRoute } from '@tests/support/render-route';
import { shownToasts } from '@tests/support/app-world';
import {
  installAnchorsBackend,
  anchorsPageHooks,
  matchLabel,
  offAirWithNext,
  onAirWithBooking,
  type AnchorsBackend,
} from '../../anchors/support/anchors-backend';

/** A count as the zh-CN page writes it. */
const formatCount = (count: number) => formatCountIn('zh-CN', count);

/** The player is the other engineer's chunk: here a stand-in that shows what it was given. */
const player: { props: LivePlayerProps | null } = { props: null };
jest.mock('@src/domains/live-room/player/components/lazy-live-player', () => ({
  LazyLivePlayer: (props: LivePlayerProps) => {
    player.props = props;
    return <div data-testid="player">{props.sources.m3u8}</div>;
  },
}));

let backend: AnchorsBackend;
anchorsPageHooks(
  () => backend.restore(),
  () => (player.props = null),
);

/** The room's home side scores now (pushed at this moment, a minute on); returns the new score. */
function homeScoresNow(live: Awaited<ReturnType<typeof onAir>>['live']) {
  const goal = { homeScore: live.match.homeScore + 1, awayScore: live.match.awayScore };
  const value = liveValue({
    matchId: live.matchId,
    statusId: live.match.statusId,
    ...goal,
    minute: live.match.minute + 1,
  });
  act(() => useLiveMatchStore.getState().applyMatchLive([{ at: Date.now(), value }]));
  return goal;
}

/** The world's streamer on air, with the backend installed. */
async function onAir(override?: Parameters<typeof installAnchorsBackend>[0]) {
  backend = installAnchorsBackend(override);
  return onAirWithBooking(backend);
}

/** The score of a match as the room writes it. */
const scoreOf = (match: { homeScore: number; awayScore: number }) => `${match.homeScore} : ${match.awayScore}`;

it("plays the host's stream, shows the match and the host", async () => {
  const { streamer, info, live } = await onAir();
  await renderRoute(`/anchor/detail/${streamer.id}`);
  expect(await screen.findByRole('heading', { name: streamer.nickName })).toBeInTheDocument();
  const room = info.liveRoomId;
  expect(screen.getByTestId('player')).toHaveTextContent(`http://api.test/live/${room}/index.m3u8`);
  expect(player.props?.sources).toEqual({
    m3u8: `http://api.test/live/${room}/index.m3u8`,
    flv: `http://api.test/live/${room}.flv`,
  });
  expect(screen.getByText(`粉丝 ${formatCount(streamer.fansCount)}`, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `关注 ${streamer.nickName}` })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText(scoreOf(live.match))).toBeInTheDocument();
  expect(screen.getByText(`${live.match.minute}'`)).toBeInTheDocument();
});

it('shows the score the delayed stream is at, with the delay and a 实时比分 switch', async () => {
  const { streamer, live } = await onAir();
  await renderRoute(`/anchor/detail/${streamer.id}`);
  const before = scoreOf(live.match);
  const after = scoreOf({ homeScore: live.match.homeScore + 1, awayScore: live.match.awayScore });
  await screen.findByText(before);
  act(() => player.props!.onDelayChange!(20));
  expect(screen.getByText('20 秒延迟')).toBeInTheDocument();
  // A goal now: the viewer is 20 s behind, so the score stays.
  homeScoresNow(live);
  expect(screen.getByText(before)).toBeInTheDocument();
  const realtime = screen.getByRole('switch', { name: '实时比分' });
  expect(realtime).toHaveAttribute('aria-checked', 'false');
  fireEvent.click(realtime);
  expect(screen.getByText(after)).toBeInTheDocument();
  expect(realtime).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(realtime);
  expect(screen.getByText(before)).toBeInTheDocument();
});

it("names the teams in 赛况 as the match card does, not by the room's full names", async () => {
  // The room's answer carries a team's full name (比利亚雷亚尔) where the match card shows its short one (黄潜).
  const fullNames: Override = async (request, serverData) =>
    request.path === AnchorRoomCalls.hostLiveMatchInfo.path
      ? ok({ ...((await serverData()) as object), masterTeamName: '主队全名', guestTeamName: '客队全名' })
      : undefined;
  const { streamer, live } = await onAir(fullNames);
  await renderRoute(`/anchor/detail/${streamer.id}`);
  fireEvent.click(await screen.findByRole('tab', { name: '赛况' }));
  const panel = await screen.findByTestId('match-centre');
  expect(within(panel).getByText(live.match.home.shortNameZh)).toBeInTheDocument();
  expect(within(panel).getByText(live.match.away.shortNameZh)).toBeInTheDocument();
  expect(screen.queryByText(/全名/)).not.toBeInTheDocument();
});

it('asks a visitor to log in before following, with a way back to the room', async () => {
  const { streamer } = await onAir();
  const { navigation } = await renderRoute(`/anchor/detail/${streamer.id}`);
  fireEvent.click(await screen.findByRole('button', { name: `关注 ${streamer.nickName}` }));
  expect(navigation.logins).toEqual([`/anchor/detail/${streamer.id}`]);
  expect(backend.sentTo(AnchorCalls.subscribe.path)).toHaveLength(0);
});

it('follows and unfollows the host, with the toasts and the subscriptions re-fetched', async () => {
  const { streamer } = await onAir();
  backend.logIn('demo');
  await renderRoute(`/anchor/detail/${streamer.id}`);
  fireEvent.click(await screen.findByRole('button', { name: `关注 ${streamer.nickName}` }));
  const following = await screen.findByRole('button', { name: `已关注 ${streamer.nickName}` });
  expect(following).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(backend.sentTo(AnchorCalls.subscribe.path)).toHaveLength(1));
  expect(paramsOf(backend.sentTo(AnchorCalls.subscribe.path)[0]!)).toEqual({ subscribeHostId: String(streamer.id) });
  expect(shownToasts()).toContainEqual(['success', '关注成功']);
  await waitFor(() => expect(backend.sentTo(AnchorCalls.subscribeInfo.path)).toHaveLength(1));
  // The server holds the follow.
  expect(backend.answersTo(AnchorCalls.subscribeInfo.path)[0]).toEqual({
    subscribeHostId: [streamer.id],
    subscribeMatchId: [],
  });

  fireEvent.click(following);
  expect(await screen.findByRole('button', { name: `关注 ${streamer.nickName}` })).toBeInTheDocument();
  expect(shownToasts()).toContainEqual(['success', '已取消关注']);
});

it('lists the schedule: watch the live match on the portal, book the next one', async () => {
  const { streamer, live, next } = await onAir();
  backend.logIn('demo');
  const { navigation } = await renderRoute(`/anchor/detail/${streamer.id}`);
  fireEvent.click(await screen.findByRole('button', { name: `观看比赛 ${matchLabel(live)}` }));
  expect(navigation.jumps).toEqual([
    {
      kind: 'host',
      path: HostRoute.live,
      query: { matchId: live.matchId, hostId: streamer.id, matchSource: live.matchSource },
    },
  ]);
  fireEvent.click(screen.getByRole('button', { name: `预约 ${matchLabel(next)}` }));
  expect(await screen.findByRole('button', { name: `已预约 ${matchLabel(next)}` })).toBeInTheDocument();
  await waitFor(() => expect(backend.sentTo(AnchorCalls.subscribe.path)).toHaveLength(1));
  expect(paramsOf(backend.sentTo(AnchorCalls.subscribe.path)[0]!)).toEqual({ subscribeMatchId: String(next.matchId) });
});

it('leads to the match on the portal from the bottom bar', async () => {
  const { streamer, info } = await onAir();
  const { navigation } = await renderRoute(`/anchor/detail/${streamer.id}`);
  fireEvent.click(await screen.findByRole('button', { name: '赛事详情' }));
  fireEvent.click(screen.getByRole('button', { name: '去投注' }));
  expect(navigation.jumps).toEqual([
    { kind: 'host', path: HostRoute.matchDetail, query: { matchId: info.matchId, hostId: streamer.id, tab: 'anchor' } },
    {
      kind: 'host',
      path: HostRoute.live,
      query: { matchId: info.matchId, hostId: streamer.id, matchSource: info.matchSource },
    },
  ]);
});

it("去投注 shows the icon of the portal's game the match is streamed from (gameIconList, asked when the room shows)", async () => {
  useGlobalStore.setState({ gameIconList: [] });
  const { streamer, info } = await onAir();
  await renderRoute(`/anchor/detail/${streamer.id}`);
  const bet = await screen.findByRole('button', { name: '去投注' });
  await waitFor(() => expect(backend.answersTo(SystemCalls.gamebetConfig.path)).toHaveLength(1));
  const icons = backend.answersTo<GameIcon[]>(SystemCalls.gamebetConfig.path)[0]!;
  const game = icons.find((icon) => icon.gameId === info.matchSource)!;
  // The world's icons name every game: the room picks the one the match streams from.
  expect(icons.length).toBeGreaterThan(1);
  await waitFor(() =>
    expect(within(bet).getByTestId('bet-game-icon').getAttribute('src')).toContain(encodeURIComponent(game.icon)),
  );
  expect(bet).toHaveAttribute('title', game.name);
  expect(paramsOf(backend.sentTo(SystemCalls.gamebetConfig.path)[0]!)).toEqual({ showClient: '3' });
});

it("shows the ranking and the host's moments in their tabs, loaded when opened", async () => {
  backend = installAnchorsBackend();
  // The second of the weekly ranking, with moments of their own.
  const rank = await backend.call<StreamerRankItem[]>(AnchorRankCalls.hostRank);
  const second = rank[1]!;
  const [newest] = (
    await backend.call<{ list: { content: string }[] }>(AnchorMomentCalls.hostMoments, {
      hostId: second.id,
      page: 1,
      size: 10,
    })
  ).list;
  await renderRoute(`/anchor/detail/${second.id}`);
  await screen.findByRole('heading', { name: second.nickName });
  expect(backend.sentTo(AnchorRankCalls.hostRank.path)).toHaveLength(0);
  fireEvent.click(screen.getByRole('tab', { name: '排行' }));
  const current = await screen.findByRole('link', { current: true });
  expect(current).toHaveAttribute('href', `/anchor/detail/${second.id}`);
  expect(within(current).getByText('第2名')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: '动态' }));
  expect((await screen.findAllByText(newest!.content)).length).toBeGreaterThan(0);
  expect(paramsOf(backend.sentTo(AnchorMomentCalls.hostMoments.path)[0]!)).toEqual({
    hostId: String(second.id),
    page: '1',
    size: '10',
    momentSort: '1',
  });
});

it('shows an offline poster and the next match when the host is not live', async () => {
  backend = installAnchorsBackend();
  const { streamer, info } = await offAirWithNext(backend);
  await renderRoute(`/anchor/detail/${streamer.id}`);
  expect(await screen.findByText('主播暂未开播')).toBeInTheDocument();
  expect(
    screen.getByText(`下一场：${info.masterTeamName} VS ${info.guestTeamName}`, { exact: false }),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('player')).toBeNull();
});

it('says when the host does not exist, and offers a retry when the room fails to load', async () => {
  backend = installAnchorsBackend();
  // No streamer of the world has this id: the server says so (10001), host/list leaves it out.
  expect(backendWorld().hosts.has(99)).toBe(false);
  const missing = await renderRoute('/anchor/detail/99');
  expect(await screen.findByText('主播不存在或已下线')).toBeInTheDocument();
  missing.unmount();
  backend.restore();

  useAnchorsStore.getState().reset();
  const failing = overrideRoute(AnchorRoomCalls.hostLiveMatchInfo.path, { network: true });
  const { streamer } = await onAir(failing.override);
  await renderRoute(`/anchor/detail/${streamer.id}`);
  const retry = await screen.findByRole('button', { name: '重试' });
  failing.stop();
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { name: streamer.nickName })).toBeInTheDocument();
});

it('treats a malformed id as a host that does not exist', async () => {
  backend = installAnchorsBackend();
  await renderRoute('/anchor/detail/abc');
  expect(screen.getByText('主播不存在或已下线')).toBeInTheDocument();
  expect(backend.sent).toHaveLength(0);
});

describe('省流模式', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => useDataSaverStore.getState().setDataSaver(false));
  });

  it('offers it when the stream keeps stalling; switched on, no player, the score as it comes, remembered on the device', async () => {
    const { streamer, live } = await onAir();
    await renderRoute(`/anchor/detail/${streamer.id}`);
    await screen.findByTestId('player');
    act(() => player.props!.onDelayChange!(20));
    act(() =>
      player.props!.onHealth!({
        stalls: 3,
        stalledMs: 4000,
        longestStallMs: 2000,
        currentStallMs: 0,
        bytesPerSecond: 50_000,
      }),
    );
    const banner = screen.getByTestId('stream-banner');
    expect(banner).toHaveTextContent('网络较慢，切换到省流模式');
    fireEvent.click(within(banner).getByRole('button', { name: '切换' }));

    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '省流模式' });
    expect(localStorage.getItem('sport-info:data-saver')).toBe('1');
    // No stream delay to hold back: a goal shows at once, in the panel and on the match card.
    const goal = homeScoresNow(live);
    expect(panel.querySelector(`[data-data-saver-score="${live.matchId}"]`)).toHaveTextContent(
      new RegExp(`^${scoreOf(goal)}`),
    );
    expect(within(panel).getAllByText(/进球/).length).toBeGreaterThan(0);
    expect(screen.queryByText('20 秒延迟')).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: '切回视频' }));
    expect(await screen.findByTestId('player')).toBeInTheDocument();
    expect(localStorage.getItem('sport-info:data-saver')).toBe('0');
  });

  it('stays quiet on a healthy stream, and switches by hand', async () => {
    const { streamer } = await onAir();
    await renderRoute(`/anchor/detail/${streamer.id}`);
    await screen.findByTestId('player');
    act(() =>
      player.props!.onHealth!({
        stalls: 0,
        stalledMs: 0,
        longestStallMs: 0,
        currentStallMs: 0,
        bytesPerSecond: 200_000,
      }),
    );
    expect(screen.queryByTestId('stream-banner')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '省流模式' }));
    expect(screen.getByRole('region', { name: '省流模式' })).toBeInTheDocument();
    expect(screen.queryByTestId('player')).not.toBeInTheDocument();
  });
});

it('a setting in the room turns autoplay off for the player, and it stays off (global isAutoPlay, kept)', async () => {
  useGlobalStore.getState().setAutoPlay(true);
  const { streamer } = await onAir();
  await renderRoute(`/anchor/detail/${streamer.id}`);
  await screen.findByTestId('player');
  expect(player.props!.autoPlay).toBe(true);
  const setting = screen.getByRole('button', { name: '自动播放', pressed: true });
  fireEvent.click(setting);
  expect(screen.getByRole('button', { name: '自动播放', pressed: false })).toHaveTextContent('自动播放 关');
  expect(player.props!.autoPlay).toBe(false);
  useGlobalStore.getState().reset();
  expect(useGlobalStore.getState().isAutoPlay).toBe(false);
  useGlobalStore.getState().setAutoPlay(true);
});
