import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadAlertSettings } from '../../../../../src/domains/match/alerts/alert-types';
import { AlertBell } from '../../../../../src/domains/match/alerts/components/alert-bell';

beforeEach(() => localStorage.clear());

it('the bell opens the settings: this match muted and the kinds chosen are kept, and the bell says so', async () => {
  const first = render(<AlertBell matchId={42} label="曼城 VS 阿森纳" />);
  fireEvent.click(screen.getByRole('button', { name: '提醒设置 曼城 VS 阿森纳' }));
  const sheet = await screen.findByRole('dialog', { name: '比赛提醒' });
  expect(sheet).toBeInTheDocument();
  const redCard = screen.getByRole('checkbox', { name: '红牌' });
  expect(redCard).toBeChecked();
  fireEvent.click(redCard);
  expect(loadAlertSettings().kinds).not.toContain('red-card');
  expect(loadAlertSettings().kinds).toContain('goal');
  fireEvent.click(screen.getByRole('checkbox', { name: '本场比赛提醒' }));
  expect(loadAlertSettings().mutedMatchIds).toEqual([42]);
  // Muted: the kinds wait, greyed.
  expect(screen.getByRole('checkbox', { name: '进球' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: '完成' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: /本场提醒已关闭/ })).toBeInTheDocument();

  // Another visit: the bell reads what was kept.
  first.unmount();
  render(<AlertBell matchId={42} label="曼城 VS 阿森纳" />);
  expect(screen.getByRole('button', { name: /本场提醒已关闭/ })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /提醒设置/ }));
  expect(await screen.findByRole('checkbox', { name: '红牌' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: '每节结束' })).toBeChecked();
});
