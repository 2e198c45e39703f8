import { loginPathFor, safeBackPath } from '@shell-demo/host/src/bridge/back-path';

describe('safeBackPath', () => {
  it.each(['/', '/sport-info/anchor/detail/7', '/newSport/live?matchId=1&hostId=2', '/sport-info/news#top'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeBackPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'sport-info/anchor'],
    ['a path hiding a control character', '/\t/evil.example'],
    ['an empty value', ''],
  ])('sends %s home', (_, path) => {
    expect(safeBackPath(path)).toBe('/');
  });

  it('sends a missing backPath home', () => {
    expect(safeBackPath(null)).toBe('/');
    expect(safeBackPath(undefined)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('puts backPath into the login query, encoded', () => {
    expect(loginPathFor('/sport-info/anchor?tab=1&x=y')).toBe(
      '/login?backPath=%2Fsport-info%2Fanchor%3Ftab%3D1%26x%3Dy',
    );
  });

  it('is the bare login page without a backPath', () => {
    expect(loginPathFor(undefined)).toBe('/login');
  });
});
