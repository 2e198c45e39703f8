/** The page's memory read over the DevTools protocol: the heap after a collection, its snapshot's objects, the DOM's counters. */
import type { CDPSession } from 'playwright-core';

export interface DomCounters {
  documents: number;
  nodes: number;
  jsEventListeners: number;
}

/** The heap snapshot's self sizes of every node that is not V8's code (node type `code`), in MB. */
export async function retainedObjectsMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const codeType = typeNames.indexOf('code');
  let bytes = 0;
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    if (snapshot.nodes[index + typeField] !== codeType) bytes += snapshot.nodes[index + sizeField]!;
  }
  return bytes / 1_048_576;
}

export const domCounters = async (cdp: CDPSession): Promise<DomCounters> => {
  const { documents, nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { documents, nodes, jsEventListeners };
};

export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1_048_576;
}
