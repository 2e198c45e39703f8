/**
 * One configuration, two bundlers: the production builds run on webpack (what ships), the
 * development builds that `npm start` serves on Rspack (scripts/dev-servers.ts). The configs are
 * written in webpack's terms, which Rspack takes too; these are the places where a development
 * config holds Rspack's own pieces.
 */
import { ModuleFederationPlugin as RspackFederationPlugin } from '@module-federation/enhanced/rspack';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { WebpackPluginInstance } from 'webpack';

/**
 * A piece of a development config that is Rspack's (a plugin, its cache option, a rule with a
 * function condition) in the place webpack's type describes.
 */
export const forRspack = <T>(value: unknown): T => value as T;

/** The federation plugin of the bundler that compiles: webpack's in production, Rspack's in development. */
export function federationPlugin(
  production: boolean,
  options: ConstructorParameters<typeof ModuleFederationPlugin>[0],
): WebpackPluginInstance {
  if (!production) return forRspack<WebpackPluginInstance>(new RspackFederationPlugin(options));
  // webpack's flavour is loaded by a production config only, not by every `npm start` process.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ModuleFederationPlugin: WebpackFederationPlugin } = require('@module-federation/enhanced/webpack') as {
    ModuleFederationPlugin: typeof ModuleFederationPlugin;
  };
  return new WebpackFederationPlugin(options);
}
