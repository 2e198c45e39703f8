/**
 * The body encoding each call of the contract declares (form-encoded unless
 * noted; the NBA list and ranking are JSON). A body in the other encoding is refused with 415, as
 * a production service bound to one encoding would fail it: a client that sends JSON where the
 * contract says form fails in development first. Calls outside the contract (the development
 * server's own, registered without a declaration) take either.
 */
import { type BodyEncoding } from '../../src/contracts/http';
import { ApiError, DevServerCode } from './api-error';
import { isBlankBody } from './request-body';

const CONTENT_TYPE: Record<'form' | 'json', string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
};

/** Throws a 415 ApiError when a call of the contract carries a body in the other encoding than `declared`. */
export function checkBodyEncoding(
  declared: BodyEncoding | undefined,
  path: string,
  contentType: string | undefined,
  raw: Buffer,
): void {
  if (declared === undefined || declared === 'query' || isBlankBody(raw)) return;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  // No content type reads as a form (request-body.ts); any other type is refused there.
  const sent = type === CONTENT_TYPE.json ? 'json' : type === CONTENT_TYPE.form || type === '' ? 'form' : null;
  if (sent === null || sent === declared) return;
  throw new ApiError(
    DevServerCode.BadParams,
    `请求体编码错误：${path} 的请求体应为 ${CONTENT_TYPE[declared]}，收到 ${CONTENT_TYPE[sent]}`,
    415,
  );
}
