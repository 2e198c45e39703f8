/**
 * The `newProgramDetail` version gate (spec 5, platform/config/version-gates): in the app before
 * 4.3.2 the new program detail is not there — a link to it opens the older tip detail; from 4.3.2
 * (and on the web) it stays.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NewsCalls } from '@src/contracts/news';
import { newsRoutes } from '@src/domains/news/news-paths';
import TipDetailPage from '@src/domains/news/pages/tip-detail-page';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { configureHttp } from '@src/platform/http/http-client';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { detail, TIP_ID } from '../support/fixtures';
import { ok } from '@tests/support/fake-transport';
import { installNewsServer } from '../support/news-server';

let server: ReturnType<typeof installNewsServer>;
afterEach(() => {
  server.restore();
  configureHttp({ platform: 'web' });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function openProgramDetail(platform: 'web' | 'app', appVersion: string) {
  setUpAppWorld({ appVersion });
  server = installNewsServer({ [NewsCalls.tipDetail.path]: ok(detail()) });
  configureHttp({ baseUrl: 'http://api.test', platform });
  render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <MemoryRouter initialEntries={[`/program-detail/${TIP_ID}`]}>
        <Routes>
          <Route path={newsRoutes.detail} element={<TipDetailPage />} />
          <Route path={newsRoutes.programDetail} element={<TipDetailPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </NavigationContext.Provider>,
  );
}

it('an app before 4.3.2 sent to the program detail opens the older tip detail', async () => {
  openProgramDetail('app', '4.3.1');
  await screen.findByRole('heading', { name: detail().sportsTitle });
  expect(screen.getByRole('heading', { name: '爆料详情' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(`/news/detail/${TIP_ID}`);
});

it.each([
  ['app', '4.3.2'],
  ['web', ''],
] as const)('%s %s keeps the program detail', async (platform, version) => {
  openProgramDetail(platform, version);
  await screen.findByRole('heading', { name: detail().sportsTitle });
  expect(screen.getByRole('heading', { name: '方案详情' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(`/program-detail/${TIP_ID}`);
});
