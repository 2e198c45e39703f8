import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationLoader, manifestUrlFor } from '../../../../shell-demo/host/src/remote/federation-load';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const App = () => null;

describe('loading sportInfo through the federation runtime', () => {
  it('registers the remote from its manifest and loads SportInfoApp', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    await expect(federationLoader(MANIFEST)(0)).resolves.toBe(App);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'sportInfo', entry: MANIFEST }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('sportInfo/SportInfoApp');
  });

  it('re-registers with force and a new manifest URL on retry, so nothing cached is reused', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    await federationLoader(MANIFEST)(2);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'sportInfo', entry: `${MANIFEST}?retry=2` }], { force: true });
  });

  it('fails when the module has no component', async () => {
    jest.mocked(loadRemote).mockResolvedValue({});
    await expect(federationLoader(MANIFEST)(0)).rejects.toThrow('sportInfo/SportInfoApp');
  });

  it('keeps the manifest URL query when adding the retry count', () => {
    expect(manifestUrlFor('http://cdn.test/sport/mf-manifest.json?v=3', 1)).toBe('http://cdn.test/sport/mf-manifest.json?v=3&retry=1');
  });
});
