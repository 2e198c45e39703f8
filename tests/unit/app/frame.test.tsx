import { act, fireEvent, render, screen } from '@testing-library/react';
import { EventEmitter } from 'eventemitter3';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { BridgeEmitter } from '../../../src/contracts/bridge-events';
import { BUBBLE_COOKIE } from '../../../src/app/frame/customer-service-float';
import SportInfoApp from '../../../src/expose/sport-info-app';
import { useLoadingStore } from '../../../src/platform/http/loading-store';
import { installFakeTransport } from '../../support/fake-transport';
import { systemReply } from '../../support/system-replies';

let transport: ReturnType<typeof installFakeTransport>;
beforeEach(() => {
  transport = installFakeTransport((request) => systemReply(request.path) ?? { envelope: { code: 1, data: null } });
});
afterEach(() => transport.restore());

function HostLinks() {
  const navigate = useNavigate();
  return (
    <nav>
      <button type="button" onClick={() => void navigate('/sport-info/download?t=2')}>
        host-t2
      </button>
      <button type="button" onClick={() => void navigate('/sport-info/gold-document')}>
        host-gold
      </button>
    </nav>
  );
}

function renderApp(path: string, bridge = new EventEmitter()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/sport-info/*"
          element={
            <>
              <HostLinks />
              <SportInfoApp bridge={bridge as unknown as BridgeEmitter} apiBaseUrl="http://boot.test" />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return bridge;
}

it('re-creates the root view when query parameter t changes', async () => {
  renderApp('/sport-info/download?t=1');
  const first = await screen.findByRole('heading', { name: '体育资讯 App' });
  fireEvent.click(screen.getByRole('button', { name: 'host-t2' }));
  const second = await screen.findByRole('heading', { name: '体育资讯 App' });
  expect(second).not.toBe(first);
});

it('shows the header on routes marked header and not on the others', async () => {
  renderApp('/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  expect(screen.getByTestId('app-header')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'host-gold' }));
  await screen.findByRole('heading', { name: '金币说明' });
  expect(screen.queryByTestId('app-header')).toBeNull();
});

it('the customer-service icon emits customer-service to the host', async () => {
  const bridge = renderApp('/sport-info/download');
  const events: unknown[] = [];
  bridge.on('customer-service', (payload: unknown) => events.push(payload));
  fireEvent.click(await screen.findByRole('button', { name: /联系客服/ }));
  expect(events).toEqual([{ source: 'float' }]);
});

it('dismissing the bubble sets a cookie that keeps it dismissed', async () => {
  renderApp('/sport-info/download');
  fireEvent.click(await screen.findByRole('button', { name: '关闭福利提示' }));
  expect(screen.queryByText('专属福利通知，点这里查看')).toBeNull();
  expect(document.cookie).toContain(`${BUBBLE_COOKIE}=1`);
});

it('the loading overlay follows the http layer and never stays on', async () => {
  renderApp('/sport-info/download');
  await screen.findByRole('heading', { name: '体育资讯 App' });
  act(() => useLoadingStore.getState().begin());
  expect(screen.getByText('加载中')).toBeInTheDocument();
  act(() => useLoadingStore.getState().end());
  expect(screen.queryByText('加载中')).toBeNull();
});
