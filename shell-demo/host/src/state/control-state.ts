/**
 * What the debug toolbar controls — session, feature flags, platform, theme, locale, and whether the host
 * reloads its page for a new version of the remote (`remote-updated`) — kept in
 * localStorage so that a reload keeps it. The values feed the remote's props.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SessionInfo, ThemeName } from '../../../../src/contracts/bridge-events';
import { LOCALES, type LocaleName, type PlatformName } from '../../../../src/contracts/props';

export interface ControlValues {
  session: SessionInfo | null;
  flags: { euro: boolean };
  platform: PlatformName;
  theme: ThemeName;
  /** The `locale` prop: switched live, the remote keeps its page. */
  locale: LocaleName;
  /** Answer `remote-updated` by reloading the page (off: a host that ignores it, whom the remote prompts itself). */
  reloadOnUpdate: boolean;
}

export interface ControlActions {
  setSession(session: SessionInfo | null): void;
  setEuro(euro: boolean): void;
  setPlatform(platform: PlatformName): void;
  setTheme(theme: ThemeName): void;
  setLocale(locale: LocaleName): void;
  setReloadOnUpdate(reloadOnUpdate: boolean): void;
}

export type ControlState = ControlValues & ControlActions;
export type ControlStore = StoreApi<ControlState>;

export const CONTROL_STATE_KEY = 'shell-demo:controls';

export const DEFAULT_CONTROLS: ControlValues = {
  session: null,
  flags: { euro: false },
  platform: 'web',
  theme: 'normal',
  locale: 'zh-CN',
  reloadOnUpdate: true,
};

/** Anything stored by an older build or edited by hand falls back field by field. */
export function parseControlValues(raw: string | null): ControlValues {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // unreadable: defaults
  }
  const flags =
    typeof stored.flags === 'object' && stored.flags !== null ? (stored.flags as Record<string, unknown>) : {};
  return {
    session: parseSession(stored.session),
    flags: { euro: flags.euro === true },
    platform: stored.platform === 'app' ? 'app' : 'web',
    theme: stored.theme === 'dark' ? 'dark' : 'normal',
    locale: LOCALES.find((locale) => locale === stored.locale) ?? 'zh-CN',
    reloadOnUpdate: stored.reloadOnUpdate !== false,
  };
}

function parseSession(value: unknown): SessionInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, uid, username, headUrl } = value as Record<string, unknown>;
  if (typeof token !== 'string' || typeof uid !== 'string' || !token || !uid) return null;
  return {
    token,
    uid,
    ...(typeof username === 'string' ? { username } : {}),
    ...(typeof headUrl === 'string' ? { headUrl } : {}),
  };
}

export function createControlStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null): ControlStore {
  const store = createStore<ControlState>()((set) => ({
    ...parseControlValues(readSafely(storage)),
    setSession: (session) => set({ session }),
    setEuro: (euro) => set({ flags: { euro } }),
    setPlatform: (platform) => set({ platform }),
    setTheme: (theme) => set({ theme }),
    setLocale: (locale) => set({ locale }),
    setReloadOnUpdate: (reloadOnUpdate) => set({ reloadOnUpdate }),
  }));
  store.subscribe(({ session, flags, platform, theme, locale, reloadOnUpdate }) => {
    try {
      const values: ControlValues = { session, flags, platform, theme, locale, reloadOnUpdate };
      storage?.setItem(CONTROL_STATE_KEY, JSON.stringify(values));
    } catch {
      // storage full or disabled (private mode): the demo still works for this page view
    }
  });
  return store;
}

function readSafely(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(CONTROL_STATE_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const controlStore = createControlStore(browserStorage());

export const useControls = <T>(selector: (state: ControlState) => T): T => useStore(controlStore, selector);
