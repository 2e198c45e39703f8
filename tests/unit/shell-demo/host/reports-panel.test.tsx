/** 调试's 上报: the latest value of each web vital and the failures counted by code, live from the bridge. */
import { act, render, screen, within } from '@testing-library/react';
import { ReportsPanel } from '@shell-demo/host/src/dev-panel/reports-panel';
import { eventLogStore, logEvent } from '@shell-demo/host/src/state/event-log';

beforeEach(() => eventLogStore.getState().clear());

const vital = (name: string, value: number, route: string, rating = 'good') => ({
  name,
  value,
  delta: value,
  rating,
  id: `v6-${name}-${value}`,
  navigationType: 'navigate',
  route,
});

it('lists the latest of each vital and counts failures by code, as the events arrive', () => {
  render(<ReportsPanel />);
  expect(screen.getByText(/首屏之后，这里列出/)).toBeInTheDocument();
  act(() => {
    logEvent('remote-to-host', 'metric', vital('LCP', 1830.4, '/anchor', 'needs-improvement'));
    logEvent('remote-to-host', 'metric', vital('CLS', 0.0123, '/anchor'));
    logEvent('remote-to-host', 'metric', vital('LCP', 912, '/news'));
    logEvent('remote-to-host', 'error', { code: 'chunk-new-version', message: 'a → b', route: '/news' });
    logEvent('remote-to-host', 'error', { code: 'unknown-code', message: 'x', route: '/anchor' });
    logEvent('remote-to-host', 'error', { code: 'unknown-code', message: 'y', route: '/anchor' });
    // The host's own notes are not the remote's reports.
    logEvent('host', 'error', { code: 'host-note', message: 'z', route: '*' });
  });
  const vitals = within(screen.getByRole('list', { name: '页面指标' })).getAllByRole('listitem');
  expect(vitals.map((row) => row.textContent)).toEqual(['LCP 912 ms · 良好 · /news', 'CLS 0.012 · 良好 · /anchor']);
  const errors = within(screen.getByRole('list', { name: '错误上报' })).getAllByRole('listitem');
  expect(errors.map((row) => row.textContent)).toEqual(['unknown-code × 2 · /anchor', 'chunk-new-version × 1 · /news']);
});
