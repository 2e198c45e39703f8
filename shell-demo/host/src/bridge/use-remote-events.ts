/**
 * The host's answers to the remote's events: login jump, navigation, customer service, toast, and
 * a new version of the remote: the page reloads where it is (the 调试 panel's 新版本自动刷新 off:
 * ignored, as a host that does not know the event would — the remote then offers 刷新 itself).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BridgeEmitter } from '../../../../src/contracts/bridge-events';
import { logEvent } from '../state/event-log';
import { controlStore } from '../state/control-state';
import { hostUiStore } from '../state/host-ui';
import { portalConfigStore } from '../state/portal-config';
import { loginPathFor } from './back-path';
import { listenToRemote } from './host-bridge';
import { resolveNavigateRequest } from './navigate-request';

export function useRemoteEvents(bridge: BridgeEmitter): void {
  const navigate = useNavigate();
  // useNavigate changes identity on every location change; the subscription should not.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(
    () =>
      listenToRemote(bridge, {
        // The login page returns with history.back() when it was opened from the backPath page.
        login: ({ backPath }) =>
          navigateRef.current(loginPathFor(backPath), { state: { from: `${location.pathname}${location.search}` } }),
        navigate: (request) => {
          // Under the sport path the common config names, as the remote reads it.
          const decision = resolveNavigateRequest(request, portalConfigStore.getState().sportPath);
          if (decision.allowed) navigateRef.current(decision.to);
          else logEvent('host', 'navigate', request, `已拒绝：${decision.reason}`);
        },
        'customer-service': () => hostUiStore.getState().openCustomerService(),
        toast: ({ type, message }) => hostUiStore.getState().showToast(type, String(message)),
        'remote-updated': (update) => {
          if (!controlStore.getState().reloadOnUpdate)
            return logEvent('host', 'remote-updated', update, '已忽略：新版本自动刷新已关闭');
          window.location.reload();
        },
      }),
    [bridge],
  );
}
