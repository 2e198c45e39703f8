/**
 * Small named helpers for the PushClient unit tests: a scriptable WebSocket, a manual
 * animation-frame queue, and a client wired to them (jest fake timers drive the clock).
 */
import { asNumber, asObject } from '@src/contracts/parse';
import { definePushMessage, type PushAddress, type PushMessageType, type PushMode } from '@src/contracts/push';
import {
  type PushCommand,
  type PushServerMessage,
  type PushSnapshot,
  type PushSnapshotEntry,
  type PushSnapshotParams,
} from '@src/contracts/push-protocol';
import type { MonitorEvent } from '@src/platform/feedback/monitor';
import { PushClient, type PushClientOptions } from '@src/platform/socket/push-client';
import type { PushFrames, PushSocket } from '@src/platform/socket/push-environment';
import { useSocketStore } from '@src/platform/socket/socket-store';

export const PUSH_URL = 'ws://push.test/ws';

export class FakeSocket implements PushSocket {
  readyState = 0;
  onopen: PushSocket['onopen'] = null;
  onmessage: PushSocket['onmessage'] = null;
  onclose: PushSocket['onclose'] = null;
  onerror: PushSocket['onerror'] = null;
  readonly sent: string[] = [];
  closedBy: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedBy = { code, reason };
    this.readyState = 3;
  }

  // What the server (or the network) does:
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(message: PushServerMessage | Record<string, unknown> | string): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  failToConnect(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006, reason: '' });
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }

  /** The commands sent, without a subscribe's `heldMs` (which `heldMs()` reads): which channels went when. */
  commands(): PushCommand[] {
    return this.sent.map((text) => {
      const command = JSON.parse(text) as PushCommand;
      if (command.cmd !== 'subscribe' || command.heldMs === undefined) return command;
      const { heldMs: _heldMs, ...channels } = command;
      return channels;
    });
  }

  /** Each subscribe command's `heldMs`, in order (undefined: the command had none). */
  heldMs(): (Record<string, number> | undefined)[] {
    return this.sent
      .map((text) => JSON.parse(text) as PushCommand)
      .flatMap((command) => (command.cmd === 'subscribe' ? [command.heldMs] : []));
  }
}

export class ManualFrames implements PushFrames {
  private readonly queue = new Map<number, () => void>();
  private nextId = 1;

  request(callback: () => void): number {
    const id = this.nextId++;
    this.queue.set(id, callback);
    return id;
  }

  cancel(handle: unknown): void {
    this.queue.delete(handle as number);
  }

  get pending(): number {
    return this.queue.size;
  }

  /** Runs the callbacks queued for the next frame. */
  run(): void {
    const callbacks = [...this.queue.values()];
    this.queue.clear();
    for (const callback of callbacks) callback();
  }
}

export interface Harness {
  client: PushClient;
  sockets: FakeSocket[];
  /** The socket the client opened last. */
  socket(): FakeSocket;
  frames: ManualFrames;
  reports: MonitorEvent[];
  logs: string[];
  snapshots: PushSnapshotParams[];
  /** The answer of the next snapshot calls (a function of the request). */
  answerSnapshot(answer: (params: PushSnapshotParams) => PushSnapshot | Promise<PushSnapshot>): void;
}

export function createHarness(options: Partial<PushClientOptions> = {}): Harness {
  const sockets: FakeSocket[] = [];
  const frames = new ManualFrames();
  const reports: MonitorEvent[] = [];
  const logs: string[] = [];
  const snapshots: PushSnapshotParams[] = [];
  let answer: (params: PushSnapshotParams) => PushSnapshot | Promise<PushSnapshot> = (params) => ({
    channel: params.channel,
    seq: params.sinceSeq,
    epoch: 'e1',
    entries: [],
  });
  class TrackedSocket extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  const client = new PushClient({
    WebSocket: TrackedSocket,
    frames,
    report: (event) => reports.push(event),
    log: (message) => logs.push(message),
    fetchSnapshot: async (params) => {
      snapshots.push(params);
      return answer(params);
    },
    ...options,
  });
  return {
    client,
    sockets,
    socket: () => {
      const last = sockets[sockets.length - 1];
      if (!last) throw new Error('no socket opened yet');
      return last;
    },
    frames,
    reports,
    logs,
    snapshots,
    answerSnapshot: (next) => {
      answer = next;
    },
  };
}

/** Connects, opens the socket and acknowledges the subscription of `channels` at `seq`. */
export function connectAndSubscribe(harness: Harness, channels: string[], seq = 0, epoch = 'e1'): FakeSocket {
  harness.client.subscribe(channels);
  harness.client.connect(PUSH_URL);
  const socket = harness.socket();
  socket.open();
  socket.receive(subscribed(channels, seq, epoch));
  return socket;
}

export function subscribed(channels: string[], seq = 0, epoch = 'e1'): PushServerMessage {
  return { type: 'subscribed', channels, seq: Object.fromEntries(channels.map((channel) => [channel, seq])), epoch };
}

export function message(
  channel: string,
  seq: number,
  namespace: string,
  name: string,
  payload: unknown,
): PushServerMessage {
  return { type: 'message', channel, seq, namespace, name, payload, at: 1_700_000_000_000 + seq };
}

/** Lets pending promise callbacks (snapshot answers) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

export function resetSocketStore(): void {
  useSocketStore.getState().reset();
}

/** The page's visibility as a browser changes it: the state, then the event. */
export function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Each test on fake timers with a fresh socket store; every harness the returned function made
 * in a test is disposed after it, and the page is visible again.
 */
export function harnessPerTest(
  defaults: Partial<PushClientOptions> = {},
): (options?: Partial<PushClientOptions>) => Harness {
  const harnesses: Harness[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    resetSocketStore();
  });
  afterEach(() => {
    for (const created of harnesses.splice(0)) created.client.dispose();
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  return (options) => {
    const created = createHarness({ ...defaults, ...options });
    harnesses.push(created);
    return created;
  };
}

/** A stream of the match channels whose payload is one number, read from its `field`. */
const matchNumberMessage = (address: PushAddress, mode: PushMode, field: string): PushMessageType<number> =>
  definePushMessage({
    ...address,
    channels: ['match'],
    mode,
    parse: (payload) => asNumber(asObject(payload, 'payload')[field], `payload.${field}`),
  });

/** A message whose payload is taken as it comes (a routing test needs no reading). */
export const rawMessage = (
  address: PushAddress,
  channels: readonly string[],
  mode: PushMode = 'event',
): PushMessageType<unknown> => definePushMessage({ ...address, channels, mode, parse: (payload) => payload });

/** An in-order goal event stream of the match channels; its payload is the minute. */
export const goalMessage = matchNumberMessage({ namespace: 'match', name: 'goal' }, 'event', 'minute');

/** A latest-value stream of the match channels (one value per channel); its payload is a count. */
export const viewersMessage = matchNumberMessage({ namespace: 'room', name: 'viewers' }, 'latest', 'count');

/** A harness per test (no page) whose `viewersMessage` counts are recorded in `counts`. */
export function viewerCountsPerTest(): () => { push: Harness; counts: number[] } {
  const newHarness = harnessPerTest({ page: null });
  return () => {
    const push = newHarness();
    const counts: number[] = [];
    push.client.registerHandler(viewersMessage, { apply: (count) => counts.push(count) });
    return { push, counts };
  };
}

/** `viewersMessage`'s value as the snapshot call answers it. */
export const viewersEntry = (seq: number, count: number): PushSnapshotEntry => ({
  namespace: 'room',
  name: 'viewers',
  key: '',
  seq,
  at: 0,
  payload: { count },
});
