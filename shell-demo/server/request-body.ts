/**
 * Reading and decoding request parameters: the query string, and a form body (dot
 * notation, src/contracts/form-encoding.ts) or a JSON body. The raw pairs are kept for
 * the signature, which the client computed over exactly these flattened pairs.
 */
import type { IncomingMessage } from 'node:http';
import { decodeForm, flattenParams, type ParamObject } from '../../src/contracts/form-encoding';
import { ApiError, DevServerCode } from './api-error';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface DecodedParams {
  query: ParamObject;
  body: ParamObject;
  /** Flattened query pairs then body pairs, as the client signed them. */
  pairs: [string, string][];
}

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError(DevServerCode.BadParams, `请求体超过 ${MAX_BODY_BYTES} 字节`, 413));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function decodeParams(search: URLSearchParams, contentType: string | undefined, raw: Buffer): DecodedParams {
  const queryPairs = [...search.entries()];
  const query = decodeForm(search);
  const text = raw.toString('utf8');
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();

  if (text.trim() === '') return { query, body: {}, pairs: queryPairs };

  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new ApiError(DevServerCode.BadParams, `请求体不是合法的 JSON：${(error as Error).message}`, 400);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ApiError(DevServerCode.BadParams, '请求体应为 JSON 对象', 400);
    }
    const body = parsed as ParamObject;
    return { query, body, pairs: [...queryPairs, ...flattenParams(body)] };
  }

  if (type === 'application/x-www-form-urlencoded' || type === '') {
    const form = new URLSearchParams(text);
    return { query, body: decodeForm(form), pairs: [...queryPairs, ...form.entries()] };
  }

  throw new ApiError(DevServerCode.BadParams, `不支持的请求体类型 ${type}：请用 application/x-www-form-urlencoded 或 application/json`, 415);
}
