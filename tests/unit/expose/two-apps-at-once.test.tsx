/**
 * A host that mounts the app while another copy of it is still mounted (a route transition that
 * keeps the old page on screen a moment, or two mounts by mistake): the newer one runs the page's
 * stores and socket, the older one stands down, nothing throws into the host, and the older one
 * runs again when the newer goes first.
 */
import { waitFor } from '@testing-library/react';
import type { EventEmitter } from 'eventemitter3';
import { useConfigStore } from '../../../src/platform/config/config-store';
import { notify } from '../../../src/platform/feedback/notify';
import { renderInHost } from '../../support/render-in-host';
import { systemBackend } from '../../support/system-backend';
import { FakeWebSocket } from './support/fake-web-socket';

systemBackend();

let restoreWebSocket: () => void;
beforeEach(() => {
  restoreWebSocket = FakeWebSocket.install();
});
afterEach(() => restoreWebSocket());

/** The toasts a host's bridge was asked to show. */
function toastsOf(bridge: EventEmitter): string[] {
  const shown: string[] = [];
  bridge.on('toast', ({ message }: { message: string }) => shown.push(message));
  return shown;
}

it('a second app mounted beside a running one takes over without an error; the first runs again when the second goes', async () => {
  const first = renderInHost({}, '/sport-info/download');
  const firstToasts = toastsOf(first.bridge);
  await waitFor(() => expect(FakeWebSocket.open.size).toBe(1));

  const second = renderInHost({}, '/sport-info/download');
  const secondToasts = toastsOf(second.bridge);
  // The second one's push handlers register over an open connection: registered twice, they throw.
  await waitFor(() => expect(FakeWebSocket.opened).toBe(2));
  expect(FakeWebSocket.open.size).toBe(1);
  await waitFor(() => expect(useConfigStore.getState().commonConfigStatus).toBe('ready'));
  notify('info', '第二个');
  expect(secondToasts).toEqual(['第二个']);
  expect(firstToasts).toEqual([]);

  second.unmount();
  await waitFor(() => expect(FakeWebSocket.opened).toBe(3));
  expect(FakeWebSocket.open.size).toBe(1);
  await waitFor(() => expect(useConfigStore.getState().commonConfigStatus).toBe('ready'));
  notify('info', '第一个');
  expect(firstToasts).toEqual(['第一个']);

  first.unmount();
  expect(FakeWebSocket.open.size).toBe(0);
});

it('the older app unmounting first leaves the newer one running', async () => {
  const first = renderInHost({}, '/sport-info/download');
  const second = renderInHost({}, '/sport-info/download');
  const secondToasts = toastsOf(second.bridge);
  await waitFor(() => expect(FakeWebSocket.open.size).toBe(1));
  first.unmount();
  expect(FakeWebSocket.open.size).toBe(1);
  expect(useConfigStore.getState().domainListStatus).not.toBe('idle');
  notify('info', '仍在运行');
  expect(secondToasts).toEqual(['仍在运行']);
  second.unmount();
  expect(FakeWebSocket.open.size).toBe(0);
});
