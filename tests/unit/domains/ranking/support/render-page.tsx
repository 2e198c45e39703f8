/** Renders a ranking page as the app would — inside a router, with a fake navigation port that records jumps and logins. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import RankUserPage from '../../../../../src/domains/ranking/pages/rank-user-page';
import RankingPage from '../../../../../src/domains/ranking/pages/ranking-page';
import { rankingRoutes } from '../../../../../src/domains/ranking/ranking-routes';
import { NavigationContext } from '../../../../../src/platform/bridge/navigation-context';
import { configureHttp } from '../../../../../src/platform/http/http-client';
import { fakeNavigation } from '../../../../support/fake-navigation';

export function renderRankingPage(path: string) {
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  const navigation = fakeNavigation();
  const view = render(
    <NavigationContext.Provider value={navigation}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={rankingRoutes.home} element={<RankingPage />} />
          <Route path={rankingRoutes.user} element={<RankUserPage />} />
        </Routes>
      </MemoryRouter>
    </NavigationContext.Provider>,
  );
  return { ...view, navigation };
}
