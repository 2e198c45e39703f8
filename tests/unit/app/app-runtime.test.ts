/** The runtime's wiring: what a host sees of the app's jumps. */
import { EventEmitter } from 'eventemitter3';
import { AppRuntime } from '@src/app/runtime/app-runtime';
import type { BridgeEmitter } from '@src/contracts/bridge-events';
import { HostRoute } from '@src/contracts/host-routes';
import { DEFAULT_COMMON_CONFIG } from '@src/contracts/system';
import { ANCHOR_APP_LINKS, SPORT_APP_LINKS } from '@src/app/pages/download-links';
import { useConfigStore } from '@src/platform/config/config-store';
import { normalizeProps } from '@src/platform/config/runtime-options';

afterEach(() => useConfigStore.getState().reset());

/** A runtime in a host whose bridge records what it is told to navigate to. */
function hostedRuntime() {
  const bridge = new EventEmitter();
  const events: unknown[] = [];
  bridge.on('navigate', (payload: unknown) => events.push(payload));
  const { options } = normalizeProps(
    { bridge: bridge as unknown as BridgeEmitter },
    { basename: '/sport-info', apiBaseUrl: 'http://api.test' },
  );
  return { runtime: new AppRuntime(options, { isAppPath: () => true }), events };
}

it("sends the host to sport pages under the common config's sport path (stSportPath)", () => {
  const { runtime, events } = hostedRuntime();
  useConfigStore.setState({ commonConfig: { ...DEFAULT_COMMON_CONFIG, stSportPath: '/h5/sport' } });
  runtime.go({ kind: 'host', path: HostRoute.resultDetail, query: { matchId: '9' } });
  expect(events).toEqual([{ path: '/h5/sport/result-detail', query: { matchId: '9' } }]);
});

it.each(['/new-sport', '/h5/new_sport', '/sport-2/h5'])(
  'sends the host to sport pages under a portal path of plain segments with hyphens or underscores (%s), as the common config gave it',
  async (sportPath) => {
    const { runtime, events } = hostedRuntime();
    await useConfigStore
      .getState()
      .loadCommonConfig(Promise.resolve({ ...DEFAULT_COMMON_CONFIG, stSportPath: sportPath }));
    runtime.go({ kind: 'host', path: HostRoute.matchDetail, query: { matchId: '9' } });
    expect(events).toEqual([{ path: `${sportPath}/match-detail`, query: { matchId: '9' } }]);
  },
);

describe('the allowed hosts: the host’s own and the two download hosts (the spec’s list of four has no values)', () => {
  const jumps: unknown[] = [];
  beforeEach(() => {
    jumps.length = 0;
    (window as unknown as Record<string, unknown>).WebViewJavascriptBridge = {
      callHandler: (name: string, payload: unknown, callback?: (response: unknown) => void) => {
        if (name === 'jumpH5') jumps.push(payload);
        callback?.(undefined);
      },
    };
  });
  afterEach(() => delete (window as unknown as Record<string, unknown>).WebViewJavascriptBridge);

  /** A fresh app (each navigator debounces its own jumps) in the native app, whose host allows `allowedHosts`. */
  const appWith = (allowedHosts: string[]) =>
    new AppRuntime(
      normalizeProps({ platform: 'app', allowedHosts }, { basename: '/', apiBaseUrl: 'http://api.test' }).options,
      { isAppPath: () => true },
    );

  it('opens the app download pages under any host, a host’s own page when it names it, nothing else', () => {
    appWith([]).go({ kind: 'url', url: SPORT_APP_LINKS.ios });
    appWith([]).go({ kind: 'url', url: ANCHOR_APP_LINKS.android });
    appWith(['help.portal.example']).go({ kind: 'url', url: 'https://help.portal.example/faq' });
    appWith([]).go({ kind: 'url', url: 'https://help.portal.example/faq' });
    appWith(['help.portal.example']).go({ kind: 'url', url: 'https://evil.example/' });
    expect(jumps).toEqual([
      { url: SPORT_APP_LINKS.ios },
      { url: ANCHOR_APP_LINKS.android },
      { url: 'https://help.portal.example/faq' },
    ]);
  });
});
