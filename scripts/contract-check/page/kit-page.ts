/**
 * The contract kit's page (bundled with esbuild at run time, served by kit-server.ts): a plain
 * host that loads the remote with the bare `@module-federation/runtime`, provides React, and
 * counts what the remote leaves behind — WebSockets, window/document listeners, intervals and
 * `<style>` tags. The kit drives it through `window.__contractKit`.
 */
import { createInstance } from '@module-federation/runtime';
import React, { createElement, type ComponentType } from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import type { BridgeProvider, SportInfoAppProps, Unmount } from '../../../src/contracts/props';
import { DEV_SIGNING_KEY, hmacSigner, type SignInput } from '../../../src/contracts/signature';
import { installLeakCounters } from './leak-counters';

// Instrumentation, installed before the remote loads.
const config = (window as unknown as { __KIT_CONFIG__: { manifestUrl: string } }).__KIT_CONFIG__;
const counters = installLeakCounters(new URL(config.manifestUrl).origin);

// ---------------------------------------------------------------------------------------------
// The host side: a bridge that records what the remote emits, and the remote's modules.

export interface RecordedEvent {
  bridge: number;
  name: string;
  payload: unknown;
}

const events: RecordedEvent[] = [];

function createBridge(id: number) {
  const table = new Map<string, Set<(payload: unknown) => void>>();
  return {
    on(name: string, listener: (payload: unknown) => void) {
      const set = table.get(name) ?? new Set();
      set.add(listener);
      table.set(name, set);
      return this;
    },
    off(name: string, listener: (payload: unknown) => void) {
      table.get(name)?.delete(listener);
      return this;
    },
    emit(name: string, payload: unknown) {
      events.push({ bridge: id, name, payload: JSON.parse(JSON.stringify(payload ?? null)) as unknown });
      const set = table.get(name);
      for (const listener of set ?? []) listener(payload);
      return !!set && set.size > 0;
    },
  };
}

const federation = createInstance({
  name: 'sportInfoContractKit',
  remotes: [{ name: 'sportInfo', entry: config.manifestUrl }],
  shared: {
    react: { version: React.version, lib: () => React, shareConfig: { singleton: true, requiredVersion: false } },
    'react-dom': {
      version: React.version,
      lib: () => ReactDOM,
      shareConfig: { singleton: true, requiredVersion: false },
    },
    'react-dom/client': {
      version: React.version,
      lib: () => ReactDOMClient,
      shareConfig: { singleton: true, requiredVersion: false },
    },
  },
});

let mountFn: ((element: Element, props: SportInfoAppProps) => Unmount) | null = null;
let AppComponent: ComponentType<SportInfoAppProps> | null = null;
let bridgeProvider: BridgeProvider | null = null;
let bridgeCount = 0;
let bridge = createBridge(++bridgeCount);
let signed = 0;
let props: SportInfoAppProps = {};
let current:
  | { kind: 'mount'; unmount: Unmount }
  | { kind: 'component'; root: ReactDOMClient.Root }
  | { kind: 'bridge'; instance: ReturnType<BridgeProvider> }
  | null = null;
/** The name bridge-react's createRemoteAppComponent passes (the loaded module's id). */
const BRIDGE_MODULE = 'sportInfo/bridge';

/** Props as JSON from the kit; `bridge` and `signer` are built here. */
export interface PropsInput extends Omit<SportInfoAppProps, 'bridge' | 'signer'> {
  newBridge?: boolean;
  recordingSigner?: boolean;
}

function toProps(input: PropsInput): SportInfoAppProps {
  const { newBridge, recordingSigner, ...rest } = input;
  if (newBridge) bridge = createBridge(++bridgeCount);
  const next: SportInfoAppProps = { ...rest, bridge };
  // Not recording: back to the default signer (`mount`'s update merges, so say so).
  next.signer = undefined;
  if (recordingSigner) {
    const sign = hmacSigner(rest.signingKey ?? props.signingKey ?? DEV_SIGNING_KEY);
    next.signer = (signInput: SignInput) => {
      signed += 1;
      return sign(signInput);
    };
  }
  return next;
}

function container(): HTMLElement {
  return document.getElementById('kit-root')!;
}

/** React's development build gives every element a `_store` (for its key warnings); the production build none. */
const reactBuild = (react: typeof React): 'development' | 'production' =>
  (react.createElement('i') as unknown as { _store?: unknown })._store !== undefined ? 'development' : 'production';

interface ScopeEntry {
  from?: string;
  useIn?: string[];
}

const kit = {
  events,
  /** The React the page provides, and whether the remote took it (after `load`). */
  reactPair() {
    const scope = (federation.shareScopeMap.default?.react ?? {}) as Record<string, ScopeEntry>;
    const takenFromHost = Object.values(scope).some(
      (entry) => entry.from !== 'sportInfo' && (entry.useIn ?? []).includes('sportInfo'),
    );
    const sharing = (window as unknown as { __SPORT_INFO_SHARING__?: { mode: string } }).__SPORT_INFO_SHARING__;
    return {
      hostReact: { version: React.version, build: reactBuild(React) },
      remoteUses: takenFromHost && sharing?.mode !== 'isolated' ? ('host' as const) : ('own' as const),
    };
  },
  counters,
  bridgeId: () => bridgeCount,
  signedCount: () => signed,
  async load(module: 'mount' | 'SportInfoApp' | 'bridge'): Promise<string> {
    const loaded = await federation.loadRemote<Record<string, unknown>>(`sportInfo/${module}`);
    if (!loaded) throw new Error(`loadRemote('sportInfo/${module}') answered nothing`);
    if (module === 'mount') {
      const fn = (loaded.mount ?? loaded.default) as typeof mountFn;
      if (typeof fn !== 'function') throw new Error('./mount exports no mount function');
      mountFn = fn;
      return `mount: ${typeof fn}`;
    }
    if (module === 'bridge') {
      const provider = loaded.default as BridgeProvider;
      if (typeof provider !== 'function') throw new Error('./bridge has no default export (createBridgeComponent)');
      const instance = provider();
      if (typeof instance?.render !== 'function' || typeof instance.destroy !== 'function')
        throw new Error('./bridge: the provider answers no render/destroy');
      bridgeProvider = provider;
      return 'default: a bridge-react provider (render, destroy)';
    }
    const component = loaded.default as typeof AppComponent;
    if (typeof component !== 'function' && typeof component !== 'object')
      throw new Error('./SportInfoApp has no default export');
    AppComponent = component;
    return `default: ${typeof component}`;
  },
  async mount(kind: 'mount' | 'component' | 'bridge', input: PropsInput): Promise<void> {
    props = toProps(input);
    if (kind === 'bridge') {
      // As createRemoteAppComponent renders it: the element, the module's name, the route's basename.
      if (!bridgeProvider) throw new Error('./bridge not loaded');
      const instance = bridgeProvider();
      await instance.render({ ...props, dom: container(), moduleName: BRIDGE_MODULE });
      current = { kind, instance };
    } else if (kind === 'mount') {
      if (!mountFn) throw new Error('./mount not loaded');
      current = { kind, unmount: mountFn(container(), props) };
    } else {
      if (!AppComponent) throw new Error('./SportInfoApp not loaded');
      const root = ReactDOMClient.createRoot(container());
      root.render(createElement(AppComponent, props));
      current = { kind, root };
    }
  },
  update(input: PropsInput): void {
    const next = toProps(input);
    // `mount`'s update merges; the component gets the whole set, as a React host passes it.
    props = { ...props, ...next };
    if (!current) throw new Error('nothing mounted');
    if (current.kind === 'mount') current.unmount.update(next);
    else if (current.kind === 'bridge')
      void current.instance.render({ ...props, dom: container(), moduleName: BRIDGE_MODULE });
    else current.root.render(createElement(AppComponent!, props));
  },
  unmount(): void {
    if (!current) return;
    if (current.kind === 'mount') current.unmount();
    else if (current.kind === 'bridge') current.instance.destroy({ moduleName: BRIDGE_MODULE, dom: container() });
    else current.root.unmount();
    current = null;
  },
  /** Marks the app's root element, so that a remount (a new element) shows. */
  mark(): boolean {
    const root = document.querySelector('[data-testid="sport-info-root"]');
    if (!root) return false;
    root.setAttribute('data-kit-mark', '1');
    return true;
  },
  /** A jump inside the app, as a link would make it (the app's router follows popstate). */
  go(path: string): void {
    history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  },
  marked: (): boolean =>
    document.querySelector('[data-testid="sport-info-root"]')?.getAttribute('data-kit-mark') === '1',
};

(window as unknown as { __contractKit: typeof kit }).__contractKit = kit;
export type ContractKit = typeof kit;
