/**
 * shell-demo's inline start-up script (shell-demo/host/public/index.html), run in jsdom on a
 * manifest of our own: which files it preloads, in which mode, and that the first-screen hint is
 * optional data — a malformed one preloads nothing of its own and takes nothing else away.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const page = readFileSync(path.resolve(__dirname, '../../../../shell-demo/host/public/index.html'), 'utf8');
const startUp = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1]!)
  .find((script) => script.includes('__SHELL_DEMO_EARLY_MANIFEST__'))!;

const manifestOf = (hint: unknown) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, firstScreenHint: hint },
  exposes: [{ name: 'SportInfoApp', assets: { js: { sync: ['2231.a.js', '__federation_expose_SportInfoApp.b.js'] } } }],
});

const HINT = {
  crossOrigin: 'anonymous',
  routes: {
    '/anchor': { js: ['page-anchor.1.js'], css: [] },
    '/anchor/detail/:id': { js: ['3810.2.js', 'page-anchor-detail.3.js'], css: ['page-anchor-detail.3.css'] },
  },
};

interface Preload {
  file: string;
  as: string;
  crossOrigin: string | null;
}

/** Runs the script at `pagePath` with the remote's manifest at `manifestUrl`; the preloads it added. */
async function preloadsAt(
  pagePath: string,
  manifest: unknown,
  manifestUrl = 'http://remote.test/lean/mf-manifest.json',
): Promise<Preload[]> {
  window.history.replaceState(null, '', pagePath);
  const answer = { ok: true, clone: () => answer, json: () => Promise.resolve(manifest) };
  const fetch = jest.fn(() => Promise.resolve(answer));
  Object.assign(window, { fetch, __SHELL_DEMO_CONFIG__: { remoteManifestUrl: manifestUrl } });
  new Function(startUp)();
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    .filter((link) => link.as !== 'fetch')
    .map((link) => ({
      file: link.href.replace(/^.*\/lean\//, ''),
      as: link.as,
      crossOrigin: link.getAttribute('crossorigin'),
    }));
}

const script = (file: string, crossOrigin: string | null = null): Preload => ({ file, as: 'script', crossOrigin });
const EXPOSE = [script('remoteEntry.js'), script('2231.a.js'), script('__federation_expose_SportInfoApp.b.js')];

describe("shell-demo's start-up script", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
    delete (window as { __SHELL_DEMO_EARLY_MANIFEST__?: unknown }).__SHELL_DEMO_EARLY_MANIFEST__;
  });

  it("preloads the anchor home's page after the expose's files, in the chunk loader's CORS mode for another origin", async () => {
    expect(await preloadsAt('/sport-info/anchor', manifestOf(HINT))).toEqual([
      ...EXPOSE,
      script('page-anchor.1.js', 'anonymous'),
    ]);
  });

  it("matches the path below the remote's base as the route table does, CSS as a style", async () => {
    expect(await preloadsAt('/sport-info/Anchor/detail/7/', manifestOf(HINT))).toEqual([
      ...EXPOSE,
      script('3810.2.js', 'anonymous'),
      script('page-anchor-detail.3.js', 'anonymous'),
      { file: 'page-anchor-detail.3.css', as: 'style', crossOrigin: 'anonymous' },
    ]);
  });

  it('preloads the page without CORS when the remote is on the page’s own origin (the chunk loader uses none there)', async () => {
    const sameOrigin = `${location.origin}/lean/mf-manifest.json`;
    expect((await preloadsAt('/sport-info/anchor', manifestOf(HINT), sameOrigin)).at(-1)).toEqual(
      script('page-anchor.1.js'),
    );
  });

  it('preloads no page where the remote serves none: its base (a redirect), a path of no route, another host page', async () => {
    expect(await preloadsAt('/sport-info', manifestOf(HINT))).toEqual(EXPOSE);
    document.head.innerHTML = '';
    expect(await preloadsAt('/sport-info/anchor/detail', manifestOf(HINT))).toEqual(EXPOSE);
    document.head.innerHTML = '';
    expect(await preloadsAt('/sport-infox/anchor', manifestOf(HINT))).toEqual(EXPOSE);
    document.head.innerHTML = '';
    expect(await preloadsAt('/', manifestOf(HINT))).toEqual([]);
  });

  it.each([
    ['absent', undefined],
    ['not an object', 5],
    ['routes not an object', { routes: 'x' }],
    ['a route not an object', { routes: { '/anchor': 'page-anchor.1.js' } }],
    ['files that are not names', { routes: { '/anchor': { js: [1, null, {}], css: 'x' } } }],
    ['a pattern without its leading slash', { routes: { 'sport-info': { js: ['x.js'] } } }],
    ['an unknown CORS mode', { crossOrigin: 7, routes: { '/anchor': { js: ['page-anchor.1.js'] } } }],
  ])('takes a malformed hint (%s) as no hint: the expose still preloads', async (_name, hint) => {
    const preloads = await preloadsAt('/sport-info/anchor', manifestOf(hint));
    expect(preloads.slice(0, EXPOSE.length)).toEqual(EXPOSE);
    expect(
      preloads.slice(EXPOSE.length).every((link) => link.file === 'page-anchor.1.js' && link.crossOrigin === null),
    ).toBe(true);
  });
});
