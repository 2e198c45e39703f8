/**
 * Never a reload loop: the page reloads (or asks its host to) by itself at most once per running
 * build per tab. Should the build come back after that reload — a cache still serving the old
 * manifest, a deploy rolled back — the next failure offers 刷新 instead. Kept in session storage
 * (one tab, its reloads included), a key per build; without it nothing can be remembered, so
 * nothing is automatic.
 */
const KEY = 'sport-info:reloaded:';

/** True once per `buildId` in this tab (the turn is taken); false after, or without session storage. */
export function takeReloadTurn(buildId: string): boolean {
  try {
    if (sessionStorage.getItem(KEY + buildId) !== null) return false;
    sessionStorage.setItem(KEY + buildId, '1');
    return true;
  } catch {
    return false;
  }
}
