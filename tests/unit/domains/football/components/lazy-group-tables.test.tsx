/**
 * A tournament's 小组积分 is a chunk loaded at the tab's first tap: the tables' skeleton while it
 * loads, and when its load fails the usual 加载失败 with 重试, which asks for it again.
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '@tests/support/render-route';
import { pageTestsOnTheWorld } from '@tests/support/world-page-tests';
import { installFootballBackend } from '../support/football-backend';

jest.setTimeout(30_000);

// The team pages share the group tables' code (a static import): out of the way of this file's preload.
jest.mock('@src/domains/football/pages/tournament-team-page', () => ({ TournamentTeamPage: () => null }));
let mockChunkFails = true;
jest.mock('@src/domains/football/components/group-tables', () => {
  if (mockChunkFails) throw new Error('Loading chunk football-group-tables failed.');
  return jest.requireActual<object>('@src/domains/football/components/group-tables');
});

let backend: ReturnType<typeof installFootballBackend>;
pageTestsOnTheWorld();
afterEach(() => backend.restore());

it('a failed load of the group tables offers 重试, which brings them', async () => {
  backend = installFootballBackend();
  await renderRoute('/world-cup');
  fireEvent.click(await screen.findByRole('radio', { name: '小组积分' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  mockChunkFails = false;
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('table', { name: 'A组积分榜' })).toBeInTheDocument();
});
