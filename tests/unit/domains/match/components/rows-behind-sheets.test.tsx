/**
 * Schedule rows behind an open sheet hold their live values (a push re-renders nothing hidden)
 * and catch up to the newest when the last sheet closes; a row inside the sheet stays live.
 */
import { act, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { MatchRow } from '@src/domains/match/components/match-row';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { Dialog } from '@src/ui/dialog';
import { setUpAppWorld } from '@tests/support/app-world';
import { liveValue, matchSummary } from '@tests/support/match-fixtures';

beforeEach(() => setUpAppWorld());

const behind = matchSummary({ id: 7, statusId: 2, minute: 30, homeScore: 1 });
const inSheet = matchSummary({ id: 8, statusId: 2, minute: 40, awayScore: 1 });

let pushedAt = Date.now();
function push(matchId: number, homeScore: number, awayScore = 0) {
  pushedAt += 1;
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at: pushedAt, value: liveValue({ matchId, statusId: 2, homeScore, awayScore, minute: 61 }) }]),
  );
}

function Page({ sheetOpen, onRowRender }: { sheetOpen: boolean; onRowRender: () => void }) {
  return (
    <div data-testid="sport-info-root">
      <Profiler id="row" onRender={onRowRender}>
        <MatchRow match={behind} />
      </Profiler>
      <Dialog open={sheetOpen} onClose={() => undefined} title="动画">
        <MatchRow match={inSheet} />
      </Dialog>
    </div>
  );
}

const scoreOf = (matchId: number) => document.querySelector(`[data-match-id="${matchId}"]`)?.textContent;

it('a row under an open sheet does not re-render on pushed values, and shows the newest when it closes', () => {
  const onRowRender = jest.fn();
  const { rerender } = render(<Page sheetOpen={false} onRowRender={onRowRender} />);
  push(7, 2);
  expect(scoreOf(7)).toBe('2 : 0');

  rerender(<Page sheetOpen onRowRender={onRowRender} />);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  onRowRender.mockClear();
  push(7, 3);
  push(7, 4);
  expect(onRowRender).not.toHaveBeenCalled();
  expect(scoreOf(7)).toBe('2 : 0');

  rerender(<Page sheetOpen={false} onRowRender={onRowRender} />);
  expect(scoreOf(7)).toBe('4 : 0');
});

it('a row inside the open sheet keeps updating live', () => {
  render(<Page sheetOpen onRowRender={() => undefined} />);
  const sheet = screen.getByRole('dialog');
  expect(within(sheet).getByText('0 : 1')).toBeInTheDocument();
  push(8, 1, 1);
  expect(within(sheet).getByText('1 : 1')).toBeInTheDocument();
  push(8, 2, 1);
  expect(within(sheet).getByText('2 : 1')).toBeInTheDocument();
});
