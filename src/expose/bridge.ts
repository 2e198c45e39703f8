/**
 * The federated `./bridge`: the app for hosts built on `@module-federation/bridge-react`, which
 * load app remotes with `createRemoteAppComponent({ loader: () => loadRemote('sportInfo/bridge') })`.
 * The bridge renders `SportInfoApp` into a React root of its own inside the host's element, with
 * the `basename` the host's route gives it and the host's other props; the app brings its own
 * browser router under that basename (the host's router is kept, not proxied: webpack.config.ts
 * sets `bridge.enableBridgeRouter: false`). The host's navigations reach it as popstate events.
 */
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import type { BridgeProvider, SportInfoAppProps } from '../contracts/props';
import SportInfoApp from './sport-info-app';

export const provider: BridgeProvider = createBridgeComponent<SportInfoAppProps>({ rootComponent: SportInfoApp });

export default provider;
