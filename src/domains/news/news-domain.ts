/**
 * The news (tips, 爆料) domain's descriptor (platform/domain/domain-descriptor): its routes (the
 * tips page, and sub-routes of /news for the screens the spec names without a route), the 爆料
 * header tab, and what runs for the app's whole life — the tip-settled push handler, a refresh
 * of what a visitor saw when a user logs in, and the follow of an attention banner's expert. Light
 * on purpose: the store, api and parsers come with the pages, and the descriptor reaches the store
 * through its handle (`newsStore`, news-lazy-store.ts).
 */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { registerBannerFollower } from '../../features/promotions/promotion-api';
import { followSession } from '../../platform/session/follow-session';
import { registerPushHandler } from '../../platform/socket/push-connection';
import { NEWS_DOMAIN } from './news-domain-id';
import { wordOf } from '../../platform/i18n/messages';
import { newsRoutes } from './news-routes';
import { tabMessages } from './tab-messages';
import { newsStore } from './news-lazy-store';

/** A tip's page, under its own path and the spec's program-detail one. */
const loadTipDetail = () => import(/* webpackChunkName: "page-news-detail" */ './pages/tip-detail-page');

export const newsDomain = defineDomain({
  id: NEWS_DOMAIN,
  routes: [
    {
      id: 'news',
      pattern: newsRoutes.home,
      header: true,
      keepAlive: true,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-news" */ './pages/news-page'),
    },
    {
      id: 'news-expert',
      pattern: newsRoutes.expert,
      header: false,
      keepAlive: false,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-news-expert" */ './pages/expert-page'),
    },
    {
      id: 'news-detail',
      pattern: newsRoutes.detail,
      header: false,
      keepAlive: false,
      inputPadding: true,
      liveData: true,
      load: loadTipDetail,
    },
    {
      id: 'program-detail',
      pattern: newsRoutes.programDetail,
      header: false,
      keepAlive: false,
      inputPadding: true,
      liveData: true,
      load: loadTipDetail,
    },
    {
      id: 'news-all-experts',
      pattern: newsRoutes.allExperts,
      header: false,
      keepAlive: false,
      load: () => import(/* webpackChunkName: "page-news-all-experts" */ './pages/all-experts-page'),
    },
    {
      id: 'news-my-orders',
      pattern: newsRoutes.myOrders,
      header: false,
      keepAlive: false,
      load: () => import(/* webpackChunkName: "page-news-orders" */ './pages/my-orders-page'),
    },
    {
      id: 'news-my-record',
      pattern: newsRoutes.myRecord,
      header: false,
      keepAlive: false,
      load: () => import(/* webpackChunkName: "page-news-record" */ './pages/my-record-page'),
    },
    {
      id: 'news-match-select',
      pattern: newsRoutes.matchSelect,
      header: false,
      keepAlive: false,
      inputPadding: true,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-news-match-select" */ './pages/match-select-page'),
    },
    {
      id: 'news-lottery',
      pattern: newsRoutes.lotteryApproval,
      header: false,
      keepAlive: false,
      load: () => import(/* webpackChunkName: "page-news-lottery" */ './pages/lottery-approval-page'),
    },
  ],
  links: { lotteryApproval: newsRoutes.lotteryApproval },
  // The old address of the tips page.
  redirects: { '/news1': newsRoutes.home },
  headerTabs: [{ key: 'news', label: wordOf(tabMessages, 'news'), path: newsRoutes.home, order: 20 }],
  start: () => {
    const stops = [
      // Once a news page brought the store (with the message's schema); only its pages hold the channels.
      newsStore.whileProvided((store, messages) => [
        registerPushHandler(messages.tipSettled, {
          apply: (value) => store.getState().applyTipsSettled([value]),
          applyBatch: (items) => store.getState().applyTipsSettled(items.map((item) => item.value)),
        }),
      ]),
      followSession(() => newsStore.current()?.getState().userArrived()),
      // An attention banner's 关注 is the expert page's (the store loads with it, when a banner first asks).
      registerBannerFollower('expert', (professorId) =>
        newsStore
          .load(() => import(/* webpackChunkName: "news-store" */ './store/news-store'))
          .then((store) => store.getState().setFollow(professorId, true)),
      ),
    ];
    return () => stops.reverse().forEach((stop) => stop());
  },
});
