/**
 * One configuration, two bundlers: the production builds run on webpack (what ships), the
 * development builds that `npm start` serves on Rspack (scripts/dev-servers.ts). The configs are
 * written in webpack's terms, which Rspack takes too; these are the places where a development
 * config holds Rspack's own pieces.
 */
import { ModuleFederationPlugin as RspackFederationPlugin } from '@module-federation/enhanced/rspack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
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
  return production
    ? new ModuleFederationPlugin(options)
    : forRspack<WebpackPluginInstance>(new RspackFederationPlugin(options));
}
