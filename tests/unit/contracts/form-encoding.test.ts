import { decodeForm } from '../../../shell-demo/server/form-decoding';
import { encodeForm, flattenParams } from '../../../src/contracts/form-encoding';

describe('form encoding (dot notation)', () => {
  it('writes nested keys with dots and list items with indexes', () => {
    expect(encodeForm({ a: { b: 1, c: { d: 'x y' } }, ids: [3, 4], flag: true })).toBe(
      'a.b=1&a.c.d=x+y&ids%5B0%5D=3&ids%5B1%5D=4&flag=true',
    );
  });

  it('leaves out null and undefined but keeps zero and empty strings', () => {
    expect(flattenParams({ a: null, b: undefined, c: 0, d: '' })).toEqual([
      ['c', '0'],
      ['d', ''],
    ]);
  });

  it('decodes what it encodes, values as strings', () => {
    const encoded = encodeForm({ page: 1, filter: { sportsIds: [1, 2], name: '曼联&切尔西' } });
    expect(decodeForm(encoded)).toEqual({ page: '1', filter: { sportsIds: ['1', '2'], name: '曼联&切尔西' } });
  });

  it('encodes lists of objects', () => {
    const params = { list: [{ id: 1 }, { id: 2, tag: 'hot' }] };
    expect(flattenParams(params)).toEqual([
      ['list[0].id', '1'],
      ['list[1].id', '2'],
      ['list[1].tag', 'hot'],
    ]);
    expect(decodeForm(encodeForm(params))).toEqual({ list: [{ id: '1' }, { id: '2', tag: 'hot' }] });
  });
});
