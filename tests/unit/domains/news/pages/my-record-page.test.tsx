/**
 * 我的战绩 with nothing bought, over the development server's news routes: the empty state says
 * to look at the tips page and has the button that goes there, as 我的订单's does (QA saw the
 * hint with no way to follow it).
 */
import { fireEvent, screen } from '@testing-library/react';
import { DemoUser } from '@src/contracts/dev-server';
import { setUpAppWorld } from '@tests/support/app-world';
import { renderRoute } from '@tests/support/render-route';
import { backendWorld, installNewsBackend } from '../support/news-backend';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
afterEach(() => backend.restore());

it.each(['/news/my-record', '/news/my-orders'])('%s with no order: 去看爆料 opens the tips page', async (path) => {
  setUpAppWorld({ loggedIn: true });
  backend = installNewsBackend();
  backend.logIn(DemoUser.normal);
  const { navigation } = await renderRoute(path);
  expect(await screen.findByText('还没有购买过爆料')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '去看爆料' }));
  expect(navigation.jumps).toEqual([{ kind: 'app', path: '/news' }]);
});
