/**
 * The server's side of the form contract (src/contracts/form-encoding.ts): `qs.parse` with the
 * contract's options. A key reaching a prototype, a list index or nesting beyond the limits, or
 * too many pairs is a malformed request: a FormDecodeError (the pipeline answers HTTP 400).
 */
import { parse } from 'qs';
import {
  FORBIDDEN_KEY_SEGMENTS,
  FORM_LIMITS,
  FORM_PARSE_OPTIONS,
  type ParamObject,
} from '../../src/contracts/form-encoding';

export class FormDecodeError extends Error {
  override readonly name = 'FormDecodeError';
}

const KEY_SEGMENT = /[^.[\]]+/g;

/** Decodes a query or form body; values stay strings. Throws FormDecodeError. */
export function decodeForm(body: string | URLSearchParams): ParamObject {
  const search = typeof body === 'string' ? new URLSearchParams(body) : body;
  let count = 0;
  for (const key of search.keys()) {
    count += 1;
    // Checked here rather than left to qs, which drops such keys silently: the caller learns why.
    for (const segment of key.match(KEY_SEGMENT) ?? []) {
      if (FORBIDDEN_KEY_SEGMENTS.has(segment)) throw new FormDecodeError(`参数名不允许包含 ${segment}：${key}`);
    }
  }
  if (count > FORM_LIMITS.parameterLimit) throw new FormDecodeError(`参数超过 ${FORM_LIMITS.parameterLimit} 个`);
  try {
    // Re-encoded from the decoded pairs: URLSearchParams already settled `+` and bad escapes.
    return parse(search.toString(), FORM_PARSE_OPTIONS) as ParamObject;
  } catch (error) {
    if (error instanceof RangeError) throw new FormDecodeError(limitMessage(error.message));
    throw error;
  }
}

/**
 * The form limits applied to a parsed JSON body, so either encoding of a request has the same
 * ones: at most `arrayLimit` items in a list (the form's highest index + 1), `depth` levels of
 * nesting below a top-level key, `parameterLimit` values in all (the pairs its form would have).
 * Walks at most parameterLimit + 1 values: a 250k-item array is refused after 101.
 */
export function checkJsonLimits(body: object): void {
  let values = 0;
  // `keys`: how many keys lead from the body to the container (its values are `keys` below a top-level key).
  const stack: { value: object; keys: number }[] = [{ value: body, keys: 0 }];
  while (stack.length > 0) {
    const { value, keys } = stack.pop()!;
    if (Array.isArray(value) && value.length > FORM_LIMITS.arrayLimit) {
      throw new FormDecodeError(`列表下标应小于 ${FORM_LIMITS.arrayLimit}`);
    }
    const children = Object.values(value);
    if (children.length > 0 && keys > FORM_LIMITS.depth) {
      throw new FormDecodeError(`参数嵌套超过 ${FORM_LIMITS.depth} 层`);
    }
    // An empty object or list is still one pair on the wire (`a=`): counted where it is met, with
    // the limit checked at once, so a body of `{}` and `[]` is bounded like one of values.
    if (children.length === 0 && keys === 0) values += 1;
    for (const child of children) {
      if (typeof child === 'object' && child !== null && !isEmptyContainer(child)) stack.push({ value: child, keys: keys + 1 });
      else values += 1;
      if (values > FORM_LIMITS.parameterLimit) throw new FormDecodeError(`参数超过 ${FORM_LIMITS.parameterLimit} 个`);
    }
  }
}

function isEmptyContainer(value: object): boolean {
  for (const _ in value) return false;
  return true;
}

function limitMessage(message: string): string {
  if (/array/i.test(message)) return `列表下标应小于 ${FORM_LIMITS.arrayLimit}`;
  if (/depth/i.test(message)) return `参数嵌套超过 ${FORM_LIMITS.depth} 层`;
  return `参数超过 ${FORM_LIMITS.parameterLimit} 个`;
}
