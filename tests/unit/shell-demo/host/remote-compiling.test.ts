/**
 * `npm start`: shell-demo opened before the remote's dev server has compiled waits for it and
 * loads the app by itself once it answers (development only), instead of the fallback pack's
 * time limit and 重试.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationLoader } from '@shell-demo/host/src/remote/federation-load';
import { waitForRemote } from '@shell-demo/host/src/remote/remote-compiling';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const MANIFEST = 'http://localhost:3001/lean/mf-manifest.json';
const refused = () => Promise.reject(new TypeError('Failed to fetch'));
const answer = (status: number) => Promise.resolve(new Response('{}', { status }));

describe('waiting for a remote that is still starting', () => {
  it('asks again until the manifest answers, and says once that it waits', async () => {
    const fetch = jest
      .fn()
      .mockImplementationOnce(refused)
      .mockImplementationOnce(() => answer(503))
      .mockImplementation(() => answer(200));
    const onWaiting = jest.fn();
    await waitForRemote(MANIFEST, { fetch, onWaiting, intervalMs: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith(MANIFEST, expect.objectContaining({ cache: 'no-store' }));
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('does not wait when the remote is up', async () => {
    const onWaiting = jest.fn();
    await waitForRemote(MANIFEST, { fetch: jest.fn(() => answer(200)), onWaiting });
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('gives up at its deadline, so the load reports what fails', async () => {
    const fetch = jest.fn(refused);
    await expect(waitForRemote(MANIFEST, { fetch, deadlineMs: 400, intervalMs: 5 })).resolves.toBeUndefined();
    expect(fetch.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('shell-demo in development', () => {
  const App = () => null;
  let answers: ((response: Response) => void)[];

  beforeEach(() => {
    jest.clearAllMocks();
    answers = [];
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockResolvedValue(jest.fn(async () => ({ default: App })));
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
  });

  it('loads the app once the compiling remote answers, not before', async () => {
    const loaded = federationLoader(MANIFEST, [], undefined, { waitForDevRemote: true }).load(0);
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    answers[0]!(new Response('{}', { status: 200 }));
    await expect(loaded).resolves.toBe(App);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'sportInfo', entry: MANIFEST }], { force: false });
  });

  it('in production, loads at once (the fallback pack keeps its time limits)', async () => {
    await expect(federationLoader(MANIFEST).load(0)).resolves.toBe(App);
    expect(fetch).not.toHaveBeenCalled();
  });
});
