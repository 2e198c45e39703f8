/**
 * The remote containers' cache groups for `./alerts` (mounted on a portal's own pages, without
 * the app) and the app's vendors (webpack.config.ts's `remoteConfig`).
 */

/**
 * `./alerts` and the alert display it loads take the code they need that is not the alerts' own
 * in chunks of their own. Split by the default group, the modules they share with
 * `./SportInfoApp` left the app's chunk for two chunks that the app's first content then waited
 * for as well: three files where one was, +1.1 KB gzip. The alerts' own code (their folder, the
 * expose, the contract) stays in their named chunks, which `alertsCodeKb` weighs. Inside one
 * container a module runs once whichever chunk brought it: the app and `./alerts` still share the
 * socket, the session and the follows.
 */
export const ALERTS_CHUNKS = ['__federation_expose_alerts', 'match-alerts-display'];

export const ALERTS_DEPENDENCIES = {
  test: /^(?!.*[\\/]src[\\/](?:domains[\\/]match[\\/]alerts[\\/]|expose[\\/]alerts\.ts$|contracts[\\/]match-alerts\.ts$))/,
  chunks: (chunk: { name?: string | null }) => ALERTS_CHUNKS.includes(chunk.name ?? ''),
  // Before the vendors' group: the HTTP client's package too, one file with the rest.
  priority: -5,
  enforce: true,
} as const;

/**
 * webpack's own vendors group (its defaults), but for the exposes that carry the app (all but
 * `./alerts`): the HTTP client's package stays in the app's chunk instead of a chunk beside it,
 * one file and one gzip window for the first content (−0.3 KB gzip). The pages' chunks split
 * theirs off as before.
 */
const carriesTheApp = (name: string) => name.startsWith('__federation_expose_') && !ALERTS_CHUNKS.includes(name);

export const VENDORS_BESIDE_THE_APP = {
  test: /[\\/]node_modules[\\/]/i,
  priority: -10,
  reuseExistingChunk: true,
  idHint: 'vendors',
  chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) =>
    !chunk.canBeInitial() && !carriesTheApp(chunk.name ?? ''),
} as const;
