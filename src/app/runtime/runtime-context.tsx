import { createContext, useCallback, useContext } from 'react';
import type { RuntimeOptions } from '../../platform/config/runtime-options';
import type { AppRuntime } from './app-runtime';

interface RuntimeContextValue {
  runtime: AppRuntime;
  options: RuntimeOptions;
  /** What app paths are prefixed with in links: the basename inside a host router, '' in our own. */
  hrefPrefix: string;
}

export const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export function useRuntimeContext(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('SportInfoApp runtime is missing: render inside <SportInfoApp>');
  return value;
}

export const useRuntime = (): AppRuntime => useRuntimeContext().runtime;
export const useRuntimeOptions = (): RuntimeOptions => useRuntimeContext().options;

/** Turns an app path (`/anchor`) into the `to` of a Link in whichever router renders the app. */
export function useAppHref(): (path: string) => string {
  const { hrefPrefix } = useRuntimeContext();
  return useCallback((path: string) => `${hrefPrefix}${path}` || '/', [hrefPrefix]);
}
