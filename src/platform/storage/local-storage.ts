/**
 * Local storage under one prefix, tolerant of private mode and full quota (a web view may
 * refuse storage: the app then keeps working without persistence).
 */
const PREFIX = 'sport-info:';

export const StorageKey = {
  token: 'token',
  uid: 'uid',
  deviceId: 'device-id',
  commonConfig: 'common-config',
  domainList: 'domain-list',
  lastKeptAlivePath: 'last-kept-alive-path',
  autoPlay: 'auto-play',
} as const;

/**
 * A key a domain stores under: declared in the domain's folder with `domainStorageKey` and listed
 * in its descriptor's `storageKeys`, so adding a domain does not touch this file (the recipe's
 * conformance test checks that no two keys are the same).
 */
export type DomainStorageKey = string & { readonly domainStorageKey: true };

export const domainStorageKey = (name: string): DomainStorageKey => name as DomainStorageKey;

type Key = (typeof StorageKey)[keyof typeof StorageKey] | DomainStorageKey;

export function readStored(key: Key): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeStored(key: Key, value: string): void {
  try {
    window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage refused: the value lives for this visit only.
  }
}

export function removeStored(key: Key): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored to remove.
  }
}

export function readStoredJson<T>(key: Key, parse: (value: unknown) => T): T | null {
  const text = readStored(key);
  if (text === null) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    removeStored(key);
    return null;
  }
}
