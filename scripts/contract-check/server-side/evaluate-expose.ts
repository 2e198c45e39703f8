/**
 * One exposed module evaluated as a server-rendering portal (Modern.js, Next.js) evaluates its
 * remotes' modules: in a Node process of its own (a fresh module cache: nothing evaluated by an
 * earlier expose hides what this one does), through `@module-federation/runtime`, with React
 * provided by the host. Run by ../server-side.ts:
 *
 *   node --import tsx evaluate-expose.ts <manifest url> <expose> [<api url>]
 *
 * Prints one line of JSON, an `Evaluation`. Node has no `window`, `document`, `navigator`,
 * `location` or storage: a module that touches one while it is evaluated throws, and the load
 * fails with that error. The process runs in a zone far from China's (../server-side.ts sets
 * `TZ`): every read of a time in the server's own zone by the remote's code (a Date's local
 * getters and setters, its local texts, an `Intl.DateTimeFormat` without `timeZone`) is recorded,
 * since a portal's server would format it in its zone, not China's.
 *
 * What the kit supplies is what the bundler's web output needs to run at all, nothing of a
 * browser: `self` (webpack's web chunk format keeps its chunk list on it), the entry's own address
 * while remoteEntry.js runs (`publicPath: 'auto'` reads where its script came from), and the
 * script files the manifest names for the expose installed before it is asked for (the web chunk
 * loader would add `<script>` tags). The host's runtime asks for the expose as any host does.
 */
import vm from 'node:vm';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';

export interface Evaluation {
  expose: string;
  ok: boolean;
  /** The module's exports and their types: `default: function`. */
  exports: string[];
  /** Why it failed: the error, and where (a file of the remote, line and column). */
  error?: string;
  /** Timers the evaluation left running (a server process would keep them per import). */
  timersLeft: number;
  /** Globals the remote's modules added (the federation runtime's and the chunk list are not counted). */
  globalsAdded: string[];
  /** Reads of the server's own zone by the remote's code: `Date#getHours — at 1234.js:1:567`. */
  localZoneReads: string[];
  /** `./….data`: whether `fetchData()` settled on the server, and the requests it made. */
  fetchData?: { settled: boolean; requests: number; error?: string };
}

interface ManifestAssets {
  path?: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}
interface Manifest {
  metaData?: { publicPath?: string };
  exposes?: ManifestAssets[];
  shared?: ManifestAssets[];
}

/** What the federation runtime and the chunk format put on the global object themselves. */
const RUNTIME_GLOBAL = /^(__FEDERATION|__GLOBAL_LOADING_REMOTE_ENTRY__|__VMOK__|webpackChunk|self$)/;

const runScript = (code: string, filename: string): unknown => new vm.Script(code, { filename }).runInThisContext();

const activeTimers = (): number =>
  process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout' || kind === 'Immediate').length;

/** The first frame of the stack that is a file of the remote: `remoteEntry.js:8:16372`. */
function whereInRemote(error: unknown, origin: string): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frame = stack.split('\n').find((line) => line.includes(origin));
  const match = frame ? /(https?:\/\/[^\s)]+)/.exec(frame) : null;
  return match ? ` — at ${new URL(match[1]!).pathname.replace(/^\//, '')}` : '';
}

/** Date methods whose answer depends on the zone of the process they run in. */
const LOCAL_ZONE_METHODS = [
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getTimezoneOffset',
  'setFullYear',
  'setMonth',
  'setDate',
  'setHours',
  'toString',
  'toDateString',
  'toTimeString',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
] as const;

/**
 * Records each read of the process's own zone made by the remote's code (a frame of `origin` on
 * the stack) until the returned function is called: the Date methods above, and an
 * `Intl.DateTimeFormat` made without a `timeZone`.
 */
function watchLocalZone(origin: string, reads: string[]): () => void {
  const record = (what: string) => {
    const where = whereInRemote(new Error(what), origin);
    if (where) reads.push(`${what}${where}`);
  };
  const originals = LOCAL_ZONE_METHODS.map((name) => [name, Date.prototype[name]] as const);
  for (const [name, original] of originals) {
    Object.defineProperty(Date.prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: Date, ...args: unknown[]) {
        record(`Date#${name}`);
        return (original as (...rest: unknown[]) => unknown).apply(this, args);
      },
    });
  }
  const DateTimeFormat = Intl.DateTimeFormat;
  const zoneless = (options: unknown) => !(options as Intl.DateTimeFormatOptions | undefined)?.timeZone;
  Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
    construct(target, args: Parameters<typeof Intl.DateTimeFormat>) {
      if (zoneless(args[1])) record('Intl.DateTimeFormat without timeZone');
      return new target(...args);
    },
    apply(target, _this, args: Parameters<typeof Intl.DateTimeFormat>) {
      if (zoneless(args[1])) record('Intl.DateTimeFormat without timeZone');
      return target(...args);
    },
  });
  return () => {
    for (const [name, original] of originals)
      Object.defineProperty(Date.prototype, name, { configurable: true, writable: true, value: original });
    Intl.DateTimeFormat = DateTimeFormat;
  };
}

/** The script files the manifest names for the expose (its own and its lazy ones) and the shared fallbacks. */
async function scriptFiles(manifestUrl: string, expose: string): Promise<string[]> {
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('./', manifestUrl);
  const names = new Set<string>();
  const items = [...(manifest.exposes ?? []).filter((item) => item.path === expose), ...(manifest.shared ?? [])];
  for (const item of items) {
    for (const name of [...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? [])]) names.add(name);
  }
  return [...names].map((name) => new URL(name, base).href);
}

/** Loads a web remote's entry in Node, and installs its script files before any module is asked for. */
function nodeWebRemote(manifestUrl: string, expose: string): ModuleFederationRuntimePlugin {
  return {
    name: 'contract-kit-node-web-remote',
    async loadEntry({ remoteInfo }) {
      const global = globalThis as Record<string, unknown>;
      const entryCode = await (await fetch(remoteInfo.entry)).text();
      // The entry's address for its automatic public path, only while the entry itself runs.
      global.importScripts = () => undefined;
      global.location = new URL(remoteInfo.entry);
      let container: unknown;
      try {
        container = (
          runScript(
            `(function () {${entryCode}\nreturn ${remoteInfo.entryGlobalName};\n})`,
            remoteInfo.entry,
          ) as () => unknown
        )();
      } finally {
        delete global.importScripts;
        delete global.location;
      }
      for (const file of await scriptFiles(manifestUrl, expose)) runScript(await (await fetch(file)).text(), file);
      return container as never;
    },
  };
}

/** Calls `fetchData` as a server-side data loader would, counting what it sends. */
async function serverFetchData(module: Record<string, unknown>, apiUrl: string): Promise<Evaluation['fetchData']> {
  const fetchData = module.fetchData;
  if (typeof fetchData !== 'function') return { settled: false, requests: 0, error: 'no fetchData export' };
  let requests = 0;
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    requests += 1;
    return realFetch(...args);
  }) as typeof fetch;
  try {
    const settled = await Promise.race([
      (fetchData as (params: unknown) => Promise<unknown>)({ apiBaseUrl: apiUrl, locale: 'zh-CN' }).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000).unref()),
    ]);
    return { settled, requests };
  } catch (error) {
    return { settled: false, requests, error: error instanceof Error ? error.message : String(error) };
  } finally {
    globalThis.fetch = realFetch;
  }
}

export async function evaluateExpose(manifestUrl: string, expose: string, apiUrl: string): Promise<Evaluation> {
  const global = globalThis as Record<string, unknown>;
  global.self = globalThis;
  const globalsBefore = new Set(Object.keys(globalThis));
  const timersBefore = activeTimers();
  const federation = createInstance({
    name: 'contract_kit_server',
    remotes: [{ name: 'sportInfo', entry: manifestUrl }],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: { singleton: true, requiredVersion: false } },
      'react-dom': {
        version: React.version,
        lib: () => ReactDOM,
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
    plugins: [nodeWebRemote(manifestUrl, expose)],
  });
  const report: Evaluation = { expose, ok: false, exports: [], timersLeft: 0, globalsAdded: [], localZoneReads: [] };
  const stopWatching = watchLocalZone(new URL(manifestUrl).origin, report.localZoneReads);
  try {
    const module = await federation.loadRemote<Record<string, unknown>>(`sportInfo/${expose.replace(/^\.\//, '')}`);
    if (!module) throw new Error('the runtime answered nothing');
    report.ok = true;
    report.exports = Object.entries(module).map(([name, value]) => `${name}: ${typeof value}`);
    if (expose.endsWith('.data')) report.fetchData = await serverFetchData(module, apiUrl);
  } catch (error) {
    report.error = `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}${whereInRemote(error, new URL(manifestUrl).origin)}`;
  }
  // What evaluation scheduled for "soon" has run by now; what is still there keeps running.
  await new Promise((resolve) => setImmediate(resolve));
  stopWatching();
  report.timersLeft = Math.max(0, activeTimers() - timersBefore);
  report.globalsAdded = Object.keys(globalThis).filter(
    (name) => !globalsBefore.has(name) && !RUNTIME_GLOBAL.test(name),
  );
  return report;
}

if (process.argv[1] && /evaluate-expose\.ts$/.test(process.argv[1])) {
  const [manifestUrl, expose, apiUrl = 'http://localhost:3100'] = process.argv.slice(2);
  void evaluateExpose(manifestUrl!, expose!, apiUrl).then((report) => {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    // Whatever the remote left running is counted, not waited for.
    process.exit(0);
  });
}
