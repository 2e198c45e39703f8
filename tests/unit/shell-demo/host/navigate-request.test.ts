import { resolveNavigateRequest } from '@shell-demo/host/src/bridge/navigate-request';

describe('resolveNavigateRequest', () => {
  it('allows a host route with the query names it takes', () => {
    expect(
      resolveNavigateRequest({ path: '/newSport/live', query: { matchId: '42', hostId: '7', matchSource: '2' } }),
    ).toEqual({
      allowed: true,
      to: '/newSport/live?matchId=42&hostId=7&matchSource=2',
    });
  });

  it('drops query names the route does not take', () => {
    expect(
      resolveNavigateRequest({ path: '/newSport/result-detail', query: { matchId: '9', token: 'secret' } }),
    ).toEqual({
      allowed: true,
      to: '/newSport/result-detail?matchId=9',
    });
  });

  it('allows a host route without a query', () => {
    expect(resolveNavigateRequest({ path: '/newSport/match-result/bb', query: {} })).toEqual({
      allowed: true,
      to: '/newSport/match-result/bb',
    });
  });

  it("reads a route under the portal's own sport path, and refuses the default one there", () => {
    expect(resolveNavigateRequest({ path: '/sport2/result-detail', query: { matchId: '9' } }, '/sport2')).toEqual({
      allowed: true,
      to: '/sport2/result-detail?matchId=9',
    });
    expect(resolveNavigateRequest({ path: '/newSport/result-detail', query: {} }, '/sport2')).toMatchObject({
      allowed: false,
    });
  });

  it("opens a page of the remote's own under its base (./alerts' room), without a query", () => {
    expect(resolveNavigateRequest({ path: '/sport-info/anchor/detail/77', query: { token: 'x' } })).toEqual({
      allowed: true,
      to: '/sport-info/anchor/detail/77',
    });
  });

  it.each([
    ['a path that is not a host route', { path: '/admin', query: {} }],
    ['a dot segment under the remote', { path: '/sport-info/../admin', query: {} }],
    ['the remote base with a query glued on', { path: '/sport-info/anchor?x=1', query: {} }],
    ['an absolute URL', { path: 'https://evil.example/newSport/live', query: {} }],
    ['a host route with a query glued on', { path: '/newSport/live?matchId=1', query: {} }],
    ['a payload without a path', { query: { matchId: '1' } }],
    ['no payload', undefined],
  ])('refuses %s', (_, request) => {
    expect(resolveNavigateRequest(request)).toMatchObject({ allowed: false });
  });
});
