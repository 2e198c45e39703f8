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

declare const sent: unique symbol;
/**
 * A schema of data that travels in another shape than it reads into (figures sent as text): the
 * server's answer is typed `W`. A type only: `const rows: SentAs<Row[], WireRow[]> = listOf(row)`.
 */
export type SentAs<T, W> = Read<T> & SchemaParts & { readonly [sent]?: { as: W } };
/** What a server sends for a schema: its `SentAs` shape, else what it reads. */
export type SentOf<R> = R extends { readonly [sent]?: { as: infer W } } ? (unknown extends W ? Infer<R> : W) : Infer<R>;

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
  /** A value that must be exactly this one (a variant's tag). */
  readonly literal?: string | number | boolean;
  /** A variant's tag field and its cases, one object schema per tag value. */
  readonly tag?: string;
  readonly cases?: Readonly<Record<string, Read<unknown>>>;
  /** A record's value, read under each key. */
  readonly entry?: Read<unknown>;
  /** The schema a recursive one reads, asked for when read (walkers stop where it repeats). */
  readonly lazy?: () => Read<unknown>;
  /** What a leaf takes, as JSON Schema, where asking it value by value cannot tell (the contract documents). */
  readonly json?: Readonly<Record<string, unknown>>;
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

/**
 * A value computed from what a schema read (a fallback from another field, a sorted list);
 * `finish` gets the path too, to name what it refuses.
 */
export const derive = <T, U>(schema: Read<T>, finish: (value: T, path: string) => U): Schema<U> =>
  withParts((value: Json, path: string) => finish(schema(value, path), path), { inner: schema });

/** Exactly `value`: a variant's tag, a constant of the protocol. */
export function literal<const T extends string | number | boolean>(value: T): Schema<T> {
  return withParts(
    (input: Json, path: string): T => {
      if (input !== value) throw new MalformedDataError(path, JSON.stringify(value), input);
      return value;
    },
    { literal: value },
  );
}

type Cases = Record<string, Read<object>>;
/** One case per tag value: the tag, then the case's own fields. */
export type VariantOf<K extends string, C extends Cases> = {
  [T in keyof C & string]: Simplify<{ [P in K]: T } & Infer<C[T]>>;
}[keyof C & string];

/**
 * One of several shapes, told apart by the text of its `tag` field (a push frame's `type`):
 * `variant('type', { heartbeat: object({ at: numberOr0 }), ... })`.
 */
export function variant<const K extends string, C extends Cases>(tag: K, cases: C): Schema<VariantOf<K, C>> {
  const expected = Object.keys(cases).join(' | ');
  return withParts(
    (value: Json, path: string): VariantOf<K, C> => {
      const row = asObject(value, path);
      const kind = asString(row[tag], `${path}.${tag}`);
      if (!Object.hasOwn(cases, kind)) throw new MalformedDataError(`${path}.${tag}`, expected, kind);
      return { [tag]: kind, ...cases[kind]!(row, path) } as VariantOf<K, C>;
    },
    { tag, cases },
  );
}

/** An object of any keys, each value read by `entry` at `${path}.${key}` (figures by name). */
export function record<T>(entry: Read<T>): Schema<Record<string, T>> {
  return withParts(
    // fromEntries defines own keys: a `__proto__` key stays a key.
    (value: Json, path: string): Record<string, T> =>
      Object.fromEntries(
        Object.entries(asObject(value, path)).map(([key, item]) => [key, entry(item, `${path}.${key}`)]),
      ),
    { entry },
  );
}

/** A schema that refers to itself (a comment holding its replies); its type is declared by hand. */
export const lazy = <T>(schema: () => Read<T>): Schema<T> =>
  withParts((value: Json, path: string) => schema()(value, path), { lazy: schema });

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

/** The reading of untrusted input (a host's event, the native app's message), or undefined where `schema` refuses it. */
export function readOrUndefined<T>(schema: Read<T>, value: Json, path: string): T | undefined {
  try {
    return schema(value, path);
  } catch (error) {
    if (error instanceof MalformedDataError) return undefined;
    throw error;
  }
}

/** An answer the app does not read (the server sends null). */
export const ignored: Schema<null> = withParts((): null => null, {});

/** The parser of an answer's `data` (or of a push message's `payload`); keeps its schema for the contract tests. */
export const answer = <T>(
  schema: Read<T>,
  root: 'data' | 'payload' = 'data',
): ((data: Json) => T) & { readonly schema: Read<T>; readonly root: string } =>
  Object.assign((data: Json) => schema(data, root), { schema, root });
