/**
 * The ranking domain's descriptor (platform/domain/domain-descriptor): the 盈利榜 header tab and
 * its two routes — the board, kept alive under the header, and a bettor's page
 * (named rank-user). Light on purpose: it is part of the app's first screen, so it holds route
 * patterns and the tab's word only; the store, api and parsers load with the pages.
 */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { RANKING_DOMAIN } from './ranking-domain-id';
import { wordOf } from '../../platform/i18n/messages';
import { rankingRoutes } from './ranking-routes';
import { tabMessages } from './tab-messages';
import { rankingStorage } from './ranking-storage';

export const rankingDomain = defineDomain({
  id: RANKING_DOMAIN,
  routes: [
    {
      id: 'ranking',
      pattern: rankingRoutes.home,
      header: true,
      keepAlive: true,
      load: () => import(/* webpackChunkName: "page-user-ranking" */ './pages/ranking-page'),
    },
    {
      id: 'rank-user',
      pattern: rankingRoutes.user,
      header: false,
      keepAlive: false,
      // The 近期 list shows its matches' live scores.
      liveData: true,
      load: () => import(/* webpackChunkName: "page-rank-user" */ './pages/rank-user-page'),
    },
  ],
  storageKeys: Object.values(rankingStorage),
  headerTabs: [{ key: 'ranking', label: wordOf(tabMessages, 'ranking'), path: rankingRoutes.home, order: 30 }],
});
