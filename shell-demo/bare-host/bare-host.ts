/**
 * A host with no React and no bundler plugin: a plain page that loads the remote's default
 * manifest with the bare `@module-federation/runtime` and mounts `./mount` (README, "The
 * federation contract"). The e2e tests drive it through `window.bareHost`; a portal team can
 * copy it as the smallest working host.
 */
import { createInstance } from '@module-federation/runtime';
import type { BridgeEmitter } from '../../src/contracts/bridge-events';
import type { SportInfoAppProps, Unmount } from '../../src/contracts/props';
import { resolveAgainstPage } from '../../dev-env/runtime-config';

declare global {
  interface Window {
    __BARE_HOST_CONFIG__?: { remoteManifestUrl?: string; apiBaseUrl?: string };
    bareHost: BareHost;
  }
}

export interface BareHost {
  /** Every remote → host event, in order. */
  events: { event: string; payload: unknown }[];
  mount(props?: SportInfoAppProps): Promise<void>;
  update(props: SportInfoAppProps): void;
  unmount(): void;
}

/** The bridge contract's emitter in a dozen lines: no library needed. */
function createBridge(record: (event: string, payload: unknown) => void): BridgeEmitter {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    on: (event, listener) =>
      void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener as (payload: unknown) => void)),
    off: (event, listener) => void listeners.get(event)?.delete(listener as (payload: unknown) => void),
    emit: (event, payload) => {
      record(event, payload);
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  } as BridgeEmitter;
}

const config = window.__BARE_HOST_CONFIG__ ?? {};
const federation = createInstance({
  name: 'bare_host',
  remotes: [{ name: 'sportInfo', entry: resolveAgainstPage(config.remoteManifestUrl ?? ':3001/mf-manifest.json') }],
});
const element = document.getElementById('sport-info')!;
const status = document.getElementById('status')!;
const events: BareHost['events'] = [];
const bridge = createBridge((event, payload) => {
  events.push({ event, payload });
  // The host's own handling of two events: a route of ours and a message.
  if (event === 'toast') status.textContent = String((payload as { message?: unknown }).message ?? '');
});
let unmount: Unmount | null = null;

window.bareHost = {
  events,
  async mount(props = {}) {
    try {
      const module = await federation.loadRemote<{ mount: (element: Element, props: SportInfoAppProps) => Unmount }>(
        'sportInfo/mount',
      );
      if (!module) throw new Error('sportInfo/mount is empty');
      unmount = module.mount(element, {
        basename: '/sport-info',
        apiBaseUrl: resolveAgainstPage(config.apiBaseUrl ?? ':3100'),
        bridge,
        ...props,
      });
      status.textContent = '';
    } catch (error) {
      // The host stays usable when the remote cannot load.
      status.textContent = `体育资讯暂时无法加载：${error instanceof Error ? error.message : String(error)}`;
    }
  },
  update: (props) => unmount?.update(props),
  unmount() {
    unmount?.();
    unmount = null;
  },
};

if (!new URLSearchParams(location.search).has('manual')) void window.bareHost.mount();
