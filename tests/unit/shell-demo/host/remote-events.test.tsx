import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SystemCalls } from '@src/contracts/system';
import { controlStore } from '@shell-demo/host/src/state/control-state';
import { portalConfigStore } from '@shell-demo/host/src/state/portal-config';
import { renderHost, resetHostState, TEST_CONFIG } from './render-host';

beforeEach(resetHostState);

const openEventLog = () => {
  fireEvent.click(screen.getByRole('button', { name: /调试/ }));
  return screen.getByTestId('event-log');
};

describe('the remote asks the host to navigate', () => {
  it('opens a host route with the query it takes, and logs the event', () => {
    const { bridge } = renderHost('/');
    act(() => {
      bridge.emit('navigate', { path: '/newSport/match-detail', query: { matchId: '42', tab: 'live', admin: '1' } });
    });

    expect(screen.getByRole('heading', { name: '比赛详情' })).toBeTruthy();
    const received = screen.getByRole('region', { name: '收到的参数' });
    expect(received.textContent).toContain('?matchId=42&tab=live');
    expect(received.textContent).not.toContain('admin');

    const rows = within(openEventLog()).getAllByTestId('event-log-row');
    expect(rows[0]?.textContent).toContain('navigate');
    expect(rows[0]?.textContent).toContain('/newSport/match-detail');
  });

  it('follows the sport path of the common config it reads, as the remote does (not only /newSport)', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () =>
          new Response(JSON.stringify({ code: 1, msg: 'ok', data: { stSportJumpGame: 164, stSportPath: '/sportX' } })),
      );
    const { bridge } = renderHost('/');
    await waitFor(() => expect(portalConfigStore.getState().sportPath).toBe('/sportX'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${TEST_CONFIG.apiBaseUrl}${SystemCalls.commonConfig.path}`);
    act(() => {
      bridge.emit('navigate', { path: '/sportX/match-detail', query: { matchId: '42' } });
    });
    expect(screen.getByRole('heading', { name: '比赛详情' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '收到的参数' }).textContent).toContain('/sportX/match-detail');
    // The default path is not the portal's any more.
    act(() => {
      bridge.emit('navigate', { path: '/newSport/result-detail', query: { matchId: '42' } });
    });
    expect(screen.queryByRole('heading', { name: '赛果详情' })).toBeNull();
    fetchMock.mockRestore();
  });

  it('refuses a path that is not a host route and says so in the event log', () => {
    const { bridge } = renderHost('/');
    act(() => {
      bridge.emit('navigate', { path: '/admin/delete-everything', query: {} });
    });

    expect(screen.getByRole('heading', { name: '欢迎来到体育门户' })).toBeTruthy();
    const [refusal, received] = within(openEventLog()).getAllByTestId('event-log-row');
    expect(refusal?.textContent).toContain('已拒绝');
    expect(refusal?.textContent).toContain('/admin/delete-everything');
    expect(received?.textContent).toContain('远程→宿主');
  });
});

describe('the remote asks for login', () => {
  it('shows the login page, logs in on the development server and goes back to backPath', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () =>
          new Response(JSON.stringify({ code: 1, msg: 'ok', data: { token: 't-9', uid: '9', username: '小明' } })),
      );
    const { bridge } = renderHost('/');
    const sessions: unknown[] = [];
    bridge.on('session', (session: unknown) => {
      sessions.push(session);
    });

    act(() => {
      bridge.emit('login', { backPath: '/newSport/live?matchId=5' });
    });
    fireEvent.change(screen.getByRole('textbox', { name: '用户名' }), { target: { value: '小明' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('heading', { name: '比赛直播' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '收到的参数' }).textContent).toContain('matchId=5');
    expect(controlStore.getState().session).toEqual({ token: 't-9', uid: '9', username: '小明' });
    expect(sessions).toEqual([{ token: 't-9', uid: '9', username: '小明' }]);
  });

  it('goes home after login when backPath leaves the site', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: { token: 't', uid: '1' } })),
      );
    renderHost(`/login?backPath=${encodeURIComponent('//evil.example/')}`);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '欢迎来到体育门户' })).toBeTruthy();
  });

  it('stays on the login page with a message when login fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderHost('/login?backPath=%2F');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('无法连接开发服务器');
  });
});

describe('customer service and toast', () => {
  it('opens the host customer-service dialog, which can be closed', () => {
    const { bridge } = renderHost('/');
    act(() => {
      bridge.emit('customer-service', { source: 'float' });
    });
    const dialog = screen.getByRole('dialog', { name: '客服中心' });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog', { name: '客服中心' })).toBeNull();
  });

  it('shows the remote toast in the host toast', () => {
    const { bridge } = renderHost('/');
    act(() => {
      bridge.emit('toast', { type: 'success', message: '关注成功' });
    });
    expect(screen.getByText('关注成功')).toBeTruthy();
  });

  it('reads each payload by its declaration: a wrong shape reaches no handler and is logged as such', () => {
    const { bridge } = renderHost('/');
    act(() => {
      bridge.emit('toast', { type: 'success', message: 5 });
      bridge.emit('navigate', { path: '/newSport/match-detail', query: { matchId: 42 } });
    });
    expect(screen.queryByText('5')).toBeNull();
    expect(screen.getByRole('heading', { name: '欢迎来到体育门户' })).toBeTruthy();
    const refusals = within(openEventLog())
      .getAllByTestId('event-log-row')
      .filter((row) => row.textContent?.includes('格式错误'));
    expect(refusals).toHaveLength(2);
  });
});
