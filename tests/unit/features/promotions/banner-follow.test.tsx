/**
 * 关注 in an attention banner's prompt is the follow buttons' action (the whole app over the
 * development server's system, anchors and news routes): a streamer followed there is in the
 * user's follows fetched again — 已关注 wherever it shows —; an expert gets his follower ±1 and
 * isAttention at once on every place the tips show him.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorCalls } from '@src/contracts/anchors';
import type { ExpertProfile } from '@src/contracts/news';
import { NewsCalls } from '@src/contracts/news-calls';
import { useFollowsStore } from '@src/domains/match/store/follows-store';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { bannerMessages } from '@src/features/promotions/banner-messages.zh-cn';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { registerAnchorRoutes } from '@shell-demo/server/routes/anchors';
import { registerNewsRoutes } from '@shell-demo/server/routes/news';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { EXPERT_ID_BASE, HOST_ID_BASE } from '@shell-demo/server/world/ids';
import { touchBannerStrip } from '@tests/support/banner-strip';
import { BACKEND_NOW, backendWorld, deviceClockAt, installInProcessBackend } from '@tests/support/in-process-backend';
import { renderInHost } from '@tests/support/render-in-host';
import { setUpAppWorld } from '@tests/support/app-world';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installInProcessBackend>;
beforeAll(() => backendWorld());
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  // The in-process API is signed with the development key.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setUpAppWorld();
  deviceClockAt(BACKEND_NOW);
  usePromotionStore.getState().reset();
  backend = installInProcessBackend([registerSystemRoutes, registerAnchorRoutes, registerNewsRoutes], {
    now: BACKEND_NOW,
  });
  backend.logIn('banner-fan');
});
afterEach(() => {
  backend.restore();
  jest.restoreAllMocks();
});

/** Taps the banner of that title and category, and 关注 in the prompt it opens. */
async function followFromBanner(title: string, categoryId: number) {
  // Touched, then found and tapped in one go: the touch draws the slides after the first, and the
  // banner is the one on the page after that render (a tap on an element gone reaches nobody).
  await waitFor(
    () => {
      touchBannerStrip();
      const strip = screen.getByRole('region', { name: bannerMessages.label });
      const banner = within(strip)
        .getAllByRole('img', { name: title })
        .find((image) => image.getAttribute('src')?.includes(`banner-${categoryId}_`));
      if (!banner) throw new Error(`no banner of category ${categoryId} titled ${title}`);
      fireEvent.click(banner);
    },
    { timeout: 5000 },
  );
  const prompt = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(prompt).getByRole('button', { name: '关注' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('a streamer followed from a banner is among the follows fetched again', async () => {
  // The anchor sub-pages' category (30303) asks to follow the world's streamer 300004.
  const hostId = HOST_ID_BASE + 3;
  const { bridge } = renderInHost({}, '/sport-info/anchor/week-rank');
  const toasts: string[] = [];
  bridge.on('toast', ({ message }: { message: string }) => toasts.push(message));
  await waitFor(() => expect(backend.sentTo(AnchorCalls.subscribeInfo.path)).toHaveLength(1));
  expect(useFollowsStore.getState().subscriptions.data?.subscribeHostId ?? []).not.toContain(hostId);

  await followFromBanner('关注主播 开播早知道', 30303);
  expect(backend.sentTo(AnchorCalls.subscribe.path)).toHaveLength(1);
  await waitFor(() => expect(backend.sentTo(AnchorCalls.subscribeInfo.path)).toHaveLength(2));
  expect(useFollowsStore.getState().subscriptions.data?.subscribeHostId).toContain(hostId);
  // The follow buttons' words, once.
  expect(toasts).toEqual(['关注成功']);
});

it('an expert followed from a banner gets his follower and isAttention at once', async () => {
  // The tips page's common category (20301) asks to follow expert 400002.
  const expertId = EXPERT_ID_BASE + 1;
  renderInHost({}, '/sport-info/news');
  // The app booted: its calls go to the development server's routes.
  await screen.findByRole('region', { name: bannerMessages.label });
  await act(() => useNewsStore.getState().loadExpert(expertId));
  const before = useNewsStore.getState().experts[expertId]!.data as ExpertProfile;
  expect(before.isAttention).toBe(0);

  await followFromBanner('关注专家 方案早知道', 20301);
  expect(backend.sentTo(NewsCalls.attention.path)).toHaveLength(1);
  const after = useNewsStore.getState().experts[expertId]!.data as ExpertProfile;
  expect(after).toMatchObject({ isAttention: 1, attention: before.attention + 1 });
});
