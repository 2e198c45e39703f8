/**
 * The publisher's role (publisher-role.ts) among gateways on NATS: a lease, the last message of
 * `_live-bus.publisher` in the stream LIVE_BUS_PUBLISHER, `{ holder, until }`. A gateway takes it
 * with a compare-and-set publish (expected last subject sequence: the one it read) when nobody
 * holds it or its `until` has passed, and its holder renews it so every `renewMs`; two gateways
 * that race both read one sequence and only one publish is accepted. A publisher that dies is
 * replaced within `leaseMs` + `renewMs`; one that stops hands it on at once.
 *
 * A holder that cannot reach NATS (a node down mid-renewal) keeps the role until its own `until`:
 * nobody else can take it before then. Announcements are core NATS messages (not kept): a new
 * holder asks for a roll call, and every gateway announces again what its sockets hold.
 */
import { headers, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { isChannelName, type ChannelName } from '../../../src/contracts/push';
import { ApiError, DevServerCode, Messages } from '../api-error';
import {
  ANNOUNCE_EVERY_MS,
  type AnnouncedListener,
  type Asked,
  type PublisherRole,
  type RecentReader,
  type TakeOverHook,
} from './publisher-role';
import { whenNatsAnswers } from './nats-startup';

/** Not a channel's stream: channel streams are `LIVE_<kind>…` with a lower-case kind. */
export const LEASE_STREAM = 'LIVE_BUS_PUBLISHER';
const LEASE_SUBJECT = '_live-bus.publisher';
const ANNOUNCE_SUBJECT = '_live-bus.announce';
const ROLL_CALL_SUBJECT = '_live-bus.roll-call';
/** A fan's call handed to the publisher: `_live-bus.ask.<topic>`, answered by the holder alone. */
const ASK_SUBJECT = '_live-bus.ask';
/**
 * A take-over's hooks (reading where the last publisher stopped) are waited for this long at most,
 * and half a lease at most: renewals wait for the take-over, so the wait and the next renewal
 * (`renewMs`, under half a lease) land before the lease written at its start runs out. A hook
 * still running after it goes on by itself (a room holds its lines until it is read back).
 */
const TAKE_OVER_MS = 1500;
/** How long a gateway waits for the publisher's answer: a take-over (3–4 s) answers busy, the client tries again. */
const ASK_TIMEOUT_MS = 3000;

/** The publisher's answer on the wire: the call's answer, or its failure. */
type AskReply = { answer: unknown } | { failed: { code: number; message: string; status: number } };

export interface LeaseTiming {
  /** How long a lease holds without renewal. */
  leaseMs: number;
  /** How often the holder renews, and the others try to take a lease that lapsed. */
  renewMs: number;
  announceMs: number;
}

export const LEASE_TIMING: LeaseTiming = { leaseMs: 3000, renewMs: 1000, announceMs: ANNOUNCE_EVERY_MS };

interface Lease {
  holder: string;
  until: number;
}

export class NatsPublisherLease implements PublisherRole {
  /** Makes sure of the lease's stream, tries to take the lease once, then keeps trying and renewing. */
  static async start(
    connection: NatsConnection,
    manager: JetStreamManager,
    js: JetStreamClient,
    options: { gateway: string; replicas: number; recent: RecentReader; timing?: Partial<LeaseTiming> },
  ): Promise<NatsPublisherLease> {
    await whenNatsAnswers(() =>
      manager.streams.add({
        name: LEASE_STREAM,
        subjects: [LEASE_SUBJECT],
        max_msgs_per_subject: 1,
        storage: StorageType.File,
        num_replicas: options.replicas,
      }),
    );
    const timing = { ...LEASE_TIMING, ...options.timing };
    if (timing.renewMs * 2 >= timing.leaseMs)
      throw new Error(`a lease of ${timing.leaseMs} ms renewed every ${timing.renewMs} ms lapses during a take-over`);
    const lease = new NatsPublisherLease(connection, manager, js, options.gateway, options.recent, timing);
    await lease.renew();
    return lease;
  }

  private held = false;
  /** The stream sequence of the lease this gateway wrote last: its hand-over is compare-and-set too. */
  private written = 0;
  /** Until when this gateway's last written lease holds (its own clock). */
  private until = 0;
  private knownHolder: string | undefined;
  private closed = false;
  private renewing: Promise<void> | undefined;
  private readonly listeners: AnnouncedListener[] = [];
  private readonly announced = new Map<ChannelName, () => boolean>();
  private readonly answers = new Map<string, Asked>();
  private readonly takeOverHooks: TakeOverHook[] = [];
  /** Listening for asked calls: while this gateway holds the lease only, so a call finds the publisher alone. */
  private asked: Subscription | undefined;
  private readonly timers: NodeJS.Timeout[];
  private readonly subscriptions: Subscription[];

  private constructor(
    private readonly connection: NatsConnection,
    private readonly manager: JetStreamManager,
    private readonly js: JetStreamClient,
    readonly gateway: string,
    private readonly recent: RecentReader,
    private readonly timing: LeaseTiming,
  ) {
    this.timers = [
      setInterval(() => void this.renew(), timing.renewMs),
      setInterval(() => this.announceHeld(), timing.announceMs),
    ];
    for (const timer of this.timers) timer.unref();
    this.subscriptions = [
      connection.subscribe(ANNOUNCE_SUBJECT, {
        callback: (_error, message) => {
          const channel = message.string();
          // Another gateway's text: only a channel's name starts anything.
          if (!this.held || !isChannelName(channel)) return;
          for (const listener of this.listeners) listener(channel);
        },
      }),
      connection.subscribe(ROLL_CALL_SUBJECT, { callback: () => this.announceHeld() }),
    ];
  }

  holds(): boolean {
    return this.held;
  }

  holder(): string | undefined {
    return this.knownHolder;
  }

  announce(channel: ChannelName, held: () => boolean): void {
    this.announced.set(channel, held);
    this.send(ANNOUNCE_SUBJECT, channel);
  }

  onAnnounced(listener: AnnouncedListener): void {
    this.listeners.push(listener);
  }

  async ask(topic: string, body: unknown): Promise<unknown> {
    let reply: AskReply;
    try {
      const message = await this.connection.request(`${ASK_SUBJECT}.${topic}`, JSON.stringify(body), {
        timeout: ASK_TIMEOUT_MS,
      });
      reply = message.json<AskReply>();
    } catch {
      // No publisher now (a take-over), or it did not answer in time: the fan tries again.
      throw new ApiError(DevServerCode.Busy, Messages.busy, 503);
    }
    if ('failed' in reply) throw new ApiError(reply.failed.code, reply.failed.message, reply.failed.status);
    return reply.answer;
  }

  onAsked(topic: string, answer: Asked): void {
    this.answers.set(topic, answer);
  }

  onTakeOver(hook: TakeOverHook): void {
    this.takeOverHooks.push(hook);
  }

  /**
   * The hooks of a take-over, before this gateway publishes: waited for a bounded time
   * (TAKE_OVER_MS), so a stream slow to answer never costs the lease; a hook goes on after it.
   */
  private async takeOver(): Promise<void> {
    const hooks = Promise.all(this.takeOverHooks.map((hook) => hook(this.recent))).catch((error: unknown) => {
      console.error('publisher: taking over where the last publisher stopped failed:', error);
    });
    const waitMs = Math.min(TAKE_OVER_MS, this.timing.leaseMs / 2);
    const bounded = new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref());
    await Promise.race([hooks, bounded]);
  }

  /** Answers a call another gateway handed on, while this one publishes. */
  private listenForAsked(): Subscription {
    return this.connection.subscribe(`${ASK_SUBJECT}.*`, {
      callback: (_error, message) => {
        const topic = message.subject.slice(ASK_SUBJECT.length + 1);
        const answer = this.answers.get(topic);
        if (!answer || !this.held) return;
        const respond = (reply: AskReply) => message.respond(JSON.stringify(reply));
        void Promise.resolve()
          .then(() => answer(message.json()))
          .then(
            (answered) => respond({ answer: answered }),
            (error: unknown) => {
              if (error instanceof ApiError)
                respond({ failed: { code: error.code, message: error.message, status: error.status } });
              else {
                console.error(`publisher: the call ${topic} failed:`, error);
                respond({ failed: { code: DevServerCode.Internal, message: '服务器内部错误', status: 500 } });
              }
            },
          );
      },
    });
  }

  /** Stops renewing; a holder hands the lease on (it lapses at once), so another takes it within `renewMs`. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.asked?.unsubscribe();
    this.listeners.splice(0);
    // A renewal on its way moves the lease's sequence when it lands: handed on against the
    // sequence it got, or the compare-and-set refuses the hand-over and the others wait `leaseMs`.
    const owned = this.held;
    this.held = false;
    this.handedOn = (this.renewing ?? Promise.resolve()).then(() => {
      if ((owned || this.wroteClosing) && !this.connection.isClosed()) this.handOn();
    });
  }

  /**
   * Resolves once a closing holder's hand-over is published: the bus flushes after it, before it
   * closes its connection.
   */
  handedOn: Promise<void> = Promise.resolve();

  /** A lease written while closing (a take-over on its way) is this gateway's to hand on too. */
  private wroteClosing = false;

  private handOn(): void {
    // A plain publish, flushed by the bus before it closes the connection; the stream still holds
    // it to the compare-and-set.
    const expect = headers();
    expect.set('Nats-Expected-Last-Subject-Sequence', String(this.written));
    const lease: Lease = { holder: this.gateway, until: 0 };
    this.connection.publish(LEASE_SUBJECT, JSON.stringify(lease), { headers: expect });
  }

  /** Takes a lease nobody holds, renews this gateway's own, or learns who holds it. One at a time. */
  renew(): Promise<void> {
    this.renewing ??= this.tryRenew().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  private async tryRenew(): Promise<void> {
    if (this.closed) return;
    const now = Date.now();
    try {
      const kept = await this.manager.streams.getMessage(LEASE_STREAM, { last_by_subj: LEASE_SUBJECT });
      const lease = kept?.json<Lease>();
      if (lease && lease.holder !== this.gateway && lease.until > now) {
        this.knownHolder = lease.holder;
        this.setHeld(false);
        return;
      }
      // A lease this very gateway wrote last and let lapse (a node gone mid-renewal) is no take-over:
      // its rooms and books are the cluster's still, nothing to read back or give back.
      const takingOver = !this.held && Boolean(kept) && kept?.seq !== this.written;
      await this.write(now + this.timing.leaseMs, kept?.seq ?? 0);
      if (this.closed) {
        this.wroteClosing = true;
        return;
      }
      // A lease written before by another publisher (or an earlier process of this name): go on from where it stopped first.
      if (takingOver) await this.takeOver();
      if (this.closed) return;
      this.until = now + this.timing.leaseMs;
      this.knownHolder = this.gateway;
      this.setHeld(true);
    } catch (error) {
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamWrongLastSequence) {
        // Another gateway wrote the lease between the read and this write: theirs.
        this.setHeld(false);
        return;
      }
      // NATS did not answer: the lease this gateway wrote still holds until its `until`.
      if (Date.now() >= this.until) this.setHeld(false);
    }
  }

  private async write(until: number, expected: number): Promise<void> {
    const lease: Lease = { holder: this.gateway, until };
    const ack = await this.js.publish(LEASE_SUBJECT, JSON.stringify(lease), {
      expect: { lastSubjectSequence: expected },
    });
    this.written = ack.seq;
  }

  private setHeld(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    if (held && !this.connection.isClosed()) this.asked = this.listenForAsked();
    else {
      this.asked?.unsubscribe();
      this.asked = undefined;
    }
    // A new publisher has no producers running yet: every gateway says what its sockets hold.
    if (held) this.send(ROLL_CALL_SUBJECT, this.gateway);
  }

  private announceHeld(): void {
    for (const [channel, held] of this.announced) {
      if (held()) this.send(ANNOUNCE_SUBJECT, channel);
      else this.announced.delete(channel);
    }
  }

  private send(subject: string, text: string): void {
    if (this.closed || this.connection.isClosed()) return;
    this.connection.publish(subject, text);
  }
}
