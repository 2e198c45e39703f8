/**
 * The anchors domain inside the whole app (SportInfoApp in a streamer router, fake network): the
 * route table, the anchor tab's live badge, and the reset at unmount — over the development
 * server's anchors routes (support/anchors-backend).
 */
import { act, screen, within } from '@testing-library/react';
import { AnchorCalls, type AnchorHome } from '@src/contracts/anchors';
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { renderInHost } from '@tests/support/render-in-host';
import { anchorsAppHooks, anchorsBackendPerTest, homeAnswer, isOnAir } from './support/anchors-backend';
import { BACKEND_NOW, type Override } from '@tests/support/in-process-backend';

/** Nobody on air: the world's anchor home with every streamer off (a quiet hour). */
const nobodyLive: Override = async (request, serverData) => {
  if (request.path !== AnchorCalls.anchorList.path) return undefined;
  const home = (await serverData()) as AnchorHome;
  const hosts = home.hosts.map((host) => ({ ...host, liveStatus: host.liveStatus === 1 ? 0 : host.liveStatus }));
  return { envelope: { code: 1, data: { ...home, hosts } } };
};

const installBackend = anchorsBackendPerTest(anchorsAppHooks);

it('/sport-info redirects to /anchor, whose tab shows the live badge while an anchor is live on a live match', async () => {
  const backend = installBackend();
  renderInHost({}, '/sport-info');
  expect(await screen.findByRole('heading', { name: '热门主播' })).toBeInTheDocument();
  const tab = within(screen.getByTestId('app-header')).getByRole('tab', { name: /主播/ });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveTextContent('有主播正在直播');
  // Every streamer on air stops streaming: the badge goes.
  const onAir = homeAnswer(backend).hosts.filter(isOnAir);
  expect(onAir.length).toBeGreaterThan(0);
  act(() =>
    useAnchorsStore.getState().applyStreamerLive(
      onAir.flatMap((host) =>
        host.liveSchedule
          .filter((entry) => entry.liveStatus === 1)
          .map((entry) => ({
            at: BACKEND_NOW + 1000,
            value: { hostId: host.id, liveStatus: 0 as const, matchId: entry.matchId, scheduleLiveStatus: 2 as const },
          })),
      ),
    ),
  );
  expect(tab).not.toHaveTextContent('有主播正在直播');
});

it('shows the badge on a visit that starts elsewhere (/download), without the anchor home having been opened', async () => {
  installBackend();
  renderInHost({}, '/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  const tab = within(screen.getByTestId('app-header')).getByRole('tab', { name: /主播/ });
  await within(tab).findByText('有主播正在直播');
  expect(tab).toHaveAttribute('aria-selected', 'false');
});

it('no badge when nobody is live', async () => {
  installBackend(nobodyLive);
  renderInHost({}, '/sport-info/anchor');
  await screen.findByRole('heading', { name: '热门主播' });
  expect(within(screen.getByTestId('app-header')).getByRole('tab', { name: /主播/ })).not.toHaveTextContent(
    '有主播正在直播',
  );
});

it('unmounting resets the anchors store', async () => {
  installBackend();
  const { unmount } = renderInHost({}, '/sport-info/anchor');
  await screen.findByRole('heading', { name: '热门主播' });
  unmount();
  expect(useAnchorsStore.getState().home.status).toBe('idle');
});
