/**
 * The anchors domain inside the whole app (SportInfoApp in a streamer router, fake network): the
 * route table, the anchor tab's live badge, login through the bridge, and logout clearing the
 * user's bookings.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { EventEmitter } from 'eventemitter3';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BridgeEmitter } from '@src/contracts/bridge-events';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import SportInfoApp from '@src/expose/sport-info-app';
import { systemReply } from '../../../support/system-replies';
import { emptyData, installAnchorsServer, type FakeAnchorsData } from './support/anchors-server';
import { streamer, liveNow, matchInfo, scheduleEntry } from './support/fixtures';

jest.mock('@src/domains/anchors/components/live-player/lazy-live-player', () => ({
  LazyLivePlayer: () => <div data-testid="player" />,
}));

function world(live: boolean): FakeAnchorsData {
  const data = emptyData();
  const seven = streamer({
    id: 7,
    nickName: '解说小七',
    liveStatus: live ? 1 : 0,
    liveSchedule: [scheduleEntry({ matchId: 600, liveStatus: live ? 1 : 0 })],
  });
  data.home = { hosts: [seven], liveMatchList: live ? [liveNow(600, 7)] : [], hostMomentList: [] };
  data.streamers = [seven];
  data.matchInfo[7] = matchInfo({ matchId: 600, liveStatus: 0, startDate: Date.now() + 3_600_000 });
  data.subscriptions = { subscribeHostId: [], subscribeMatchId: [600] };
  return data;
}

let server: ReturnType<typeof installAnchorsServer>;
beforeEach(() => {
  // jsdom has no scrolling; the push socket has no server here and says so on the console.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => server.restore());

function renderApp(path: string, props: Partial<Parameters<typeof SportInfoApp>[0]> = {}) {
  const bridge = new EventEmitter();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/sport-info/*"
          element={
            <SportInfoApp bridge={bridge as unknown as BridgeEmitter} apiBaseUrl="http://boot.test" {...props} />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, bridge };
}

it('/sport-info redirects to /anchor, whose tab shows the live badge while an anchor is live on a live match', async () => {
  server = installAnchorsServer(world(true), (request) => systemReply(request.path));
  renderApp('/sport-info');
  expect(await screen.findByRole('heading', { name: '热门主播' })).toBeInTheDocument();
  const tab = within(screen.getByTestId('app-header')).getByRole('tab', { name: /主播/ });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveTextContent('有主播正在直播');
  // The streamer stops streaming: the badge goes.
  act(() =>
    useAnchorsStore
      .getState()
      .applyStreamerLive([{ at: 1, value: { hostId: 7, liveStatus: 0, matchId: 600, scheduleLiveStatus: 2 } }]),
  );
  expect(tab).not.toHaveTextContent('有主播正在直播');
});

it('shows the badge on a visit that starts elsewhere (/download), without the anchor home having been opened', async () => {
  server = installAnchorsServer(world(true), (request) => systemReply(request.path));
  renderApp('/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  const tab = within(screen.getByTestId('app-header')).getByRole('tab', { name: /主播/ });
  await within(tab).findByText('有主播正在直播');
  expect(tab).toHaveAttribute('aria-selected', 'false');
});

it('no badge when nobody is live', async () => {
  server = installAnchorsServer(world(false), (request) => systemReply(request.path));
  renderApp('/sport-info/anchor');
  await screen.findByRole('heading', { name: '热门主播' });
  expect(within(screen.getByTestId('app-header')).getByRole('tab', { name: /主播/ })).not.toHaveTextContent(
    '有主播正在直播',
  );
});

it("a visitor's follow emits login to the host with the room as backPath", async () => {
  server = installAnchorsServer(world(false), (request) => systemReply(request.path));
  const { bridge } = renderApp('/sport-info/anchor/detail/7');
  const logins: unknown[] = [];
  bridge.on('login', (payload: unknown) => logins.push(payload));
  fireEvent.click(await screen.findByRole('button', { name: '关注 解说小七' }));
  expect(logins).toEqual([{ backPath: '/sport-info/anchor/detail/7' }]);
  expect(screen.queryByTestId('app-header')).toBeNull();
});

it('loads the live bookings at login and clears them at logout', async () => {
  server = installAnchorsServer(world(false), (request) => systemReply(request.path));
  const { bridge } = renderApp('/sport-info/anchor/detail/7', { session: { token: 'token-1', uid: 'u1' } });
  expect(await screen.findByRole('button', { name: '已预约 曼联 VS 切尔西' })).toBeInTheDocument();
  expect(useAnchorsStore.getState().subscriptions.data?.subscribeMatchId).toEqual([600]);
  act(() => void bridge.emit('session', null));
  expect(useAnchorsStore.getState().subscriptions.data).toBeNull();
  expect(screen.getByRole('button', { name: '预约 曼联 VS 切尔西' })).toBeInTheDocument();
});

it('unmounting resets the anchors store', async () => {
  server = installAnchorsServer(world(true), (request) => systemReply(request.path));
  const { unmount } = renderApp('/sport-info/anchor');
  await screen.findByRole('heading', { name: '热门主播' });
  unmount();
  expect(useAnchorsStore.getState().home.status).toBe('idle');
});
