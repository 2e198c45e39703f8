/**
 * The HTTP client encodes flat parameters (and lists of plain values) itself and leaves nesting to the contract's encoder,
 * a chunk loaded at the first such call (qs-esm off the first screen). Whichever
 * encodes, the wire and the signed pairs are `encodeForm`'s, byte for byte.
 */
import type * as FormEncoding from '@src/contracts/form-encoding';
import { encodeParams } from '@src/platform/http/http-client';

const actual = jest.requireActual<typeof FormEncoding>('@src/contracts/form-encoding');
jest.mock('@src/contracts/form-encoding', () => {
  const real = jest.requireActual<typeof FormEncoding>('@src/contracts/form-encoding');
  return { ...real, encodeForm: jest.fn(real.encodeForm) };
});
const contractEncoder = jest.requireMock<{ encodeForm: jest.Mock }>('@src/contracts/form-encoding').encodeForm;

const FLAT: FormEncoding.ParamObject[] = [
  {},
  { pid: 164, matchSource: 164, t: 1, momentSort: 1 },
  { categoryId: 20301 },
  { name: '球 队 & 主播=1', emoji: '⚽️', plus: 'a+b', slash: 'x/y?z#w', percent: '100%' },
  { yes: true, no: false, zero: 0, negative: -1.5, empty: '' },
  { skippedNull: null, kept: 'k', skippedUndefined: undefined },
  { 'a.b': 'dotted key', '键 名': 'v' },
  { gamePlatforms: [3, 5, 8], startDate: 1, endDate: 2 },
  { ids: [] },
  { words: ['球 队', 'a&b=c', true, 0] },
  { holes: [1, null, 3, undefined, 5] },
];
const NESTED: FormEncoding.ParamObject[] = [
  { filter: { liveStatus: 1 }, page: 1 },
  { mixed: [1, { c: 2 }] },
  { deep: { a: { b: [1, { c: 'x y' }] } }, none: null },
];

beforeEach(() => contractEncoder.mockClear());

it('encodes flat parameters as the contract does, without loading its encoder', async () => {
  for (const params of FLAT) await expect(encodeParams(params)).resolves.toBe(actual.encodeForm(params));
  await expect(encodeParams(undefined)).resolves.toBe('');
  expect(contractEncoder).not.toHaveBeenCalled();
});

it('hands parameters that nest to the contract’s encoder (dot notation)', async () => {
  for (const params of NESTED) await expect(encodeParams(params)).resolves.toBe(actual.encodeForm(params));
  expect(contractEncoder).toHaveBeenCalledTimes(NESTED.length);
  await expect(encodeParams({ filter: { liveStatus: 1 }, page: 1 })).resolves.toBe('filter.liveStatus=1&page=1');
});
