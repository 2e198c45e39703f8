/**
 * The `newProgramDetail` version gate (platform/config/version-gates): in the app before
 * 4.3.2 the new program detail is not there — a link to it opens the older tip detail; from 4.3.2
 * (and on the web) it stays. Over the development server's news routes (in-process,
 * support/news-backend): a tip of the world.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { newsRoutes } from '@src/domains/news/news-routes';
import TipDetailPage from '@src/domains/news/pages/tip-detail-page';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import { configureHttp } from '@src/platform/http/http-client';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { installNewsBackend } from '../support/news-backend';
import { backendWorld } from '@tests/support/in-process-backend';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
afterEach(() => {
  backend.restore();
  configureHttp({ platform: 'web' });
});

/** A tip of the world (any: the gate is about the address, not the tip). */
const tip = () => backendWorld().tips.values().next().value!;
const TIP_ID = () => tip().id;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function openProgramDetail(platform: 'web' | 'app', appVersion: string) {
  setUpAppWorld({ appVersion });
  backend = installNewsBackend();
  configureHttp({ baseUrl: 'http://api.test', platform });
  render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <MemoryRouter initialEntries={[`/program-detail/${TIP_ID()}`]}>
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
  await screen.findByRole('heading', { name: tip().sportsTitle });
  expect(screen.getByRole('heading', { name: '爆料详情' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(`/news/detail/${TIP_ID()}`);
});

it.each([
  ['app', '4.3.2'],
  ['web', ''],
] as const)('%s %s keeps the program detail', async (platform, version) => {
  openProgramDetail(platform, version);
  await screen.findByRole('heading', { name: tip().sportsTitle });
  expect(screen.getByRole('heading', { name: '方案详情' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(`/program-detail/${TIP_ID()}`);
});
