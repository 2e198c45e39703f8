/**
 * Every failure of a call becomes an HttpError with a kind, so a page can tell "retry"
 * from "log in again" from "nothing to do" without parsing messages.
 */
import { MISSING_CALL_CODE, type Call } from '../../contracts/http';
import { notifyFailureOnce } from '../feedback/notify';

export type HttpErrorKind =
  /** The server answered with a failing business code. */
  | 'api'
  /** The server says the thing the call names does not exist (ResultCode.NoSuchItem): a stale link, not a fault. */
  | 'not-found'
  /** 405 expired or 505 kicked: the session was cleared. */
  | 'session-ended'
  /** No answer: offline, refused, dropped. */
  | 'network'
  /** Aborted by the caller or by abort-all. */
  | 'cancelled'
  /** The answer was not what the contract says. */
  | 'malformed';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly code?: number,
    readonly path?: string,
    /** The HTTP status of the answer, when one arrived. */
    readonly status?: number,
    /** A failing code the client does not know (reported to monitoring): `message` is the server's only word on it. */
    readonly unknownCode = false,
  ) {
    super(message);
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/**
 * The server answered and refused with a failing business code (its `msg` is the server's word
 * on why): not an ended session, not a failure whose outcome is unknown. The spec's catalogue
 * shows such a refusal as the error toast with the server's message — the codes it names
 * (400, 403, 200025, 200028, 14010: "handling beyond the generic path: not shown") as any other.
 */
export const isRefusal = (error: unknown): error is HttpError =>
  isHttpError(error) &&
  (error.kind === 'api' || error.kind === 'not-found') &&
  error.code !== undefined &&
  !isOutcomeUnknown(error);

/**
 * A read that shows its page's error state was refused: the spec's error toast with the server's
 * message as well — once per failure of that call, not for each retry or poll that fails alike
 * (until it has answered again). Not for "no such item", which the page shows as its own
 * not-found state. True for such a failure, told now or already.
 */
export function notifyRefusalOnce(error: unknown): boolean {
  if (!isRefusal(error) || error.kind === 'not-found' || !error.path) return false;
  notifyFailureOnce(error.path, error.message);
  return true;
}

export const isNotFound = (error: unknown): boolean => isHttpError(error) && error.kind === 'not-found';

/**
 * A call declared `optional` that the backend lacks (HTTP 404, or code 404 in the envelope): its
 * feature hides. The one rule for every optional feature's 404.
 */
export const isUnavailable = (call: Call, error: unknown): boolean =>
  call.optional && isHttpError(error) && error.code === MISSING_CALL_CODE;

/**
 * The server may or may not have done what the call asked: no answer, an unreadable one, or a
 * server failure (HTTP 5xx, whatever its envelope says — it may have failed after the change).
 * A call that moves money retries such a failure with the same idempotency key, never a new one.
 */
export const isOutcomeUnknown = (error: HttpError): boolean =>
  error.kind === 'network' ||
  error.kind === 'malformed' ||
  error.kind === 'cancelled' ||
  (error.status !== undefined && error.status >= 500);
