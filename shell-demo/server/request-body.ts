/**
 * Reading and decoding request parameters: the query string, and a form body (dot
 * notation, src/contracts/form-encoding.ts) or a JSON body. The raw pairs are kept for
 * the signature, which the client computed over exactly these flattened pairs.
 */
import type { IncomingMessage } from 'node:http';
import { FORBIDDEN_KEY_SEGMENTS, type ParamObject } from '../../src/contracts/form-encoding';
import { ApiError, DevServerCode } from './api-error';
import { checkJsonLimits, FormDecodeError, formPairs, jsonPairs, nestPairs } from './form-decoding';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface DecodedParams {
  query: ParamObject;
  body: ParamObject;
  /** Flattened query pairs then body pairs, as the client signed them. */
  pairs: [string, string][];
}

/**
 * The client went away before its body was whole (a dropped connection, a closed tab): nobody is
 * left to answer. The pipeline logs it as 499 ("client closed request"), without a stack.
 */
export class ClientGone extends Error {
  override readonly name = 'ClientGone';
}

/** HTTP status logged for a request whose client went away mid-body (nginx's). */
export const CLIENT_GONE_STATUS = 499;

/** An oversized body is still read (and dropped) up to this much, so the client gets its 413 rather than a reset. */
const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => new ApiError(DevServerCode.BadParams, `请求体超过 ${MAX_BODY_BYTES} 字节`, 413);
    const drain = () => {
      // Closing with unread bytes makes the kernel send a reset, which can overtake the answer.
      request.off('data', collect);
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_DRAIN_BYTES) request.destroy();
      });
    };
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0;
        drain();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    // A peer that goes away mid-body must not leave an unhandled 'error' behind, nor count as our fault.
    request.on('error', () => reject(new ClientGone('the client went away mid-body')));
    request.on('close', () => {
      if (!request.complete) reject(new ClientGone('the client went away mid-body'));
    });
    if (Number(request.headers['content-length']) > MAX_BODY_BYTES) {
      drain();
      reject(tooLarge());
      return;
    }
    request.on('data', collect);
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A malformed query or body is the caller's error: HTTP 400 with code 10001. */
const malformed = (detail: string): ApiError => new ApiError(DevServerCode.BadParams, `参数错误：${detail}`, 400);

function refuseMalformed<T>(decode: () => T): T {
  try {
    return decode();
  } catch (error) {
    if (error instanceof FormDecodeError) throw malformed(error.message);
    throw error;
  }
}

/** A query or form body's pairs (as signed) and its parameters. */
function decodeOrRefuse(encoded: string | Uint8Array): { pairs: [string, string][]; params: ParamObject } {
  return refuseMalformed(() => {
    const pairs = formPairs(encoded);
    return { pairs, params: nestPairs(pairs) };
  });
}

/**
 * Empty, or ASCII white space only: a body that carries nothing. Read byte by byte up to the first
 * other one (decoding a megabyte of bytes that are not UTF-8 first would cost 30 ms).
 */
export function isBlankBody(raw: Uint8Array): boolean {
  for (const byte of raw) if (byte !== 0x20 && (byte < 0x09 || byte > 0x0d)) return false;
  return true;
}

/** JSON.parse keeps `__proto__` as an own key, but a handler copying the body could still reach a prototype. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (FORBIDDEN_KEY_SEGMENTS.has(key)) throw malformed(`参数名不允许为 ${key}`);
  return value;
}

/** `search`: the query string (with or without its `?`). */
export function decodeParams(
  search: string | URLSearchParams,
  contentType: string | undefined,
  raw: Buffer,
): DecodedParams {
  const { pairs: queryPairs, params: query } = decodeOrRefuse(String(search).replace(/^\?/, ''));
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();

  if (isBlankBody(raw)) return { query, body: {}, pairs: queryPairs };

  if (type === 'application/json') {
    const text = raw.toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, refusePrototypeKeys);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(DevServerCode.BadParams, `请求体不是合法的 JSON：${(error as Error).message}`, 400);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ApiError(DevServerCode.BadParams, '请求体应为 JSON 对象', 400);
    }
    refuseMalformed(() => checkJsonLimits(parsed as object));
    const body = parsed as ParamObject;
    return { query, body, pairs: [...queryPairs, ...jsonPairs(body)] };
  }

  if (type === 'application/x-www-form-urlencoded' || type === '') {
    const form = decodeOrRefuse(raw);
    return { query, body: form.params, pairs: [...queryPairs, ...form.pairs] };
  }

  throw new ApiError(
    DevServerCode.BadParams,
    `不支持的请求体类型 ${type}：请用 application/x-www-form-urlencoded 或 application/json`,
    415,
  );
}
