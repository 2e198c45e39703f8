/**
 * The host's runtime configuration, read from `window.__SHELL_DEMO_CONFIG__` that the HTML page
 * carries between the runtime-config markers (written at build time, rewritable by a server).
 */
import { HOST_CONFIG_GLOBAL, resolveAgainstPage, type HostRuntimeConfig } from '../../../dev-env/runtime-config';

/** Used when the page has no config (a test page, a hand-written HTML file). */
export const FALLBACK_HOST_CONFIG: HostRuntimeConfig = {
  remoteManifestUrl: ':3001/lean/mf-manifest.json',
  apiBaseUrl: ':3100',
};

export function readHostConfig(
  source: unknown = (globalThis as Record<string, unknown>)[HOST_CONFIG_GLOBAL],
): HostRuntimeConfig {
  const config =
    typeof source === 'object' && source !== null ? (source as Partial<Record<keyof HostRuntimeConfig, unknown>>) : {};
  return {
    remoteManifestUrl: resolveAgainstPage(
      nonEmptyString(config.remoteManifestUrl) ?? FALLBACK_HOST_CONFIG.remoteManifestUrl,
    ),
    apiBaseUrl: resolveAgainstPage(nonEmptyString(config.apiBaseUrl) ?? FALLBACK_HOST_CONFIG.apiBaseUrl),
    ...(nonEmptyString(config.remoteBackupManifestUrl) && {
      remoteBackupManifestUrl: resolveAgainstPage(nonEmptyString(config.remoteBackupManifestUrl)!),
    }),
  };
}

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
