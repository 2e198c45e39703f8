/**
 * App mode is the platform control set to 'app': the simulated native bridge is installed
 * synchronously when the control changes — before the remote re-renders with
 * `platform: 'app'` — and removed when it goes back to 'web'.
 */
import EventEmitter from 'eventemitter3';
import type { ControlStore } from '../state/control-state';
import { logEvent } from '../state/event-log';
import { createSimulatedNativeBridge, installNativeBridge } from './simulated-native-bridge';

/** Native commands (toast, back, jumpLogin...) for the React part of the host to carry out. */
export const nativeCommands = new EventEmitter<{ call: (name: string, request: unknown) => void }>();

export function syncAppModeWithControls(store: ControlStore): () => void {
  let uninstall: (() => void) | null = null;
  const bridge = createSimulatedNativeBridge({
    getSession: () => store.getState().session,
    getTheme: () => store.getState().theme,
    onCall: (name, request, response) => {
      logEvent('native-call', name, { request, response });
      nativeCommands.emit('call', name, request);
    },
  });
  const apply = (isAppMode: boolean) => {
    if (isAppMode && !uninstall) uninstall = installNativeBridge(bridge);
    if (!isAppMode && uninstall) {
      uninstall();
      uninstall = null;
    }
  };
  apply(store.getState().platform === 'app');
  const unsubscribe = store.subscribe((state) => apply(state.platform === 'app'));
  return () => {
    unsubscribe();
    apply(false);
  };
}
