/**
 * What the fan typed survives the page going away and coming back — a reload after a deploy of
 * ours, the host reloading its page for it, the browser discarding a hidden tab: each input
 * that holds a draft registers it here, and when the page hides every draft is put in session
 * storage (this tab only), to be taken back, once, by the same input when it mounts again.
 * (Tip comments keep their drafts on the device already: rules/comment-drafts in news.)
 */
const KEY = 'sport-info:reload-keeps';
const MAX_CHARS = 2000;

const readers = new Map<string, () => string>();
let listening = false;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readAll(storage: Storage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function writeAll(storage: Storage, drafts: Record<string, string>): void {
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(drafts));
  } catch {
    // Quota or refusal: the drafts live as long as the page.
  }
}

/** Puts every registered draft that is not empty into session storage (the page is hiding). */
export function saveKeeps(): void {
  const storage = sessionStore();
  if (!storage) return;
  const drafts = readAll(storage);
  for (const [key, read] of readers) {
    const value = read();
    if (value.trim() === '') delete drafts[key];
    else drafts[key] = value.slice(0, MAX_CHARS);
  }
  writeAll(storage, drafts);
}

/** Registers the draft under `key` (its current text from `read`); the returned function unregisters it. */
export function keepThroughReload(key: string, read: () => string): () => void {
  readers.set(key, read);
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', saveKeeps);
  }
  return () => {
    if (readers.get(key) === read) readers.delete(key);
  };
}

/** The draft kept under `key` by an earlier page, taken (it is given once), or null. */
export function takeKept(key: string): string | null {
  const storage = sessionStore();
  if (!storage) return null;
  const drafts = readAll(storage);
  const value = drafts[key];
  if (value === undefined) return null;
  delete drafts[key];
  writeAll(storage, drafts);
  return value;
}
