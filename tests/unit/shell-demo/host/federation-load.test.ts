import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationLoader, manifestUrlFor } from '@shell-demo/host/src/remote/federation-load';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const App = () => null;
/** loadRemote with loadFactory: false answers the module's factory, which evaluates it when called. */
const factoryOf = (module: unknown) => jest.fn(async () => module);

beforeEach(() => jest.clearAllMocks());

/** The data module is evaluated in a task after its code arrived. */
const waitForCalls = async (fn: jest.Mock) => {
  for (let turn = 0; turn < 20 && fn.mock.calls.length === 0; turn += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('loading sportInfo through the federation runtime', () => {
  it('registers the remote from its manifest and loads SportInfoApp', async () => {
    jest.mocked(loadRemote).mockResolvedValue(factoryOf({ default: App }));
    await expect(federationLoader(MANIFEST).load(0)).resolves.toBe(App);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'sportInfo', entry: MANIFEST }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('sportInfo/SportInfoApp', { loadFactory: false, from: 'runtime' });
  });

  it("evaluates the remote's modules in a task after the one that brought its code", async () => {
    jest.useFakeTimers();
    try {
      const factory = factoryOf({ default: App });
      // The data expose (warmed at the load) has a factory of its own.
      jest
        .mocked(loadRemote)
        .mockImplementation((id: string) => Promise.resolve(id === 'sportInfo/SportInfoApp' ? factory : factoryOf({})));
      const loaded = federationLoader(MANIFEST).load(0);
      // Every promise continuation of the loading task runs, and still nothing is evaluated.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(factory).not.toHaveBeenCalled();
      await jest.runOnlyPendingTimersAsync();
      await expect(loaded).resolves.toBe(App);
      expect(factory).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('re-registers with force and a new manifest URL on retry, so nothing cached is reused', async () => {
    jest.mocked(loadRemote).mockResolvedValue(factoryOf({ default: App }));
    await federationLoader(MANIFEST).load(2);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'sportInfo', entry: `${MANIFEST}?retry=2` }], {
      force: true,
    });
  });

  it('fails when the module has no component', async () => {
    jest.mocked(loadRemote).mockResolvedValue(factoryOf({}));
    await expect(federationLoader(MANIFEST).load(0)).rejects.toThrow('sportInfo/SportInfoApp');
  });

  it('fails when the runtime answers no factory', async () => {
    jest.mocked(loadRemote).mockResolvedValue(null);
    await expect(federationLoader(MANIFEST).load(0)).rejects.toThrow('sportInfo/SportInfoApp');
  });

  it("starts the app's code and its gate calls (./SportInfoApp.data's fetchData) once, on warm() or the load", async () => {
    const fetchData = jest.fn(() => Promise.resolve());
    jest
      .mocked(loadRemote)
      .mockImplementation((id: string) =>
        Promise.resolve(factoryOf(id === 'sportInfo/SportInfoApp.data' ? { fetchData } : { default: App })),
      );
    const remote = federationLoader(MANIFEST, [], 'http://api.test');
    remote.warm();
    remote.warm();
    await remote.load(0);
    await waitForCalls(fetchData);
    // The app's code once on warm (unevaluated), and again by the load, which the runtime answers from its cache.
    const appLoads = jest.mocked(loadRemote).mock.calls.filter(([id]) => id === 'sportInfo/SportInfoApp');
    expect(appLoads).toHaveLength(2);
    expect(appLoads.every(([, options]) => (options as { loadFactory?: boolean }).loadFactory === false)).toBe(true);
    expect(fetchData).toHaveBeenCalledTimes(1);
    // With the locale and the session the app is mounted with: the early calls are the app's own.
    expect(fetchData).toHaveBeenCalledWith({ apiBaseUrl: 'http://api.test', locale: 'zh-CN', session: null });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('keeps the manifest URL query when adding the retry count', () => {
    expect(manifestUrlFor('http://cdn.test/sport/mf-manifest.json?v=3', 1)).toBe(
      'http://cdn.test/sport/mf-manifest.json?v=3&retry=1',
    );
  });
});
