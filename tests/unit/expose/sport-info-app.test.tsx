import { act, screen, waitFor } from '@testing-library/react';
import { AnchorCalls } from '../../../src/contracts/anchors';
import { SystemCalls } from '../../../src/contracts/system';
import { useConfigStore } from '../../../src/platform/config/config-store';
import { useSessionStore } from '../../../src/platform/session/session-store';
import { inHost, renderInHost } from '../../support/render-in-host';
import { systemBackend } from '../../support/system-backend';

const backend = systemBackend();

/**
 * Starts the app at `path` with the config call held, waits for that call and for `awaited` if
 * given, and returns the paths sent by then.
 */
async function pathsSentWhileConfigIsPending(path: string, awaited?: string): Promise<string[]> {
  const release = backend.hold(SystemCalls.commonConfig.path);
  renderInHost({}, path);
  const sentPaths = () => backend.sent.map((request) => request.path);
  await waitFor(() => expect(sentPaths()).toContain(SystemCalls.commonConfig.path));
  if (awaited) await waitFor(() => expect(sentPaths()).toContain(awaited));
  const paths = sentPaths();
  await act(async () => release());
  return paths;
}

describe('start-up gates', () => {
  it('renders nothing until the domain list has loaded, then the page', async () => {
    const release = backend.hold(SystemCalls.domainList.path);
    renderInHost();
    expect(screen.getByTestId('sport-info-root')).toHaveTextContent('');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(backend.sent[0]!.url).toBe('http://boot.test/api/forehead/system/domain/list/v2');
    // Then the config; the anchor list, asked for beside it with the likely game id, may reach the
    // network first (each waits for its own signature).
    const afterTheList = backend.sent.slice(1).filter((request) => request.path !== AnchorCalls.anchorList.path);
    expect(afterTheList[0]!.url).toBe('http://api.test/api/forehead/system/config/get/common/config');
    expect(backend.sent[0]!.headers['device-id']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('shows the frame once the domain list has loaded, and the page only once the config has', async () => {
    const release = backend.hold(SystemCalls.commonConfig.path);
    renderInHost({}, '/sport-info/download');
    expect(await screen.findByTestId('app-header')).toBeInTheDocument();
    // The header bar (no tab of its own on /download: none lit) is the frame.
    expect(screen.getByRole('tab', { name: '主播' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '体育资讯 App' })).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '体育资讯 App' })).toBeInTheDocument();
  });

  it('asks for the anchor home banners beside the config, not after it', async () => {
    const paths = await pathsSentWhileConfigIsPending('/sport-info/anchor', SystemCalls.imagesQuery.path);
    expect(paths).toContain(SystemCalls.imagesQuery.path);
  });

  it('also when the app starts at / and goes on to the anchor home', async () => {
    const paths = await pathsSentWhileConfigIsPending('/sport-info/', SystemCalls.imagesQuery.path);
    expect(paths).toContain(SystemCalls.imagesQuery.path);
  });

  it('does not ask for the banners at start-up on another page', async () => {
    const paths = await pathsSentWhileConfigIsPending('/sport-info/download');
    expect(paths).not.toContain(SystemCalls.imagesQuery.path);
  });

  it('shows a retry screen when the domain list fails, and recovers on retry', async () => {
    backend.answerWith((path) => (path === SystemCalls.domainList.path ? { network: true } : undefined));
    renderInHost();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('服务暂时不可用')).toBeInTheDocument();
    backend.answerWith(() => undefined);
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('falls back to the stored common config, else to the defaults', async () => {
    window.localStorage.setItem(
      'sport-info:common-config',
      JSON.stringify({ stSportJumpGame: 34, stSportPath: '/st' }),
    );
    backend.answerWith((path) =>
      path === SystemCalls.commonConfig.path ? { envelope: { code: 500, msg: 'down' } } : undefined,
    );
    renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(useConfigStore.getState().commonConfig).toEqual({ stSportJumpGame: 34, stSportPath: '/st' });
  });

  it('uses game id 164 and the default path without stored values', async () => {
    backend.answerWith((path) => (path === SystemCalls.commonConfig.path ? { network: true } : undefined));
    renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(useConfigStore.getState().commonConfig).toEqual({ stSportJumpGame: 164, stSportPath: '/newSport' });
  });

  it('keeps the device id of earlier visits', async () => {
    window.localStorage.setItem('sport-info:device-id', 'kept-device');
    renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(backend.sent[0]!.headers['device-id']).toBe('kept-device');
  });
});

describe('props and host events', () => {
  it('redirects / to /anchor inside the host router', async () => {
    renderInHost({}, '/sport-info');
    expect(await screen.findByRole('tab', { name: /主播/, selected: true })).toBeInTheDocument();
  });

  it('links of the not-found page stay under the host route', async () => {
    renderInHost({}, '/sport-info/unknown-page');
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/sport-info/');
  });

  it('starts in the theme of its first props', async () => {
    renderInHost({ theme: 'dark' });
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(screen.getByTestId('sport-info-root')).toHaveAttribute('data-theme', 'dark');
  });

  it('takes the session from the prop and from the bridge, without a remount', async () => {
    const { rerender, bridge } = renderInHost({ session: { token: 'prop-token', uid: 'u1' } });
    await screen.findByRole('heading', { name: '页面不存在' });
    const root = screen.getByTestId('sport-info-root');
    expect(useSessionStore.getState()).toMatchObject({ token: 'prop-token', uid: 'u1' });
    act(() => void bridge.emit('session', null));
    expect(useSessionStore.getState().token).toBe('');
    rerender(inHost(bridge, { session: { token: 'second', uid: 'u2' }, theme: 'dark' }, '/sport-info/x'));
    expect(useSessionStore.getState()).toMatchObject({ token: 'second', uid: 'u2' });
    expect(screen.getByTestId('sport-info-root')).toBe(root);
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('warns once about wrong props and still renders', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInHost({ theme: 'neon' as never, platform: 'tv' as never });
    await screen.findByRole('heading', { name: '页面不存在' });
    const propWarnings = warn.mock.calls.filter(([text]) => String(text).includes('props corrected'));
    expect(propWarnings).toHaveLength(1);
    expect(String(propWarnings[0]![0])).toContain('theme');
  });

  it('says in the console that the default key signs for an API elsewhere, and not with a key of its own', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keyWarnings = () => warn.mock.calls.filter(([text]) => String(text).includes('default development key'));
    const { unmount } = renderInHost();
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(keyWarnings()).toHaveLength(1);
    expect(String(keyWarnings()[0]![0])).toContain('http://boot.test');
    unmount();
    warn.mockClear();
    renderInHost({ signingKey: 'portal-key' });
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(keyWarnings()).toHaveLength(0);
  });

  it('renders with circular props and never prints the token', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flags: Record<string, unknown> = { euro: 'yes' };
    flags.self = flags;
    const session: Record<string, unknown> = { token: 'tok-secret-789', uid: 7 };
    session.self = session;
    renderInHost({ flags: flags as never, session: session as never, allowedHosts: [flags] as never });
    await screen.findByRole('heading', { name: '页面不存在' });
    const printed = warn.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(printed).toContain('props corrected');
    expect(printed).not.toContain('tok-secret-789');
  });
});
