/**
 * The default signing key is the development server's, public in every bundle: harmless against
 * a server on this machine, a silent mistake against any other. The app says so in the console
 * (shell-demo's 调试 panel says the same for its own calls).
 */
import { isLoopbackUrl } from '../../lib/loopback-url';

/** The console line for an app that signs with the default key against `apiBaseUrl`; null when that is fine. */
export function defaultKeyWarning(apiBaseUrl: string, usesDefaultKey: boolean): string | null {
  if (!usesDefaultKey || isLoopbackUrl(apiBaseUrl)) return null;
  return (
    `[sport-info] the API ${apiBaseUrl} is not on this machine, but requests are signed with the ` +
    'default development key (public, not a secret): pass `signingKey` or `signer` for any other server.'
  );
}
