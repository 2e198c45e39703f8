/**
 * Form encoding with nested keys in dot notation: `{ a: { b: 1 }, ids: [3, 4] }`
 * becomes `a.b=1&ids%5B0%5D=3&ids%5B1%5D=4` (`ids[0]=3&ids[1]=4` before percent-encoding).
 * `null` and `undefined` are left out, booleans and numbers are sent as text, empty lists and
 * objects send nothing. The same pairs feed the request signature, so the client and the server
 * agree on them byte for byte.
 *
 * The structure is walked by `qs` (client: `qs-esm`'s `stringify`, which carries no polyfills;
 * server: `qs.parse`, which refuses prototype keys and caps depth, indexes and parameters).
 * Both sides take their options from here.
 */
import { stringify } from 'qs-esm';

export type ParamValue = string | number | boolean | null | undefined | ParamObject | ParamValue[];
export interface ParamObject {
  [key: string]: ParamValue;
}

/** Percent-encodes as `URLSearchParams` does (space as `+`), so the wire stays what it always was. */
const formEscape = (text: string): string => new URLSearchParams([['', text]]).toString().slice(1);

export const FORM_STRINGIFY_OPTIONS = {
  allowDots: true,
  arrayFormat: 'indices',
  skipNulls: true,
  encoder: (value: unknown) => formEscape(String(value)),
} as const;

/** Limits of the server's decoder: what goes beyond them is a malformed request (HTTP 400). */
export const FORM_LIMITS = {
  /** Nesting levels below a top-level key (`a.b.c.d.e.f`). */
  depth: 5,
  /** Highest list index + 1 (`ids[99]`). */
  arrayLimit: 100,
  /** Pairs in one query or body. */
  parameterLimit: 500,
} as const;

/**
 * Options of `qs.parse` on the server. Values stay strings; `a=` is `''` (the encoder never
 * sends `null`, so no strictNullHandling). Limits throw instead of degrading silently.
 */
export const FORM_PARSE_OPTIONS = {
  ...FORM_LIMITS,
  allowDots: true,
  allowPrototypes: false,
  plainObjects: false,
  strictDepth: true,
  throwOnLimitExceeded: true,
  duplicates: 'last',
} as const;

/** Key segments that would reach an object's prototype; the server refuses a request naming one. */
export const FORBIDDEN_KEY_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function encodeForm(params: ParamObject | undefined): string {
  return params ? stringify(params, FORM_STRINGIFY_OPTIONS) : '';
}

/** The `[key, value]` pairs `encodeForm` puts on the wire (what the signature covers). */
export function flattenParams(params: ParamObject | undefined): [string, string][] {
  return [...new URLSearchParams(encodeForm(params))];
}

/** A call's signed pairs (signature.ts): its query's, then its body's. */
export function pairsOf(query: ParamObject | undefined, body: ParamObject | undefined): [string, string][] {
  return [...flattenParams(query), ...flattenParams(body)];
}
