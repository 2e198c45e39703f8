/**
 * Which edits the development builds apply in place and which reload the page (docs/startup.md,
 * "The development loop"). Fast Refresh re-renders an edited component with its state kept, and
 * an edited module that is not a component is re-run with its importers up to the nearest
 * components. That is wrong for modules that hold the page's state or define its data: re-run,
 * a store would start over empty under components that still show its old answers, a platform
 * service (the HTTP client, the push socket) would exist twice, and data already parsed would not
 * follow an edited contract. Those modules decline hot updates, so the page reloads, and the dev
 * server's terminal says why.
 */

/**
 * Whether the terminal reports an edit of `file`: the app's own code (the remote's `src`, the
 * host's `shell-demo`). The build's own pieces (the shared Fast Refresh runtime, a loader) are
 * in every module's imports: a line for them would name whichever importer came first as the
 * reason, which says nothing true.
 */
export function isReportedEdit(file: string, root: string): boolean {
  const posix = file.replace(/\\/g, '/');
  const base = root.replace(/\\/g, '/').replace(/\/$/, '');
  if (posix.includes('/node_modules/')) return false;
  return posix.startsWith(`${base}/src/`) || posix.startsWith(`${base}/shell-demo/`);
}

/** Why an edit of `file` reloads the page instead of being hot-applied; null when it can be. */
export function coldReason(file: string): string | null {
  const posix = file.replace(/\\/g, '/');
  if (!posix.includes('/src/') || posix.includes('/node_modules/')) return null;
  if (posix.includes('/src/contracts/')) return 'a contract: data already parsed and stored would not follow it';
  if (/\/store\/|-store\.tsx?$/.test(posix))
    return "a store: its state would start over under components that still show the old state's data";
  if (/\/src\/platform\/.+\.ts$/.test(posix))
    return 'a platform service (HTTP client, push socket, session, store kit): one instance per page';
  return null;
}

/**
 * Whether a module looks like a Fast Refresh boundary: a `.tsx` file whose exports are all
 * components (capitalised names, or the default export). React Refresh decides this in the
 * browser from the values; this is the same rule on the names, for the terminal's report.
 */
export function looksLikeComponentModule(file: string, exportNames: readonly string[] | null): boolean {
  if (!file.endsWith('.tsx') || exportNames === null || exportNames.length === 0) return false;
  return exportNames.every((name) => name === 'default' || /^[A-Z]/.test(name));
}

/** What the terminal prints for an edit: `hot` ones briefly, reloads with their reason. */
export type HotVerdict =
  | { kind: 'refresh' }
  | { kind: 'css' }
  | { kind: 'importers'; boundaries: number }
  | { kind: 'reload'; reason: string };

export function describeVerdict(file: string, verdict: HotVerdict): string {
  switch (verdict.kind) {
    case 'refresh':
      return `${file}: Fast Refresh (state kept)`;
    case 'css':
      return `${file}: style applied in place`;
    case 'importers':
      return `${file}: re-run with its importers up to ${verdict.boundaries} component module(s) (state kept)`;
    case 'reload':
      return `${file}: the page reloads — ${verdict.reason}`;
  }
}
