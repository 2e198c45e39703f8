/** The fallback pack: manifest failover with a time limit, the errorLoadRemote fallback, the boundary. */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import {
  fallbackModulePlugin,
  ManifestUnavailableError,
  manifestFailoverPlugin,
} from '../../../shell-demo/fallback-pack/fallback-plugins';
import { fallbackModule, RemoteErrorBoundary } from '../../../shell-demo/fallback-pack/remote-fallback';

const MAIN = 'http://remote.test/lean/mf-manifest.json';
const BACKUP = 'http://mirror.test/sport/mf-manifest.json';
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
  shared: [],
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

type FetchHook = (url: string) => Promise<Response> | undefined;
const fetchHook = (plugin: ModuleFederationRuntimePlugin) => plugin.fetch as unknown as FetchHook;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('manifestFailoverPlugin', () => {
  const plugin = () =>
    manifestFailoverPlugin({ remoteName: 'sportInfo', manifestUrl: MAIN, backupManifestUrls: [BACKUP] });

  it('leaves other requests to the runtime', () => {
    expect(fetchHook(plugin())('http://other.test/mf-manifest.json')).toBeUndefined();
  });

  it('answers the main manifest when it is good, for the retry address too', async () => {
    fetchMock.mockImplementation(async () => json(MANIFEST));
    const answer = await fetchHook(plugin())(`${MAIN}?retry=2`)!;
    expect(await answer.json()).toEqual(MANIFEST);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${MAIN}?retry=2`);
  });

  it("takes the backup when the main one is corrupt, with the backup's chunk address", async () => {
    fetchMock.mockImplementation(async (url) =>
      url === MAIN ? new Response('{"metaData":', { status: 200 }) : json(MANIFEST),
    );
    const answer = (await (await fetchHook(plugin())(MAIN)!).json()) as typeof MANIFEST;
    expect(answer.metaData.publicPath).toBe('http://mirror.test/sport/');
  });

  it('rejects JSON that is not a federation manifest, and a down server, naming every address', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === MAIN ? json({ hello: 1 }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const failure = fetchHook(plugin())(MAIN)!;
    await expect(failure).rejects.toBeInstanceOf(ManifestUnavailableError);
    await expect(failure).rejects.toThrow(
      /lean\/mf-manifest\.json: 不是 federation 清单.*mirror\.test.*Failed to fetch/,
    );
  });

  it('gives up on an address that does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation((url, init) =>
        url === MAIN
          ? new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))
          : Promise.resolve(json(MANIFEST)),
      );
      const answer = manifestFailoverPlugin({
        remoteName: 'sportInfo',
        manifestUrl: MAIN,
        backupManifestUrls: [BACKUP],
        timeoutMs: 1000,
      });
      const pending = fetchHook(answer)(MAIN)!;
      await jest.advanceTimersByTimeAsync(1000);
      await expect(pending).resolves.toBeInstanceOf(Response);
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses an early answer once, and downloads the main address again when it failed', async () => {
    fetchMock.mockImplementation(async () => json(MANIFEST));
    const early = Promise.resolve(new Response('corrupt', { status: 200 }));
    const hook = fetchHook(manifestFailoverPlugin({ remoteName: 'sportInfo', manifestUrl: MAIN, preloaded: early }));
    await expect(hook(MAIN)!).resolves.toBeInstanceOf(Response);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([MAIN]);
  });
});

describe('fallbackModulePlugin', () => {
  const errorLoadRemote = (plugin: ModuleFederationRuntimePlugin) =>
    plugin.errorLoadRemote as unknown as (args: { id: string; error: unknown; lifecycle: string }) => unknown;

  it("answers a failed module of the remote with the fallback and reports it; not other remotes' or the manifest's", () => {
    const onError = jest.fn();
    const hook = errorLoadRemote(
      fallbackModulePlugin({ remoteName: 'sportInfo', fallback: () => 'fallback', onError }),
    );
    const error = new Error('down');
    expect(hook({ id: 'sportInfo/SportInfoApp', error, lifecycle: 'onLoad' })).toBe('fallback');
    expect(onError).toHaveBeenCalledWith({ id: 'sportInfo/SportInfoApp', error });
    expect(hook({ id: 'other/App', error, lifecycle: 'onLoad' })).toBeUndefined();
    expect(hook({ id: MAIN, error, lifecycle: 'afterResolve' })).toBeUndefined();
  });
});

describe('the fallback component and the boundary', () => {
  it("renders the fallback module with the boundary's retry", () => {
    const onRetry = jest.fn();
    const { default: Fallback } = fallbackModule(new Error('清单损坏'));
    render(
      <RemoteErrorBoundary onRetry={onRetry} resetKey={1}>
        <Fallback />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('清单损坏');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("catches a remote that throws while rendering, with the host's own fallback", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    const Broken = () => {
      throw new Error('render failed');
    };
    render(
      <RemoteErrorBoundary
        onRetry={jest.fn()}
        resetKey={1}
        onError={onError}
        Fallback={({ error }) => <p>自定义：{error.message}</p>}
      >
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('自定义：render failed')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });
});
