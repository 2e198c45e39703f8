/**
 * How a failure reads: a missing item is told apart from every other failure (a stale link
 * shows "not found", not "retry"), and an HttpError names itself as such in logs and reports.
 */
import { HttpError, isHttpError, isNotFound } from '@src/platform/http/http-error';

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
