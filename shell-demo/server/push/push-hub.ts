/**
 * The push server (`ws://<host>/ws`, DomainType.Push) speaking the protocol of
 * src/contracts/push.ts: sockets and their commands, a heartbeat, slow consumers, and
 * `publish()` — the one entry point for whatever produces updates (the match simulator).
 * Messages go through the live bus (live-bus.ts: their sequence numbers and the values kept for
 * the snapshot call; in-process-bus.ts by default, nats-bus.ts shared by several gateways); the
 * hub is a gateway that follows on the bus the channels its sockets hold (channel-store.ts) and
 * fans each message out to them; a subscribe starts producers on the publisher (publisher-role.ts).
 * A bus that answers later (NATS) is waited for; one that answers at once, in the same turn.
 * Admission: upgrade-gate.ts (limits: push-options.ts); writing: socket-writer.ts; commands: client-commands.ts.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  isChannelName,
  pushMessageKey,
  travelsOn,
  type ChannelName,
  type PushMessageType,
} from '../../../src/contracts/push';
import {
  PUSH_HEARTBEAT_MS,
  type PushServerMessage,
  type PushSubscribed,
  type PushSnapshot,
} from '../../../src/contracts/push-protocol';
import { clientOf } from '../fair-share';
import { ChannelStore } from './channel-store';
import { answerInOrder, readCommand } from './client-commands';
import { InProcessBus } from './in-process-bus';
import { LanguageFrames } from './language-frames';
import { allAnswers, onAnswer, type Answer, type AnyLiveBus, type NumberedLiveMessage } from './live-bus';
import {
  originPolicyOf,
  pushLimitsOf,
  subscriptionLimitsOf,
  type PublishOptions,
  type PushHubOptions,
  type PushLimits,
} from './push-options';
import { soleRole, type PublisherRole } from './publisher-role';
import { SocketWriter, type Connection, type PushConnection } from './socket-writer';
import { UpgradeGate } from './upgrade-gate';

/** A client frame larger than this is refused by `ws` (commands are small). */
const MAX_COMMAND_BYTES = 64 * 1024;

export type ConnectionListener = (connection: PushConnection, request: IncomingMessage) => void;
/** Told of each channel a socket on any gateway subscribes to (accepted), once while held: on the publisher only. */
export type SubscribeListener = (channel: ChannelName) => void;

/** Where a channel stood for a subscribe: its seq, and (for a `heldMs`) its seq back then. */
interface Standing {
  seq: number;
  since?: number;
}

export class PushHub {
  private readonly bus: AnyLiveBus;
  /** This gateway's name, and whether it publishes the world for every gateway on its bus (publisher-role.ts). */
  readonly publisher: PublisherRole;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_COMMAND_BYTES });
  private readonly connectionSet = new Set<Connection>();
  private readonly channels: ChannelStore<Connection>;
  private readonly writer: SocketWriter;
  private readonly connectionListeners: ConnectionListener[] = [];
  private readonly now: () => number;
  private readonly limits: PushLimits;
  private readonly gate: UpgradeGate;
  private readonly languages: LanguageFrames;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;
  /** False while QA or a test has taken the push service down (the HTTP calls keep working). */
  private accepting = true;

  constructor(options: PushHubOptions = {}) {
    this.now = options.now ?? Date.now;
    this.limits = pushLimitsOf(options);
    this.bus = options.bus ?? new InProcessBus();
    this.publisher = options.publisher ?? soleRole();
    this.languages = new LanguageFrames(options.localize);
    this.writer = new SocketWriter(
      this.limits,
      () => this.connectionSet.size,
      (connection) => this.forget(connection),
    );
    this.channels = new ChannelStore<Connection>(
      subscriptionLimitsOf(options),
      (connection) => connection.client,
      (channel, followers, after) => this.follow(channel, followers, after),
    );
    this.gate = new UpgradeGate(originPolicyOf(options), this.limits);
    this.setHeartbeatInterval(options.heartbeatMs ?? PUSH_HEARTBEAT_MS);
  }

  /** The bus's numbering: a restarted server starts its sequence numbers again under another. */
  get epoch(): string {
    return this.bus.epoch;
  }

  /** Tests shorten the heartbeat (60 s in production). */
  setHeartbeatInterval(ms: number): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    if (this.closed) return;
    this.heartbeatTimer = setInterval(() => this.writer.heartbeat(this.connectionSet, this.now()), ms);
    // The heartbeat alone must not keep a process (a test, a script) alive.
    this.heartbeatTimer.unref();
  }

  /**
   * Handles an HTTP upgrade (upgrade-gate.ts says which are refused, and how); false when the
   * path is not the push path or the service is down (the caller drops the connection).
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const admission = this.gate.admit(request, socket, this.connectionSet.size, !this.closed && this.accepting);
    if (admission.kind === 'elsewhere') return false;
    if (admission.kind === 'refused') return true;
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      admission.opened();
      this.accept(ws, socket, request, admission.url);
    });
    return true;
  }

  onConnection(listener: ConnectionListener): void {
    this.connectionListeners.push(listener);
  }

  /** `listener` hears of each channel a socket subscribes to (SubscribeListener): the crowd starts a room's chat so. */
  onSubscribe(listener: SubscribeListener): void {
    this.publisher.onAnnounced(listener);
  }

  /**
   * Publishes a declared message (the catalogue in src/contracts/<domain>.ts) on one of its
   * channels; the payload must be what the message's parser reads. A latest value is kept under
   * the declaration's key for the snapshot, an event is not. Answers the new seq.
   */
  publish<T>(
    message: PushMessageType<T>,
    channel: ChannelName,
    payload: NoInfer<T>,
    options: Pick<PublishOptions, 'deliver'> = {},
  ): Answer<number> {
    if (!travelsOn(message, channel)) {
      throw new Error(`push message ${message.namespace}.${message.name} is not declared on ${channel}`);
    }
    return this.publishRaw(channel, message.namespace, message.name, payload, {
      key: pushMessageKey(message, payload),
      retain: message.mode === 'latest',
      deliver: options.deliver,
    });
  }

  /**
   * Publishes one message on a channel, below the catalogue (the protocol's tests): the
   * channel's seq goes up by one, the payload is kept as the latest value of (namespace, name,
   * key) for the snapshot, and every subscriber gets `{type:'message', channel, seq, namespace,
   * name, payload, at}`. Answers the new seq.
   */
  publishRaw(
    channel: ChannelName,
    namespace: string,
    name: string,
    payload: unknown,
    options: PublishOptions = {},
  ): Answer<number> {
    if (!isChannelName(channel)) throw new Error(`not a push channel name: ${channel}`);
    const at = this.now();
    const key = options.retain === false ? undefined : (options.key ?? '');
    const seq = this.bus.publish(channel, { namespace, name, payload, at, key }, { deliver: options.deliver });
    // The simulator and the crowd do not wait for the bus's acknowledgement: a refusal is said here.
    if (seq instanceof Promise)
      seq.catch((error: unknown) => console.error(`push: publishing on ${channel} failed:`, error));
    return seq;
  }

  /** Follows a channel on the bus for its followers, from after seq `after`. */
  private follow(channel: ChannelName, followers: ReadonlySet<Connection>, after: number): () => void {
    return this.bus.subscribe(channel, (message) => this.fanOut(followers, message), after);
  }

  /** A message of the bus to the sockets following its channel, framed once. */
  private fanOut(followers: ReadonlySet<Connection>, numbered: NumberedLiveMessage): void {
    const { channel, seq, namespace, name, payload, at } = numbered;
    this.channels.advance(channel, seq);
    if (followers.size === 0) return;
    const message: PushServerMessage = { type: 'message', channel, seq, namespace, name, payload, at };
    for (const [group, frame] of this.languages.frames(followers, message)) this.writer.outbox.add(group, frame);
  }

  /** What the snapshot call answers: values published after `sinceSeq`, in seq order. */
  snapshot(channel: ChannelName, sinceSeq: number): Answer<PushSnapshot> {
    return this.bus.snapshot(channel, sinceSeq);
  }

  currentSeq(channel: ChannelName): Answer<number> {
    return this.bus.currentSeq(channel);
  }

  /** Channels followed, channels published on, subscriptions: what the hub (and its bus) hold now. */
  channelCounts(): Answer<{ channels: number; published: number; subscriptions: number }> {
    const { channels, subscriptions } = this.channels.counts;
    return onAnswer(this.bus.channelCount(), (published) => ({ channels, published, subscriptions }));
  }

  subscriberCount(channel: ChannelName): number {
    return this.channels.subscriberCount(channel);
  }

  /** Sends a raw message to every open socket, or to those the filter keeps (outside the channel protocol). */
  broadcast(message: unknown, filter?: (connection: PushConnection) => boolean): number {
    const frame = Buffer.from(typeof message === 'string' ? message : JSON.stringify(message));
    let sent = 0;
    for (const connection of this.connectionSet) {
      if (filter && !filter(connection)) continue;
      this.writer.sendFrame(connection, frame);
      sent += 1;
    }
    return sent;
  }

  connections(): PushConnection[] {
    return [...this.connectionSet];
  }

  /**
   * Takes the push service down (every socket cut, new ones refused) or brings it back, as a push
   * server that stops and restarts would: the clients' reconnects fail, then succeed.
   */
  setAccepting(accepting: boolean): void {
    this.accepting = accepting;
    if (accepting) return;
    for (const connection of this.connectionSet) connection.socket.terminate();
  }

  isAccepting(): boolean {
    return this.accepting;
  }

  close(): void {
    this.closed = true;
    this.writer.outbox.clear();
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    for (const connection of this.connectionSet) connection.socket.terminate();
    this.connectionSet.clear();
    this.channels.clear();
    this.publisher.close();
    this.bus.close();
    this.wss.close();
  }

  private accept(socket: WebSocket, tcp: Duplex, request: IncomingMessage, url: URL): void {
    const connection: Connection = {
      id: this.nextId++,
      socket,
      tcp,
      uid: url.searchParams.get('uid') ?? undefined,
      language: this.languages.opened(url),
      client: clientOf(request.socket.remoteAddress ?? ''),
      channels: new Set(),
      alive: true,
    };
    this.connectionSet.add(connection);
    const forget = () => this.forget(connection);
    socket.on('close', forget);
    // A client that vanishes mid-frame must not crash the server.
    socket.on('error', forget);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.alive = true;
      this.onCommand(connection, data, isBinary);
    });
    for (const listener of this.connectionListeners) listener(connection, request);
  }

  private onCommand(connection: Connection, data: RawData, isBinary: boolean): void {
    answerInOrder(
      connection,
      () => this.answerCommand(connection, data, isBinary),
      (error) => {
        console.error('push: the live bus did not answer a command:', error);
        this.send(connection, { type: 'error', message: 'the live bus did not answer, try again' });
      },
    );
  }

  private answerCommand(connection: Connection, data: RawData, isBinary: boolean): Answer<void> {
    // Gone while an earlier command waited for the bus.
    if (!this.connectionSet.has(connection)) return;
    // Messages published before this command reach the socket before its answer, and a
    // subscription made now gets none published before it.
    this.writer.outbox.flushTo(connection);
    const read = readCommand(data, isBinary);
    if (!read.ok) {
      this.send(connection, { type: 'error', message: read.message });
      return;
    }
    const { command } = read;
    switch (command.cmd) {
      case 'subscribe':
        return this.subscribe(connection, command.channels, command.heldMs);
      case 'unsubscribe':
        this.unsubscribe(connection, command.channels);
        return;
      case 'ping':
        this.send(connection, { type: 'heartbeat', at: this.now() });
        return;
    }
  }

  /**
   * Asks the bus where each channel stands before any is joined, then joins and confirms in one
   * turn: the confirmation reaches the socket before any message of its channels.
   */
  private subscribe(
    connection: Connection,
    channels: ChannelName[],
    heldMs?: Record<ChannelName, number>,
  ): Answer<void> {
    const wanted = [...new Set(channels)];
    const now = this.now();
    const standings = allAnswers(wanted.map((channel) => this.standing(channel, heldMs?.[channel], now)));
    return onAnswer(standings, (stood) => {
      if (this.connectionSet.has(connection)) this.confirm(connection, wanted, stood, heldMs !== undefined);
    });
  }

  /** Where the channel stands for a new follower (where this hub's fan-out is, else the bus's seq), and where it stood `heldFor` ago. */
  private standing(channel: ChannelName, heldFor: number | undefined, now: number): Answer<Standing> {
    return onAnswer(this.channels.position(channel) ?? this.bus.currentSeq(channel), (seq) =>
      heldFor === undefined ? { seq } : onAnswer(this.bus.seqAt(channel, now - heldFor), (since) => ({ seq, since })),
    );
  }

  private confirm(connection: Connection, channels: ChannelName[], standings: Standing[], withSince: boolean): void {
    const accepted: ChannelName[] = [];
    const seq: Record<ChannelName, number> = {};
    const since: Record<ChannelName, number> = {};
    for (const [index, channel] of channels.entries()) {
      const cap = this.limits.maxChannelsPerSocket;
      const held = connection.channels.has(channel);
      if (!held && connection.channels.size >= cap) {
        this.send(connection, { type: 'error', message: `at most ${cap} channels per socket` });
        break;
      }
      const standing = standings[index]!;
      const joined = this.channels.join(channel, connection, standing.seq);
      if ('refused' in joined) {
        this.send(connection, { type: 'error', message: joined.refused });
        break;
      }
      this.writer.endDisplaced(joined.displaced);
      // A channel followed here already goes on from where its fan-out is, not from the bus's seq.
      seq[channel] = this.channels.position(channel) ?? standing.seq;
      if (standing.since !== undefined) since[channel] = Math.min(standing.since, seq[channel]);
      connection.channels.add(channel);
      accepted.push(channel);
      // A channel the socket holds already is confirmed again, and starts nothing again.
      if (!held) this.publisher.announce(channel, () => this.channels.subscriberCount(channel) > 0);
    }
    if (accepted.length === 0) return;
    const confirmed: PushSubscribed = { type: 'subscribed', channels: accepted, seq, epoch: this.epoch };
    if (withSince) confirmed.since = since;
    this.send(connection, confirmed);
  }

  private unsubscribe(connection: Connection, channels: ChannelName[]): void {
    for (const channel of channels) this.leave(connection, channel);
    this.send(connection, { type: 'unsubscribed', channels });
  }

  private leave(connection: Connection, channel: ChannelName): void {
    connection.channels.delete(channel);
    this.channels.leave(channel, connection);
  }

  private forget(connection: Connection): void {
    if (!this.connectionSet.delete(connection)) return;
    this.languages.closed(connection);
    for (const channel of [...connection.channels]) this.leave(connection, channel);
  }

  private send(connection: Connection, message: PushServerMessage): void {
    this.writer.send(connection, message);
  }
}
