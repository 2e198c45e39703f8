import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { EventLog, EventLogPanel } from '@shell-demo/host/src/dev-panel/event-log-panel';
import { eventLogStore, logEvent, type EventLogEntry } from '@shell-demo/host/src/state/event-log';

const entry = (overrides: Partial<EventLogEntry>): EventLogEntry => ({
  id: 1,
  at: Date.UTC(2024, 0, 1, 12, 0, 0),
  direction: 'remote-to-host',
  name: 'toast',
  payload: {},
  ...overrides,
});

beforeEach(() => eventLogStore.getState().clear());

describe('EventLog', () => {
  it('shows the event name and the JSON payload as text, never as HTML', () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const { container } = render(
      <EventLog entries={[entry({ name: 'toast', payload: { type: 'info', message: hostile } })]} onClear={() => {}} />,
    );

    const row = screen.getByTestId('event-log-row');
    expect(row.textContent).toContain('toast');
    expect(row.textContent).toContain(JSON.stringify(hostile));
    expect(container.querySelector('img')).toBeNull();
  });

  it('labels the direction of each event', () => {
    render(
      <EventLog
        entries={[
          entry({ id: 2, direction: 'host-to-remote', name: 'session', payload: null }),
          entry({ id: 1, name: 'login' }),
        ]}
        onClear={() => {}}
      />,
    );
    const [first, second] = screen.getAllByTestId('event-log-row');
    expect(within(first!).getByText('宿主→远程')).toBeTruthy();
    expect(within(second!).getByText('远程→宿主')).toBeTruthy();
  });

  it('collapses and expands', () => {
    render(<EventLog entries={[entry({})]} onClear={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /事件日志/ }));
    expect(screen.queryByTestId('event-log-row')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /事件日志/ }));
    expect(screen.getByTestId('event-log-row')).toBeTruthy();
  });
});

describe('EventLogPanel', () => {
  it('lists the newest event first and can be cleared', () => {
    render(<EventLogPanel />);
    act(() => {
      logEvent('remote-to-host', 'customer-service', { source: 'float' });
      logEvent('host-to-remote', 'theme', { theme: 'dark' });
    });

    const rows = screen.getAllByTestId('event-log-row');
    expect(rows[0]?.textContent).toContain('theme');
    expect(rows[1]?.textContent).toContain('customer-service');

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryAllByTestId('event-log-row')).toHaveLength(0);
  });

  it('never shows a whole token', () => {
    render(<EventLogPanel />);
    act(() => logEvent('host-to-remote', 'session', { token: 'secret-token-123', uid: '7' }));
    const row = screen.getByTestId('event-log-row');
    expect(row.textContent).not.toContain('secret-token-123');
    expect(row.textContent).toContain('"uid": "7"');
  });
});
