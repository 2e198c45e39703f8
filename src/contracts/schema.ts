/**
 * Wire shapes declared once. A schema is a reader — `(value, path) => T`, throwing
 * MalformedDataError naming the path — that also carries its parts (`fields`, `item`, `inner`,
 * `values`), so one declaration gives:
 * - the TypeScript type: `type X = Infer<typeof x>`;
 * - the parser with its error paths: `parseX = answer(x)` reads the `data` of an answer;
 * - the last-seen check: the store kit accepts stored data through the same parser;
 * - the fuzz inputs: tests walk the parts (tests/unit/contracts/support/schema-samples.ts).
 * Our own layer over parse.ts, not a validator library: it adds no bytes to the first screen
 * (docs/adding-a-domain.md has the measurement).
 */
import { asObject, asString, MalformedDataError, type Json } from './parse';

export type Read<T> = (value: Json, path: string) => T;
export type Infer<R> = R extends Read<infer T> ? T : never;

/** The parts a schema shows to walkers; plain readers (asNumber…) have none and are leaves. */
export interface SchemaParts {
  /** An object's fields, read in this order. */
  readonly fields?: Readonly<Record<string, Read<unknown>>>;
  /** A list's item. */
  readonly item?: Read<unknown>;
  /** The schema an optional, defaulted or derived one reads first. */
  readonly inner?: Read<unknown>;
  /** A text that must be one of these. */
  readonly values?: readonly string[];
  /** Absent and null are accepted (optional, defaulted and nullable readers). */
  readonly absentOk?: true;
  /** A list that drops unreadable items instead of failing. */
  readonly dropsBad?: true;
}
export type Schema<T> = Read<T> & SchemaParts;

/** Attaches the parts a walker needs to a reader. */
export const withParts = <R extends Read<unknown>, P extends SchemaParts>(read: R, parts: P): R & P =>
  Object.assign(read, parts);

/** Fields whose reader may leave them undefined become optional keys of the inferred type. */
type Fields = Record<string, Read<unknown>>;
type OptionalKey<F extends Fields> = {
  [K in keyof F]: unknown extends Infer<F[K]> ? never : undefined extends Infer<F[K]> ? K : never;
}[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<F extends Fields> = Simplify<
  { [K in keyof F as K extends OptionalKey<F> ? never : K]: Infer<F[K]> } & {
    [K in keyof F as K extends OptionalKey<F> ? K : never]?: Infer<F[K]>;
  }
>;

/** An object of named fields, each read at `${path}.${name}`. */
export function object<F extends Fields>(fields: F): Schema<ObjectOf<F>> & { readonly fields: F } {
  const names = Object.keys(fields);
  return withParts(
    (value: Json, path: string): ObjectOf<F> => {
      const row = asObject(value, path);
      const out: Record<string, unknown> = {};
      for (const name of names) out[name] = fields[name]!(row[name], `${path}.${name}`);
      return out as ObjectOf<F>;
    },
    { fields },
  );
}

/** The same reader for each of `names`: a row of figures. */
export const sameFields = <const K extends string, R extends Read<unknown>>(
  names: readonly K[],
  read: R,
): Record<K, R> => Object.fromEntries(names.map((name) => [name, read])) as Record<K, R>;

/** A value computed from what a schema read (a fallback from another field, a sorted list). */
export const derive = <T, U>(schema: Read<T>, finish: (value: T) => U): Schema<U> =>
  withParts((value: Json, path: string) => finish(schema(value, path)), { inner: schema });

/** A text that is one of `values`. */
export function oneOf<const T extends string>(values: readonly T[], expected = values.join(' | ')): Schema<T> {
  return withParts(
    (value: Json, path: string): T => {
      const text = asString(value, path);
      if (!(values as readonly string[]).includes(text)) throw new MalformedDataError(path, expected, text);
      return text as T;
    },
    { values },
  );
}

/** The parser of an answer's `data` (or of a push message's `payload`); keeps its schema for the contract tests. */
export const answer = <T>(
  schema: Read<T>,
  root: 'data' | 'payload' = 'data',
): ((data: Json) => T) & { readonly schema: Read<T>; readonly root: string } =>
  Object.assign((data: Json) => schema(data, root), { schema, root });
