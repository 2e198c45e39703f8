/**
 * /news/match-select over the development server's news routes: a tap anywhere on a match's row
 * chooses it (QA saw taps on the row do nothing, only the 22 px box answered), a second tap
 * takes it back, and 查看 sends the chosen matches to the feed.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { renderRoute } from '@tests/support/render-route';
import { backendWorld, installNewsBackend } from '../support/news-backend';

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

  fireEvent.click(rowButton);
  expect(box).toBeChecked();
  expect(screen.getByRole('button', { name: /查看/ })).toHaveTextContent('1');

  fireEvent.click(rowButton);
  expect(box).not.toBeChecked();

  fireEvent.click(rowButton);
  fireEvent.click(screen.getByRole('button', { name: /查看/ }));
  await waitFor(() => expect(useNewsStore.getState().feed.query.matchIds).toHaveLength(1));
});
