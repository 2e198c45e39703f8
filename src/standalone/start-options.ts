/** What the standalone page knows of where it runs, before any of the app's code. */

/** The native app's web view names itself in the user agent, or opens the page with `?platform=app`. */
export const opensInNativeApp = (): boolean =>
  /sport-info-app|SportInfoNative/i.test(navigator.userAgent) ||
  new URLSearchParams(location.search).get('platform') === 'app';

/**
 * Does the page open on the anchor home: its own path, or the site root, which redirects there
 * (the standalone page never resumes a last page: that is a host's option)?
 */
export const opensAnchorHome = (pathname: string, anchorHome: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === '/' || path === anchorHome;
};
