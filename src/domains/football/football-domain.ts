/**
 * The football domain's descriptor (platform/domain/domain-descriptor): the five leagues, the two
 * European cups, the Euro and the World Cup, and the header tabs 体育专题 (hidden
 * with the euro flag; the NBA and Euro pages light it too) and 世界杯 (defined, hidden). Light:
 * routes with lazy pages and the tabs' words; live scores come through the match layer, which
 * registers the push handlers itself, so nothing runs for the app's life.
 */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { FOOTBALL_DOMAIN } from './football-domain-id';
import { wordOf } from '../../platform/i18n/messages';
import { footballRoutes } from './football-routes';
import { tabMessages } from './tab-messages';

export const footballDomain = defineDomain({
  id: FOOTBALL_DOMAIN,
  routes: [
    {
      id: 'five-leagues',
      pattern: footballRoutes.fiveLeagues,
      header: true,
      keepAlive: true,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-five-leagues" */ './pages/five-leagues-page'),
    },
    {
      id: 'five-leagues-team',
      pattern: footballRoutes.leagueTeam,
      header: false,
      keepAlive: false,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-football-team" */ './pages/league-team-page'),
    },
    {
      id: 'five-leagues-player',
      pattern: footballRoutes.leaguePlayer,
      header: false,
      keepAlive: false,
      load: () => import(/* webpackChunkName: "page-football-player" */ './pages/league-player-page'),
    },
    {
      id: 'world-cup',
      pattern: footballRoutes.worldCup,
      header: true,
      keepAlive: true,
      liveData: true,
      tab: 'football.fiveLeagues',
      load: () => import(/* webpackChunkName: "page-world-cup" */ './pages/world-cup-page'),
    },
    {
      id: 'world-cup-team',
      pattern: footballRoutes.worldCupTeam,
      header: false,
      keepAlive: false,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-world-cup-team" */ './pages/world-cup-team-page'),
    },
    {
      id: 'euro-cup',
      pattern: footballRoutes.euroCup,
      header: true,
      keepAlive: true,
      liveData: true,
      tab: 'football.fiveLeagues',
      load: () => import(/* webpackChunkName: "page-euro-cup" */ './pages/euro-cup-page'),
    },
    {
      id: 'euro-cup-team',
      pattern: footballRoutes.euroCupTeam,
      header: false,
      keepAlive: false,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-euro-cup-team" */ './pages/euro-cup-team-page'),
    },
  ],
  links: {
    fiveLeagues: footballRoutes.fiveLeagues,
    euroCup: footballRoutes.euroCup,
    worldCup: footballRoutes.worldCup,
  },
  headerTabs: [
    {
      key: 'sports',
      label: wordOf(tabMessages, 'sports'),
      path: footballRoutes.fiveLeagues,
      order: 40,
      hiddenWhenEuro: true,
    },
    {
      key: 'world-cup',
      label: wordOf(tabMessages, 'worldCup'),
      path: footballRoutes.worldCup,
      order: 50,
      hidden: true,
    },
  ],
});
