/** What the host's components need from outside React: the bridge, the remote loader, the config. */
import { createContext, useContext } from 'react';
import type { BridgeEmitter } from '../../../src/contracts/bridge-events';
import type { HostRuntimeConfig } from '../../../dev-env/runtime-config';
import type { SportInfoLoader } from './remote/sport-info-loader';

export interface HostServices {
  bridge: BridgeEmitter;
  loader: SportInfoLoader;
  config: HostRuntimeConfig;
}

export const HostServicesContext = createContext<HostServices | null>(null);

export function useHostServices(): HostServices {
  const services = useContext(HostServicesContext);
  if (!services) throw new Error('useHostServices needs a HostServicesContext provider');
  return services;
}
