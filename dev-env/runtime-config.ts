/**
 * Runtime configuration inlined into an HTML page, so one production build can be served
 * against any API or remote address: the page carries
 *   <script>window.NAME = /*runtime-config*\/{...}/*end-runtime-config*\/;</script>
 * and whoever serves it (the dev servers of `npm start`, scripts/preview.ts, the e2e harness) may
 * replace the JSON between the markers.
 *
 * The remote's own part (its config's type, its global's name, `resolveAgainstPage`) is a contract,
 * src/contracts/runtime-config.ts: the remote imports nothing of shell-demo.
 */
export { REMOTE_CONFIG_GLOBAL, resolveAgainstPage } from '../src/contracts/runtime-config';

export const RUNTIME_CONFIG_START = '/*runtime-config*/';
export const RUNTIME_CONFIG_END = '/*end-runtime-config*/';

/** shell-demo's page: `window.__SHELL_DEMO_CONFIG__`. */
export interface HostRuntimeConfig {
  /** URL of the remote's `mf-manifest.json`. */
  remoteManifestUrl: string;
  /** Where the fallback pack fetches the manifest when the main one is down or corrupt (a mirror). */
  remoteBackupManifestUrl?: string;
  apiBaseUrl: string;
}

export const HOST_CONFIG_GLOBAL = '__SHELL_DEMO_CONFIG__';

/** The `<script>` to put in the page's `<head>`. `<` is escaped so the JSON cannot close the tag. */
export function runtimeConfigScript(globalName: string, config: object): string {
  return `<script>window.${globalName}=${RUNTIME_CONFIG_START}${safeJson(config)}${RUNTIME_CONFIG_END};</script>`;
}

/** Where the config's JSON sits between the markers, or null for a page without them. */
function configSpan(html: string): { start: number; end: number } | null {
  const start = html.indexOf(RUNTIME_CONFIG_START);
  const end = html.indexOf(RUNTIME_CONFIG_END, start);
  return start < 0 || end < 0 ? null : { start, end };
}

export const hasRuntimeConfigMarkers = (html: string): boolean => configSpan(html) !== null;

export function injectRuntimeConfig(html: string, config: object): string {
  const span = configSpan(html);
  if (!span) throw new Error('page has no runtime-config markers');
  const { start, end } = span;
  return html.slice(0, start + RUNTIME_CONFIG_START.length) + safeJson(config) + html.slice(end);
}

const safeJson = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');
