/** Large JSON answers travel gzipped when the client accepts it, small ones as they are. */
import { AnchorCalls } from '../../../src/contracts/anchors';
import { SystemCalls } from '../../../src/contracts/system';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { call } from './signed-client';
import { readAnswer } from '../../../src/contracts/http';

// The first anchor-home call builds the seeded world's answer (~200 KB): over jest's 5 s once in
// a CI run on a two-core machine busy with other work, and over 20 s in a mutation run's
// instrumented first run there.
jest.setTimeout(60_000);

let server: DevServer;
beforeAll(async () => {
  server = await startTestServer({ simulate: false });
});
afterAll(() => server.close());

it('gzips the anchor home for a client that accepts gzip, and the body still parses', async () => {
  const response = await call(server.url, 'GET', AnchorCalls.anchorList.path, {
    query: { pid: 164, matchSource: 164, t: 1, momentSort: 1 },
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  const body = (await response.json()) as { data: unknown };
  expect(readAnswer(AnchorCalls.anchorList, body.data).hosts.length).toBeGreaterThan(0);
});

it('sends small answers and clients without gzip uncompressed', async () => {
  const small = await call(server.url, 'POST', SystemCalls.commonConfig.path, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(small.headers.get('content-encoding')).toBeNull();
  const identity = await call(server.url, 'GET', AnchorCalls.anchorList.path, {
    query: { pid: 164, matchSource: 164, t: 1, momentSort: 1 },
    headers: { 'accept-encoding': 'identity' },
  });
  expect(identity.headers.get('content-encoding')).toBeNull();
});
