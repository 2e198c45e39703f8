/**
 * Property tests of the form codec: the client's encoder writes exactly what the hand-written
 * codec it replaced wrote, the server's decoder reads back what the encoder wrote, and no string
 * makes the decoder throw anything but FormDecodeError or touch Object.prototype.
 */
import fc from 'fast-check';
import { decodeForm, FormDecodeError } from '../../../shell-demo/server/form-decoding';
import { encodeForm, flattenParams, type ParamObject, type ParamValue } from '../../../src/contracts/form-encoding';

const RUNS = { numRuns: 150 };

/** The codec before qs, kept as the oracle of the wire format. */
function legacyEncode(params: ParamObject): string {
  const pairs: [string, string][] = [];
  const visit = (value: ParamValue, key: string): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${key}[${index}]`));
    else if (typeof value === 'object')
      for (const [child, item] of Object.entries(value)) visit(item, `${key}.${child}`);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(params)) visit(value, key);
  return new URLSearchParams(pairs).toString();
}

const specialText = fc.string({ unit: fc.constantFrom(..."&=+%[]. #?!~*'()/曼联aZ0".split('')), maxLength: 8 });
const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), specialText);
const scalar = fc.oneof(text, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean());
/**
 * Keys a call actually uses: a letter first, so `a.0` is never mistaken for a list index, and no
 * name of Object.prototype (`toString`…), which the server's decoder drops.
 */
const key = fc
  .stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,6}$/)
  .filter((name) => name !== 'prototype' && !(name in Object.prototype));

/** Params of the shapes calls send; `depth` is how many key segments their values may add (a `.b` or a `[0]` each). */
const params = (depth: number, anyKey: boolean): fc.Arbitrary<ParamObject> => {
  const keys = anyKey ? fc.oneof(key, fc.string({ minLength: 1, maxLength: 6 })) : key;
  const leaf: fc.Arbitrary<ParamValue> = fc.oneof(scalar, fc.constant(null), fc.constant(undefined));
  if (depth === 0) return fc.dictionary(keys, leaf, { maxKeys: 4 });
  const child = params(depth - 1, anyKey);
  // A list item that encodes to nothing would leave a gap the decoder closes: items carry a value.
  const item =
    depth >= 2
      ? fc.oneof(
          scalar,
          fc.tuple(key, scalar, params(depth - 2, anyKey)).map(([name, value, rest]) => ({ ...rest, [name]: value })),
        )
      : scalar;
  const list = fc.array(item, { maxLength: 4 });
  return fc.dictionary(keys, fc.oneof(leaf, leaf, list, child), { maxKeys: 4 });
};

/** What the decoder should give back: strings, with what encodes to nothing left out. */
function expected(value: ParamValue): ParamValue {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(expected).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([name, item]) => [name, expected(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return String(value);
}

describe('form codec (property tests)', () => {
  it('encodes exactly as the hand-written codec did, and signs the pairs it sends', () => {
    fc.assert(
      fc.property(params(3, true), (value) => {
        const encoded = encodeForm(value);
        expect(encoded).toBe(legacyEncode(value));
        expect(flattenParams(value)).toEqual([...new URLSearchParams(encoded)]);
      }),
      RUNS,
    );
  });

  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(params(5, false), (value) => {
        expect(decodeForm(encodeForm(value))).toEqual(expected(value) ?? {});
      }),
      RUNS,
    );
  });

  const token = fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'polluted',
    'a',
    'ids',
    '0',
    '9999999',
    '1e3',
    '-1',
    '[',
    ']',
    '[]',
    '.',
    '=',
    '&',
    '%',
    '%5B',
    '%5D',
    '%2E',
    '%E0%A4%A',
    '+',
    '%00',
    '%5F_proto__',
  );
  const hostile = fc.oneof(
    fc.array(token, { maxLength: 24 }).map((parts) => parts.join('')),
    fc.string({ maxLength: 40 }),
  );

  it('never throws anything but FormDecodeError and never reaches Object.prototype', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(hostile, (body) => {
        try {
          const decoded = decodeForm(body);
          expect(typeof decoded).toBe('object');
        } catch (error) {
          expect(error).toBeInstanceOf(FormDecodeError);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});
