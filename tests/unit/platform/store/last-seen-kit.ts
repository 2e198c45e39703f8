/** What the last-seen tests share: the entry keys, a text check for reads, and the keys stored. */

export const isText = (value: unknown): value is string => typeof value === 'string';

/** A public entry's key: kept for anyone, visitors too. */
export const publicKey = (name: string) => ({ name, version: 1 });

/** A personal entry's key: kept for a logged-in user only, and taken at logout. */
export const personalKey = (name: string) => ({ name, version: 1, personal: true });

/** Data whose kept entry is exactly `chars` characters long. */
export const sized = (chars: number, savedAt: number) =>
  'x'.repeat(chars - JSON.stringify({ data: '', savedAt }).length);

/** The last-seen entries in local storage, by their storage key. */
export const storedKeys = () =>
  Object.keys(window.localStorage).filter((name) => name.startsWith('sport-info:last-seen:'));
