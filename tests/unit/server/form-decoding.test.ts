/**
 * @jest-environment node
 *
 * The server's form decoding (shell-demo/server/form-decoding.ts): the pairs URLSearchParams
 * would read, in time linear in the body and bounded before any signature check — a megabyte of
 * `+` cost 0.4 s in URLSearchParams and qs; and a JSON body's signed pairs without the
 * round trip through them.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { flattenParams, type ParamObject } from '../../../src/contracts/form-encoding';
import {
  decodeForm,
  formPairs,
  FormDecodeError,
  jsonPairs,
  MAX_NAME_CHARS,
} from '../../../shell-demo/server/form-decoding';
import { decodeParams } from '../../../shell-demo/server/request-body';

const MB = 1024 * 1024;

describe('form pairs', () => {
  it('reads the pairs URLSearchParams reads: `+`, escapes good and bad, empty parts, `=` in values', () => {
    // Literal characters are ASCII here: Node's own URLSearchParams mangles a literal non-ASCII
    // character after a bad escape (`%中` → `%-`), where the WHATWG parser (and a browser) keeps it.
    const unit = fc.constantFrom(
      ...'&=+%aF2E0 '.split(''),
      ...[
        '%E4%B8%AD',
        '%E4',
        '%B8',
        '%2B',
        '%26',
        '%3D',
        '%25',
        '%ED%A0%80',
        '%F0%9F%98',
        '%C0%AF',
        '%EF%BB%BF',
        '%zz',
        '%4',
      ],
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }), (units) => {
        const body = units.join('');
        expect(formPairs(body)).toEqual([...new URLSearchParams(body)]);
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes bytes as the WHATWG parser does, literal UTF-8 included', () => {
    expect(formPairs('中=é&%B8é=%E4%B8%AD+x&=&a')).toEqual([
      ['中', 'é'],
      ['\uFFFDé', '中 x'],
      ['', ''],
      ['a', ''],
    ]);
    expect(formPairs(Buffer.from([0x61, 0x3d, 0xff]))).toEqual([['a', '\uFFFD']]);
  });

  it(`refuses a name over ${MAX_NAME_CHARS} characters, however it is escaped, and takes one of exactly that many`, () => {
    const name = '好'.repeat(MAX_NAME_CHARS);
    expect(decodeForm(new URLSearchParams([[name, '1']]).toString())).toEqual({ [name]: '1' });
    for (const body of [`${name}a=1`, new URLSearchParams([[`${name}a`, '1']]).toString(), '+'.repeat(MB)]) {
      expect(() => formPairs(body)).toThrow(new FormDecodeError(`参数名超过 ${MAX_NAME_CHARS} 个字符`));
    }
  });

  it('gives a JSON body the pairs flattenParams gives it (what the client signs)', () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    const body = fc.dictionary(
      fc.string({ maxLength: 5 }),
      fc.oneof(
        value,
        fc.array(value, { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(value, fc.array(value, { maxLength: 2 })), { maxKeys: 3 }),
      ),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(body, (params) => {
        expect(jsonPairs(params as ParamObject)).toEqual(flattenParams(params as ParamObject));
      }),
      { numRuns: 500 },
    );
  });
});

describe('decoding time', () => {
  /** The best of five runs: the machine's other work only ever adds. */
  function bestMs(decode: () => unknown): number {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      try {
        decode();
      } catch {
        // A refusal (400) is an answer too: its time counts the same.
      }
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }
  const decodeBody =
    (body: Buffer, type = 'application/x-www-form-urlencoded') =>
    () =>
      decodeParams(new URLSearchParams(), type, body);

  it('decodes a megabyte of `+`, `%`, `&`, escapes or a long value well within 100 ms (0.4 s before)', () => {
    const bodies = {
      plus: '+'.repeat(MB),
      plusValue: `a=${'+'.repeat(MB)}`,
      percent: '%'.repeat(MB),
      escapes: `a=${'%20'.repeat(MB / 3)}`,
      ampersands: '&'.repeat(MB),
      brackets: '['.repeat(MB),
    };
    const times = Object.fromEntries(
      Object.entries(bodies).map(([name, body]) => [name, bestMs(decodeBody(Buffer.from(body)))]),
    );
    for (const ms of Object.values(times)) expect(ms).toBeLessThan(100);
    const json = bestMs(decodeBody(Buffer.from(JSON.stringify({ a: '+%&='.repeat(MB / 4 - 4) })), 'application/json'));
    expect(json).toBeLessThan(100);
  });

  it('stops reading random bytes at the pair limit: four megabytes cost what one does (linear in what it reads)', () => {
    const one = randomBytes(MB);
    const four = Buffer.concat([one, randomBytes(3 * MB)]);
    const ms = { one: bestMs(decodeBody(one)), four: bestMs(decodeBody(four)) };
    expect(ms.one).toBeLessThan(50);
    expect(ms.four).toBeLessThan(Math.max(2.5 * ms.one, 5));
  });
});
