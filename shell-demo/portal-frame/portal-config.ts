/**
 * Where a reference portal's page says the remote and the API are: the portal's config global,
 * which a static server may rewrite between the runtime-config markers (dev-env/runtime-config.ts). Its
 * addresses may leave out scheme and host (`:3100`): the page's own are used. Without a config,
 * the development ports.
 */
import { resolveAgainstPage } from '../../dev-env/runtime-config';

interface PortalPageConfig {
  remoteManifestUrl?: string;
  apiBaseUrl?: string;
}

export function portalConfig(globalName: string): Required<PortalPageConfig> {
  const config = (window as unknown as Record<string, PortalPageConfig | undefined>)[globalName] ?? {};
  return {
    remoteManifestUrl: resolveAgainstPage(config.remoteManifestUrl ?? ':3001/mf-manifest.json'),
    apiBaseUrl: resolveAgainstPage(config.apiBaseUrl ?? ':3100'),
  };
}
