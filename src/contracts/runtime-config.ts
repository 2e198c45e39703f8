/**
 * The runtime configuration a page hands the remote: whoever serves the remote's
 * standalone page (`npm start`'s Rspack dev servers, scripts/preview.ts, the e2e harness) inlines
 * `window.__SPORT_INFO_CONFIG__`; the remote reads it (src/expose/default-api-base-url.ts).
 * A contract between the page and the remote, so the remote imports nothing of shell-demo;
 * dev-env/runtime-config.ts writes it.
 */

/** The remote's standalone page: `window.__SPORT_INFO_CONFIG__`. */
export interface RemoteRuntimeConfig {
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
