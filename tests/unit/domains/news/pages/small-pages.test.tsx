/**
 * The small tips pages over the development server's news routes. /news/match-select: a tap
 * anywhere on a match's row chooses it (QA saw taps on the row do nothing, only the 22 px box
 * answered), a second tap takes it back, and 查看 sends the chosen matches to the feed. 我的战绩
 * and 我的订单 with nothing bought: the empty state's 去看爆料 goes to the tips page (QA saw
 * 我的战绩's hint with no way to follow it).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DemoUser } from '@src/contracts/dev-server';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { renderRoute } from '@tests/support/render-route';
import { installNewsBackend } from '../support/news-backend';
import { backendWorld } from '@tests/support/in-process-backend';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
afterEach(() => backend.restore());

it('a tap on the row chooses the match and a second takes it back', async () => {
  setUpAppWorld();
  backend = installNewsBackend();
  await renderRoute('/news/match-select');
  const [box] = await screen.findAllByRole('checkbox');
  expect(box).not.toBeChecked();
  const row = box!.closest('li')!;
  const rowButton = row.querySelector('button')!;
  expect(rowButton).not.toBeNull();
  // The card draws the row's edges: no list divider inside it.
  expect(rowButton.parentElement).toHaveClass('inCard');

  fireEvent.click(rowButton);
  expect(box).toBeChecked();
  expect(screen.getByRole('button', { name: /查看/ })).toHaveTextContent('1');

  fireEvent.click(rowButton);
  expect(box).not.toBeChecked();

  fireEvent.click(rowButton);
  fireEvent.click(screen.getByRole('button', { name: /查看/ }));
  await waitFor(() => expect(useNewsStore.getState().feed.query.matchIds).toHaveLength(1));
});

it.each(['/news/my-record', '/news/my-orders'])('%s with no order: 去看爆料 opens the tips page', async (path) => {
  setUpAppWorld({ loggedIn: true });
  backend = installNewsBackend();
  backend.logIn(DemoUser.normal);
  const { navigation } = await renderRoute(path);
  expect(await screen.findByText('还没有购买过爆料')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '去看爆料' }));
  expect(navigation.jumps).toEqual([{ kind: 'app', path: '/news' }]);
});
