/**
 * Renders a news page as the app would — inside a router, with the navigation port the app
 * provides — but with a fake port that records jumps and login requests, over the real HTTP
 * client and a fake backend (tests/support/fake-transport).
 */
import { UserTitleCalls } from '../../../../../src/contracts/user-titles';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SystemCalls } from '../../../../../src/contracts/http';
import { NewsCalls } from '../../../../../src/contracts/news';
import { newsRoutes } from '../../../../../src/domains/news/news-paths';
import ExpertPage from '../../../../../src/domains/news/pages/expert-page';
import NewsPage from '../../../../../src/domains/news/pages/news-page';
import TipDetailPage from '../../../../../src/domains/news/pages/tip-detail-page';
import { NavigationContext } from '../../../../../src/platform/bridge/navigation-context';
import { configureHttp } from '../../../../../src/platform/http/http-client';
import { fakeNavigation } from '../../../../support/fake-navigation';
import { installFakeTransport, type Reply, type SentRequest } from '../../../../support/fake-transport';

export function renderNewsPage(path: string) {
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  const navigation = fakeNavigation();
  const page = () => (
    <NavigationContext.Provider value={navigation}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={newsRoutes.home} element={<NewsPage />} />
          <Route path={newsRoutes.expert} element={<ExpertPage />} />
          <Route path={newsRoutes.detail} element={<TipDetailPage />} />
          <Route path={newsRoutes.programDetail} element={<TipDetailPage />} />
        </Routes>
      </MemoryRouter>
    </NavigationContext.Provider>
  );
  const view = render(page());
  return { ...view, navigation, page };
}

export const ok = (data: unknown): Reply => ({ envelope: { code: 1, data } });

export function paramsOf(request: SentRequest): Record<string, string> {
  const search = request.method === 'GET' ? new URL(request.url).searchParams : new URLSearchParams(request.body ?? '');
  return Object.fromEntries(search);
}

/** A backend answering by call: `answers` maps a call's path to its reply (or a function of the request). */
export function installNewsServer(answers: Partial<Record<string, Reply | ((request: SentRequest) => Reply | Promise<Reply>)>>) {
  return installFakeTransport((request) => {
    const answer = answers[request.path];
    if (answer) return typeof answer === 'function' ? answer(request) : answer;
    if (request.path === UserTitleCalls.titleList.path) return ok([{ id: 1, name: '盈利王' }]);
    if (request.path === SystemCalls.goldBalance.path) return ok({ balance: 1000 });
    if (request.path === NewsCalls.commentList.path || request.path === NewsCalls.myComments.path) {
      return ok({ list: [], isLastPage: true, pageSize: 10, pageNum: 1, total: 0 });
    }
    return { envelope: { code: 404, msg: `no fake for ${request.path}` } };
  });
}
