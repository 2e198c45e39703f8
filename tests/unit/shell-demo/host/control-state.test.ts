import type { BridgeEmitter } from '@src/contracts/bridge-events';
import { pushControlChangesToRemote } from '@shell-demo/host/src/bridge/push-controls-to-remote';
import {
  CONTROL_STATE_KEY,
  DEFAULT_CONTROLS,
  createControlStore,
  parseControlValues,
  type ControlState,
  type ControlValues,
} from '@shell-demo/host/src/state/control-state';

const session = { token: 'token-1', uid: '1001', username: 'demo' };

/** A store's values without its setters: the keys the defaults have. */
const valuesOf = (state: ControlState) =>
  Object.fromEntries(Object.keys(DEFAULT_CONTROLS).map((key) => [key, state[key as keyof ControlValues]]));

describe('control state', () => {
  it('starts from the defaults', () => {
    expect(valuesOf(createControlStore(window.localStorage).getState())).toEqual(DEFAULT_CONTROLS);
  });

  it('survives a reload: a new store reads what the last one saved', () => {
    const before = createControlStore(window.localStorage);
    before.getState().setSession(session);
    before.getState().setEuro(true);
    before.getState().setPlatform('app');
    before.getState().setTheme('dark');
    before.getState().setLocale('zh-HK');
    before.getState().setReloadOnUpdate(false);

    const afterReload = createControlStore(window.localStorage);
    expect(valuesOf(afterReload.getState())).toEqual({
      session,
      flags: { euro: true },
      platform: 'app',
      theme: 'dark',
      locale: 'zh-HK',
      reloadOnUpdate: false,
    });
  });

  it('forgets the session after logout', () => {
    const store = createControlStore(window.localStorage);
    store.getState().setSession(session);
    store.getState().setSession(null);
    expect(createControlStore(window.localStorage).getState().session).toBeNull();
  });

  it('falls back to the defaults for unreadable or foreign values', () => {
    expect(parseControlValues('not json')).toEqual(DEFAULT_CONTROLS);
    expect(
      parseControlValues(
        JSON.stringify({ platform: 'desktop', theme: 'pink', flags: { euro: 'yes' }, session: { token: 1 } }),
      ),
    ).toEqual(DEFAULT_CONTROLS);
    window.localStorage.setItem(CONTROL_STATE_KEY, '{"theme":"dark"}');
    expect(createControlStore(window.localStorage).getState().theme).toBe('dark');
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createControlStore(broken);
    expect(() => store.getState().setTheme('dark')).not.toThrow();
    expect(store.getState().theme).toBe('dark');
  });
});

describe('control changes reach the remote as bridge events', () => {
  const recordingBridge = () => {
    const emitted: [string, unknown][] = [];
    const bridge: BridgeEmitter = {
      on: () => undefined,
      off: () => undefined,
      emit: (event, payload) => emitted.push([event, payload]) > 0,
    };
    return { bridge, emitted };
  };

  it('emits session on login and session null on logout', () => {
    const store = createControlStore(null);
    const { bridge, emitted } = recordingBridge();
    const stop = pushControlChangesToRemote(store, bridge);

    store.getState().setSession(session);
    store.getState().setSession(null);
    expect(emitted).toEqual([
      ['session', session],
      ['session', null],
    ]);
    stop();
  });

  it('emits theme when the theme changes, and nothing for other controls', () => {
    const store = createControlStore(null);
    const { bridge, emitted } = recordingBridge();
    const stop = pushControlChangesToRemote(store, bridge);

    store.getState().setEuro(true);
    store.getState().setTheme('dark');
    expect(emitted).toEqual([['theme', { theme: 'dark' }]]);
    stop();
  });
});
