/**
 * `LIVE_BUS`, the development server's choice of live bus (live-bus.ts): unset or `in-process`,
 * the hub's own bus in this process (what `npm start` runs: nothing to install); a NATS address
 * (`nats://host:port`, several comma-separated for a cluster), the bus on NATS JetStream that any
 * number of gateways share (nats-bus.ts). `LIVE_BUS_REPLICAS`: how many nodes of a NATS cluster
 * hold each stream (default 1; `npm run start:cluster` runs three nodes and asks 3).
 */
import { NatsBus } from './nats-bus';

const NATS_ADDRESS = /^nats:\/\/[^\s/,]+$/;

/** What a setting asks for: the in-process bus, or NATS at these addresses; a setting that is neither throws. */
export function readLiveBusSetting(
  setting: string | undefined,
): { kind: 'in-process' } | { kind: 'nats'; servers: string } {
  const value = setting?.trim() ?? '';
  if (value === '' || value === 'in-process') return { kind: 'in-process' };
  const servers = value.split(',').map((server) => server.trim());
  if (!servers.every((server) => NATS_ADDRESS.test(server))) {
    throw new Error(
      `LIVE_BUS: expected in-process or nats://host:port (several comma-separated), got ${JSON.stringify(value)}`,
    );
  }
  return { kind: 'nats', servers: servers.join(',') };
}

/** Replicas of each stream: a whole number from 1 to 5 (what JetStream allows), 1 when unset. */
export function readReplicas(setting: string | undefined): number {
  const value = setting?.trim() || '1';
  if (!/^[1-5]$/.test(value)) throw new Error(`LIVE_BUS_REPLICAS: expected 1 to 5, got ${JSON.stringify(value)}`);
  return Number(value);
}

/** The bus the settings ask for: undefined for the in-process one (the hub makes its own), else connected to NATS. */
export async function openLiveBus(
  setting: string | undefined,
  gateway: string,
  replicas?: string,
): Promise<NatsBus | undefined> {
  const read = readLiveBusSetting(setting);
  if (read.kind === 'in-process') return undefined;
  return NatsBus.connect(read.servers, { name: `sport-info gateway ${gateway}`, replicas: readReplicas(replicas) });
}
