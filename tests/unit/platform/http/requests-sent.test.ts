/**
 * What a call hands the signer and the network: the method in capitals, the path, and every
 * parameter of the query and of the body once (a JSON body flattened as the contract's encoder
 * does); the address it goes to; the headers only when they have a value.
 */
import type { SignInput } from '@src/contracts/signature';
import { callApi, configureHttp } from '@src/platform/http/http-client';
import { clientPerTest, hmacOfK, hostList, matchDates, nbaList } from './client-kit';

const client = clientPerTest();

let signed: SignInput[];
beforeEach(() => {
  signed = [];
  configureHttp({ signer: (input) => (signed.push(input), hmacOfK(input)) });
});

describe('the signer is handed', () => {
  it('a GET’s method in capitals, its path and its query’s pairs, and the GET sends no body', async () => {
    await callApi(matchDates, { seasonId: 1745, kind: 1 });
    expect(signed).toEqual([
      {
        method: 'GET',
        path: '/ssapi/nba/match-date',
        timestamp: client.sent()[0]!.headers.timestamp,
        pairs: [
          ['seasonId', '1745'],
          ['kind', '1'],
        ],
      },
    ]);
    expect(client.sent()[0]!.body).toBeUndefined();
  });

  it('a JSON body’s parameters flattened in dot notation, as the server reads them', async () => {
    await callApi(nbaList, { filter: { liveStatus: 1 }, page: 2 });
    expect(signed[0]).toMatchObject({
      method: 'POST',
      path: '/ssapi/nba/list',
      pairs: [
        ['filter.liveStatus', '1'],
        ['page', '2'],
      ],
    });
  });

  it('a form body’s pairs as sent', async () => {
    await callApi(hostList, { page: 1, filter: { liveStatus: 1 } });
    expect(signed[0]!.pairs).toEqual([
      ['page', '1'],
      ['filter.liveStatus', '1'],
    ]);
  });

  it('the path of a call to the page’s own origin (no API domain configured)', async () => {
    configureHttp({ baseUrl: '' });
    await expect(callApi(hostList, { page: 1 })).resolves.toEqual({ ok: true });
    expect(signed[0]).toMatchObject({ path: '/api/forehead/live/host/list', pairs: [['page', '1']] });
  });
  it('the whole path sent to an API domain with a path of its own (a gateway’s prefix), as the server receives it', async () => {
    configureHttp({ baseUrl: 'http://api.test/gw/' });
    await callApi(matchDates, { seasonId: 1 });
    expect(client.sent()[0]!.url).toBe('http://api.test/gw/ssapi/nba/match-date?seasonId=1');
    expect(signed[0]).toMatchObject({ path: '/gw/ssapi/nba/match-date', pairs: [['seasonId', '1']] });
  });
});

describe('where a call goes', () => {
  const anchorList = { ...matchDates, path: '/api/forehead/live/anchor/list', host: 'configured' as const };

  it('a call of the configured host to the app’s own apiBaseUrl, the others to the API domain', async () => {
    configureHttp({ configuredBaseUrl: 'http://config.test' });
    await callApi(anchorList, undefined);
    await callApi(matchDates, undefined);
    expect(client.sent().map((request) => request.url)).toEqual([
      'http://config.test/api/forehead/live/anchor/list',
      'http://api.test/ssapi/nba/match-date',
    ]);
  });

  it('a call of the configured host to the API domain while the app has configured none', async () => {
    await callApi(anchorList, undefined);
    expect(client.sent()[0]!.url).toBe('http://api.test/api/forehead/live/anchor/list');
  });
});

describe('headers', () => {
  it('no language header for an empty language', async () => {
    configureHttp({ language: '' });
    await callApi(hostList, undefined);
    expect(client.sent()[0]!.headers).not.toHaveProperty('language');
  });

  it('no content type on a GET, JSON on a JSON body', async () => {
    await callApi(matchDates, undefined);
    await callApi(nbaList, undefined);
    expect(client.sent()[0]!.headers).not.toHaveProperty('content-type');
    expect(client.sent()[1]!.headers['content-type']).toBe('application/json');
  });
});
