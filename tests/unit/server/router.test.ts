import { Router } from '../../../shell-demo/server/router';

describe('dev server router', () => {
  const handler = () => null;

  it('matches exact paths by method and reports the allowed methods otherwise', () => {
    const router = new Router().post('/api/a', handler).get('/api/a', handler);
    expect(router.match('POST', '/api/a')).toEqual({
      route: expect.objectContaining({ method: 'POST', path: '/api/a' }),
      rest: '',
    });
    expect(router.match('DELETE', '/api/a')).toEqual({ allowed: ['POST', 'GET'] });
    expect(router.match('POST', '/api/a/b')).toBeNull();
  });

  it('matches prefix routes, longest prefix first, and gives the rest of the path', () => {
    const router = new Router().prefix('GET', '/files/', handler).prefix('GET', '/files/big/', handler);
    expect(router.match('GET', '/files/big/x.svg')).toEqual({
      route: expect.objectContaining({ path: '/files/big/' }),
      rest: 'x.svg',
    });
    expect(router.match('GET', '/files/y.svg')).toEqual({
      route: expect.objectContaining({ path: '/files/' }),
      rest: 'y.svg',
    });
    // The bare prefix is not a file.
    expect(router.match('GET', '/files/')).toBeNull();
    expect(router.match('POST', '/files/y.svg')).toEqual({ allowed: ['GET'] });
  });

  it('prefers an exact route over a prefix route', () => {
    const router = new Router().prefix('POST', '/api/', handler).post('/api/login', handler, { auth: 'ignore' });
    expect(router.match('POST', '/api/login')).toEqual({
      route: expect.objectContaining({ prefix: false, auth: 'ignore' }),
      rest: '',
    });
  });

  it('defaults to the optional auth mode and refuses duplicates', () => {
    const router = new Router().get('/x', handler);
    expect(router.match('GET', '/x')).toEqual({ route: expect.objectContaining({ auth: 'optional' }), rest: '' });
    expect(() => router.get('/x', handler)).toThrow('route registered twice: GET /x');
    expect(router.list()).toEqual(['GET /x']);
  });
});
