/**
 * Renders an anchors page as the app would — inside a router, with the navigation port the
 * app provides — but with a fake port that records jumps and login requests.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { anchorRoutes } from '../../../../../src/domains/anchors/anchor-paths';
import AllAnchorsPage from '../../../../../src/domains/anchors/pages/all-anchors-page';
import AnchorHomePage from '../../../../../src/domains/anchors/pages/anchor-home-page';
import AnchorImagePage from '../../../../../src/domains/anchors/pages/anchor-image-page';
import LiveRoomPage from '../../../../../src/domains/anchors/pages/live-room-page';
import WeekRankPage from '../../../../../src/domains/anchors/pages/week-rank-page';
import { NavigationContext } from '../../../../../src/platform/bridge/navigation-context';
import { configureHttp } from '../../../../../src/platform/http/http-client';
import { fakeNavigation } from '../../../../support/fake-navigation';

export function renderAnchorPage(path: string) {
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  const navigation = fakeNavigation();
  const view = render(
    <NavigationContext.Provider value={navigation}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={anchorRoutes.home} element={<AnchorHomePage />} />
          <Route path={anchorRoutes.detail} element={<LiveRoomPage />} />
          <Route path={anchorRoutes.allAnchors} element={<AllAnchorsPage />} />
          <Route path={anchorRoutes.weekRank} element={<WeekRankPage />} />
          <Route path={anchorRoutes.anchorImage} element={<AnchorImagePage />} />
        </Routes>
      </MemoryRouter>
    </NavigationContext.Provider>,
  );
  return { ...view, navigation };
}
