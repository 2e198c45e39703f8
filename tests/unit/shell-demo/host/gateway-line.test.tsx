/** The 调试 panel says which gateway of the development server the page's address reached (its health answer). */
import { fireEvent, render, screen } from '@testing-library/react';
import { DevPanel } from '@shell-demo/host/src/dev-panel/dev-panel';
import { HostServicesContext } from '@shell-demo/host/src/host-services';
import { createHostBridge } from '@shell-demo/host/src/bridge/host-bridge';
import { pendingLoader, resetHostState, TEST_CONFIG } from './render-host';

beforeEach(resetHostState);
afterEach(() => jest.restoreAllMocks());

function openPanel() {
  render(
    <HostServicesContext.Provider value={{ bridge: createHostBridge(), loader: pendingLoader(), config: TEST_CONFIG }}>
      <DevPanel />
    </HostServicesContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /调试/ }));
}

it('shows the gateway the health call names, asked at the page’s server address', async () => {
  const fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ ok: true, gateway: 'gateway-2' }), { status: 200 }));
  openPanel();
  expect(await screen.findByText('网关：gateway-2')).toBeTruthy();
  expect(String(fetchMock.mock.calls[0]![0])).toBe(`${TEST_CONFIG.apiBaseUrl.replace(/\/+$/, '')}/__dev/health`);
});

it('says so when the server cannot be reached', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
  openPanel();
  expect(await screen.findByText('网关：无法连接')).toBeTruthy();
});
