/**
 * The federated `./SportInfoApp.data` (Module Federation 2's data-loader convention: a `.data`
 * expose beside the component, whose `fetchData` starts the component's data). A host calls it
 * as soon as it knows the user is going to the app — on the link's hover or touchstart, or when
 * it starts loading `./SportInfoApp` — so the start-up's gate calls (device id, domain list,
 * common config) run while the app's chunks download; the app takes their answers when it
 * mounts with the same `apiBaseUrl` (and the build's signing, on the web) instead of calling
 * again. Nothing renders earlier: the app still waits for the gates.
 * Recipe (the code fetched unevaluated beside it): docs/host-integration.md.
 */
import { startEarly } from '../app/runtime/early-start';
import { defaultApiBaseUrl } from './default-api-base-url';
// The app's module, so this expose's chunks are the app's own plus this module's few bytes: without
// it the modules both use (the HTTP layer, the config store) would be split into a chunk of their
// own, which cost the first screen 1.3 KB gzip. Loading the data loads the code too,
// which is what a host warming both wants.
import './sport-info-app';

export interface SportInfoDataParams {
  /** The address the host passes as the app's `apiBaseUrl` prop; the page's default otherwise. */
  apiBaseUrl?: string;
}

/** Starts the gate calls (once per address) and resolves when they have answered or failed. */
export async function fetchData(params: SportInfoDataParams = {}): Promise<void> {
  const calls = startEarly(params.apiBaseUrl ?? defaultApiBaseUrl());
  // A failure is the app's to show (its gate's 重试), not the host's.
  await Promise.allSettled([calls.domainList, calls.commonConfig]);
}
