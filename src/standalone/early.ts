/**
 * The standalone page's first script: the start-up's gate calls (the domain list, then the common
 * config) and, on the anchor home, its banners — the HTTP layer and its signing, without React or
 * the app. Its own entry, which the page's main entry depends on (one runtime: no module twice),
 * so it runs as soon as its own few kilobytes have arrived instead of after all of the page's code.
 * The banners' first picture is the anchor home's largest: asked for as soon as the domain list
 * has answered, it no longer waits for the app's code to download, run and render. The app takes
 * every answer when it boots (early-start.ts, the promotion store).
 *
 * In the native app the device id comes from the app: the app's boot makes the calls.
 */
import { startEarly } from '../app/runtime/early-start';
import { anchorRoutes } from '../domains/anchors/anchors-routes';
import { defaultApiBaseUrl } from '../expose/default-api-base-url';
import { fileBaseOf } from '../platform/config/config-store';
import { usePromotionStore } from '../platform/promotions/promotion-store';
import { opensAnchorHome, opensInNativeApp } from './start-options';

if (!opensInNativeApp()) {
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
}
