/**
 * Runtime configuration inlined into an HTML page, so one production build can be served
 * against any API or remote address: the page carries
 *   <script>window.NAME = /*runtime-config*\/{...}/*end-runtime-config*\/;</script>
 * and whoever serves it (webpack-dev-server, scripts/preview.ts, the e2e harness) may
 * replace the JSON between the markers.
 */

export const RUNTIME_CONFIG_START = '/*runtime-config*/';
export const RUNTIME_CONFIG_END = '/*end-runtime-config*/';

/** The remote's standalone page: `window.__SPORT_INFO_CONFIG__`. */
export interface RemoteRuntimeConfig {
  apiBaseUrl: string;
}

/** shell-demo's page: `window.__SHELL_DEMO_CONFIG__`. */
export interface HostRuntimeConfig {
  /** URL of the remote's `mf-manifest.json`. */
  remoteManifestUrl: string;
  /** Where the fallback pack fetches the manifest when the main one is down or corrupt (a mirror). */
  remoteBackupManifestUrl?: string;
  apiBaseUrl: string;
}

export const REMOTE_CONFIG_GLOBAL = '__SPORT_INFO_CONFIG__';

/**
 * An address of a page config may leave out scheme and host (`:3100`, `:3001/lean/mf-manifest.json`):
 * the page's own are used. Full URLs are kept as they are.
 */
export function resolveAgainstPage(
  address: string,
  page: Pick<Location, 'protocol' | 'hostname'> | undefined = globalThis.location,
): string {
  if (!address.startsWith(':') || !page) return address;
  // `location.hostname` keeps an IPv6 address's brackets ("[::1]").
  return `${page.protocol}//${page.hostname}${address}`;
}
export const HOST_CONFIG_GLOBAL = '__SHELL_DEMO_CONFIG__';

/** The `<script>` to put in the page's `<head>`. `<` is escaped so the JSON cannot close the tag. */
export function runtimeConfigScript(globalName: string, config: object): string {
  return `<script>window.${globalName}=${RUNTIME_CONFIG_START}${safeJson(config)}${RUNTIME_CONFIG_END};</script>`;
}

export function injectRuntimeConfig(html: string, config: object): string {
  const start = html.indexOf(RUNTIME_CONFIG_START);
  const end = html.indexOf(RUNTIME_CONFIG_END);
  if (start < 0 || end < start) throw new Error('page has no runtime-config markers');
  return html.slice(0, start + RUNTIME_CONFIG_START.length) + safeJson(config) + html.slice(end);
}

const safeJson = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');
