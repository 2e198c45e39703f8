/**
 * The news domain inside the whole app (SportInfoApp, fake network): the 爆料 tab after 主播,
 * /news1 landing on /news, the tip-settled push reaching the store, and a login asking again for
 * what a visitor saw.
 */
import { act, screen, within } from '@testing-library/react';
import { NewsCalls } from '@src/contracts/news-calls';
import { NewsPush } from '@src/contracts/news-push';
import { newsStore } from '@src/domains/news/news-lazy-store';
import { useNewsStore } from '@src/domains/news/store/news-store';
import type { PushHandler } from '@src/platform/socket/push-handlers';
import { renderInHost } from '@tests/support/render-in-host';
import { useSessionStore } from '@src/platform/session/session-store';
import { systemReply } from '../../../support/system-replies';
import { installFakeTransport } from '../../../support/fake-transport';
import { expert, page, tip } from './support/fixtures';

/** The handlers the domains register as they start, by message name. */
const mockHandlers = new Map<string, PushHandler<unknown>>();
jest.mock('@src/platform/socket/push-connection', () => {
  const actual = jest.requireActual('@src/platform/socket/push-connection');
  return {
    ...actual,
    registerPushHandler: (message: { name: string }, handler: PushHandler<unknown>) => {
      mockHandlers.set(message.name, handler);
      return actual.registerPushHandler(message, handler);
    },
  };
});

let transport: ReturnType<typeof installFakeTransport>;
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  transport = installFakeTransport((request) => {
    const system = systemReply(request.path);
    if (system) return system;
    if (request.path === NewsCalls.messageFeed.path) return { envelope: { code: 1, data: page([tip()]) } };
    if (request.path === NewsCalls.professorList.path) return { envelope: { code: 1, data: page([expert()]) } };
    return { envelope: { code: 1, data: page([]) } };
  });
});
afterEach(() => transport.restore());

function renderApp(path: string) {
  return renderInHost({}, path);
}

it('/news1 lands on /news, whose 爆料 tab comes after 主播 and is selected', async () => {
  renderApp('/sport-info/news1');
  expect(await screen.findByText(tip().sportsTitle)).toBeInTheDocument();
  const tabs = within(screen.getByTestId('app-header')).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['主播', '爆料', '盈利榜', '体育专题']);
  expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
});

it('a tip settled by the world shows its result in the feed (the handler the descriptor registered)', async () => {
  renderApp('/sport-info/news');
  await screen.findByText(tip().sportsTitle);
  // The page's chunk brought the store, which handed itself to the descriptor's handle.
  expect(newsStore.current()).toBe(useNewsStore);
  const settled = { tipId: tip().id, professorId: tip().professorId, result: 'win', settledAt: 5 };
  const meta = {
    channel: NewsPush.tips,
    namespace: 'news',
    name: NewsPush.tipSettled.name,
    seq: 1,
    at: 5,
    source: 'live',
  } as const;
  act(() => mockHandlers.get(NewsPush.tipSettled.name)!.applyBatch!([{ value: settled, meta }]));
  expect(await screen.findByRole('img', { name: '结果：红' })).toBeInTheDocument();
  expect(useNewsStore.getState().feed.list[0]).toMatchObject({ result: 'win', settledAt: 5 });
});

it('a login asks again for what the visitor saw (purchases and follows are per user)', async () => {
  renderApp('/sport-info/news');
  await screen.findByText(tip().sportsTitle);
  const feedCalls = () => transport.sent.filter((request) => request.path === NewsCalls.messageFeed.path).length;
  const before = feedCalls();
  act(() => useSessionStore.getState().login({ token: 'token-9', uid: 'u9', username: 'demo' }));
  await screen.findByText(tip().sportsTitle);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(feedCalls()).toBeGreaterThan(before);
  expect(transport.sent.filter((request) => request.path === NewsCalls.messageFeed.path).at(-1)!.headers.token).toBe(
    'token-9',
  );
});

it('an app that starts with a user logged in asks once (the data is theirs already)', async () => {
  useSessionStore.getState().login({ token: 'token-7', uid: 'u7', username: 'demo' });
  renderApp('/sport-info/news');
  await screen.findByText(tip().sportsTitle);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  const feedCalls = transport.sent.filter((request) => request.path === NewsCalls.messageFeed.path);
  expect(feedCalls).toHaveLength(1);
  expect(feedCalls[0]!.headers.token).toBe('token-7');
  act(() => useSessionStore.getState().logout());
});
