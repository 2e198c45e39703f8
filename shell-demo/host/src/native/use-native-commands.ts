/** Carries out the simulated native app's commands (toast, back, jumpLogin, jumpH5, customer service). */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NativeCalls } from '../../../../src/contracts/native-bridge';
import { loginPathFor } from '../bridge/back-path';
import { hostUiStore } from '../state/host-ui';
import { nativeCommands } from './app-mode-sync';

export function useNativeCommands(): void {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const onCall = (name: string, request: unknown) => {
      const ui = hostUiStore.getState();
      switch (name) {
        case 'toast': {
          const { type = 'info', message = '' } = (request ?? {}) as Partial<NativeCalls['toast']['request']>;
          ui.showToast(type, String(message));
          break;
        }
        case 'back':
          navigateRef.current(-1);
          break;
        case 'jumpLogin':
          navigateRef.current(
            loginPathFor((request as Partial<NativeCalls['jumpLogin']['request']> | undefined)?.backPath),
          );
          break;
        case 'jumpH5':
          // A real app opens a new web view; the demo only says where it would go.
          ui.showToast(
            'info',
            `原生打开页面：${String((request as Partial<NativeCalls['jumpH5']['request']> | undefined)?.url ?? '')}`,
          );
          break;
        case 'openCustomerService':
          ui.openCustomerService();
          break;
      }
    };
    nativeCommands.on('call', onCall);
    return () => {
      nativeCommands.off('call', onCall);
    };
  }, []);
}
