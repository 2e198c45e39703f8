/**
 * How a failure reads: a missing item is told apart from every other failure (a stale link
 * shows "not found", not "retry"), and an HttpError names itself as such in logs and reports.
 */
import type * as HttpErrorModule from '@src/platform/http/http-error';
import { HttpError, isHttpError, isNotFound } from '@src/platform/http/http-error';
import { freshModule } from '@tests/support/fresh-module';

it('tells a failed network and an answer it cannot read in words a fan can act on', () => {
  // The messages are made as the module loads: read through the module loaded for this test.
  const fresh = freshModule(() => jest.requireActual('@src/platform/http/http-error') as typeof HttpErrorModule);
  expect(fresh.NETWORK_FAILURE_MESSAGE).toBe('网络连接异常，请检查网络后重试');
  expect(fresh.MALFORMED_MESSAGE).toBe('数据加载异常，请稍后重试');
});

describe('HttpError', () => {
  it('carries its kind, code, path and status, and names itself', () => {
    const error = new HttpError('api', '余额不足', 10001, '/api/forehead/news/buy', 200);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(String(error)).toBe('HttpError: 余额不足');
    expect([error.kind, error.code, error.path, error.status]).toEqual(['api', 10001, '/api/forehead/news/buy', 200]);
  });

  it('is told from other errors', () => {
    expect(isHttpError(new HttpError('network', ''))).toBe(true);
    expect(isHttpError(new Error('x'))).toBe(false);
    expect(isHttpError({ kind: 'not-found' })).toBe(false);
  });
});

describe('isNotFound', () => {
  it('answers true for a missing item only', () => {
    expect(isNotFound(new HttpError('not-found', ''))).toBe(true);
    for (const kind of ['api', 'session-ended', 'network', 'cancelled', 'malformed'] as const)
      expect(isNotFound(new HttpError(kind, ''))).toBe(false);
  });

  it('answers false for anything that is not an HttpError, even one shaped like it', () => {
    expect(isNotFound({ kind: 'not-found' })).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
