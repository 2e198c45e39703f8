/**
 * Loads a user's own data when there is a user to load it for ("Login stores
 * token and id locally and loads live bookings"): `load` runs once per logged-in token, as soon
 * as the common configuration is in (the calls need it), and again after another login.
 * Forgetting the data at logout is the runtime's job (the descriptors' clearUserData).
 */
import { useConfigStore } from '../config/config-store';
import { useSessionStore } from './session-store';

export function followSession(load: () => void): () => void {
  /** The token whose data is loaded (or loading); undefined when none. */
  let loadedFor: string | undefined;
  const sync = () => {
    const { token } = useSessionStore.getState();
    if (token === loadedFor) return;
    // Another user, or none: what was loaded is not theirs.
    loadedFor = undefined;
    if (token === '' || useConfigStore.getState().commonConfigStatus !== 'ready') return;
    loadedFor = token;
    load();
  };
  const stopSession = useSessionStore.subscribe(sync);
  const stopConfig = useConfigStore.subscribe(sync);
  sync();
  return () => {
    stopSession();
    stopConfig();
  };
}
