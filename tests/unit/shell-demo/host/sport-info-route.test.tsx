import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { SportInfoAppProps } from '@src/contracts/props';
import { createSportInfoLoader, type SportInfoAppComponent } from '@shell-demo/host/src/remote/sport-info-loader';
import { controlStore } from '@shell-demo/host/src/state/control-state';
import { renderHost, resetHostState } from './render-host';

beforeEach(resetHostState);
// React reports every error an error boundary catches; these tests cause them on purpose.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

/** Rendering suspends on the remote's load: let React settle inside an awaited act. */
async function renderHostSettled(...args: Parameters<typeof renderHost>) {
  await act(async () => {
    renderHost(...args);
  });
}

/** Stands in for the remote: shows the props it got and where the host router is. */
function FakeSportInfoApp(props: SportInfoAppProps) {
  const location = useLocation();
  return (
    <p>
      remote at {location.pathname}, basename {props.basename}, platform {props.platform}, theme {props.theme}, euro{' '}
      {String(props.flags?.euro)}, user {props.session?.username ?? 'visitor'}, bridge {props.bridge ? 'yes' : 'no'}
    </p>
  );
}

describe('the /sport-info/* route', () => {
  it('shows a loading state while the remote loads', () => {
    renderHost('/sport-info/anchor');
    expect(screen.getByRole('status', { name: '体育资讯加载中' }).textContent).toContain('体育资讯加载中…');
  });

  it('renders the remote as soon as it has loaded (no Suspense reveal held back for 300 ms)', async () => {
    let arrive: (component: SportInfoAppComponent) => void = () => {};
    renderHost(
      '/sport-info/anchor',
      createSportInfoLoader(() => new Promise((resolve) => (arrive = resolve))),
    );
    expect(screen.getByRole('status', { name: '体育资讯加载中' })).toBeTruthy();
    await act(async () => arrive(FakeSportInfoApp));
    // Shown by the act that delivered it: no timer (a Suspense boundary's reveal waits for one)
    // stands between the load and the remote. Not a wall-clock bound: a loaded machine took 600 ms.
    expect(screen.getByText(/remote at/)).toBeTruthy();
  });

  it('renders the remote inside the host router with the control state as props', async () => {
    controlStore.getState().setSession({ token: 't', uid: '1', username: 'demo' });
    controlStore.getState().setEuro(true);
    const loader = createSportInfoLoader(async () => FakeSportInfoApp);
    await renderHostSettled('/sport-info/anchor/detail/7', loader);

    const remote = await screen.findByText(/remote at/);
    expect(remote.textContent).toBe(
      'remote at /sport-info/anchor/detail/7, basename /sport-info, platform web, theme normal, euro true, user demo, bridge yes',
    );

    act(() => controlStore.getState().setTheme('dark'));
    expect(remote.textContent).toContain('theme dark');
  });

  it('offers a retry when the remote is down, and the retry loads it again', async () => {
    const load = jest
      .fn<Promise<SportInfoAppComponent>, [number]>()
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce(FakeSportInfoApp);
    await renderHostSettled('/sport-info/anchor', createSportInfoLoader(load));

    expect((await screen.findByRole('alert')).textContent).toContain('体育资讯暂时无法打开');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });

    expect(await screen.findByText(/remote at \/sport-info\/anchor/)).toBeTruthy();
    expect(load.mock.calls).toEqual([[0], [1]]);
  });

  it('catches a remote that fails to render; the rest of the host keeps working', async () => {
    const BrokenApp: SportInfoAppComponent = () => {
      throw new Error('render failed');
    };
    await renderHostSettled(
      '/sport-info/anchor',
      createSportInfoLoader(async () => BrokenApp),
    );

    expect((await screen.findByRole('alert')).textContent).toContain('render failed');
    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(screen.getByRole('heading', { name: '欢迎来到体育门户' })).toBeTruthy();
  });

  it('loads the remote once for repeated visits', async () => {
    const load = jest.fn(async () => FakeSportInfoApp);
    await renderHostSettled('/sport-info/anchor', createSportInfoLoader(load));
    await screen.findByText(/remote at/);

    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    fireEvent.click(screen.getByRole('link', { name: '体育资讯' }));
    expect(await screen.findByText(/remote at/)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
