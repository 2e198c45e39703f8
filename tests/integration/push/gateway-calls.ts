/**
 * Gateways on NATS as the tests start them, and the calls a test makes on one as the app and the
 * tools do: the development control's JSON POST, and a 竞猜 vote as a signed form POST with the
 * fan's session.
 */
import { DevCalls, TOOL_HEADERS } from '../../../src/contracts/dev-server';
import { encodeForm, pairsOf } from '../../../src/contracts/form-encoding';
import { Header } from '../../../src/contracts/http';
import { PredictionCalls, type PublicPrediction } from '../../../src/contracts/predictions';
import { DEV_SIGNING_KEY, hmacSigner } from '../../../src/contracts/signature';
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';
import { NatsBus } from '../../../shell-demo/server/push/nats-bus';
import type { LeaseTiming } from '../../../shell-demo/server/push/nats-publisher-lease';
import type { RecentReader } from '../../../shell-demo/server/push/publisher-role';
import { phaseOf, roomContext, roomHosts } from '../../../shell-demo/server/crowd/room-context';
import { startNatsServer, type NatsServer } from '../../support/nats-server';
import { sleep, waitFor } from './push-test-support';

/**
 * A development server as a gateway on the NATS at `url`, its world not simulated (the tests drive
 * it). `readBack` stands between a take-over and the streams it reads back (a slow or failing read).
 */
export async function startGateway(
  url: string,
  name: string,
  options: {
    replicas?: number;
    timing: Partial<LeaseTiming>;
    now?: () => number;
    readBack?: (recent: RecentReader) => RecentReader;
  },
): Promise<DevServer & { bus: NatsBus }> {
  const bus = await NatsBus.connect(url, { replicas: options.replicas });
  const publisher = await bus.publisherRole(name, options.timing);
  const { readBack } = options;
  if (readBack) {
    const onTakeOver = publisher.onTakeOver.bind(publisher);
    publisher.onTakeOver = (hook) => onTakeOver((recent) => hook(readBack(recent)));
  }
  const cells = await bus.cells();
  // The bus too: a test cuts its connection to play the gateway's death.
  return Object.assign(
    await startDevServer({ port: 0, quiet: true, simulate: false, push: { bus, publisher }, cells, now: options.now }),
    { bus },
  );
}

/**
 * Two gateways on the NATS at `url` for a take-over (`timing`: a short lease), once the lease has
 * settled on one: the publisher, the other, and the world (built on each). Each gateway goes into
 * `started` as it starts, for the test to close.
 */
async function publisherAndOther(
  url: string,
  names: [string, string],
  timing: Partial<LeaseTiming>,
  started: DevServer[],
) {
  const a = await startGateway(url, names[0], { timing });
  started.push(a);
  const world = a.world();
  await waitFor(() => a.push.publisher.holds(), 'A holding the lease after its build', 5000);
  const b = await startGateway(url, names[1], { timing });
  started.push(b);
  b.world();
  // B's build held this process past A's lease: the lease settles on one of them first.
  await sleep((timing.leaseMs ?? 0) + 500);
  await waitFor(() => a.push.publisher.holds() !== b.push.publisher.holds(), 'one publisher', 10_000);
  const [publisher, other] = a.push.publisher.holds() ? [a, b] : [b, a];
  return { publisher, other, world };
}

/**
 * A file's stage for a publisher's take-over: one NATS server for the file and the gateways its
 * tests start, closed after it. `takeOver` starts two (publisherAndOther) and names a room whose
 * match is in play (else the first), where the crowd chats and a 竞猜 or a 红包 opens.
 */
export function takeOverStage() {
  let nats: NatsServer | undefined;
  const gateways: DevServer[] = [];
  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    nats?.stop();
  });
  return {
    async takeOver(names: [string, string], timing: Partial<LeaseTiming>) {
      const started = await publisherAndOther(nats!.url, names, timing, gateways);
      const rooms = [...roomHosts(started.world).keys()];
      const roomId =
        rooms.find((id) => phaseOf(roomContext(started.world, id)?.match ?? null) === 'playing') ?? rooms[0]!;
      return { ...started, roomId };
    },
  };
}

export async function devPost(server: DevServer, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} → HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** A 竞猜 opened in the room by the development control, open ten minutes. */
export async function openPrediction(gateway: DevServer, roomId: number): Promise<PublicPrediction> {
  const answer = await devPost(gateway, DevCalls.predictions, { roomId, action: 'open', windowMs: 10 * 60_000 });
  return (answer as { prediction: PublicPrediction }).prediction;
}

export interface VoteAnswer {
  code: number;
  msg: string;
  data: { points: { balance: number }; prediction: { myVote: { stake: number; payout: number | null } | null } } | null;
}

const sign = hmacSigner(DEV_SIGNING_KEY);

/** A call of the app's as it sends it: a signed form POST with the fan's session. */
export async function sessionCall(
  server: DevServer,
  session: { token: string; uid: string },
  path: string,
  form: Record<string, number | string>,
): Promise<unknown> {
  const timestamp = String(Date.now());
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      ...TOOL_HEADERS,
      [Header.Timestamp]: timestamp,
      [Header.Signature]: await sign({ method: 'POST', path, timestamp, pairs: pairsOf({}, form) }),
      [Header.Token]: session.token,
      [Header.Uid]: session.uid,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: encodeForm(form),
  });
  return response.json();
}

/** A 竞猜 vote as the app sends it. */
export async function vote(
  server: DevServer,
  session: { token: string; uid: string },
  form: { predictionId: number; outcomeId: number; stake: number; delayMs: number },
): Promise<VoteAnswer> {
  return (await sessionCall(server, session, PredictionCalls.vote.path, form)) as VoteAnswer;
}

/** The fan's 积分 as the room's 竞猜 call answers them on `server`. */
export async function balanceOn(server: DevServer, session: { token: string; uid: string }, roomId: number) {
  const answer = (await sessionCall(server, session, PredictionCalls.room.path, { roomId })) as {
    data: { points: { balance: number } | null } | null;
  };
  return answer.data?.points?.balance;
}
