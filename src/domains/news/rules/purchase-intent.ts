/**
 * A purchase intent (charged once): one idempotency key per intent, made when the
 * confirm dialog opens and sent by every attempt of that intent — a double tap, a retry after a
 * timeout — so the server charges it once and replays its first answer. The lottery claim's key
 * is made the same way.
 */
export interface PurchaseIntent {
  tipId: number;
  key: string;
}

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

/** An idempotency key: `<prefix>-<32 hex>` (the server accepts 8–64 of [A-Za-z0-9_-]). */
export const newIdempotencyKey = (prefix: string): string => `${prefix}-${randomPart()}`;

/** A new intent for a tip: `buy-<tip>-<32 hex>`. */
export const newPurchaseIntent = (tipId: number): PurchaseIntent => ({ tipId, key: newIdempotencyKey(`buy-${tipId}`) });
