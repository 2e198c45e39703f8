/**
 * A business failure: the pipeline turns it into `{ code, msg, data: null }` with HTTP 200
 * (the client decides by `code`, not by the HTTP status); a malformed request
 * gets the same envelope with a 4xx status.
 */
import { ResultCode } from '../../src/contracts/http';

/** Codes only the development server uses; clients treat them as "any other code". */
export const DevServerCode = {
  /** A parameter is missing or has the wrong type. */
  BadParams: 10001,
  /** No such call (also sent with HTTP 404/405). */
  NotFound: 404,
  /** A `/__dev/` call from another machine (also sent with HTTP 403). */
  Forbidden: 403,
  /** An unexpected exception in a handler (also sent with HTTP 500). */
  Internal: 500,
  /** A client over a rate limit (logins, comments; also sent with HTTP 429). */
  TooManyRequests: 429,
  /** No room for what was asked (every session live; also sent with HTTP 503). */
  Busy: 503,
} as const;

export const Messages = {
  notLoggedIn: '请先登录',
  expired: '登录已过期，请重新登录',
  kicked: '您的账号已在其他设备登录',
  forbidden: '没有权限访问',
  busy: '服务器繁忙，请稍后再试',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    msg: string,
    /** HTTP status; business errors stay 200. */
    readonly status = 200,
    /** What caused it, for the logs (a bus's timeout behind a busy answer). */
    options?: ErrorOptions,
  ) {
    super(msg, options);
  }
}

export const notLoggedIn = (): ApiError => new ApiError(ResultCode.NoUser, Messages.notLoggedIn);
/** A missing or malformed parameter is the caller's error: HTTP 400 (the client reads the envelope at any status). */
export const badParams = (detail: string): ApiError =>
  new ApiError(DevServerCode.BadParams, `参数错误：${detail}`, 400);
/**
 * A call about one named thing that does not exist (`主播不存在：7`): code NoSuchItem, so the app
 * shows a not-found state for a stale link instead of a fault.
 */
export const noSuch = (what: string, id: number | string): ApiError =>
  new ApiError(ResultCode.NoSuchItem, `${what}不存在：${id}`);

/** The message a client shows for a code when a fault rule names the code but no message. */
export function defaultMessageFor(code: number): string {
  switch (code) {
    case ResultCode.NoUser:
      return Messages.notLoggedIn;
    case ResultCode.Forbidden:
      return Messages.forbidden;
    case ResultCode.TokenExpired:
      return Messages.expired;
    case ResultCode.TokenKicked:
      return Messages.kicked;
    case ResultCode.SecondaryExpired:
      return '验证已过期，请重新验证';
    case ResultCode.WrongImageCode:
      return '图形验证码错误';
    case ResultCode.ValidationCode:
      return '请完成安全验证';
    default:
      return Messages.busy;
  }
}
