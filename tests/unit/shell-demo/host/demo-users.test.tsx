/** The developer panel switches the logged-in demo user between the comment rule's demo users. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEMO_USER_LABELS, DemoUser } from '@src/contracts/dev-server';
import { ControlToolbar } from '@shell-demo/host/src/dev-panel/control-toolbar';
import { HostServicesContext } from '@shell-demo/host/src/host-services';
import { createHostBridge } from '@shell-demo/host/src/bridge/host-bridge';
import { controlStore } from '@shell-demo/host/src/state/control-state';
import { pendingLoader, resetHostState, TEST_CONFIG } from './render-host';

beforeEach(resetHostState);

function renderToolbar() {
  render(
    <HostServicesContext.Provider value={{ bridge: createHostBridge(), loader: pendingLoader(), config: TEST_CONFIG }}>
      <ControlToolbar />
    </HostServicesContext.Provider>,
  );
}

it('logs in as each demo user from one tap, logged in or not', async () => {
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const { username } = JSON.parse(String((init as RequestInit).body)) as { username: string };
    return new Response(
      JSON.stringify({ code: 1, msg: 'ok', data: { token: `t-${username}`, uid: `u-${username}`, username } }),
    );
  });
  renderToolbar();
  fireEvent.click(screen.getByRole('button', { name: DEMO_USER_LABELS[DemoUser.banned] }));
  await waitFor(() => expect(controlStore.getState().session?.username).toBe(DemoUser.banned));
  // Logged in: the others are still one tap away; the current one is disabled.
  expect((screen.getByRole('button', { name: DEMO_USER_LABELS[DemoUser.banned] }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  fireEvent.click(screen.getByRole('button', { name: DEMO_USER_LABELS[DemoUser.lowVip] }));
  await waitFor(() => expect(controlStore.getState().session?.username).toBe(DemoUser.lowVip));
  expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).username)).toEqual([
    DemoUser.banned,
    DemoUser.lowVip,
  ]);
});
