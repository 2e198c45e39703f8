/**
 * What the tracker's watch does to the compositor's layers, in counts that do not move with the
 * machine's load. From the trace: the layerisations that did work — Chrome's `Layerize` runs in
 * every frame, a few µs while the layers stand, and rebuilds the page's layer list (every paint
 * chunk of the document, the schedule behind the sheet included) when a compositing reason, a
 * layer or a property node came or went — and the animations started, by element. With
 * `BENCH_TRACKER_LAYERS=1`, the LayerTree domain of the DevTools protocol beside it (it costs the
 * page a layer list at each change: a reading of its own, not of a budgeted watch): how many
 * times the layers changed, how many layers, and whose layers came and went; and the trace's
 * category `blink`, which has each rebuild of the layer list (PaintArtifactCompositor::Update).
 */
import type { CDPSession } from 'playwright-core';
import type { TraceEvent } from './football';

export const WATCH_LAYERS = process.env.BENCH_TRACKER_LAYERS === '1';

export interface LayerizeCounts {
  /** Layerize events of the watch over 1 ms and over 10 ms of CPU time, and their CPU time in all. */
  over1ms: number;
  over10ms: number;
  cpuMs: number;
  /** How many times the layer list was rebuilt (traced with the category `blink`: BENCH_TRACKER_LAYERS). */
  rebuilt: number;
  /** Animations started, by the element's name (the trace's `Animation` async events). */
  animationsStarted: Record<string, number>;
}

export function layerizeCounts(events: readonly TraceEvent[], mark: string): LayerizeCounts {
  const start = events.find((event) => event.name === `${mark}-start`);
  const end = events.find((event) => event.name === `${mark}-end`);
  const inWatch = (event: TraceEvent) => !!start && !!end && event.ts! >= start.ts! && event.ts! <= end.ts!;
  const cpu = events
    .filter(
      (event) =>
        event.name === 'Layerize' &&
        event.ph === 'X' &&
        event.pid === start?.pid &&
        event.tid === start?.tid &&
        inWatch(event),
    )
    .map((event) => Math.min(event.dur ?? 0, event.tdur ?? event.dur ?? 0) / 1000);
  const animationsStarted: Record<string, number> = {};
  for (const event of events) {
    if (event.name !== 'Animation' || event.ph !== 'b' || !inWatch(event)) continue;
    const data = (event.args as { data?: { nodeName?: string; name?: string } } | undefined)?.data;
    const key = [data?.nodeName ?? '?', data?.name].filter(Boolean).join(' ');
    animationsStarted[key] = (animationsStarted[key] ?? 0) + 1;
  }
  return {
    over1ms: cpu.filter((ms) => ms > 1).length,
    over10ms: cpu.filter((ms) => ms > 10).length,
    cpuMs: Math.round(cpu.reduce((sum, ms) => sum + ms, 0)),
    rebuilt: events.filter(
      (event) => event.name === 'PaintArtifactCompositor::Update' && event.ph !== 'E' && inWatch(event),
    ).length,
    animationsStarted,
  };
}

export interface LayerChanges {
  /** The page's layers repainted or rebuilt (the LayerTree domain tells both). */
  changes: number;
  /** The layer count at each change: the fewest and the most. */
  layers: [number, number];
  /** Layers that came or went, by their element (`+` came, `-` went). */
  byElement: Record<string, number>;
}

/** Starts listening to the page's layer list; the returned function stops and reads what changed. */
export async function watchLayerChanges(cdp: CDPSession): Promise<() => Promise<LayerChanges>> {
  let previous = new Map<string, number | undefined>();
  let changes = 0;
  let fewest = Number.POSITIVE_INFINITY;
  let most = 0;
  const came = new Map<string, number>();
  const counted = (sign: string, node: number | undefined) => {
    const key = `${sign}${node ?? 'none'}`;
    came.set(key, (came.get(key) ?? 0) + 1);
  };
  const onChange = ({ layers }: { layers?: { layerId: string; backendNodeId?: number }[] }) => {
    if (!layers) return;
    const current = new Map(layers.map((layer) => [layer.layerId, layer.backendNodeId]));
    if (previous.size > 0) {
      changes += 1;
      for (const [id, node] of current) if (!previous.has(id)) counted('+', node);
      for (const [id, node] of previous) if (!current.has(id)) counted('-', node);
    }
    fewest = Math.min(fewest, current.size);
    most = Math.max(most, current.size);
    previous = current;
  };
  cdp.on('LayerTree.layerTreeDidChange', onChange);
  await cdp.send('LayerTree.enable');
  return async () => {
    cdp.off('LayerTree.layerTreeDidChange', onChange);
    await cdp.send('LayerTree.disable');
    const byElement: Record<string, number> = {};
    for (const [key, count] of came) {
      const node = Number(key.slice(1));
      const name = Number.isFinite(node) ? await describe(cdp, node) : 'no element';
      byElement[`${key[0]}${name}`] = (byElement[`${key[0]}${name}`] ?? 0) + count;
    }
    return { changes, layers: [Number.isFinite(fewest) ? fewest : 0, most], byElement };
  };
}

async function describe(cdp: CDPSession, backendNodeId: number): Promise<string> {
  try {
    const { node } = await cdp.send('DOM.describeNode', { backendNodeId });
    const attributes = node.attributes ?? [];
    const at = (name: string) => (attributes.includes(name) ? attributes[attributes.indexOf(name) + 1] : undefined);
    const testId = at('data-testid');
    const className = at('class')?.split(' ')[0];
    return `${node.nodeName.toLowerCase()}${testId ? `[${testId}]` : className ? `.${className}` : ''}`;
  } catch {
    return `gone ${backendNodeId}`;
  }
}
