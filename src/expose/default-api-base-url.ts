import { REMOTE_CONFIG_GLOBAL, resolveAgainstPage, type RemoteRuntimeConfig } from '../contracts/runtime-config';

/** Build-time default (webpack DefinePlugin), overridden by the standalone page's runtime config. */
declare const __SPORT_INFO_DEFAULT_API__: string | undefined;

export function defaultApiBaseUrl(): string {
  const runtime = (window as unknown as Record<string, RemoteRuntimeConfig | undefined>)[REMOTE_CONFIG_GLOBAL];
  if (runtime?.apiBaseUrl) return resolveAgainstPage(runtime.apiBaseUrl);
  return resolveAgainstPage(typeof __SPORT_INFO_DEFAULT_API__ === 'string' ? __SPORT_INFO_DEFAULT_API__ : ':3100');
}
