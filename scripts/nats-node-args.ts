/**
 * The arguments of one nats-server node of a local JetStream cluster on 127.0.0.1: what
 * `npm run start:cluster` (start-cluster.ts) and the tests' cluster (tests/support/nats-server.ts) start.
 */
import { join } from 'node:path';

export interface NatsNode {
  name: string;
  clientPort: number;
  routePort: number;
  /** Every node's route address, comma-separated. */
  routes: string;
  cluster: string;
  /** The folder the nodes' stores go under (each in its own subfolder). */
  store: string;
}

export function natsNodeArgs(node: NatsNode): string[] {
  return ['-js', '-a', '127.0.0.1', '-p', String(node.clientPort), '-n', node.name, '--cluster_name', node.cluster]
    .concat(['--cluster', `nats://127.0.0.1:${node.routePort}`, '--routes', node.routes])
    .concat(['-sd', join(node.store, node.name)]);
}
