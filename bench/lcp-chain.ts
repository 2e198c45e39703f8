/**
 * What Lighthouse's simulated LCP is made of, read from a run's saved artifacts: every request and
 * main-thread task of the graph it simulates, with its simulated start and end, and the chain that
 * ends last. `--without=<regexp>` simulates the same run again as if the requests whose address
 * matches had come after the LCP (what the simulation would gain by moving them).
 *
 *   BENCH_KEEP_LHR=/tmp/lhr npm run bench -- --only=lighthouse
 *   npx tsx bench/lcp-chain.ts /tmp/lhr/<page>-<time>-artifacts [--without=push-client]
 *
 * The simulation (150 ms round trips, 1.6 Mbps, 4x CPU) keeps one connection per origin over
 * HTTP/2 and serves its requests one after another, shares the bandwidth between all requests in
 * flight, and takes into its graph only what ended before the observed LCP: script evaluations,
 * layouts, the tasks that sent a request, and every request. A request that ends after the LCP
 * paint costs it nothing; a picture nobody sees yet that ends before it costs its bytes.
 */

/** A node of the simulated graph, as this report reads it. */
export interface ChainNode {
  id: string;
  label: string;
  start: number;
  end: number;
  dependencies: readonly string[];
}

/** The chain that ends last: from the last node back, each time through the dependency that ended last. */
export function lastChain(nodes: readonly ChainNode[]): ChainNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  let current = nodes.reduce<ChainNode | undefined>(
    (last, node) => (!last || node.end > last.end ? node : last),
    undefined,
  );
  const chain: ChainNode[] = [];
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = current.dependencies
      .map((id) => byId.get(id))
      .filter((node): node is ChainNode => node !== undefined)
      .reduce<ChainNode | undefined>((last, node) => (!last || node.end > last.end ? node : last), undefined);
  }
  return chain;
}

/* The rest reads Lighthouse's own modules (its Lantern simulation), typed only as far as used. */
interface LanternRequest {
  url: string;
  resourceType?: string;
  priority?: string;
  networkRequestTime: number;
  networkEndTime: number;
  rendererStartTime: number;
}
interface LanternNode {
  id: string;
  type: 'network' | 'cpu';
  request: LanternRequest;
  duration: number;
  childEvents: { name: string; args?: { data?: { url?: string } } }[];
  getDependencies(): LanternNode[];
  traverse(visit: (node: LanternNode) => void): void;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}
interface LcpResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const lighthouse = (file: string) => import(require.resolve(`lighthouse/${file}`)) as Promise<Record<string, unknown>>;
const NOTABLE_EVENTS = new Set([
  'EvaluateScript',
  'TimerFire',
  'XHRReadyStateChange',
  'FireAnimationFrame',
  'Layout',
  'Paint',
  'ParseHTML',
  'ResourceSendRequest',
]);

function describe(node: LanternNode): string {
  if (node.type === 'network') {
    const { url, resourceType, priority } = node.request;
    return `${resourceType ?? '?'} ${priority ?? ''} ${url.replace(/^https?:\/\/[^/]*/, '').slice(0, 80)}`;
  }
  const events = node.childEvents
    .filter((event) => NOTABLE_EVENTS.has(event.name))
    .map(
      (event) => event.name + (event.args?.data?.url ? `(${event.args.data.url.split('/').pop()!.slice(0, 28)})` : ''),
    );
  return `task ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set(events)].slice(0, 6).join(' ')}`;
}

async function simulate(artifactsDir: string, without: RegExp | null): Promise<LcpResult> {
  const { loadArtifacts } = (await lighthouse('core/lib/asset-saver.js')) as {
    loadArtifacts(dir: string): Promise<Record<string, never>>;
  };
  const { getComputationDataParams } = (await lighthouse('core/computed/metrics/lantern-metric.js')) as {
    getComputationDataParams(data: unknown, context: unknown): Promise<{ graph: LanternNode }>;
  };
  const { LanternFirstContentfulPaint } = (await lighthouse(
    'core/computed/metrics/lantern-first-contentful-paint.js',
  )) as {
    LanternFirstContentfulPaint: { request(data: unknown, context: unknown): Promise<unknown> };
  };
  const Lantern = (await lighthouse('core/lib/lantern/lantern.js')) as {
    Metrics: { LargestContentfulPaint: { compute(params: unknown, extras: unknown): LcpResult } };
  };
  const artifacts = await loadArtifacts(artifactsDir);
  const settings = artifacts.settings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const fcpResult = await LanternFirstContentfulPaint.request(data, context);
  const params = await getComputationDataParams(data, context);
  if (without) {
    params.graph.traverse((node) => {
      if (node.type !== 'network' || !without.test(node.request.url)) return;
      // Long after the paint: the graph leaves it out, as a request that ended after the LCP.
      node.request.rendererStartTime = node.request.networkRequestTime = 1e9;
      node.request.networkEndTime = 1e9 + 1;
    });
  }
  return Lantern.Metrics.LargestContentfulPaint.compute(params, { fcpResult });
}

function toChainNodes(estimate: Estimate): ChainNode[] {
  return [...estimate.nodeTimings].map(([node, timing]) => ({
    id: node.id,
    label: describe(node),
    start: timing.startTime,
    end: timing.endTime,
    dependencies: node.getDependencies().map((dependency) => dependency.id),
  }));
}

async function main(): Promise<void> {
  const [artifactsDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const withoutArg = process.argv.find((arg) => arg.startsWith('--without='))?.slice('--without='.length);
  if (!artifactsDir) throw new Error('usage: tsx bench/lcp-chain.ts <artifacts dir> [--without=<regexp>]');
  const result = await simulate(artifactsDir, withoutArg ? new RegExp(withoutArg) : null);
  const row = (node: ChainNode) =>
    `${String(Math.round(node.start)).padStart(6)} ${String(Math.round(node.end)).padStart(6)}  ${node.label}`;
  console.log(
    `simulated LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})` +
      (withoutArg ? `, without /${withoutArg}/` : ''),
  );
  const nodes = toChainNodes(result.pessimisticEstimate);
  console.log('\nthe pessimistic graph, by simulated start (start, end in ms):');
  for (const node of [...nodes].sort((a, b) => a.start - b.start)) console.log(row(node));
  console.log('\nthe chain that ends last, back from its end:');
  for (const node of lastChain(nodes)) console.log(row(node));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
