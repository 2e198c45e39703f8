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
  /** The odds type the user reads odds in (ranking: 1 European, 2 Hong Kong). */
  oddsType: 'odds-type',
  /** 省流模式 in the live room: '1' on (no video, text live), absent or '0' off (anchors, issue 26). */
  dataSaver: 'data-saver',
} as const;

type Key = (typeof StorageKey)[keyof typeof StorageKey];

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
