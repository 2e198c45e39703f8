/**
 * The anchors domain's descriptor: its routes, the 主播 header tab with its live badge, what it
 * runs for the app's whole life (the `host-live` push handler, the `anchors:live` channel so the
 * badge stays current on every page, the user's follows and bookings after login, the follow of an
 * attention banner's streamer) and its
 * overlay, the mini-player, with the stream it holds stopped on unmount.
 */
import { AnchorsPush } from '../../contracts/anchors-push';
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { registerBannerFollower } from '../../platform/promotions/promotion-api';
import { usePromotionStore } from '../../platform/promotions/promotion-store';
import { followSession } from '../../platform/session/follow-session';
import { subscribeChannels } from '../../platform/socket/push-connection';
import { anchorRoutes, tabWords } from './anchors-routes';
import { ANCHORS_DOMAIN } from './anchors-domain-id';
import { anchorsStorage } from './anchors-storage';
import { closePrivateStreamAtLogout, closeStream, watchMiniPlayer } from './mini-player/stream-dock';
import { allStreamersSlice, rankSlice, roomSlice, useAnchorsStore } from './store/anchors-store';
import { loadHomeForBadge, shareAnchorSchedule, watchLiveBadge } from './store/live-badge';
import { registerAnchorsPushHandlers } from './store/push-handlers';

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
      prefetch: () => usePromotionStore.getState().load('anchorHome'),
    },
    {
      id: 'anchor-detail',
      pattern: anchorRoutes.detail,
      header: false,
      keepAlive: false,
      inputPadding: true,
      liveData: true,
      // The room's actions load beside the page (not after it, at the page's first call).
      load: () => roomSlice.beside(import(/* webpackChunkName: "page-anchor-detail" */ './pages/live-room-page')),
    },
    {
      id: 'anchor-all',
      pattern: anchorRoutes.allAnchors,
      header: false,
      keepAlive: false,
      liveData: true,
      load: () =>
        allStreamersSlice.beside(import(/* webpackChunkName: "page-anchor-all" */ './pages/all-anchors-page')),
    },
    {
      id: 'anchor-week-rank',
      pattern: anchorRoutes.weekRank,
      header: false,
      keepAlive: false,
      load: () => rankSlice.beside(import(/* webpackChunkName: "page-anchor-week-rank" */ './pages/week-rank-page')),
    },
    {
      id: 'anchor-image',
      pattern: anchorRoutes.anchorImage,
      header: false,
      keepAlive: false,
      load: () =>
        allStreamersSlice.beside(import(/* webpackChunkName: "page-anchor-image" */ './pages/anchor-image-page')),
    },
  ],
  links: { liveRoom: anchorRoutes.detail },
  // The app's start page (a host may have `/` resume the last kept-alive page).
  redirects: { '/': anchorRoutes.home },
  storageKeys: Object.values(anchorsStorage),
  headerTabs: [
    {
      key: 'anchor',
      label: tabWords.anchor,
      path: anchorRoutes.home,
      order: 10,
      badgeLabel: tabWords.liveBadge,
      watchBadge: watchLiveBadge,
    },
  ],
  overlays: [
    {
      // The room's stream over every page once the room is left while it plays.
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
      // An attention banner's 关注 is the follow button's.
      registerBannerFollower('anchor', (hostId) => useAnchorsStore.getState().follow({ subscribeHostId: hostId })),
      loadHomeForBadge(),
      shareAnchorSchedule(),
    ];
    return () => stops.reverse().forEach((stop) => stop());
  },
});
