import { readStored, StorageKey, writeStored } from '../storage/local-storage';

/** A device id generated once per browser and kept in local storage (web mode). */
export function storedOrNewDeviceId(): string {
  const stored = readStored(StorageKey.deviceId);
  if (stored) return stored;
  const created = newDeviceId();
  writeStored(StorageKey.deviceId, created);
  return created;
}

function newDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The OS type of the `os-type` header (1 default, 2 android, 3 ios), read off the user agent; the device type is device-type.ts's. */
export function detectOsType(userAgent: string): 1 | 2 | 3 {
  if (/android/i.test(userAgent)) return 2;
  if (/iphone|ipad|ipod/i.test(userAgent)) return 3;
  return 1;
}
