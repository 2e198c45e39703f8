/**
 * The server's side of the form contract (src/contracts/form-encoding.ts). The pairs are read
 * as URLSearchParams reads them (the WHATWG urlencoded parser), but in one pass over the bytes:
 * Node's URLSearchParams and qs cost about a microsecond per `+` or `%` (a megabyte of `+` took
 * 0.4 s, before any signature check). The pairs are then nested by `qs.parse` with the
 * contract's options, which only sees names of at most MAX_NAME_CHARS (qs walks a name character
 * by character). A name reaching a prototype or too long, a list index or nesting beyond the
 * limits, or too many pairs is a malformed request: a FormDecodeError (the pipeline answers
 * HTTP 400), raised before the values are decoded when it is the count.
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

/** A parameter name's most characters: the contract's longest is a few dozen (`filter.sportsIds[99]`). */
export const MAX_NAME_CHARS = 100;

const KEY_SEGMENT = /[^.[\]]+/g;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;

/** UTF-8 decode without BOM (the parser's): bad bytes become U+FFFD, a BOM stays. */
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** The value of an ASCII hex digit, or -1. */
function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** `bytes[start, end)` with `+` as a space and `%XX` as its byte (a `%` without two hex digits stays), UTF-8 decoded. */
function decodeComponent(bytes: Uint8Array, start: number, end: number, scratch: (size: number) => Uint8Array): string {
  let plain = true;
  for (let index = start; index < end && plain; index += 1) {
    plain = bytes[index] !== PLUS && bytes[index] !== PERCENT;
  }
  if (plain) return utf8.decode(bytes.subarray(start, end));
  const out = scratch(end - start);
  let length = 0;
  for (let index = start; index < end; index += 1) {
    const byte = bytes[index]!;
    if (byte === PLUS) {
      out[length++] = SPACE;
      continue;
    }
    if (byte === PERCENT && index + 2 < end) {
      const high = hexValue(bytes[index + 1]!);
      const low = hexValue(bytes[index + 2]!);
      if (high >= 0 && low >= 0) {
        out[length++] = (high << 4) | low;
        index += 2;
        continue;
      }
    }
    out[length++] = byte;
  }
  return utf8.decode(out.subarray(0, length));
}

/**
 * The `[name, value]` pairs of a query or form body, in order, exactly as `new URLSearchParams`
 * gives them, in time linear in its length. Throws FormDecodeError past `parameterLimit` pairs
 * (before decoding them) and for a name over MAX_NAME_CHARS.
 */
export function formPairs(body: string | Uint8Array): [string, string][] {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  // One buffer for every component, grown to the longest so far: a body refused at its first long
  // name never allocates its own size (megabytes of external memory, and the collections they force).
  let buffer = new Uint8Array(0);
  const scratch = (size: number) =>
    buffer.length >= size ? buffer : (buffer = new Uint8Array(Math.max(size, 2 * buffer.length)));
  const pairs: [string, string][] = [];
  let start = 0;
  let equals = -1;
  // Reads stay within the array (an index past the end is a slow path in V8): the end is its own case.
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index < bytes.length) {
      const byte = bytes[index]!;
      if (byte === EQUALS && equals < 0) equals = index;
      if (byte !== AMPERSAND) continue;
    }
    if (index > start) {
      if (pairs.length >= FORM_LIMITS.parameterLimit)
        throw new FormDecodeError(`参数超过 ${FORM_LIMITS.parameterLimit} 个`);
      const nameEnd = equals < 0 ? index : equals;
      // A character is at most 9 bytes on the wire (three %XX): a longer name is too long undecoded.
      const name = nameEnd - start > 9 * MAX_NAME_CHARS ? null : decodeComponent(bytes, start, nameEnd, scratch);
      if (name === null || name.length > MAX_NAME_CHARS)
        throw new FormDecodeError(`参数名超过 ${MAX_NAME_CHARS} 个字符`);
      pairs.push([name, equals < 0 ? '' : decodeComponent(bytes, equals + 1, index, scratch)]);
    }
    start = index + 1;
    equals = -1;
  }
  return pairs;
}

/** Lone surrogates, which URLSearchParams (hence flattenParams) turns into U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/**
 * The pairs `flattenParams` (what the client signs) gives for a parsed JSON body, walked in one
 * pass: its URLSearchParams round trip costs on Node what the form's did. `null` is left out,
 * a list item is `key[i]`, an object's member `key.name`, a scalar its text.
 */
export function jsonPairs(body: ParamObject): [string, string][] {
  const pairs: [string, string][] = [];
  const visit = (value: unknown, key: string): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${key}[${index}]`));
    else if (typeof value === 'object') for (const [name, item] of Object.entries(value)) visit(item, `${key}.${name}`);
    else pairs.push([wellFormed(key), wellFormed(String(value))]);
  };
  for (const [name, value] of Object.entries(body)) visit(value, name);
  return pairs;
}

/** Nests decoded pairs (dot notation and list indexes, the last of a repeated name wins); values stay strings. Throws FormDecodeError. */
export function nestPairs(pairs: readonly (readonly [string, string])[]): ParamObject {
  // No prototype: a name such as `toString` is a plain key here (qs drops it as it always did).
  const flat: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of pairs) {
    // Checked here rather than left to qs, which drops such names silently: the caller learns why.
    for (const segment of name.match(KEY_SEGMENT) ?? []) {
      if (FORBIDDEN_KEY_SEGMENTS.has(segment)) throw new FormDecodeError(`参数名不允许包含 ${segment}：${name}`);
    }
    flat[name] = value;
  }
  try {
    return parse(flat, FORM_PARSE_OPTIONS) as ParamObject;
  } catch (error) {
    if (error instanceof RangeError) throw new FormDecodeError(limitMessage(error.message));
    throw error;
  }
}

/** Decodes a query or form body; values stay strings. Throws FormDecodeError. */
export function decodeForm(body: string | Uint8Array): ParamObject {
  return nestPairs(formPairs(body));
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
      if (typeof child === 'object' && child !== null && !isEmptyContainer(child))
        stack.push({ value: child, keys: keys + 1 });
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
