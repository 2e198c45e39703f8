/**
 * The NBA domain's descriptor: its routes — /nba under the header, kept alive
 * and lighting the 体育专题 tab (which the football domain brings), a team's and a player's page.
 * No tab, nothing running for the app's life: live scores come through the match layer's push
 * handlers, and the pages hold their games' channels while shown.
 */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { NBA_DOMAIN } from './nba-domain-id';
import { nbaRoutes } from './nba-routes';

export const nbaDomain = defineDomain({
  id: NBA_DOMAIN,
  routes: [
    {
      id: 'nba',
      pattern: nbaRoutes.home,
      header: true,
      keepAlive: true,
      liveData: true,
      tab: 'football.fiveLeagues',
      load: () => import(/* webpackChunkName: "page-nba" */ './pages/nba-page'),
    },
    {
      id: 'nba-team',
      pattern: nbaRoutes.team,
      header: false,
      keepAlive: false,
      liveData: true,
      load: () => import(/* webpackChunkName: "page-nba-team" */ './pages/nba-team-page'),
    },
    {
      id: 'nba-player',
      pattern: nbaRoutes.player,
      header: false,
      keepAlive: false,
      load: () => import(/* webpackChunkName: "page-nba-player" */ './pages/nba-player-page'),
    },
  ],
  links: { home: nbaRoutes.home },
});
