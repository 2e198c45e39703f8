/**
 * Props of the exposed `SportInfoApp` component and of `mount()` (README "Props"), and what the
 * manifests publish beside the exposes for a host page (the first-screen hint).
 */
import { THEME_NAMES, type BridgeEmitter, type SessionInfo, type ThemeName } from './bridge-events';
import type { Signer } from './signature';

export type PlatformName = 'web' | 'app';
export type LocaleName = 'zh-CN' | 'zh-TW' | 'zh-HK' | 'en';

export interface FeatureFlags {
  /** Euro mode: the sports-topics tab is hidden. */
  euro?: boolean;
}

export interface SportInfoAppProps {
  /** Router base: `/sport-info` under a host (default when a host router is absent), `/` standalone. */
  basename?: string;
  /** The host's emitter; the remote emits RemoteToHostEvents and listens to HostToRemoteEvents on it. */
  bridge?: BridgeEmitter;
  /** Base URL of the API used for the domain list; later calls use the API domain it returns. */
  apiBaseUrl?: string;
  /** `app` inside the native app's web view (native bridge used), `web` otherwise. */
  platform?: PlatformName;
  /** The host's login state. `null` or absent: visitor. */
  session?: SessionInfo | null;
  /**
   * The page's language (docs/i18n.md): one of LOCALES, or any BCP 47 tag that maps to one
   * (zh-Hant → zh-TW, zh-MO → zh-HK, en-* → en; anything else → zh-CN). A change switches the
   * page in place. Passed at all: every call carries it as the `language` header.
   */
  locale?: LocaleName | (string & Record<never, never>);
  theme?: ThemeName;
  flags?: FeatureFlags;
  /** Signs requests; defaults to HMAC-SHA256 with `signingKey`. */
  signer?: Signer;
  /** Key of the default signer (the development server's key when absent). */
  signingKey?: string;
  /** Hosts the navigation function may open besides the app's and the host's own routes. */
  allowedHosts?: string[];
  /**
   * `/` opens the last kept-alive page of an earlier visit instead of `/anchor` (off by default:
   * the spec's `/` redirects to `/anchor`; the path is stored either way).
   */
  resumeLastPage?: boolean;
  /**
   * The share (0–1) of page loads whose `metric` and `error` events reach the host: one draw per
   * mount, so a page load sends all of its events or none (default 1: every one).
   */
  reportSampleRate?: number;
}

/** What `./alerts` takes: the app's props it needs to reach the fan's followed matches and speak to the host. */
export type AlertsProps = Pick<SportInfoAppProps, 'bridge' | 'session' | 'locale' | 'theme' | 'apiBaseUrl'>;

export const DEFAULT_BASENAME_EMBEDDED = '/sport-info';
export const DEFAULT_BASENAME_STANDALONE = '/';
export const LOCALES: readonly LocaleName[] = ['zh-CN', 'zh-TW', 'zh-HK', 'en'];
export const THEMES: readonly ThemeName[] = THEME_NAMES;
export const PLATFORMS: readonly PlatformName[] = ['web', 'app'];

/**
 * `mount(element, props)` returns the function that unmounts; it also carries `update(props)`
 * for hosts that change props without React.
 */
export type Unmount = (() => void) & { update(props: SportInfoAppProps): void };

/**
 * What `./bridge` renders with: the app's props plus what `@module-federation/bridge-react`'s
 * `createRemoteAppComponent` passes (the element, the remote's name, the host route's basename).
 * A `memoryRoute` is not followed: the app always uses the browser's address under `basename`.
 */
export interface BridgeRenderParams extends SportInfoAppProps {
  dom: HTMLElement;
  moduleName?: string;
  memoryRoute?: { entryPath: string; initialState?: Record<string, unknown> };
  rootOptions?: { identifierPrefix?: string; onRecoverableError?: (error: unknown, errorInfo: unknown) => void };
}

/** `./bridge`'s default export, called once per host component: render (again on new props) and destroy. */
export type BridgeProvider = () => {
  render(info: BridgeRenderParams): Promise<void>;
  destroy(info: { moduleName: string; dom: HTMLElement }): void;
};

/**
 * The first-screen hint, `metaData.firstScreenHint` in both manifests (mf-manifest.json and
 * lean/mf-manifest.json): for each route of the app, by its pattern below the app's base as the
 * route table writes it (`/anchor`, `/anchor/detail/:id`: plain segments and `:name` parameters),
 * the files its page needs beyond the `./SportInfoApp` expose's sync files and the shared
 * singletons' chunks, named as the exposes' assets are (relative to the manifest's folder). A host
 * page that knows which path it opens may preload them with the expose's files, so the page's
 * code downloads with the entry's instead of after the app has run and routed. Optional: the app
 * loads them itself when nobody did, and the federation runtimes and plugins ignore the field.
 * No two patterns match the same path. A development build's (`npm start`) has no routes.
 */
export interface FirstScreenHint {
  routes: Record<string, FirstScreenFiles>;
  /**
   * The CORS mode in which the app's chunk loader requests these files from another origin than
   * the page's (`<script crossorigin>`); absent: none. A preload must use the same, else the
   * browser does not use it and downloads the file a second time.
   */
  crossOrigin?: 'anonymous' | 'use-credentials';
}

export interface FirstScreenFiles {
  js: string[];
  css: string[];
}

/** The hint's key in the manifest's `metaData`. */
export const FIRST_SCREEN_HINT_FIELD = 'firstScreenHint';
