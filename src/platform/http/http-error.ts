/**
 * Every failure of a call becomes an HttpError with a kind, so a page can tell "retry"
 * from "log in again" from "nothing to do" without parsing messages.
 */
import type { CallSpec } from '../../contracts/http';
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

/** An optional call (CallSpec `optional`) the backend lacks: it answers 404, as the HTTP status or the envelope's code. */
export const isUnavailable = (call: CallSpec, error: unknown): boolean =>
  call.optional === true && isHttpError(error) && error.code === 404;

/**
 * A read that shows its page's error state failed with a code the client does not know: the
 * spec's error toast with the server's message as well — once per failure of that call, not for
 * each retry or poll that fails alike (until it has answered again). True for such a failure,
 * told now or already.
 */
export function notifyUnknownCodeOnce(error: unknown): boolean {
  if (!isHttpError(error) || !error.unknownCode || !error.path) return false;
  notifyFailureOnce(error.path, error.message);
  return true;
}

export const isNotFound = (error: unknown): boolean => isHttpError(error) && error.kind === 'not-found';

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

export const NETWORK_FAILURE_MESSAGE = '网络连接异常，请检查网络后重试';
export const MALFORMED_MESSAGE = '数据加载异常，请稍后重试';
