/**
 * /nba's cup bracket when the final's home side is still undecided (the backend lists the final
 * with home id 0 and its away team known, one semi-final still to play): the final reads 待定 on
 * both lines until both teams are known, is not flagged reversed, and the finalist already
 * through shows as the winner of the semi-final it won (docs/pages.md, /nba). Over the
 * development server's NBA routes, the final's answer amended.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { NbaCalls, NbaStageId, type NbaGame } from '@src/contracts/nba';
import { ok } from '@tests/support/fake-transport';
import type { Override } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { pageTestsOnTheWorld } from '@tests/support/world-page-tests';
import { installNbaBackend } from '../support/nba-backend';

jest.setTimeout(30_000);

const UNDECIDED = { id: 0, nameZh: '待定', shortNameZh: '待定', logoFileId: '' };

let backend: ReturnType<typeof installNbaBackend>;
pageTestsOnTheWorld();
afterEach(() => backend.restore());

/** The final as the backend lists it before its home side is known. */
let finalist = '';
const finalHomeUndecided: Override = async (request, serverData) => {
  if (request.path !== NbaCalls.list.path) return undefined;
  const body = JSON.parse(request.body ?? '{}') as { stageId?: number };
  if (body.stageId !== NbaStageId.cupFinal) return undefined;
  const games = (await serverData()) as NbaGame[];
  finalist = games[0]!.away.shortNameZh;
  return ok(
    games.map((game) => ({
      ...game,
      homeId: 0,
      home: { ...game.home, ...UNDECIDED },
      statusId: 1,
      homeScore: 0,
      awayScore: 0,
    })),
  );
};

it('a final whose home side is undecided reads 待定 on both lines', async () => {
  backend = installNbaBackend(finalHomeUndecided);
  await renderRoute('/nba');
  fireEvent.click(screen.getByRole('radio', { name: '23-24' }));
  fireEvent.click(screen.getByRole('radio', { name: '杯赛' }));
  const bracket = await screen.findByRole('region', { name: '杯赛对阵' });
  const final = await within(bracket).findByRole('button', { name: '杯赛决赛 待定' });
  expect(within(final).getAllByText('待定')).toHaveLength(2);
  expect(final).not.toHaveTextContent(finalist);
  // The finalist already through shows in the semi-final it won.
  expect(within(bracket).getByRole('button', { name: new RegExp(`^杯赛半决赛 .*${finalist}`) })).toBeInTheDocument();
});
