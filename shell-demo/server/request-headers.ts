/**
 * The common headers every signed call carries (device-id, os-type, version and
 * app-type beside the timestamp and signature, which signature-check.ts reads). A call without
 * one, an empty device id, or an os-type or app-type outside the spec's codes is a malformed
 * request: refused here, so a client that forgets a header fails in development first. An empty
 * version passes: a native app may report none, and the app then sends what it was told. The
 * device type (`device-type`, our header for the spec's code) may be absent — a tool sends none —
 * but when sent it is one of the spec's codes.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { AppType, DeviceType, Header, OsType } from '../../src/contracts/http';
import { ApiError, DevServerCode } from './api-error';

/** Longest device id or version accepted: an id is a UUID, a version a few numbers. */
const MAX_HEADER_CHARS = 128;

/** A header's value as one string: the first of a repeated header. */
export const singleHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

const codes = (values: Record<string, number>) => Object.values(values).map(String);

/** Each common header: the values it may take (else any text up to MAX_HEADER_CHARS), whether it may be empty or absent. */
const COMMON: readonly { name: string; allowed?: readonly string[]; emptyOk?: true; absentOk?: true }[] = [
  { name: Header.DeviceId },
  { name: Header.OsType, allowed: codes(OsType) },
  { name: Header.Version, emptyOk: true },
  { name: Header.AppType, allowed: codes(AppType) },
  { name: Header.DeviceType, allowed: codes(DeviceType), absentOk: true },
];

/** Throws a 400 ApiError (code 10001) naming the first missing or invalid common header. */
export function checkCommonHeaders(headers: IncomingHttpHeaders): void {
  for (const { name, allowed, emptyOk, absentOk } of COMMON) {
    const value = singleHeader(headers[name])?.trim();
    if (value === undefined && absentOk) continue;
    if (value === undefined || (value === '' && !emptyOk)) throw headerError(`缺少 ${name} 请求头`);
    if (allowed ? !allowed.includes(value) : value.length > MAX_HEADER_CHARS) {
      throw headerError(
        allowed ? `${name} 请求头应为 ${allowed.join('、')} 之一` : `${name} 请求头超过 ${MAX_HEADER_CHARS} 个字符`,
      );
    }
  }
}

const headerError = (detail: string) => new ApiError(DevServerCode.BadParams, `请求头错误：${detail}`, 400);
