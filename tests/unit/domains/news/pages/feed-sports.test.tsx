/**
 * The tips feed's sport switch (over the development server's news routes, in-process): 全部, then
 * the sports the backend has tips on sale for, in the sports list's display order; football and
 * basketball when the backend does not say which.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NewsCalls } from '@src/contracts/news-calls';
import { setUpAppWorld } from '@tests/support/app-world';
import { paramsOf } from '@tests/support/fake-transport';
import { backendWorld, type Override } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { installNewsBackend } from '../support/news-backend';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
beforeEach(() => setUpAppWorld());
afterEach(() => backend.restore());

/** The feed's answers as the world gives them, with the sport types a richer backend would name. */
const withSports =
  (sportsTypeList: number[] | undefined): Override =>
  async (request, serverData) => {
    if (request.path !== NewsCalls.messageFeed.path) return undefined;
    const { sportsTypeList: _fromWorld, ...data } = (await serverData()) as Record<string, unknown>;
    return { envelope: { code: 1, data: sportsTypeList ? { ...data, sportsTypeList } : data } };
  };

const sportTabs = async () => {
  await screen.findByRole('list', { name: '最新爆料' });
  return within(screen.getByRole('tablist', { name: '运动项目' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
};

it('offers the sports of the world’s tips on sale: football and basketball', async () => {
  backend = installNewsBackend();
  await renderRoute('/news');
  await waitFor(async () => expect(await sportTabs()).toEqual(['全部', '足球', '篮球']));
  expect(backend.answersTo<{ sportsTypeList: number[] }>(NewsCalls.messageFeed.path)[0]!.sportsTypeList).toEqual([
    1, 2,
  ]);
});

it('offers every sport the backend names, in the list’s order, and asks the feed of the one tapped', async () => {
  backend = installNewsBackend(withSports([12, 3, 2, 1, 33]));
  await renderRoute('/news');
  // 33 is in the enumeration, not in the list: not offered.
  await waitFor(async () => expect(await sportTabs()).toEqual(['全部', '足球', '篮球', '网球', '电子竞技']));
  fireEvent.click(screen.getByRole('tab', { name: '电子竞技' }));
  await waitFor(() =>
    expect(paramsOf(backend.sentTo(NewsCalls.messageFeed.path).at(-1)!)).toMatchObject({ sportsType: '12' }),
  );
  expect(screen.getByRole('tab', { name: '电子竞技' })).toHaveAttribute('aria-selected', 'true');
});

it('offers football and basketball when the backend does not say which sports have tips', async () => {
  backend = installNewsBackend(withSports(undefined));
  await renderRoute('/news');
  expect(await sportTabs()).toEqual(['全部', '足球', '篮球']);
});
