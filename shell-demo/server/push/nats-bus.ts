/**
 * The live bus on NATS JetStream (live-bus.ts): the streams outlive a process and any number of
 * push gateways share them. Each channel is one stream (`LIVE_match_12`) over the subjects
 * `match.12.<namespace>` (`anchors.~.<namespace>` for a channel without an id), so a channel's
 * seq is its stream's sequence, a portal's backend publishes with any NATS client to the same subjects,
 * a gap repair is a stream read from a sequence, and retention is the in-process bus's bound.
 * Every answer comes back later (LiveBusAnsweringLater). A listener follows its channel through an
 * ordered consumer from the seq it subscribed at, started anew if it goes with a node (nats-stall-watch.ts).
 */
import { randomUUID } from 'node:crypto';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  StorageType,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type StreamState,
} from '@nats-io/jetstream';
import type { ChannelName } from '../../../src/contracts/push';
import type { PushSnapshot, PushSnapshotEntry } from '../../../src/contracts/push-protocol';
import { MAX_RECENT_PER_CHANNEL, MAX_RETAINED_PER_CHANNEL, rememberRecent } from './in-process-bus';
import { FAN_OUT_WINDOW_MS, FLIGHT_END_HEADER, HandOnWindow } from './hand-on-window';
import { pipelineOf, type PipelineItem, type PublishPipeline } from './publish-pipeline';
import type { LiveBusAnsweringLater, LiveListener, LiveMessage } from './live-bus';
import { EPOCH_STREAM, sharedEpoch } from './nats-epoch';
import { CELLS_STREAM, isRefusal, NatsCells } from './nats-cells';
import { recentReader } from './nats-recent';
import { LEASE_STREAM, NatsPublisherLease, type LeaseTiming } from './nats-publisher-lease';
import { orderedConsumer } from './nats-consumers';
import { FOLLOW_PULL, restartAfterReconnects, restartWhenStalled } from './nats-stall-watch';
import { whenNatsAnswers } from './nats-startup';
import { channelStream, channelSubject, messageSubject, STREAM_PREFIX } from './nats-subjects';

/** The bus's own streams, no channel's. */
const BUS_STREAMS = new Set([EPOCH_STREAM, LEASE_STREAM, CELLS_STREAM]);
/** A message numbered and kept that no listener is handed (a lost message, for tests of gap repair). */
const QUIET_HEADER = 'Live-Quiet';
/** A following that could not start (NATS did not answer in time) tries again after this long. */
const FOLLOW_RETRY_MS = 1000;
/** JetStream's answers are waited for this long (not the client's 5 s): a request lost with a node fails soon and is asked again. */
const API_TIMEOUT_MS = 1500;
/** A message is tried again for this long before its publish fails (a node down, a leader elected). */
const PUBLISH_WITHIN_MS = 15_000;
const PUBLISH_TRY_MS = 2_000;
const PUBLISH_RETRY_MS = 250;
type Body = Omit<LiveMessage, 'key'> & { key?: string };

/** A message on its way to JetStream. */
type Outgoing = PipelineItem & { subject: string; data: string; options: PublishOptions };
type ConnectOptions = { name?: string; replicas?: number; fanOutWindowMs?: number };
type PublishOptions = { quiet?: boolean; expect?: { lastSubjectSequence: number } };

interface Following {
  readonly channel: ChannelName;
  stopped: boolean;
  /** The last seq this subscription was handed or skipped. */
  seen: number;
  /** `seen` is known: the seq it started after was read. */
  placed: boolean;
  /** Resolves once the consumer runs (or failed). */
  ready: Promise<void>;
  messages?: ConsumerMessages;
  /** Closes the consumer and follows anew from `seen` (nats-stall-watch.ts), once per consumer. */
  restartNow?: () => void;
}

export class NatsBus implements LiveBusAnsweringLater {
  /** Connects to NATS (`nats://host:port`, or several comma-separated) and reads (or names) the shared epoch. */
  /** `replicas`: nodes holding each stream (1 by default); `fanOutWindowMs`: FAN_OUT_WINDOW_MS unless said (the bench tries others). */
  static async connect(servers: string, options: ConnectOptions = {}): Promise<NatsBus> {
    const connection = await connect({ servers: servers.split(','), name: options.name ?? 'sport-info push' });
    const manager = await whenNatsAnswers(() => jetstreamManager(connection, { timeout: API_TIMEOUT_MS }));
    const replicas = options.replicas ?? 1;
    return new NatsBus(
      connection,
      manager,
      await whenNatsAnswers(() => sharedEpoch(manager, jetstream(connection, { timeout: API_TIMEOUT_MS }), replicas)),
      replicas,
      options.fanOutWindowMs ?? FAN_OUT_WINDOW_MS,
    );
  }

  private readonly js: JetStreamClient;
  /** Streams this bus made sure of. */
  private readonly streams = new Map<string, Promise<void>>();
  private readonly following = new Set<Following>();
  /** The publisher leases this bus made: their hand-over is flushed before the connection closes. */
  private readonly leases: NatsPublisherLease[] = [];
  /** The newest seq this bus published per channel: what `settled()` waits for its listeners to reach. */
  private readonly published = new Map<ChannelName, number>();
  /** Per channel, its publishes in order (publish-pipeline.ts); gone once nothing waits. */
  private readonly publishing = new Map<ChannelName, PublishPipeline<Outgoing>>();
  /** Names this bus's messages for JetStream's duplicate window. */
  private readonly publisherId = randomUUID().slice(0, 8);
  private sent = 0;
  private sharedCells: Promise<NatsCells> | undefined;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly manager: JetStreamManager,
    readonly epoch: string,
    private readonly replicas: number,
    private readonly fanOutWindowMs: number,
  ) {
    this.js = jetstream(connection, { timeout: API_TIMEOUT_MS });
    restartAfterReconnects(connection, this.following);
  }

  async publish(channel: ChannelName, message: LiveMessage, options: { deliver?: boolean } = {}): Promise<number> {
    if (this.closing) throw new Error('the live bus is closed');
    await this.ensureStream(channel);
    // A listener subscribed before this publish hears it: its consumer must run first.
    await Promise.all(
      [...this.following].filter((following) => following.channel === channel).map((following) => following.ready),
    );
    const { namespace, name, payload, at, key } = message;
    const body: Body = { namespace, name, payload, at, key };
    const pipeline = pipelineOf(this.publishing, channel, {
      send: (outgoing, endsFlight) => this.publishOnce(outgoing, endsFlight),
      mayRetry: (error, failingSince) => this.mayRetry(error, failingSince),
      pauseMs: PUBLISH_RETRY_MS,
    });
    const seq = await pipeline.publish(
      this.outgoing(messageSubject(channel, namespace), JSON.stringify(body), { quiet: options.deliver === false }),
    );
    this.published.set(channel, Math.max(seq, this.published.get(channel) ?? 0));
    return seq;
  }

  /** One try; `endsFlight` marks its flight's last message. */
  private async publishOnce({ subject, data, options, msgID }: Outgoing, endsFlight = false): Promise<number> {
    const { quiet, expect } = options;
    const marks = quiet || endsFlight ? headers() : undefined;
    if (quiet) marks?.set(QUIET_HEADER, '1');
    if (endsFlight) marks?.set(FLIGHT_END_HEADER, '1');
    return (await this.js.publish(subject, data, { expect, headers: marks, msgID, timeout: PUBLISH_TRY_MS })).seq;
  }

  /** Whether a publish failing since `failingSince` is tried again: a node lost or a leader elected costs a wait, not a message. */
  private mayRetry(error: unknown, failingSince: number): boolean {
    return !this.closing && Date.now() - failingSince < PUBLISH_WITHIN_MS && !isRefusal(error);
  }

  /** Publishes until JetStream acknowledges or `mayRetry` says no; its `Nats-Msg-Id` keeps it once. */
  private async publishSurely(outgoing: Outgoing): Promise<number> {
    const failingSince = Date.now();
    for (;;) {
      try {
        return await this.publishOnce(outgoing);
      } catch (error) {
        if (!this.mayRetry(error, failingSince)) throw error;
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_RETRY_MS));
      }
    }
  }

  private outgoing(subject: string, data: string, options: PublishOptions): Outgoing {
    return { subject, data, options, msgID: `${this.publisherId}-${++this.sent}` };
  }

  subscribe(channel: ChannelName, listener: LiveListener, after?: number): () => void {
    const following: Following = { channel, stopped: false, seen: 0, placed: false, ready: Promise.resolve() };
    // A following that could not start (NATS busy past its timeout) tries again from where it stood.
    const start = (from: number | undefined) => {
      following.ready = this.follow(following, listener, from, () => start(following.seen)).catch((error: unknown) => {
        if (following.stopped || this.closing) return;
        console.error(`live bus: cannot follow ${channel}, trying again in ${FOLLOW_RETRY_MS} ms:`, error);
        const retry = setTimeout(() => {
          if (!following.stopped && !this.closing) start(following.placed ? following.seen : after);
        }, FOLLOW_RETRY_MS);
        retry.unref();
      });
    };
    start(after);
    this.following.add(following);
    return () => {
      following.stopped = true;
      this.following.delete(following);
      void following.messages?.close();
    };
  }

  async snapshot(channel: ChannelName, sinceSeq: number): Promise<PushSnapshot> {
    const { epoch } = this;
    const state = await this.streamState(channel);
    if (!state) return { channel, seq: 0, epoch, entries: [] };
    // A sinceSeq from another epoch (or the future) cannot be trusted: answer everything.
    const since = sinceSeq > state.last_seq ? 0 : sinceSeq;
    const latest = new Map<string, PushSnapshotEntry>();
    await this.read(channel, Math.max(since + 1, state.first_seq), state.last_seq, (seq, body) => {
      if (body.key === undefined) return;
      const { namespace, name, key, at, payload } = body;
      const retainKey = `${namespace}\0${name}\0${key}`;
      // Delete first so the map's order stays the seq order.
      latest.delete(retainKey);
      latest.set(retainKey, { namespace, name, key, seq, at, payload });
    });
    return { channel, seq: state.last_seq, epoch, entries: [...latest.values()] };
  }

  async currentSeq(channel: ChannelName): Promise<number> {
    return (await this.streamState(channel))?.last_seq ?? 0;
  }

  /** Reads back the last MAX_RECENT_PER_CHANNEL messages of the stream: when each was published. */
  async seqAt(channel: ChannelName, time: number): Promise<number> {
    const state = await this.streamState(channel);
    if (!state || state.messages === 0) return 0;
    const recent: { seq: number; at: number }[] = [];
    let retainedSeq = 0;
    const from = Math.max(state.first_seq, state.last_seq - MAX_RECENT_PER_CHANNEL + 1);
    await this.read(channel, from, state.last_seq, (seq, body) => {
      rememberRecent(recent, seq, body.at);
      if (body.key !== undefined) retainedSeq = seq;
    });
    const seq = recent.findLast((published) => published.at <= time)?.seq ?? 0;
    // A value kept before what was read back is older than `seq`: only events came since.
    return seq === 0 || retainedSeq > seq ? seq : state.last_seq;
  }

  async channelCount(): Promise<number> {
    let count = 0;
    for await (const info of this.manager.streams.list()) {
      const { name } = info.config;
      if (name.startsWith(STREAM_PREFIX) && !BUS_STREAMS.has(name) && info.state.last_seq > 0) count += 1;
    }
    return count;
  }

  /** This gateway's part in the publisher's lease among the gateways on this NATS (nats-publisher-lease.ts). */
  async publisherRole(gateway: string, timing?: Partial<LeaseTiming>): Promise<NatsPublisherLease> {
    const lease = await NatsPublisherLease.start(this.connection, this.manager, this.js, {
      gateway,
      replicas: this.replicas,
      recent: recentReader(this.manager, STREAM_PREFIX, (channel, from, to, visit) =>
        this.read(channel, from, to, visit),
      ),
      timing,
    });
    this.leases.push(lease);
    return lease;
  }

  /** The cells every gateway on this NATS shares (nats-cells.ts), written as surely as a channel's message. */
  cells(): Promise<NatsCells> {
    const publish = (subject: string, data: string, expected: number) =>
      this.publishSurely(this.outgoing(subject, data, { expect: { lastSubjectSequence: expected } }));
    return (this.sharedCells ??= NatsCells.open(this.manager, publish, this.replicas));
  }

  /** Stops every listener and closes the connection; the streams stay on NATS. */
  close(): void {
    if (this.closing) return;
    for (const following of this.following) {
      following.stopped = true;
      void following.messages?.close();
    }
    this.following.clear();
    // Flushed first: what was published last (a lease handed on, once its renewal landed) reaches NATS.
    this.closing = Promise.all(this.leases.map((lease) => lease.handedOn))
      .then(() => this.connection.flush())
      .catch(() => undefined)
      .then(() => this.connection.close());
  }

  /** Resolves once the connection is closed. */
  async closed(): Promise<void> {
    await this.closing;
  }

  /** Resolves once every listener has been handed what this bus published on its channel. */
  async settled(): Promise<void> {
    for (;;) {
      const followings = [...this.following];
      await Promise.all(followings.map((following) => following.ready));
      const behind = (following: Following) => following.seen < (this.published.get(following.channel) ?? 0);
      if (!followings.some((following) => !following.stopped && behind(following))) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** `restart`: follows anew from `following.seen` (its consumer went with a node). */
  private async follow(following: Following, listener: LiveListener, after: number | undefined, restart: () => void) {
    const { channel } = following;
    await this.ensureStream(channel);
    // From the seq the caller read, or the one the stream stands at now: nothing before, nothing between missed.
    following.seen = after ?? (await this.currentSeq(channel));
    following.placed = true;
    const consumer = await orderedConsumer(this.connection, channel, following.seen + 1);
    // Handed on a publisher's flight at a time (hand-on-window.ts): a socket gets one write per flight, not one per network read.
    const batches = new HandOnWindow<JsMsg>(this.fanOutWindowMs, (batch) => {
      for (const message of batch) {
        if (following.stopped) return;
        following.seen = message.seq;
        if (message.headers?.has(QUIET_HEADER)) continue;
        try {
          listener({ ...decode(message), channel, seq: message.seq });
        } catch (error) {
          // One message a listener could not take must not end its subscription.
          console.error(`live bus: a listener of ${channel} failed on seq ${message.seq}:`, error);
        }
      }
    });
    const messages = await consumer.consume({
      ...FOLLOW_PULL,
      callback: (message) => {
        if (!following.stopped) batches.add(message, message.headers?.has(FLIGHT_END_HEADER) ?? false);
      },
    });
    following.messages = messages;
    if (following.stopped) {
      await messages.close();
      return;
    }
    following.restartNow = restartWhenStalled(messages, () => {
      if (following.stopped || this.closing) return;
      batches.stop(); // What waits here was not handed on: the new consumer reads it again.
      restart();
    });
    void messages.closed().then((error) => {
      if (!error) return;
      // The connection lost for good: this subscription ends, said once.
      following.stopped = true;
      batches.stop();
      if (!this.closing) console.error(`live bus: stopped following ${channel}:`, error);
    });
  }

  /** Hands `visit` the channel's messages from seq `from` to `to`, in seq order (those the stream still holds). */
  private async read(
    channel: ChannelName,
    from: number,
    to: number,
    visit: (seq: number, body: LiveMessage) => void,
  ): Promise<void> {
    if (from > to) return;
    const consumer = await orderedConsumer(this.connection, channel, from);
    const messages = await consumer.consume();
    try {
      for await (const message of messages) {
        if (message.seq > to) break;
        visit(message.seq, decode(message));
        if (message.seq === to || message.info.pending === 0) break;
      }
    } finally {
      await messages.close();
    }
  }

  private async streamState(channel: ChannelName): Promise<StreamState | undefined> {
    try {
      return (await this.manager.streams.info(channelStream(channel))).state;
    } catch (error) {
      if (isStreamNotFound(error)) return undefined;
      throw error;
    }
  }

  private ensureStream(channel: ChannelName): Promise<void> {
    const name = channelStream(channel);
    let made = this.streams.get(name);
    if (!made) {
      made = this.manager.streams
        .add({
          name,
          subjects: [`${channelSubject(channel)}.*`],
          max_msgs: MAX_RETAINED_PER_CHANNEL,
          discard: DiscardPolicy.Old,
          storage: StorageType.File,
          num_replicas: this.replicas,
        })
        .then(() => undefined);
      made.catch(() => this.streams.delete(name));
      this.streams.set(name, made);
    }
    return made;
  }
}

function decode(message: JsMsg): LiveMessage {
  const { namespace, name, payload, at, key } = message.json<Body>();
  return { namespace, name, payload, at, key };
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound;
}
