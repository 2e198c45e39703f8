/**
 * Whether a URL points at this machine (`localhost`, `*.localhost`, 127.x, `[::1]`): the only
 * place where the development signing key is harmless. A URL that cannot be read is not.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}
