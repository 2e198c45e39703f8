/**
 * Loads `sportInfo/SportInfoApp` at runtime through the federation instance that the host's
 * own ModuleFederationPlugin created (so the remote shares the host's React and router).
 * No build-time `remotes`: a remote that is down then cannot blank the host.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SportInfoAppProps } from '../../../../src/contracts/props';
import { nextTask } from '../../../../src/lib/next-task';
import { fallbackModulePlugin, manifestFailoverPlugin } from '../../../fallback-pack/fallback-plugins';
import { fallbackModule } from '../../../fallback-pack/remote-fallback';
import { waitForRemote, DEV_WAIT_DEADLINE_MS } from './remote-compiling';
import { controlStore } from '../state/control-state';
import { logRemoteError } from './remote-error-boundary';
import type { LoadSportInfoApp, MountAlerts, SportInfoAppComponent } from './sport-info-loader';

export const REMOTE_NAME = 'sportInfo';
export const SPORT_INFO_APP_MODULE = `${REMOTE_NAME}/SportInfoApp`;
/** MF 2's data-loader convention: the component's `.data` expose, whose `fetchData` starts its data. */
export const SPORT_INFO_DATA_MODULE = `${REMOTE_NAME}/SportInfoApp.data`;
/** Match alerts on the portal's own pages (no React needed). */
export const SPORT_INFO_ALERTS_MODULE = `${REMOTE_NAME}/alerts`;

/** What `./SportInfoApp.data` exports (federation.d.ts, `sportInfo/SportInfoApp.data`). */
interface SportInfoDataModule {
  fetchData?: (params: {
    apiBaseUrl?: string;
    locale?: SportInfoAppProps['locale'];
    session?: SportInfoAppProps['session'];
  }) => Promise<void>;
}

/** The locale shell-demo mounts the app with (the debug panel's): its early calls carry the same `language`, or the app calls again. */
const hostLocale = (): SportInfoAppProps['locale'] => controlStore.getState().locale;

/** The manifest answer the page's inline script fetched early (public/index.html), for one use. */
function takeEarlyManifest(): Promise<Response> | undefined {
  const holder = window as { __SHELL_DEMO_EARLY_MANIFEST__?: Promise<Response> };
  const early = holder.__SHELL_DEMO_EARLY_MANIFEST__;
  delete holder.__SHELL_DEMO_EARLY_MANIFEST__;
  return early;
}

export interface FederationLoaderOptions {
  /**
   * Development (`npm start`): wait for a remote that is still starting or compiling, and give its
   * manifest the time a compiling dev server takes (remote-compiling.ts), instead of the fallback
   * pack's time limits and error page.
   */
  waitForDevRemote?: boolean;
}

/**
 * With the fallback pack (shell-demo/fallback-pack): a manifest that is down, slow or corrupt is
 * replaced by a backup's, and a load that still fails answers the fallback component (with 重试)
 * instead of rejecting. The first load takes the early manifest answer instead of a second download.
 */
export function federationLoader(
  manifestUrl: string,
  backupManifestUrls: readonly string[] = [],
  apiBaseUrl?: string,
  options: FederationLoaderOptions = {},
): { load: LoadSportInfoApp; warm: () => void; alerts: () => Promise<MountAlerts> } {
  const remoteUp = options.waitForDevRemote
    ? waitForRemote(manifestUrl, {
        onWaiting: () => console.info(`[shell-demo] 等待 remote 的开发服务器编译完成: ${manifestUrl}`),
      })
    : null;
  registerPlugins([
    manifestFailoverPlugin({
      remoteName: REMOTE_NAME,
      manifestUrl,
      backupManifestUrls,
      preloaded: takeEarlyManifest(),
      ...(remoteUp ? { timeoutMs: DEV_WAIT_DEADLINE_MS } : {}),
    }),
    fallbackModulePlugin({
      remoteName: REMOTE_NAME,
      // loadFactory: false below: the runtime answers factories, so the fallback is one too.
      fallback:
        ({ error }) =>
        () =>
          fallbackModule(error),
      onError: ({ error }) => logRemoteError(error),
    }),
  ]);
  let registered = -1;
  const register = (attempt: number) => {
    if (registered === attempt) return;
    registered = attempt;
    registerRemotes([{ name: REMOTE_NAME, entry: manifestUrlFor(manifestUrl, attempt) }], { force: attempt > 0 });
  };
  let warmed = false;
  /**
   * The user is about to open the app (the link's hover or touchstart, or the route's load): the
   * app's chunks start downloading (unevaluated) and its gate calls start (`fetchData` of
   * `./SportInfoApp.data`), once. Failures are silent here: the load itself reports them.
   */
  const warm = () => {
    if (warmed) return;
    warmed = true;
    if (remoteUp) void remoteUp.then(warmNow);
    else warmNow();
  };
  const warmNow = () => {
    register(registered < 0 ? 0 : registered);
    // The app's code, fetched and not evaluated: the load below takes the same promise from the
    // runtime's cache. Not `preloadRemote`: the chunk loader did not reuse its link preloads, and
    // the entry's chunks and both exposes' were each downloaded twice (tests/e2e/platform.test.ts).
    void loadRemote(SPORT_INFO_APP_MODULE, { loadFactory: false, from: 'runtime' }).catch(() => undefined);
    // As the app's own load below: its code arrives first, its modules are evaluated in a task of their own.
    void loadRemote<() => Promise<SportInfoDataModule | null | undefined>>(SPORT_INFO_DATA_MODULE, {
      loadFactory: false,
      from: 'runtime',
    })
      .then(async (factory) => {
        if (typeof factory !== 'function') return;
        await nextTask();
        const data = await factory();
        // What the app will get: its locale and the logged-in user (the stored token may be an old login's).
        await data?.fetchData?.({ apiBaseUrl, locale: hostLocale(), session: controlStore.getState().session });
      })
      .catch(() => undefined);
  };
  const load: LoadSportInfoApp = async (attempt) => {
    await remoteUp;
    // The runtime caches a manifest or entry that failed. A retry registers the remote again
    // with `force` (which drops those caches) under a new manifest URL, so the browser and
    // the runtime both fetch it for real.
    register(attempt);
    // The data starts beside the code, not after it.
    warm();
    // The remote's code arrives first (entry, shared-module negotiation, chunks), unevaluated; its
    // modules are evaluated in a task of their own. Together they were one long task (~60 ms on
    // the bench's machine): a phone could not answer a tap in between.
    const factory = await loadRemote<() => unknown>(SPORT_INFO_APP_MODULE, { loadFactory: false, from: 'runtime' });
    if (typeof factory !== 'function') throw new Error(`${SPORT_INFO_APP_MODULE} 没有可加载的模块`);
    await nextTask();
    const module = (await factory()) as { default?: SportInfoAppComponent } | null | undefined;
    const component = module?.default;
    if (!component) throw new Error(`${SPORT_INFO_APP_MODULE} 没有默认导出的组件`);
    return component;
  };
  /** `./alerts` from the same container as the app: one socket and one alert feed for both. */
  const alerts = async (): Promise<MountAlerts> => {
    await remoteUp;
    register(registered < 0 ? 0 : registered);
    const module = await loadRemote<{ mount?: unknown }>(SPORT_INFO_ALERTS_MODULE);
    if (typeof module?.mount !== 'function') throw new Error(`${SPORT_INFO_ALERTS_MODULE} 没有 mount`);
    return module.mount as MountAlerts;
  };
  return { load, warm, alerts };
}

export function manifestUrlFor(manifestUrl: string, attempt: number): string {
  if (attempt === 0) return manifestUrl;
  const url = new URL(manifestUrl, window.location.href);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}
