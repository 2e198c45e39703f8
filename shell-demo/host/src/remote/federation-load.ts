/**
 * Loads `sportInfo/SportInfoApp` at runtime through the federation instance that the host's
 * own ModuleFederationPlugin created (so the remote shares the host's React and router).
 * No build-time `remotes`: a remote that is down then cannot blank the host.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadSportInfoApp, SportInfoAppComponent } from './sport-info-loader';

export const REMOTE_NAME = 'sportInfo';
export const SPORT_INFO_APP_MODULE = `${REMOTE_NAME}/SportInfoApp`;

export function federationLoader(manifestUrl: string): LoadSportInfoApp {
  return async (attempt) => {
    // The runtime caches a manifest or entry that failed. A retry registers the remote again
    // with `force` (which drops those caches) under a new manifest URL, so the browser and
    // the runtime both fetch it for real.
    registerRemotes([{ name: REMOTE_NAME, entry: manifestUrlFor(manifestUrl, attempt) }], { force: attempt > 0 });
    const module = await loadRemote<{ default?: SportInfoAppComponent }>(SPORT_INFO_APP_MODULE);
    const component = module?.default;
    if (!component) throw new Error(`${SPORT_INFO_APP_MODULE} 没有默认导出的组件`);
    return component;
  };
}

export function manifestUrlFor(manifestUrl: string, attempt: number): string {
  if (attempt === 0) return manifestUrl;
  const url = new URL(manifestUrl, window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}
