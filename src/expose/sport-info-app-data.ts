/**
 * The federated `./SportInfoApp.data` (Module Federation 2's data-loader convention: a `.data`
 * expose beside the component, whose `fetchData` starts the component's data). A host calls it
 * as soon as it knows the user is going to the app — on the link's hover or touchstart, or when
 * it starts loading `./SportInfoApp` — so the start-up's gate calls (device id, domain list,
 * common config) run while the app's chunks download; the app takes their answers when it
 * mounts with the same `apiBaseUrl` and `locale` (and the build's signing, on the web) instead of
 * calling again. Nothing renders earlier: the app still waits for the gates. The calls carry what
 * the app's would: the session (the host's `session`, else a returning user's stored one) and the
 * `language` of the host's `locale`.
 * On a portal's server (a server-rendering host runs its data loaders there too) it does nothing:
 * the calls are the browser's, which mounts the app.
 * Recipe (the code fetched unevaluated beside it): docs/host-integration.md.
 */
import { startEarly } from '../app/runtime/early-start';
import { DEFAULT_BASENAME_EMBEDDED, type SportInfoAppProps } from '../contracts/props';
import { normalizeProps } from '../platform/config/runtime-options';
import { defaultApiBaseUrl } from './default-api-base-url';
// The app's module, so this expose's chunks are the app's own plus this module's few bytes: without
// it the modules both use (the HTTP layer, the config store) would be split into a chunk of their
// own, which cost the first screen 1.3 KB gzip. Loading the data loads the code too,
// which is what a host warming both wants.
import './sport-info-app';

/** The props of the app that its start-up calls depend on: pass the ones the app will get. */
export type SportInfoDataParams = Pick<SportInfoAppProps, 'apiBaseUrl' | 'locale' | 'session'>;

/** Starts the gate calls (once per address and language) and resolves when they have answered or failed. */
export async function fetchData(params: SportInfoDataParams = {}): Promise<void> {
  if (typeof window === 'undefined') return;
  // Checked as the app checks its props (a wrong one takes its default; the app warns about it).
  const { options } = normalizeProps(params, { basename: DEFAULT_BASENAME_EMBEDDED, apiBaseUrl: defaultApiBaseUrl() });
  const calls = startEarly(options.apiBaseUrl, {
    locale: options.languageEnabled ? options.locale : undefined,
    session: options.session,
  });
  // A failure is the app's to show (its gate's 重试), not the host's.
  await Promise.allSettled([calls.domainList, calls.commonConfig]);
}
