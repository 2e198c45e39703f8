/**
 * What the portal reads of the common config, as the remote does: the sport path (`stSportPath`)
 * its sports pages live under. The remote's `navigate` events name pages under it, so the host's
 * routes and its check of those events follow it. Read once at start; until it answers (or when it
 * cannot be read) the default path holds, as it does for the remote.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_SPORT_PATH } from '../../../../src/contracts/host-routes';
import { fetchSportPath } from '../dev-api';

interface PortalConfigState {
  sportPath: string;
}

export const portalConfigStore = createStore<PortalConfigState>()(() => ({ sportPath: DEFAULT_SPORT_PATH }));

export const useSportPath = (): string => useStore(portalConfigStore, (state) => state.sportPath);

/** Reads the common config of the API the remote is given; a failure keeps the path it has (the default at first). */
export async function loadPortalConfig(apiBaseUrl: string): Promise<void> {
  try {
    portalConfigStore.setState({ sportPath: await fetchSportPath(apiBaseUrl) });
  } catch {
    // The remote falls back alike (to its stored value, else the default).
  }
}
