/**
 * Property tests of every parser of the contracts (`parse*` exported by src/contracts/*.ts, every
 * declared call's answer, and the readers of parse.ts): on any JSON a parser returns a value or throws MalformedDataError —
 * never a TypeError or RangeError that would escape the client's error handling. Declared
 * answers (schema.ts's `answer`) are also read from their own sample, and each of its malformed
 * variants fails at the path that was broken.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import * as parse from '../../../src/contracts/parse';
import { MalformedDataError } from '../../../src/contracts/parse';
import type { Read, SchemaParts } from '../../../src/contracts/schema';
import { fieldNamesOf, malformedVariants, sampleOf } from './support/schema-samples';

const CONTRACTS = path.join(__dirname, '../../../src/contracts');
const files = readdirSync(CONTRACTS).filter((file) => file.endsWith('.ts'));

type Parser = (value: unknown, path: string) => unknown;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- every contract module, whatever it exports
const modules = files.map((file) => [file, require(path.join(CONTRACTS, file)) as Record<string, unknown>] as const);
const isCall = (value: unknown): value is { path: string; answer: Parser } =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  typeof (value as { answer?: unknown }).answer === 'function';
/** The `parse*` exports, and the answer readers of every declared call (`…Calls.name.answer`), each reader once. */
const parsers: [string, Parser][] = [
  ...new Map(
    modules.flatMap(([file, exports]) => {
      const base = file.replace(/\.ts$/, '');
      const exported = Object.entries(exports)
        .filter(([name, value]) => /^parse[A-Z]/.test(name) && typeof value === 'function')
        .map(([name, value]) => [value as Parser, `${base}.${name}`] as const);
      const answers = Object.entries(exports)
        .filter(([, table]) => typeof table === 'object' && table !== null && !Array.isArray(table))
        .flatMap(([table, calls]) =>
          Object.entries(calls as Record<string, unknown>)
            .filter(([, call]) => isCall(call))
            .map(([name, call]) => [(call as { answer: Parser }).answer, `${base}.${table}.${name}`] as const),
        );
      return [...exported, ...answers];
    }),
  ),
].map(([parser, name]) => [name, parser]);
/** The answers declared with schema.ts: `answer(schema)` keeps its schema. */
const isSchema = (reader: unknown) =>
  typeof reader === 'function' && ['fields', 'item', 'inner', 'values'].some((part) => part in reader);
const declared: [string, Read<unknown> & SchemaParts][] = parsers.flatMap(([name, parser]) => {
  if ('schema' in parser) return [[name, (parser as { schema: Read<unknown> & SchemaParts }).schema] as const];
  return isSchema(parser) ? [[name, parser as Read<unknown> & SchemaParts] as const] : [];
});
const schemaFields = fieldNamesOf(declared.map(([, schema]) => schema));

const readers: [string, Parser][] = [
  ['parse.asObject', parse.asObject],
  ['parse.asArray', parse.asArray],
  ['parse.asString', parse.asString],
  ['parse.asNumber', parse.asNumber],
  ['parse.asBoolean', parse.asBoolean],
  ['parse.asJsonString', parse.asJsonString],
  ['parse.optional(asNumber)', parse.optional(parse.asNumber)],
  ['parse.withDefault(asString)', parse.withDefault(parse.asString, '')],
  ['parse.listOf(asNumber)', parse.listOf(parse.asNumber)],
];

/** Field names the contracts read (`row.homeScore`…), so generated objects reach past the first check. */
const fieldNames = [
  ...new Set([
    ...files.flatMap((file) =>
      [...readFileSync(path.join(CONTRACTS, file), 'utf8').matchAll(/\.([a-zA-Z_]\w*)\b/g)].map((match) => match[1]!),
    ),
    ...schemaFields,
  ]),
  '__proto__',
  'constructor',
];

const fieldsOf = (file: string) => [
  ...[...readFileSync(path.join(CONTRACTS, file), 'utf8').matchAll(/\.([a-zA-Z_]\w*)\b/g)].map((match) => match[1]!),
  ...fieldNamesOf(declared.filter(([name]) => fileOf(name) === file).map(([, schema]) => schema)),
];
const fileOf = (name: string) => `${name.split('.')[0]!}.ts`;

const scalar = fc.oneof(
  fc.integer({ min: -3, max: 5 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom('', '0', '1', '2', '-1', '1.5', 'x', 'true', '{}', '[]', '{"a":1}', 'match:1', '2024-01-01', '1e400'),
  fc.string({ maxLength: 6 }),
  fc.boolean(),
  fc.constant(null),
);
/** JSON shaped like server data: objects keyed by the contracts' field names, lists of them. */
const shaped = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...fieldNames), tie('value'), { maxKeys: 12 }),
  ),
})).value;
/** Through JSON text, as a response arrives: `__proto__` becomes an own key, -0 and NaN do not survive. */
const json = fc.oneof(shaped, fc.jsonValue()).map((value) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown);

/**
 * Objects holding every field its file reads (and match.ts's, whose readers the others share),
 * mostly with plausible values: they get past the first fields and reach the deep readers.
 */
function dense(file: string): fc.Arbitrary<unknown> {
  const keys = [...new Set([...fieldsOf(file), ...fieldsOf('match.ts')])];
  const plausible = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 6 },
    { arbitrary: fc.constantFrom('1', 'a', 'match:1', '{"a":1}'), weight: 2 },
    { arbitrary: scalar, weight: 1 },
  );
  const record = (value: fc.Arbitrary<unknown>) => fc.record(Object.fromEntries(keys.map((key) => [key, value])));
  const inner = record(
    fc.oneof({ arbitrary: plausible, weight: 8 }, { arbitrary: fc.array(plausible, { maxLength: 3 }), weight: 1 }),
  );
  const outer = record(
    fc.oneof(
      { arbitrary: plausible, weight: 8 },
      { arbitrary: fc.array(inner, { maxLength: 2 }), weight: 1 },
      { arbitrary: inner, weight: 1 },
    ),
  );
  return fc
    .oneof(outer, fc.array(outer, { maxLength: 2 }))
    .map((value) => JSON.parse(JSON.stringify(value)) as unknown);
}

function neverCrashes(parser: Parser, arbitrary: fc.Arbitrary<unknown>, numRuns: number) {
  fc.assert(
    fc.property(arbitrary, (value) => {
      try {
        parser(value, 'data');
      } catch (error) {
        if (!(error instanceof MalformedDataError)) throw error;
      }
    }),
    { numRuns },
  );
}

describe('contract parsers (property tests)', () => {
  it('finds the parsers of every contract file', () => {
    expect(parsers.length).toBeGreaterThan(70);
  });

  it.each(parsers)('%s returns or throws MalformedDataError on any JSON', (name, parser) => {
    neverCrashes(parser, json, 100);
    neverCrashes(parser, dense(fileOf(name)), 25);
  });

  it('finds the declared answers', () => {
    expect(declared.length).toBeGreaterThan(60);
  });

  it.each(declared)('%s reads its own sample and fails each malformed variant at the broken path', (name, schema) => {
    const parser = parsers.find(([parserName]) => parserName === name)![1];
    expect(() => parser(sampleOf(schema), 'data')).not.toThrow();
    // The answer reads `data`, a push message's parser `payload`: paths start there.
    const variants = malformedVariants(schema, (parser as unknown as { root: string }).root);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      let error: unknown = null;
      try {
        parser(variant.input, 'data');
      } catch (caught) {
        error = caught;
      }
      if (error === null) {
        // Read anyway: an allowed absence, or a row a dropping list left out.
        expect({ path: variant.path, read: !variant.wrong || variant.dropped }).toEqual({
          path: variant.path,
          read: true,
        });
        continue;
      }
      expect(error).toBeInstanceOf(MalformedDataError);
      const brokenAt = (error as MalformedDataError).path;
      expect({
        variant: variant.path,
        brokenAt,
        under:
          brokenAt === variant.path ||
          (/^[.[]/.test(brokenAt.slice(variant.path.length)) && brokenAt.startsWith(variant.path)),
      }).toEqual({ variant: variant.path, brokenAt, under: true });
    }
    // The same variants with random junk in place of the wrong value: a value or MalformedDataError.
    fc.assert(
      fc.property(fc.constantFrom(...variants), json, (variant, junk) => {
        const input = JSON.parse(
          // The wrong value 'x', not a field named x (the tracker's position).
          JSON.stringify(variant.input).replace(/(?<=[:[,])"x"(?=[,}\]])/, () => JSON.stringify(junk) ?? 'null'),
        ) as unknown;
        try {
          parser(input, 'data');
        } catch (error) {
          if (!(error instanceof MalformedDataError)) throw error;
        }
      }),
      { numRuns: 30 },
    );
  });

  it.each(readers)('%s returns or throws MalformedDataError on any JSON', (_name, parser) =>
    neverCrashes(parser, json, 150),
  );
});
