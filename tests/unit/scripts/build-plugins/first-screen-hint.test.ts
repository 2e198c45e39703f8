import {
  firstScreenHint,
  loadedBeforePages,
  loadedByEntry,
  patternsOverlap,
  type ChunkGroups,
} from '@scripts/build-plugins/first-screen-hint';

/** A build's named chunk groups, each a list of chunks given by their files. */
const build = (groups: Record<string, string[][]>, crossOriginLoading: false | string = 'anonymous'): ChunkGroups => ({
  namedChunkGroups: new Map(
    Object.entries(groups).map(([name, chunks]) => [name, { chunks: chunks.map((files) => ({ files })) }]),
  ),
  outputOptions: { crossOriginLoading },
});

/** A container's manifest stats as the federation plugin writes them (what the hint reads of them). */
const stats = {
  exposes: [
    {
      name: 'SportInfoApp',
      assets: {
        js: { sync: ['2231.axios.js', '__federation_expose_SportInfoApp.app.js'] },
        css: { sync: [] },
      },
    },
    { name: 'mount', assets: { js: { sync: ['__federation_expose_mount.m.js'] }, css: { sync: [] } } },
  ],
  shared: [
    { assets: { js: { sync: ['6540.react.js'], async: [] }, css: { sync: [], async: [] } } },
    { assets: { js: { sync: ['3237.zustand.js'], async: ['5618.zustand.js'] }, css: { sync: [], async: [] } } },
  ],
};

const anchorHomeBuild = build({
  // The page's chunk, a split chunk it shares with other pages, one the app's frame carries
  // (in the expose's sync files) and a shared singleton's fallback.
  'page-anchor': [
    ['page-anchor.d2bf51e6.js', 'page-anchor.d2bf51e6.js.map'],
    ['958.0766dcfd.js', '958.0766dcfd.js.LICENSE.txt'],
    ['2231.axios.js'],
    ['3237.zustand.js'],
  ],
  'page-anchor-detail': [['page-anchor-detail.8b0ffb03.js'], ['958.0766dcfd.js']],
  'live-room-actions': [['live-room-actions.e64bec64.js']],
  'page-news': [['page-news.21d83f75.js'], ['page-news.21d83f75.css']],
  'page-not-found': [['page-not-found.d5f316f7.js']],
});

describe('the first-screen hint', () => {
  const hint = firstScreenHint(
    anchorHomeBuild,
    [
      { pattern: '/anchor', chunks: ['page-anchor'] },
      { pattern: '/anchor/detail/:id', chunks: ['page-anchor-detail', 'live-room-actions'] },
      { pattern: '/news', chunks: ['page-news'] },
      { pattern: '*', chunks: ['page-not-found'] },
    ],
    loadedBeforePages(stats, 'SportInfoApp'),
  );

  it("names a page's chunk and the split chunks of its import, without source maps and licences", () => {
    expect(hint.routes['/anchor']).toEqual({ js: ['page-anchor.d2bf51e6.js', '958.0766dcfd.js'], css: [] });
  });

  it("leaves out what the expose's sync files carry and the shared singletons' chunks", () => {
    const named = Object.values(hint.routes).flatMap((files) => [...files.js, ...files.css]);
    expect(named).not.toContain('2231.axios.js');
    expect(named).not.toContain('3237.zustand.js');
    expect(named).not.toContain('6540.react.js');
  });

  it('adds the chunks that load beside a page (a store slice), and CSS as CSS', () => {
    expect(hint.routes['/anchor/detail/:id']!.js).toEqual([
      'page-anchor-detail.8b0ffb03.js',
      '958.0766dcfd.js',
      'live-room-actions.e64bec64.js',
    ]);
    expect(hint.routes['/news']).toEqual({ js: ['page-news.21d83f75.js'], css: ['page-news.21d83f75.css'] });
  });

  it('says in which CORS mode the chunk loader asks another origin for them (a preload must match it), if any', () => {
    expect(hint.crossOrigin).toBe('anonymous');
    const sameOrigin = firstScreenHint(
      build({ 'page-a': [['page-a.1.js']] }, false),
      [{ pattern: '/a', chunks: ['page-a'] }],
      new Set(),
    );
    expect(sameOrigin).toEqual({ routes: { '/a': { js: ['page-a.1.js'], css: [] } } });
  });

  it("leaves out the not-found page's `*`, which a host cannot tell from a page of its own", () => {
    expect(Object.keys(hint.routes)).toEqual(['/anchor', '/anchor/detail/:id', '/news']);
  });

  it('fails the build on a route whose chunk is not in it, and on two patterns that match one path', () => {
    expect(() => firstScreenHint(anchorHomeBuild, [{ pattern: '/nba', chunks: ['page-nba'] }], new Set())).toThrow(
      /no chunk group "page-nba"/,
    );
    expect(() =>
      firstScreenHint(
        anchorHomeBuild,
        [
          { pattern: '/anchor/detail/:id', chunks: ['page-anchor-detail'] },
          { pattern: '/anchor/:tab/7', chunks: ['page-anchor'] },
        ],
        new Set(),
      ),
    ).toThrow('/anchor/detail/:id and /anchor/:tab/7 match the same paths');
  });
});

describe('patterns that match one path', () => {
  it('overlap when every segment is equal or a parameter, at the same depth', () => {
    expect(patternsOverlap('/news/user/:id', '/news/:section/7')).toBe(true);
    expect(patternsOverlap('/news/user/:id', '/news/detail/:id')).toBe(false);
    expect(patternsOverlap('/anchor', '/anchor/detail/:id')).toBe(false);
  });
});

describe('what a host loads before a page', () => {
  it("is the expose's sync files and every shared singleton's chunks", () => {
    expect([...loadedBeforePages(stats, 'SportInfoApp')].sort()).toEqual(
      [
        '2231.axios.js',
        '3237.zustand.js',
        '5618.zustand.js',
        '6540.react.js',
        '__federation_expose_SportInfoApp.app.js',
      ].sort(),
    );
    expect(() => loadedBeforePages(stats, 'bridge')).toThrow(/no expose bridge/);
  });

  it("is, for the standalone page, its entry's own files", () => {
    const entrypoints = new Map([['main', { getFiles: () => ['standalone/react.1.js', 'standalone/main.2.js'] }]]);
    expect([...loadedByEntry({ entrypoints }, 'main')]).toEqual(['standalone/react.1.js', 'standalone/main.2.js']);
  });
});
