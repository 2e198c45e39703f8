import { firstScreenPreloadScript } from '@scripts/build-plugins/first-screen-preload-script';

const hint = {
  routes: {
    '/anchor': { js: ['standalone/page-anchor.1.js'], css: [] },
    '/anchor/detail/:id': { js: ['standalone/3810.2.js', 'standalone/page-anchor-detail.3.js'], css: [] },
    '/news': { js: ['standalone/page-news.4.js'], css: ['standalone/page-news.4.css'] },
  },
};

/**
 * The preloads the inline script has added, opened at `path`: once the document has loaded, or
 * before (`loaded: false`). Its DOMContentLoaded listener is called here, so no test's listener
 * outlives it.
 */
function preloadsAt(
  path: string,
  { loaded = true } = {},
): { href: string; as: string; fetchPriority: string | null; crossOrigin: string | null }[] {
  window.history.replaceState(null, '', path);
  const listeners: EventListener[] = [];
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'DOMContentLoaded') listeners.push(listener as EventListener);
  });
  const body = /<script>([\s\S]*)<\/script>/.exec(firstScreenPreloadScript(hint, '/'))?.[1] ?? '';
  new Function(body)();
  if (loaded) listeners.forEach((listener) => listener(new Event('DOMContentLoaded')));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: new URL(link.href).pathname,
    as: link.as,
    fetchPriority: link.getAttribute('fetchpriority'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));
}

describe("the standalone page's first-screen preload", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("preloads the anchor home's page at low priority, from the site root, on the page's own origin (no CORS)", () => {
    expect(preloadsAt('/anchor')).toEqual([
      { href: '/standalone/page-anchor.1.js', as: 'script', fetchPriority: 'low', crossOrigin: null },
    ]);
  });

  it("adds them once the entry's deferred scripts have run (DOMContentLoaded), not beside their download", () => {
    expect(preloadsAt('/anchor', { loaded: false })).toEqual([]);
  });

  it('matches as the route table does: a parameter is any one segment, case and a trailing slash do not count', () => {
    expect(preloadsAt('/anchor/detail/7/').map((link) => link.href)).toEqual([
      '/standalone/3810.2.js',
      '/standalone/page-anchor-detail.3.js',
    ]);
    document.head.innerHTML = '';
    expect(preloadsAt('/Anchor').map((link) => link.href)).toEqual(['/standalone/page-anchor.1.js']);
  });

  it('preloads CSS as a style', () => {
    expect(preloadsAt('/news').map((link) => link.as)).toEqual(['script', 'style']);
  });

  it('preloads nothing where no route matches: the root (a redirect), an empty parameter, a deeper or unknown path', () => {
    for (const path of ['/', '/anchor/detail/', '/anchor/detail//x', '/anchor/x', '/anchorx', '/nba']) {
      expect(preloadsAt(path)).toEqual([]);
    }
  });
});
