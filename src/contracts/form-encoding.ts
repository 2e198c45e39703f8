/**
 * Form encoding with nested keys in dot notation (spec section 7): `{ a: { b: 1 }, ids: [3, 4] }`
 * becomes `a.b=1&ids[0]=3&ids[1]=4`. The same flattening feeds the request signature, so the
 * client and the server agree on it byte for byte.
 */

export type ParamValue = string | number | boolean | null | undefined | ParamObject | ParamValue[];
export interface ParamObject {
  [key: string]: ParamValue;
}

/** Flattens params into `[key, value]` pairs. `null` and `undefined` are left out. */
export function flattenParams(params: ParamObject | undefined, prefix = ''): [string, string][] {
  const pairs: [string, string][] = [];
  if (!params) return pairs;
  const visit = (value: ParamValue, key: string): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${key}[${index}]`));
    } else if (typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) visit(child, key ? `${key}.${childKey}` : childKey);
    } else {
      pairs.push([key, String(value)]);
    }
  };
  for (const [key, value] of Object.entries(params)) visit(value, prefix ? `${prefix}.${key}` : key);
  return pairs;
}

export function encodeForm(params: ParamObject | undefined): string {
  return new URLSearchParams(flattenParams(params)).toString();
}

const SEGMENT = /([^.[\]]+)|\[(\d+)\]/g;

/** The inverse of `encodeForm` (used by the development server). Values stay strings. */
export function decodeForm(body: string | URLSearchParams): ParamObject {
  const search = typeof body === 'string' ? new URLSearchParams(body) : body;
  const root: ParamObject = {};
  for (const [key, value] of search) {
    const path: (string | number)[] = [];
    for (const match of key.matchAll(SEGMENT)) path.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
    if (path.length === 0) continue;
    let node: Record<string | number, ParamValue> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = typeof path[index + 1] === 'number';
      if (node[segment] === undefined || typeof node[segment] !== 'object' || node[segment] === null) {
        node[segment] = nextIsIndex ? [] : {};
      }
      node = node[segment] as Record<string | number, ParamValue>;
    });
  }
  return root;
}
