/** The default signing key is said out loud when the API is not on this machine. */
import { fireEvent, render, screen } from '@testing-library/react';
import { DevPanel } from '@shell-demo/host/src/dev-panel/dev-panel';
import { HostServicesContext } from '@shell-demo/host/src/host-services';
import { createHostBridge } from '@shell-demo/host/src/bridge/host-bridge';
import { pendingLoader, resetHostState, TEST_CONFIG } from './render-host';

beforeEach(resetHostState);

function openPanel(apiBaseUrl: string) {
  render(
    <HostServicesContext.Provider
      value={{ bridge: createHostBridge(), loader: pendingLoader(), config: { ...TEST_CONFIG, apiBaseUrl } }}
    >
      <DevPanel />
    </HostServicesContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /调试/ }));
}

it('says the development key is in use when the API is on another machine', () => {
  openPanel('http://192.168.1.5:3100');
  expect(screen.getByRole('note').textContent).toMatch(/接口 http:\/\/192\.168\.1\.5:3100 不在本机.*默认签名密钥/);
});

it.each(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100', 'http://app.localhost:3100'])(
  'says nothing for the loopback API %s',
  (apiBaseUrl) => {
    openPanel(apiBaseUrl);
    expect(screen.queryByRole('note')).toBeNull();
  },
);
