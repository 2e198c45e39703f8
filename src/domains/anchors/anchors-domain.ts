/**
 * The anchors domain's descriptor: its routes, the 主播 header tab with its live badge, what it
 * runs for the app's whole life (the streamers' live changes applied to its lists, the
 * `anchors:live` channel so the badge stays current on every page, the schedule the banners
 * read, the live matches the match alerts open rooms from, an attention banner's 关注 of a
 * streamer), the links and panels it gives the live room (the anchor home, a profile, a streamer's
 * moments, the week's ranking).
 */
import { AnchorsPush } from '../../contracts/anchors-push';
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { registerBannerFollower } from '../../features/promotions/promotion-api';
import { usePromotionStore } from '../../features/promotions/promotion-store';
import { registerPushHandler, subscribeChannels } from '../../platform/socket/push-connection';
import { useFollowsStore } from '../match/store/follows-store';
import { streamerLiveHandler } from '../match/store/streamer-live-feed';
import { wordOf } from '../../platform/i18n/messages';
import { anchorRoutes } from './anchors-routes';
import { tabMessages } from './tab-messages';
import { ANCHORS_DOMAIN } from './anchors-domain-id';
import { allStreamersSlice, rankSlice, useAnchorsStore } from './store/anchors-store';
import { provideAlertStreamers } from './store/alert-streamers';
import { loadHomeForBadge, shareAnchorSchedule, watchLiveBadge } from './store/live-badge';

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
  links: { home: anchorRoutes.home, profile: anchorRoutes.anchorImage },
  panels: {
    streamerMoments: () =>
      import(/* webpackChunkName: "anchors-streamer-moments" */ './components/streamer-moments-panel'),
    rankPreview: () =>
      rankSlice.beside(import(/* webpackChunkName: "anchors-rank-preview" */ './components/rank-preview-panel')),
  },
  // The app's start page (a host may have `/` resume the last kept-alive page).
  redirects: { '/': anchorRoutes.home },
  headerTabs: [
    {
      key: 'anchor',
      label: wordOf(tabMessages, 'anchor'),
      path: anchorRoutes.home,
      order: 10,
      badgeLabel: wordOf(tabMessages, 'liveBadge'),
      watchBadge: watchLiveBadge,
    },
  ],
  start: () => {
    const stops = [
      registerPushHandler(
        AnchorsPush.hostLive,
        streamerLiveHandler((changes) => useAnchorsStore.getState().applyStreamerLive(changes)),
      ),
      subscribeChannels([AnchorsPush.live]),
      loadHomeForBadge(),
      shareAnchorSchedule(),
      // A match alert opens the room of a streamer live on its match.
      provideAlertStreamers(),
      // An attention banner's 关注 of a streamer is the follow button's.
      registerBannerFollower('streamer', (hostId) => useFollowsStore.getState().follow({ subscribeHostId: hostId })),
    ];
    return () => stops.reverse().forEach((stop) => stop());
  },
});
