/**
 * The standalone page's entry. First the start-up's gate calls (the domain list, then the common
 * config) and, on the anchor home, its banners — the HTTP layer and its signing, without React
 * DOM — then, once the domain list has gone out, the app (bootstrap.tsx, the chunk group "app",
 * whose files the page preloads beside this one). The calls leave as soon as this entry's few
 * kilobytes have arrived and run, not after all of the page's code has been evaluated; the
 * banners' first picture, the anchor home's largest, is asked for as soon as the domain list has
 * answered, without waiting for the app's code to run and render. The app takes every answer
 * when it boots (early-start.ts, the promotion store).
 *
 * In the native app the device id comes from the app: the app's boot makes the calls.
 */
import { startEarly } from '../app/runtime/early-start';
import { anchorRoutes } from '../domains/anchors/anchors-routes';
import { defaultApiBaseUrl } from '../expose/default-api-base-url';
import { fileBaseOf } from '../platform/config/config-store';
import { usePromotionStore } from '../platform/promotions/promotion-store';
import { opensAnchorHome, opensInNativeApp } from './start-options';

function startCalls(): Promise<void> {
  const calls = startEarly(defaultApiBaseUrl());
  if (opensAnchorHome(location.pathname, anchorRoutes.home)) {
    calls.domains.then(
      (list) =>
        void usePromotionStore.getState().load('anchorHome', {
          baseUrl: list.api[0] ?? calls.apiBaseUrl,
          fileBase: fileBaseOf(list),
        }),
      // A failed domain list is the app's gate to show; the page asks for its banners after it.
      () => undefined,
    );
  }
  // The app's modules run after the request has gone: evaluated first, they would delay it.
  return calls.domainsSent;
}

const inNativeApp = opensInNativeApp();
void (inNativeApp ? Promise.resolve() : startCalls()).then(async () => {
  const { start } = await import(/* webpackChunkName: "app" */ './bootstrap');
  const container = document.getElementById('root');
  if (container) void start(container, inNativeApp);
});
