/** Where the login page may send the user back to: only paths of this origin. */
import { HostRoute } from '../../../../src/contracts/host-routes';

export const HOME_PATH = '/';

/**
 * `backPath` when it is a same-origin path, else `/`. `//evil.com` and `/\evil.com` are
 * protocol-relative URLs to browsers, and control characters can hide either, so they are refused.
 */
export function safeBackPath(backPath: string | null | undefined): string {
  if (typeof backPath !== 'string') return HOME_PATH;
  const isSameOriginPath =
    backPath.startsWith('/') &&
    !backPath.startsWith('//') &&
    !backPath.includes('\\') &&
    !hasControlCharacter(backPath);
  return isSameOriginPath ? backPath : HOME_PATH;
}

const hasControlCharacter = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** The host's login page, asked to come back to `backPath` afterwards. */
export function loginPathFor(backPath: string | undefined): string {
  if (!backPath) return HostRoute.login;
  return `${HostRoute.login}?${new URLSearchParams({ backPath }).toString()}`;
}
