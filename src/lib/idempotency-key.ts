/**
 * A key that names one intent to move money or points (a purchase, a claim, a mall exchange):
 * every attempt of the intent sends it, so the server acts once and replays its first answer.
 */

/** 32 hex digits: the platform's UUID without its dashes, else 16 of its random bytes, else Math.random's. */
function randomPart(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes =
    crypto && typeof crypto.getRandomValues === 'function'
      ? crypto.getRandomValues(new Uint8Array(16))
      : Uint8Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `<prefix>-<32 hex>` (the servers accept 8–64 of [A-Za-z0-9_-]). */
export const newIdempotencyKey = (prefix: string): string => `${prefix}-${randomPart()}`;
