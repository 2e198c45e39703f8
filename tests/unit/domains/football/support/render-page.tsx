/** Renders a football page as the app would — in a router, with a fake navigation port that records jumps. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { footballRoutes } from '../../../../../src/domains/football/football-routes';
import EuroCupPage from '../../../../../src/domains/football/pages/euro-cup-page';
import EuroCupTeamPage from '../../../../../src/domains/football/pages/euro-cup-team-page';
import FiveLeaguesPage from '../../../../../src/domains/football/pages/five-leagues-page';
import LeaguePlayerPage from '../../../../../src/domains/football/pages/league-player-page';
import LeagueTeamPage from '../../../../../src/domains/football/pages/league-team-page';
import WorldCupPage from '../../../../../src/domains/football/pages/world-cup-page';
import { NavigationContext } from '../../../../../src/platform/bridge/navigation-context';
import { configureHttp } from '../../../../../src/platform/http/http-client';
import { fakeNavigation } from '../../../../support/fake-navigation';

export function renderFootballPage(path: string) {
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  const navigation = fakeNavigation();
  const view = render(
    <NavigationContext.Provider value={navigation}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={footballRoutes.fiveLeagues} element={<FiveLeaguesPage />} />
          <Route path={footballRoutes.leagueTeam} element={<LeagueTeamPage />} />
          <Route path={footballRoutes.leaguePlayer} element={<LeaguePlayerPage />} />
          <Route path={footballRoutes.euroCup} element={<EuroCupPage />} />
          <Route path={footballRoutes.euroCupTeam} element={<EuroCupTeamPage />} />
          <Route path={footballRoutes.worldCup} element={<WorldCupPage />} />
        </Routes>
      </MemoryRouter>
    </NavigationContext.Provider>,
  );
  return { ...view, navigation };
}
