/**
 * A call's request parameters, declared once beside its answer (http.ts's `Call`): each field is a
 * reader of one parameter as the server receives it — a form or query value is text (`'7'`), a
 * JSON body keeps its numbers — that returns the typed value or throws `BadParamError` naming the
 * parameter (`缺少 messageId`, `page 应为 1 到 10000 的整数`). The development server reads every
 * request through them; the app's call functions are typed by what each field lets a client
 * send (`SentOf`), so a parameter the declaration requires cannot be left out.
 */
import type { Json } from './parse';

/** A parameter the server cannot use; `message` is what is wrong, in the server's words. */
export class BadParamError extends Error {
  override readonly name = 'BadParamError';
}

declare const sent: unique symbol;

/**
 * What a reader shows of itself to the contract documents (scripts/contracts.ts), as a schema
 * shows its parts: the value it takes, its range or choices, its fallback and the reader it
 * refines.
 */
export interface ParamParts {
  readonly kind?: 'text' | 'number' | 'boolean' | 'switch' | 'id-list' | 'any';
  readonly integer?: true;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly allowed?: readonly (string | number)[];
  readonly pattern?: string;
  /** Absent is refused. */
  readonly required?: true;
  readonly fallback?: unknown;
  /** The reader this one refines, with its parts. */
  readonly inner?: ParamRead<unknown, unknown>;
}

/**
 * Reads one parameter (`key` is its name, `a.b` inside a nested one). `Out` is what the server
 * gets, `In` what a client sends — optional when it may leave the parameter out.
 */
export type ParamRead<Out, In = Out> = ((value: Json, key: string) => Out) &
  ParamParts & { readonly [sent]?: { in: In } };

/** What a client sends for a reader. */
export type SentBy<R> = R extends { readonly [sent]?: { in: infer In } } ? In : never;

type ParamFields = Record<string, ParamRead<unknown, unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalSent<F extends ParamFields> = {
  [K in keyof F]: undefined extends SentBy<F[K]> ? K : never;
}[keyof F];
/** A request as a client sends it: the parameters a field requires, and the others optional. */
export type SentOf<F extends ParamFields> = Simplify<
  { readonly [K in keyof F as K extends OptionalSent<F> ? never : K]: SentBy<F[K]> } & {
    readonly [K in keyof F as K extends OptionalSent<F> ? K : never]?: SentBy<F[K]>;
  }
>;
/** A request as the server reads it. */
export type ReadOf<F extends ParamFields> = { [K in keyof F]: ReturnType<F[K]> };

/** A request's parameters: `fields` read in order (the first wrong one is the one named). */
export type RequestSchema<F extends ParamFields = ParamFields> = ParamRead<ReadOf<F>, SentOf<F>> & {
  readonly fields: F;
};

const joined = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** The parameters of a call: top-level ones (`path` ''), or a nested object sent in dot notation. */
export function params<F extends ParamFields>(fields: F): RequestSchema<F> {
  const read = (value: Json, path: string): ReadOf<F> => {
    if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new BadParamError(`${path} 应为对象`);
    }
    const row = (value ?? {}) as Record<string, Json>;
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(fields)) out[name] = fields[name]!(row[name], joined(path, name));
    return out as ReadOf<F>;
  };
  return Object.assign(read, { fields });
}

const reader = <Out, In>(read: (value: Json, key: string) => Out, parts?: ParamParts): ParamRead<Out, In> =>
  parts ? Object.assign(read, parts) : read;

/** One value: absent, null and '' are none; a list or an object is refused. */
function scalar(value: Json, key: string): string | number | boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object') throw new BadParamError(`${key} 应为单个值`);
  return value as string | number | boolean;
}

/** A text parameter; absent is undefined. */
export const textParam = reader<string | undefined, string | undefined>(
  (value, key) => {
    const one = scalar(value, key);
    return one === undefined ? undefined : String(one);
  },
  { kind: 'text' },
);

/** A text as sent: '' is an empty text, not an absent one (a blank message, refused as such). */
export const sentTextParam = reader<string | undefined, string | undefined>(
  (value, key) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'object') throw new BadParamError(`${key} 应为单个值`);
    return String(value);
  },
  { kind: 'text' },
);

/** A number parameter; absent is undefined. */
export const numberParam = reader<number | undefined, number | undefined>(
  (value, key) => {
    const one = scalar(value, key);
    if (one === undefined) return undefined;
    const number = typeof one === 'number' ? one : Number(one);
    if (!Number.isFinite(number)) throw new BadParamError(`${key} 应为数字`);
    return number;
  },
  { kind: 'number' },
);

/** A parameter the app sends for its own bookkeeping and the server does not read (`pid`, `t`). */
export const unreadParam = <In>() => reader<Json, In>((value) => value, { kind: 'any' });

/** A value `read` may leave undefined: refused when absent (`缺少 key`, or `missing`'s words). */
export const required = <Out, In>(
  read: ParamRead<Out | undefined, In>,
  missing = (key: string) => `缺少 ${key}`,
): ParamRead<Out, Exclude<In, undefined>> =>
  reader(
    (value, key) => {
      const got = read(value, key);
      if (got === undefined) throw new BadParamError(missing(key));
      return got;
    },
    { inner: read, required: true },
  );

/** A value `read` may leave undefined: `fallback` when absent (the client may leave it out). */
export const withFallback = <Out, In>(
  read: ParamRead<Out | undefined, In>,
  fallback: Out,
): ParamRead<Out, In | undefined> => reader((value, key) => read(value, key) ?? fallback, { inner: read, fallback });

/** A value `read` gave, refused unless `test` holds (`detail` says why, after the name). */
export const refine = <Out, In>(
  read: ParamRead<Out, In>,
  test: (value: NonNullable<Out>) => boolean,
  detail: string | ((key: string, value: NonNullable<Out>) => string),
  parts?: ParamParts,
): ParamRead<Out, In> =>
  reader(
    (value, key) => {
      const got = read(value, key);
      if (got !== undefined && got !== null && !test(got)) {
        throw new BadParamError(typeof detail === 'string' ? `${key} ${detail}` : detail(key, got));
      }
      return got;
    },
    { inner: read, ...parts },
  );

/**
 * The app always sends it, though the server takes its absence (a default for other clients):
 * the call function requires it, so a dropped parameter does not compile.
 */
export const alwaysSent = <Out, In>(read: ParamRead<Out, In>) => read as ParamRead<Out, Exclude<In, undefined>>;

/** An integer from `min` to `max` (absent is undefined); `detail` replaces the range's words. */
export const integerParam = (min: number, max = Number.MAX_SAFE_INTEGER, detail?: string) =>
  refine(
    numberParam,
    (number) => Number.isInteger(number) && number >= min && number <= max,
    detail ?? (max === Number.MAX_SAFE_INTEGER ? `应为不小于 ${min} 的整数` : `应为 ${min} 到 ${max} 的整数`),
    { integer: true, minimum: min, ...(max !== Number.MAX_SAFE_INTEGER && { maximum: max }) },
  );

/** An id: an integer from 1, required. */
export const idParam = required(integerParam(1));
/** An id the client may leave out. */
export const optionalIdParam = integerParam(1);

/** One of the numbers of `allowed` (a code of the contract), as `read` reads it first; absent is undefined. */
export const codeParam = <const T extends number>(
  allowed: readonly T[],
  detail = `应为 ${allowed.join('、')} 之一`,
  read: ParamRead<number | undefined, number | undefined> = numberParam,
) =>
  refine(read, (number) => (allowed as readonly number[]).includes(number), detail, { allowed }) as ParamRead<
    T | undefined,
    T | undefined
  >;

/** A 0/1 flag; absent is undefined. */
export const flagParam = codeParam([0, 1], '应为 0 或 1');
/** A flag the client must send: absent is refused as a wrong one is (`应为 0 或 1`). */
export const requiredFlag = required(flagParam, (key) => `${key} 应为 0 或 1`);

/** One of the texts of `allowed`; absent is undefined. */
export const choiceParam = <const T extends string>(
  allowed: readonly T[],
  detail = `应为 ${allowed.join('、')} 之一`,
) =>
  refine(textParam, (text) => (allowed as readonly string[]).includes(text), detail, { allowed }) as ParamRead<
    T | undefined,
    T | undefined
  >;

/** true or false in a JSON body; absent is undefined. */
export const booleanParam = reader<boolean | undefined, boolean | undefined>(
  (value, key) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw new BadParamError(`${key} 应为布尔值`);
    return value;
  },
  { kind: 'boolean' },
);

/** A yes/no switch: 1 or true, 0 or false; absent is false. The client sends 1 or 0. */
export const switchParam = reader<boolean, 0 | 1 | undefined>(
  (value, key) => {
    const text = textParam(value, key);
    if (text === undefined || text === '0' || text === 'false') return false;
    if (text === '1' || text === 'true') return true;
    throw new BadParamError(`${key} 应为 0 或 1`);
  },
  { kind: 'switch', fallback: 0 },
);

/** What a key the client makes matches: `min` to `max` letters, digits, `_` or `-`. */
export const keyPattern = (min: number, max: number): RegExp => new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`);

/**
 * A key the client makes (an idempotency key, a message id): `min` to `max` letters, digits, `_`
 * or `-`, required (absent is refused as a wrong one is).
 */
export const keyParam = (min: number, max: number) => {
  const pattern = keyPattern(min, max);
  const words = (key: string) => `${key} 应为 ${min} 到 ${max} 个字母、数字、_ 或 -`;
  return required(
    refine(textParam, (text) => pattern.test(text), words, { pattern: pattern.source }),
    words,
  );
};

/**
 * An idempotency key (a purchase's, a claim's, an exchange's): 8 to 64 letters, digits, _ or -.
 * The server keeps its first answer per (user, key) and replays it, so a retry acts once.
 */
export const idempotencyKeyParam = keyParam(8, 64);

/** Pages beyond this are refused: page 1e9 is a malformed request, not an empty page. */
export const MAX_PAGE = 10_000;

/** `page`: from 1, 1 when absent. */
export const pageParam = withFallback(integerParam(1, MAX_PAGE), 1);

/** `size`: 1 to `max`, `fallback` when absent. */
export const sizeParam = (fallback: number, max: number) => withFallback(integerParam(1, max), fallback);

/** A page of a list as the app asks for it: `page` from 1 and `size` 1 to `max` (`fallback` when absent), both always sent. */
export const pageRequest = (fallback: number, max: number) => ({
  page: alwaysSent(pageParam),
  size: alwaysSent(sizeParam(fallback, max)),
});

/**
 * Items one list parameter may carry as sent (`hostIds=1,2,…`, `hostIds[0]=1`, a JSON array):
 * beyond it the request is malformed, so a list of 100k ids costs the server no more than
 * the splitting of it.
 */
export const MAX_LIST_ITEMS = 100;

/**
 * A list of ids: a list in dot notation (`key[0]=1`), a JSON array, a comma-separated text or one
 * id; none → undefined. Duplicates count once (first occurrence kept); more than MAX_LIST_ITEMS or
 * an item that is not an id from 1 is refused (`of`: whose ids, "主播"). The client sends the text or the list.
 */
export const idListParam = (of: string) =>
  reader<number[] | undefined, string | readonly number[] | undefined>(
    (value, key) => {
      if (value === undefined || value === null || value === '') return undefined;
      const parts: unknown[] =
        typeof value === 'object' ? Object.values(value) : typeof value === 'string' ? value.split(',') : [value];
      if (parts.length > MAX_LIST_ITEMS) throw new BadParamError(`${key} 最多 ${MAX_LIST_ITEMS} 个`);
      const ids = new Set<number>();
      for (const part of parts) {
        const id =
          typeof part === 'number' ? part : typeof part === 'string' && part.trim() !== '' ? Number(part) : NaN;
        if (!Number.isInteger(id) || id <= 0) throw new BadParamError(`${key} 应为${of} id 列表`);
        ids.add(id);
      }
      return [...ids];
    },
    { kind: 'id-list' },
  );
