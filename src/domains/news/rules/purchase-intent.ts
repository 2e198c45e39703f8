/**
 * A purchase intent (charged once): one idempotency key per intent, made when the
 * confirm dialog opens and sent by every attempt of that intent — a double tap, a retry after a
 * timeout — so the server charges it once and replays its first answer.
 */
import { newIdempotencyKey } from '../../../lib/idempotency-key';

export interface PurchaseIntent {
  tipId: number;
  key: string;
}

/** A new intent for a tip: `buy-<tip>-<32 hex>`. */
export const newPurchaseIntent = (tipId: number): PurchaseIntent => ({ tipId, key: newIdempotencyKey(`buy-${tipId}`) });
