/** Renders the NBA pages as the app would — inside a router, with a fake navigation port that records jumps. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { nbaRoutes } from '../../../../../src/domains/nba/nba-routes';
import NbaPage from '../../../../../src/domains/nba/pages/nba-page';
import NbaPlayerPage from '../../../../../src/domains/nba/pages/nba-player-page';
import NbaTeamPage from '../../../../../src/domains/nba/pages/nba-team-page';
import { NavigationContext } from '../../../../../src/platform/bridge/navigation-context';
import { configureHttp } from '../../../../../src/platform/http/http-client';
import { fakeNavigation } from '../../../../support/fake-navigation';

/** Where the router is: the test reads it from the page. */
function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderNbaPage(path: string) {
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  const navigation = fakeNavigation();
  const view = render(
    <NavigationContext.Provider value={navigation}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path={nbaRoutes.home} element={<NbaPage />} />
          <Route path={nbaRoutes.team} element={<NbaTeamPage />} />
          <Route path={nbaRoutes.player} element={<NbaPlayerPage />} />
        </Routes>
      </MemoryRouter>
    </NavigationContext.Provider>,
  );
  return { ...view, navigation };
}
