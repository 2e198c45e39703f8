/**
 * Never a reload loop: the page reloads (or asks its host to) by itself at most once per running
 * build per tab. Should the build come back after that reload — a cache still serving the old
 * manifest, a deploy rolled back — the next failure offers 刷新 instead. Kept in session storage
 * (one tab, its reloads included); without it nothing can be remembered, so nothing is automatic.
 */
const KEY = 'sport-info:version-reloads';
const KEPT = 10;

function readTurns(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True once per `buildId` in this tab (the turn is taken); false after, or without session storage. */
export function takeReloadTurn(buildId: string, storage: Storage | null = sessionStore()): boolean {
  if (!storage) return false;
  const turns = readTurns(storage);
  if (turns.includes(buildId)) return false;
  try {
    storage.setItem(KEY, JSON.stringify([...turns, buildId].slice(-KEPT)));
    return true;
  } catch {
    return false;
  }
}
