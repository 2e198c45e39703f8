/**
 * Follows the session (spec section 4): at login, once the configuration is loaded, load the
 * user's follows and live bookings and their special rooms; at logout (or another user's
 * login) clear them. The app starts it with the runtime and stops it on unmount.
 */
import { useConfigStore } from '../../../platform/config/config-store';
import { useSessionStore } from '../../../platform/session/session-store';
import { useAnchorsStore } from './anchors-store';

export function startAnchorsSessionSync(): () => void {
  /** The token whose data is loaded (or loading); '' when none. */
  let loadedFor = '';

  const sync = () => {
    const { token } = useSessionStore.getState();
    const store = useAnchorsStore.getState();
    if (token !== loadedFor && loadedFor !== '') {
      loadedFor = '';
      store.clearUserData();
    }
    if (token === '' || token === loadedFor) return;
    if (useConfigStore.getState().commonConfigStatus !== 'ready') return;
    loadedFor = token;
    void store.refreshSubscriptions();
    void store.loadSpecialRooms();
  };

  const stopSession = useSessionStore.subscribe(sync);
  const stopConfig = useConfigStore.subscribe(sync);
  sync();
  return () => {
    stopSession();
    stopConfig();
  };
}
