/**
 * Parsing server data at the boundary: small readers that either return a typed value or
 * throw a `MalformedDataError` naming the path that was wrong. Api functions call them once;
 * components never see raw payloads.
 */

export class MalformedDataError extends Error {
  override readonly name = 'MalformedDataError';
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly received: unknown,
  ) {
    super(`服务器数据格式错误：${path} 应为 ${expected}`);
  }
}

export type Json = unknown;

const describe = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

export function asObject(value: Json, path: string): Record<string, Json> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedDataError(path, 'object', describe(value));
  }
  return value as Record<string, Json>;
}

export function asArray(value: Json, path: string): Json[] {
  if (!Array.isArray(value)) throw new MalformedDataError(path, 'array', describe(value));
  return value;
}

export function asString(value: Json, path: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new MalformedDataError(path, 'string', describe(value));
}

/** Numbers arrive as numbers or numeric strings; both are accepted (spec: "converted to numbers"). */
export function asNumber(value: Json, path: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) return number;
  throw new MalformedDataError(path, 'number', describe(value));
}

export function asBoolean(value: Json, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1 || value === '0' || value === '1') return Number(value) === 1;
  throw new MalformedDataError(path, 'boolean', describe(value));
}

// Messages that are not the API's (the host's events, the native app's) take no conversion.
/** Exactly a text. */
export function strictString(value: Json, path: string): string {
  if (typeof value === 'string') return value;
  throw new MalformedDataError(path, 'string', describe(value));
}
/** Exactly a finite number. */
export function strictNumber(value: Json, path: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new MalformedDataError(path, 'number', describe(value));
}
/** Exactly true or false. */
export function strictBoolean(value: Json, path: string): boolean {
  if (typeof value === 'boolean') return value;
  throw new MalformedDataError(path, 'boolean', describe(value));
}

// The combinators carry their parts (schema.ts's SchemaParts) so tests can walk a declaration.
export const optional = <T>(read: (value: Json, path: string) => T) =>
  Object.assign(
    (value: Json, path: string): T | undefined =>
      value === undefined || value === null ? undefined : read(value, path),
    { inner: read, absentOk: true as const },
  );

export const withDefault = <T>(read: (value: Json, path: string) => T, fallback: T) =>
  Object.assign(
    (value: Json, path: string): T => (value === undefined || value === null ? fallback : read(value, path)),
    { inner: read, absentOk: true as const },
  );

export const listOf = <T>(read: (value: Json, path: string) => T) =>
  Object.assign(
    (value: Json, path: string): T[] => asArray(value, path).map((item, index) => read(item, `${path}[${index}]`)),
    { item: read },
  );

/** The readers every contract uses for optional fields. */
export const numberOr0 = withDefault(asNumber, 0);
export const stringOrEmpty = withDefault(asString, '');
/** Absent or null → null, else a number (an empty text is not a number: it fails). */
export const nullableNumber = withDefault<number | null>(asNumber, null);
export const nullableString = withDefault<string | null>(asString, null);
export const booleanOrFalse = withDefault(asBoolean, false);
/** Absent, null or an empty text → null: for fields the server blanks with ''. */
export const blankOrNull = <T>(read: (value: Json, path: string) => T) =>
  Object.assign(
    (value: Json, path: string): T | null =>
      value === undefined || value === null || value === '' ? null : read(value, path),
    { inner: read, absentOk: true as const },
  );

/** A JSON string field (such as `betInfo`) parsed into a value. */
export function asJsonString(value: Json, path: string): Json {
  const text = asString(value, path);
  try {
    return JSON.parse(text) as Json;
  } catch {
    throw new MalformedDataError(path, 'JSON string', 'unparseable text');
  }
}

/** An id: a non-negative safe integer (larger numbers lose digits and point at another row). */
export function asId(value: Json, path: string): number {
  const number = asNumber(value, path);
  if (Number.isSafeInteger(number) && number >= 0) return number;
  throw new MalformedDataError(path, 'id (safe integer)', number);
}

/** A whole number from 0 — a sequence number, an index — named `expected` in the error. */
export const wholeNumber =
  (expected: string) =>
  (value: Json, path: string): number => {
    const number = asNumber(value, path);
    if (Number.isInteger(number) && number >= 0) return number;
    throw new MalformedDataError(path, expected, number);
  };

/** Earliest and latest moments the app shows: 1970 to 2100, in epoch milliseconds. */
export const MIN_DATE_MS = 0;
export const MAX_DATE_MS = Date.UTC(2100, 0, 1);

/** A moment in epoch milliseconds within MIN_DATE_MS..MAX_DATE_MS (others make `Date` throw when rendered). */
export function asDate(value: Json, path: string): number {
  const number = asNumber(value, path);
  if (number >= MIN_DATE_MS && number <= MAX_DATE_MS) return number;
  throw new MalformedDataError(path, 'date in range', number);
}

/** Rows dropped by `listDroppingBad` during the current `collectDroppedRows` run. */
let droppedRows: MalformedDataError[] | null = null;

/**
 * Runs a parser and returns the rows its lists dropped, so the caller (the HTTP client) can
 * report them; parsing is synchronous, so one collector at a time is enough.
 */
export function collectDroppedRows<T>(parse: () => T): { value: T; dropped: MalformedDataError[] } {
  const outer = droppedRows;
  const dropped: MalformedDataError[] = [];
  droppedRows = dropped;
  try {
    return { value: parse(), dropped };
  } finally {
    droppedRows = outer;
    outer?.push(...dropped);
  }
}

/** A list whose malformed rows are dropped (and collected for reporting) instead of failing the answer. */
export const listDroppingBad = <T>(read: (value: Json, path: string) => T) =>
  Object.assign(
    (value: Json, path: string): T[] =>
      asArray(value, path).flatMap((item, index) => {
        try {
          return [read(item, `${path}[${index}]`)];
        } catch (error) {
          if (!(error instanceof MalformedDataError)) throw error;
          droppedRows?.push(error);
          return [];
        }
      }),
    { item: read, dropsBad: true as const },
  );
