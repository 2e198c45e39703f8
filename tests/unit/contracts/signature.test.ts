import { createHmac } from 'node:crypto';
import { canonicalParams, canonicalString, hmacSigner } from '../../../src/contracts/signature';

describe('request signature', () => {
  const input = {
    method: 'post',
    path: '/api/forehead/live/host/list',
    timestamp: '1700000000000',
    pairs: [
      ['page', '2'],
      ['filter.name', 'a b'],
      ['ids[1]', '9'],
      ['ids[0]', '8'],
    ] as [string, string][],
  };

  it('sorts parameters by key and percent-encodes them', () => {
    expect(canonicalParams(input.pairs)).toBe('filter.name=a%20b&ids%5B0%5D=8&ids%5B1%5D=9&page=2');
  });

  it('joins method, path, timestamp and parameters with newlines', () => {
    expect(canonicalString(input)).toBe(
      'POST\n/api/forehead/live/host/list\n1700000000000\nfilter.name=a%20b&ids%5B0%5D=8&ids%5B1%5D=9&page=2',
    );
  });

  it('is HMAC-SHA256 hex of the canonical string (checked against node:crypto)', async () => {
    const expected = createHmac('sha256', 'k').update(canonicalString(input)).digest('hex');
    await expect(hmacSigner('k')(input)).resolves.toBe(expected);
  });

  it('changes when any parameter changes', async () => {
    const sign = hmacSigner('k');
    const tampered = { ...input, pairs: [...input.pairs.slice(1), ['page', '3'] as [string, string]] };
    expect(await sign(tampered)).not.toBe(await sign(input));
  });
});
