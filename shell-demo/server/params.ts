/**
 * Reading handler parameters. Form bodies carry every value as a string and JSON bodies carry
 * numbers, so readers accept both and throw a `badParams` ApiError naming the parameter.
 */
import type { ParamObject, ParamValue } from '../../src/contracts/form-encoding';
import { badParams } from './api-error';

type Scalar = string | number | boolean;

function scalar(params: ParamObject, key: string): Scalar | undefined {
  const value: ParamValue = params[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object') throw badParams(`${key} 应为单个值`);
  return value;
}

export function optionalString(params: ParamObject, key: string): string | undefined {
  const value = scalar(params, key);
  return value === undefined ? undefined : String(value);
}

export function requireString(params: ParamObject, key: string): string {
  const value = optionalString(params, key);
  if (value === undefined) throw badParams(`缺少 ${key}`);
  return value;
}

export function optionalNumber(params: ParamObject, key: string): number | undefined {
  const value = scalar(params, key);
  if (value === undefined) return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw badParams(`${key} 应为数字`);
  return number;
}

export function requireNumber(params: ParamObject, key: string): number {
  const value = optionalNumber(params, key);
  if (value === undefined) throw badParams(`缺少 ${key}`);
  return value;
}

/** `value` of parameter `key` if it is an integer in [min, max]; undefined stays undefined. */
export function integerParam(
  key: string,
  value: number | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badParams(
      max === Number.MAX_SAFE_INTEGER ? `${key} 应为不小于 ${min} 的整数` : `${key} 应为 ${min} 到 ${max} 的整数`,
    );
  }
  return value;
}

/** A required id: an integer from 1. */
export const requireId = (params: ParamObject, key: string): number =>
  integerParam(key, requireNumber(params, key), 1)!;

/**
 * Items one list parameter may carry as sent (`hostIds=1,2,…`, `hostIds[0]=1`, a JSON array):
 * beyond it the request is malformed (400), so a list of 100k ids costs the server no more than
 * the splitting of it.
 */
export const MAX_LIST_ITEMS = 100;

/**
 * A list of ids: a list (`key[0]=1`, a JSON array), a comma-separated string or one id; none →
 * undefined. Duplicates count once (first occurrence kept); more than MAX_LIST_ITEMS items or an
 * item that is not an id from 1 is a `badParams` naming the parameter (`of`: whose ids, "主播").
 */
export function idListParam(params: ParamObject, key: string, of: string): number[] | undefined {
  const value: ParamValue = params[key];
  if (value === undefined || value === null || value === '') return undefined;
  const parts: unknown[] =
    typeof value === 'object' ? Object.values(value) : typeof value === 'string' ? value.split(',') : [value];
  if (parts.length > MAX_LIST_ITEMS) throw badParams(`${key} 最多 ${MAX_LIST_ITEMS} 个`);
  const ids = new Set<number>();
  for (const part of parts) {
    const id = typeof part === 'number' ? part : typeof part === 'string' && part.trim() !== '' ? Number(part) : NaN;
    if (!Number.isInteger(id) || id <= 0) throw badParams(`${key} 应为${of} id 列表`);
    ids.add(id);
  }
  return [...ids];
}
