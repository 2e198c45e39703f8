/**
 * What a failed purchase means, read once for the toast and the dialog: the tip was bought already
 * (nothing charged), the gold is short, the outcome is unknown (no readable answer or a 5xx: the
 * server may have charged, so a retry sends the same idempotency key), or a refusal the user is
 * simply told.
 */
import { NewsCode } from '../../../contracts/news';
import { isHttpError, isOutcomeUnknown } from '../../../platform/http/http-error';

export type PurchaseFailure = 'already-bought' | 'insufficient' | 'unanswered' | 'refused';

export function readPurchaseFailure(error: unknown): PurchaseFailure {
  if (!isHttpError(error)) return 'refused';
  if (error.code === NewsCode.AlreadyBought) return 'already-bought';
  if (error.code === NewsCode.InsufficientGold) return 'insufficient';
  return isOutcomeUnknown(error) ? 'unanswered' : 'refused';
}
