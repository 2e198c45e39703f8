/**
 * A purchase intent (charged once): one idempotency key per intent, made when the
 * confirm dialog opens and sent by every attempt of that intent — a double tap, a retry after a
 * timeout — so the server charges it once and replays its first answer.
 */
export interface PurchaseIntent {
  tipId: number;
  key: string;
}

function randomPart(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  if (crypto && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new intent for a tip: `buy-<tip>-<32 hex>` (the server accepts 8–64 of [A-Za-z0-9_-]). */
export const newPurchaseIntent = (tipId: number): PurchaseIntent => ({ tipId, key: `buy-${tipId}-${randomPart()}` });
