/**
 * The tournament pages show the topic pages' banners (category 20303 on the web), as /five-leagues
 * and /nba do: the development server's banner rows over its football world.
 */
import { screen, within } from '@testing-library/react';
import { registerFootballRoutes } from '@shell-demo/server/routes/football';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { bannerMessages } from '@src/features/promotions/banner-messages.zh-cn';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { BACKEND_NOW, installInProcessBackend } from '@tests/support/in-process-backend';
import { touchBannerStrip } from '@tests/support/banner-strip';
import { renderRoute } from '@tests/support/render-route';
import { pageTestsOnTheWorld } from '@tests/support/world-page-tests';

jest.setTimeout(30_000);

pageTestsOnTheWorld();
let backend: ReturnType<typeof installInProcessBackend>;
beforeEach(() => {
  usePromotionStore.getState().reset();
  backend = installInProcessBackend([registerSystemRoutes, registerFootballRoutes], { now: BACKEND_NOW });
});
afterEach(() => backend.restore());

it.each(['/euro-cup', '/world-cup'])('%s shows the topic pages’ banners under the topic switch', async (path) => {
  await renderRoute(path);
  const strip = await screen.findByRole('region', { name: bannerMessages.label });
  touchBannerStrip();
  expect(within(strip).getByRole('img', { name: '金币福利 天天领' })).toBeInTheDocument();
  expect(within(strip).getByRole('img', { name: '关注专家 方案早知道' })).toBeInTheDocument();
});
