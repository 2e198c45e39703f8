/**
 * The anchors domain's descriptor (platform/domain/domain-descriptor): its routes (spec
 * section 2), the 主播 header tab with its live badge, and what it runs for the app's whole
 * life — the `host-live` push handler, the `anchors:live` channel (so the badge stays current
 * on every page), the user's follows and bookings after login, and following the match layer —
 * and its overlay, the mini-player (issue 26), with the stream it holds stopped on unmount.
 */
import { AnchorsPush } from '../../contracts/anchors-push';
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { followSession } from '../../platform/session/follow-session';
import { subscribeChannels } from '../../platform/socket/push-connection';
import { anchorRoutes } from './anchor-paths';
import { ANCHORS_DOMAIN } from './anchors-domain-id';
import { anchorsStorage } from './anchors-storage';
import { messages } from './messages';
import { closePrivateStreamAtLogout, closeStream, watchMiniPlayer } from './mini-player/stream-dock';
import { allStreamersSlice, rankSlice, roomSlice, useAnchorsStore } from './store/anchors-store';
import { followMatchLayer } from './store/follow-matches';
import { registerAnchorsPushHandlers } from './store/push-handlers';
import { useConfigStore } from '../../platform/config/config-store';
import { useSessionStore } from '../../platform/session/session-store';
import { anchorsSelectors } from './store/selectors';

export const anchorsDomain = defineDomain({
  id: ANCHORS_DOMAIN,
  routes: [
    {
      id: 'anchor',
      pattern: anchorRoutes.home,
      header: true,
      keepAlive: true,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-anchor" */ './pages/anchor-home-page'),
      // The banners: the first screen's largest picture (the page asks only if no call was made yet).
      prefetch: () => useAnchorsStore.getState().loadBanners(),
    },
    {
      id: 'anchor-detail',
      pattern: anchorRoutes.detail,
      header: false,
      keepAlive: false,
      inputPadding: true,
      liveData: true,
      // The room's actions load beside the page (not after it, at the page's first call).
      load: () => withSlice(roomSlice, import(/* webpackChunkName: "page-anchor-detail" */ './pages/live-room-page')),
    },
    {
      id: 'anchor-all',
      pattern: anchorRoutes.allAnchors,
      header: false,
      keepAlive: false,
      liveData: true,
      load: () =>
        withSlice(allStreamersSlice, import(/* webpackChunkName: "page-anchor-all" */ './pages/all-anchors-page')),
    },
    {
      id: 'anchor-week-rank',
      pattern: anchorRoutes.weekRank,
      header: false,
      keepAlive: false,
      load: () =>
        withSlice(rankSlice, import(/* webpackChunkName: "page-anchor-week-rank" */ './pages/week-rank-page')),
    },
    {
      id: 'anchor-image',
      pattern: anchorRoutes.anchorImage,
      header: false,
      keepAlive: false,
      load: () =>
        withSlice(allStreamersSlice, import(/* webpackChunkName: "page-anchor-image" */ './pages/anchor-image-page')),
    },
  ],
  links: { liveRoom: anchorRoutes.detail },
  // The app's start page (spec section 2; a host may have `/` resume the last kept-alive page).
  redirects: { '/': anchorRoutes.home },
  storageKeys: Object.values(anchorsStorage),
  headerTabs: [
    {
      key: 'anchor',
      label: messages.homeTitle,
      path: anchorRoutes.home,
      order: 10,
      badgeLabel: messages.liveBadgeLabel,
      watchBadge: (show) => {
        show(anchorsSelectors.liveBadge(useAnchorsStore.getState()));
        return useAnchorsStore.subscribe((state, previous) => {
          const visible = anchorsSelectors.liveBadge(state);
          if (visible !== anchorsSelectors.liveBadge(previous)) show(visible);
        });
      },
    },
  ],
  overlays: [
    {
      // The room's stream over every page once the room is left while it plays (issue 26).
      id: 'anchors-mini-player',
      watch: watchMiniPlayer,
      load: () => import(/* webpackChunkName: "mini-player" */ './mini-player/mini-player'),
    },
  ],
  start: () => {
    const stops = [
      // The app unmounts (or the pages are re-created): the stream, floating or not, stops.
      () => closeStream(),
      closePrivateStreamAtLogout(),
      registerAnchorsPushHandlers(),
      subscribeChannels([AnchorsPush.live]),
      followSession(() => void useAnchorsStore.getState().refreshSubscriptions()),
      followMatchLayer(),
      loadHomeForBadge(),
    ];
    return () => stops.reverse().forEach((stop) => stop());
  },
});

/**
 * A page's chunk, with the store slice it calls first started beside it. The slice's failure is
 * left to its first call, which asks again and reports.
 */
function withSlice<Page>(slice: { preload(): Promise<void> }, page: Promise<Page>): Promise<Page> {
  slice.preload().catch(() => undefined);
  return page;
}

/**
 * The live badge reads the anchor home's streamers: they are asked for once the app may call
 * (the config is there — the call needs its game id — and the device id, which every call
 * carries: the same two gates the root view waits for), on whatever page the visit starts — a
 * visit that starts on /news or /nba shows the badge too. The push channel keeps them current
 * from then on.
 */
function loadHomeForBadge(): () => void {
  const canCall = () =>
    useConfigStore.getState().commonConfigStatus === 'ready' && useSessionStore.getState().deviceId !== '';
  const loadWhenReady = () => {
    const anchors = useAnchorsStore.getState();
    if (canCall() && anchors.home.status === 'idle') void anchors.loadHome();
  };
  loadWhenReady();
  const stops = [useConfigStore.subscribe(loadWhenReady), useSessionStore.subscribe(loadWhenReady)];
  return () => stops.forEach((stop) => stop());
}
