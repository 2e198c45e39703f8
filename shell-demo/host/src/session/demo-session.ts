/** Logging the demo user in and out: the dev server call, then the control state. */
import type { SessionInfo } from '../../../../src/contracts/bridge-events';
import { demoLogin, demoLogout } from '../dev-api';
import type { ControlStore } from '../state/control-state';

export async function loginAsDemoUser(store: ControlStore, apiBaseUrl: string, username: string): Promise<SessionInfo> {
  const session = await demoLogin(apiBaseUrl, username.trim() || 'demo');
  store.getState().setSession(session);
  return session;
}

export async function logoutDemoUser(store: ControlStore, apiBaseUrl: string): Promise<void> {
  const { session, setSession } = store.getState();
  // The host forgets the session even when the server cannot be told (it may be down).
  setSession(null);
  if (session) await demoLogout(apiBaseUrl, session).catch(() => undefined);
}
