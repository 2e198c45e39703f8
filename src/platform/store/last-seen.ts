/**
 * Last-seen data: the last good answer of a page's first screen, kept on the
 * device so that the next visit shows it at once — marked as not current — while the fresh
 * answer loads, or when the network is down. A visitor on a train sees yesterday's standings
 * instead of a spinner.
 *
 * Bounded: an entry longer than MAX_ENTRY_CHARS is not kept, and the oldest entries go once
 * all of them pass MAX_TOTAL_CHARS. Personal data (the user's own follows, orders...) is kept
 * under the user's id, read only for that user, and forgotten at logout. Storage that refuses
 * (private mode, full quota) just means no last-seen data.
 */
import { useSessionStore } from '../session/session-store';

export interface LastSeenKey {
  /** What the data is, e.g. `anchors:home`. */
  name: string;
  /** Bump it when the data's shape changes: an entry of another version is not read. */
  version: number;
  /** The data belongs to the logged-in user. */
  personal?: boolean;
}

export interface LastSeenEntry<T> {
  data: T;
  /** Device time the answer was received. */
  savedAt: number;
}

/** One screen's data: a long anchor list fits, a runaway list does not. */
export const MAX_ENTRY_CHARS = 200_000;
/** All entries together (localStorage holds ~5 M characters per origin, shared with the host). */
export const MAX_TOTAL_CHARS = 600_000;

const PREFIX = 'sport-info:last-seen:';
const INDEX_KEY = 'sport-info:last-seen-index';

interface IndexRow {
  /** Storage key of the entry. */
  key: string;
  chars: number;
  savedAt: number;
  personal: boolean;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readIndex(store: Storage): IndexRow[] {
  try {
    // No index yet reads as JSON null: no rows.
    const rows: unknown = JSON.parse(String(store.getItem(INDEX_KEY)));
    return Array.isArray(rows)
      ? rows.filter(
          (row): row is IndexRow =>
            typeof (row as IndexRow | null)?.key === 'string' && typeof (row as IndexRow).chars === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function writeIndex(store: Storage, rows: readonly IndexRow[]): void {
  try {
    store.setItem(INDEX_KEY, JSON.stringify(rows));
  } catch {
    // The index is rebuilt from what is left next time.
  }
}

/** The storage key of an entry for whoever is logged in now; null for personal data of a visitor. */
function storageKeyOf(key: LastSeenKey): string | null {
  const owner = key.personal ? useSessionStore.getState().uid : '*';
  if (!owner) return null;
  return `${PREFIX}${owner}:${key.name}@${key.version}`;
}

/**
 * The entry kept for `key`, if any and if `accept` recognises its data (anything else —
 * another shape, tampering — is dropped).
 */
export function readLastSeen<T>(key: LastSeenKey, accept: (data: unknown) => data is T): LastSeenEntry<T> | null {
  flushLastSeenWrites();
  const store = storage();
  const storageKey = storageKeyOf(key);
  if (!store || !storageKey) return null;
  try {
    const text = store.getItem(storageKey);
    if (text === null) return null;
    const entry = JSON.parse(text) as { data?: unknown; savedAt?: unknown };
    if (typeof entry.savedAt === 'number' && Number.isFinite(entry.savedAt) && accept(entry.data)) {
      return { data: entry.data, savedAt: entry.savedAt };
    }
  } catch {
    // Unreadable: dropped below.
  }
  forget(store, storageKey);
  return null;
}

/** A write waits at most this long for an idle moment. */
const WRITE_IDLE_TIMEOUT_MS = 2000;

/** Writes not yet made, by storage key: the newest answer of each wins. */
const pending = new Map<string, { key: LastSeenKey; data: unknown; savedAt: number }>();
let flushScheduled = false;

/**
 * Keeps `data` as the last good answer for `key` (bounded; see the limits above). The copy is
 * written when the page is idle (or hidden, or read first, or the app unmounts): serialising a
 * screen's answer into localStorage was a third of the task in which the anchor list arrived,
 * and that task stood between the banner and its paint (Lighthouse's LCP, docs/performance.md).
 */
export function writeLastSeen<T>(key: LastSeenKey, data: T, savedAt: number = Date.now()): void {
  const storageKey = storageKeyOf(key);
  if (!storageKey || !storage()) return;
  pending.set(storageKey, { key, data, savedAt });
  if (flushScheduled) return;
  flushScheduled = true;
  // A page closed or sent to the background before the idle moment still keeps its copy. Only
  // while a write waits: an unmounted app leaves no listener in the host's page.
  window.addEventListener('pagehide', flushLastSeenWrites);
  document.addEventListener('visibilitychange', flushWhenHidden);
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(flushLastSeenWrites, { timeout: WRITE_IDLE_TIMEOUT_MS });
  else setTimeout(flushLastSeenWrites, 0);
}

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushLastSeenWrites();
}

/** Makes the writes still waiting (the app's unmount, tests; a read does it first). */
export function flushLastSeenWrites(): void {
  flushScheduled = false;
  window.removeEventListener('pagehide', flushLastSeenWrites);
  document.removeEventListener('visibilitychange', flushWhenHidden);
  const writes = [...pending];
  pending.clear();
  for (const [storageKey, { key, data, savedAt }] of writes) writeNow(storageKey, key, data, savedAt);
}

function writeNow(storageKey: string, key: LastSeenKey, data: unknown, savedAt: number): void {
  const store = storage();
  if (!store) return;
  let text: string;
  try {
    text = JSON.stringify({ data, savedAt });
  } catch {
    return;
  }
  const others = readIndex(store).filter((row) => row.key !== storageKey);
  if (text.length > MAX_ENTRY_CHARS) {
    // Too big to keep: an older, smaller copy would be misleading, so it goes too.
    forget(store, storageKey);
    return;
  }
  // Oldest first out until the new entry fits.
  const kept = [...others].sort((a, b) => b.savedAt - a.savedAt);
  let total = text.length;
  const fitting: IndexRow[] = [];
  for (const row of kept) {
    if (total + row.chars > MAX_TOTAL_CHARS) {
      store.removeItem(row.key);
      continue;
    }
    total += row.chars;
    fitting.push(row);
  }
  try {
    store.setItem(storageKey, text);
    fitting.push({ key: storageKey, chars: text.length, savedAt, personal: key.personal === true });
  } catch {
    // Quota: this entry is not kept.
  }
  writeIndex(store, fitting);
}

function removeEntries(store: Storage, which: (row: IndexRow) => boolean): void {
  const rows = readIndex(store);
  for (const row of rows.filter(which)) store.removeItem(row.key);
  writeIndex(
    store,
    rows.filter((row) => !which(row)),
  );
}

function forget(store: Storage, storageKey: string): void {
  store.removeItem(storageKey);
  removeEntries(store, (row) => row.key === storageKey);
}

/** Logout (or another user's login): every user's personal entries go. */
export function clearPersonalLastSeen(): void {
  for (const [storageKey, write] of pending) if (write.key.personal) pending.delete(storageKey);
  const store = storage();
  if (store) removeEntries(store, (row) => row.personal);
}

/** Everything kept (tests, a "clear data" action). */
export function clearAllLastSeen(): void {
  pending.clear();
  flushLastSeenWrites();
  const store = storage();
  if (store) removeEntries(store, () => true);
}
