/**
 * The check every test server runs (tests/support/answer-validation.ts) fails: a route answering
 * a declared call outside its documented schema, or with a refusal code the call does not declare,
 * and a declared call the documents lack, each make the server's close() throw.
 */
import { getCall, ResultCode } from '../../../src/contracts/http';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { asNumber } from '../../../src/contracts/parse';
import { object } from '../../../src/contracts/schema';
import { ApiError } from '../../../shell-demo/server/api-error';
import type { RouteModule } from '../../../shell-demo/server/server-context';
import { startTestServer } from '../../support/test-server';
import { callEnvelope } from './signed-client';

const undocumented = getCall('/ssapi/test/undocumented', {}, object({ n: asNumber }));
/** A refusal NewsCalls.ongoingMatches does not declare (a made-up business code). */
const UNDECLARED_REFUSAL = 77001;

async function violationsOf(module: RouteModule, path: string): Promise<string> {
  const server = await startTestServer({ routes: [module] });
  const { status } = await callEnvelope(server.url, 'GET', path);
  expect(status).toBe(200);
  return server.close().then(
    () => '',
    (error: Error) => error.message,
  );
}

it('fails on a route answering a declared call outside its schema', async () => {
  const message = await violationsOf((router) => {
    router.handle(NewsCalls.ongoingMatches, () => [{ match: 'not a match' }] as never);
  }, NewsCalls.ongoingMatches.path);
  expect(message).toMatch(/answers outside the contract documents/);
  expect(message).toContain(`GET ${NewsCalls.ongoingMatches.path} → 200`);
});

it('fails on a refusal code the call does not declare, and takes one it does', async () => {
  const refused = await violationsOf((router) => {
    router.handle(NewsCalls.ongoingMatches, () => {
      throw new ApiError(UNDECLARED_REFUSAL, '未声明');
    });
  }, NewsCalls.ongoingMatches.path);
  expect(refused).toContain(`GET ${NewsCalls.ongoingMatches.path} → 200`);
  const catalogued = await violationsOf((router) => {
    router.handle(NewsCalls.ongoingMatches, () => {
      throw new ApiError(ResultCode.Forbidden, '无权限');
    });
  }, NewsCalls.ongoingMatches.path);
  expect(catalogued).toBe('');
});

it('fails on a declared call the documents lack', async () => {
  const message = await violationsOf((router) => {
    router.handle(undocumented, () => ({ n: 1 }));
  }, undocumented.path);
  expect(message).toContain(`GET ${undocumented.path}: a declared call without its documents`);
});
