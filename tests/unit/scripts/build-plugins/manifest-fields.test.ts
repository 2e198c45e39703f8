import { manifestDifferences } from '@scripts/build-plugins/manifest-fields';

const assets = (...js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

/** The shape both federation plugins write (trimmed to one shared module and one expose). */
function manifest(mode: 'development' | 'production') {
  const production = mode === 'production';
  return {
    id: 'sportInfo',
    name: 'sportInfo',
    metaData: {
      name: 'sportInfo',
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: 'sport-info', buildMode: mode },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: production ? '@mf-types.zip' : '', api: production ? '@mf-types.d.ts' : '' },
      globalName: 'sportInfo',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
      firstScreenHint: {
        routes: production ? { '/anchor': { js: ['page-anchor.2b01dcaa.js'], css: [] } } : {},
        crossOrigin: 'anonymous',
      },
    },
    shared: [
      {
        id: 'sportInfo:react',
        name: 'react',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.3.1',
        assets: assets(production ? '9637.fffaa715.js' : 'vendors-react.js'),
        fallback: '',
      },
    ],
    remotes: [],
    exposes: [
      {
        id: 'sportInfo:SportInfoApp',
        name: 'SportInfoApp',
        path: './SportInfoApp',
        assets: assets(
          production ? '__federation_expose_SportInfoApp.fcc4f2b7.js' : '__federation_expose_SportInfoApp.js',
        ),
      },
    ],
  };
}

/** What a host reads otherwise in the development manifest, once `change` is made to it, than in the production one. */
const differencesAfter = (change: (development: ReturnType<typeof manifest>) => void) => {
  const development = manifest('development');
  change(development);
  return manifestDifferences(development, manifest('production'));
};

describe('manifestDifferences: what a host reads alike in the development and the production manifest', () => {
  it('none between the two builds of one remote: the mode, file names, types and hint routes are the build’s own', () => {
    expect(manifestDifferences(manifest('development'), manifest('production'))).toEqual([]);
  });

  it('a shared singleton without its version (Rspack’s manifest without asset lists)', () => {
    expect(differencesAfter((development) => (development.shared[0]!.version = ''))).toEqual([
      'shared[react].version: "" in development, "19.3.1" in production',
    ]);
  });

  it('a field one of them lacks, at any depth, and another range or singleton flag', () => {
    const development: Record<string, unknown> & ReturnType<typeof manifest> = manifest('development');
    const { type: _type, firstScreenHint: _hint, ...metaData } = development.metaData;
    const { fallback: _fallback, ...react } = development.shared[0]!;
    const production = manifest('production');
    production.shared[0]!.requiredVersion = '^19.0.0';
    production.exposes[0]!.path = './App';
    expect(
      manifestDifferences({ ...development, metaData, shared: [{ ...react, singleton: false }] }, production),
    ).toEqual([
      'metaData.type: only in production',
      'metaData.firstScreenHint: only in production',
      'shared[react].fallback: only in production',
      'shared[react].requiredVersion: "^19.3.1" in development, "^19.0.0" in production',
      'shared[react].singleton: false in development, true in production',
      'exposes[SportInfoApp].path: "./SportInfoApp" in development, "./App" in production',
    ]);
  });

  it('a shared module or an expose only one of them has, and a list where the other has text', () => {
    const development = manifest('development');
    const production = manifest('production');
    production.exposes.push({ ...production.exposes[0]!, id: 'sportInfo:bridge', name: 'bridge', path: './bridge' });
    expect(
      manifestDifferences(
        { ...development, shared: [], metaData: { ...development.metaData, publicPath: [] } },
        production,
      ),
    ).toEqual([
      'metaData.publicPath: list in development, string in production',
      'shared[react]: only in production',
      'exposes[bridge]: only in production',
      'metaData.publicPath: [] in development, "auto" in production',
    ]);
  });

  it('reads the entry’s place in any key order', () => {
    const entry = (name: string) => (development: ReturnType<typeof manifest>) => {
      development.metaData.remoteEntry = { type: 'global', path: '', name };
    };
    expect(differencesAfter(entry('remoteEntry.js'))).toEqual([]);
    expect(differencesAfter(entry('entry.js'))).toEqual([
      'metaData.remoteEntry: {"name":"entry.js","path":"","type":"global"} in development, {"name":"remoteEntry.js","path":"","type":"global"} in production',
    ]);
  });
});
