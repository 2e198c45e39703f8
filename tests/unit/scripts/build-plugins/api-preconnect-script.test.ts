import { apiPreconnectScript } from '@scripts/build-plugins/api-preconnect-script';

const GLOBAL = '__TEST_PAGE_CONFIG__';

/** Runs the inline script's body as the page would, with `config` as the page's runtime config. */
function runWith(config: unknown): { href: string; crossOrigin: string | null }[] {
  (window as unknown as Record<string, unknown>)[GLOBAL] = config;
  const body = /<script>([\s\S]*)<\/script>/.exec(apiPreconnectScript(GLOBAL))?.[1] ?? '';
  new Function(body)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.href,
    crossOrigin: link.getAttribute('crossorigin'),
  }));
}

describe('the inline API preconnect', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[GLOBAL];
  });

  it('opens both connections to another origin: the calls (CORS, no credentials) and the pictures (no CORS)', () => {
    expect(runWith({ apiBaseUrl: 'https://api.example.com/gateway' })).toEqual([
      { href: 'https://api.example.com/', crossOrigin: null },
      { href: 'https://api.example.com/', crossOrigin: 'anonymous' },
    ]);
  });

  it("reads a port alone as the page's own scheme and hostname on that port", () => {
    expect(runWith({ apiBaseUrl: ':3100/api' }).map((link) => link.href)).toEqual([
      `${location.protocol}//${location.hostname}:3100/`,
      `${location.protocol}//${location.hostname}:3100/`,
    ]);
  });

  it("adds nothing for the page's own origin, no config or a malformed address, and never throws", () => {
    expect(runWith({ apiBaseUrl: '/api' })).toEqual([]);
    expect(runWith(undefined)).toEqual([]);
    expect(runWith({ apiBaseUrl: 'http://[bad' })).toEqual([]);
  });
});
