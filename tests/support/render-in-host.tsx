/**
 * The app as a React host renders it (./SportInfoApp): under the host's route `/sport-info/*`,
 * with a bridge the test can emit on, at `path`; `strict` wraps it in StrictMode.
 */
import { render } from '@testing-library/react';
import { EventEmitter } from 'eventemitter3';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BridgeEmitter } from '../../src/contracts/bridge-events';
import SportInfoApp from '../../src/expose/sport-info-app';
import { initialConfigState, useConfigStore } from '../../src/platform/config/config-store';

export type AppProps = Parameters<typeof SportInfoApp>[0];

interface HostOptions {
  strict?: boolean;
  /** What the host renders beside the app, inside its route (links of its own). */
  beside?: ReactNode;
  /** A host that passes no bridge (the app then opens its own dialogs instead of asking the host). */
  withoutBridge?: boolean;
}

/** The host's element tree (for `rerender` with new props); `bridge` null: a host without one. */
export function inHost(
  bridge: EventEmitter | null,
  props: AppProps,
  path: string,
  options: HostOptions = {},
): ReactElement {
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/sport-info/*"
          element={
            <>
              {options.beside}
              <SportInfoApp
                bridge={(bridge ?? undefined) as BridgeEmitter | undefined}
                apiBaseUrl="http://boot.test"
                {...props}
              />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
  return options.strict ? <StrictMode>{tree}</StrictMode> : tree;
}

/**
 * The config as on a page opened afresh, before the app is rendered: its gates wait for its own
 * boot's calls. A config left ready by the test world would show the pages at once, and the boot
 * would then take them away while it loads the config again and draw them anew: a tap in between
 * reaches nobody, and a page drawn anew looks like one the test made new.
 */
export function bootsAfresh(): void {
  useConfigStore.setState(initialConfigState);
}

export function renderInHost(props: AppProps = {}, path = '/sport-info/unknown-page', options: HostOptions = {}) {
  const bridge = new EventEmitter();
  bootsAfresh();
  const view = render(inHost(options.withoutBridge ? null : bridge, props, path, options));
  return { ...view, bridge };
}
