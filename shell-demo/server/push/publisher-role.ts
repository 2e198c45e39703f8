/**
 * Which gateway publishes the world: of the gateways on one bus, one runs the producers — the
 * simulator's changes (world-feed.ts), the rooms' crowds and 竞猜 — and the others only follow
 * and serve, so the cluster publishes each live item once. A channel a socket subscribes to on
 * any gateway is announced to the publisher (its producers start for it there) and again every
 * ANNOUNCE_EVERY_MS while the socket holds it, within the producers' watch window.
 *
 * Alone (the in-process bus: `npm start`, the tests) a gateway is its own publisher and hears its
 * announcements in the same turn; on NATS the role is a lease (nats-publisher-lease.ts).
 */
import { hostname } from 'node:os';
import type { ChannelName } from '../../../src/contracts/push';
import { triedAgain } from '../tried-again';
import type { Answer, NumberedLiveMessage } from './live-bus';

/** Held channels are announced again this often: well inside the producers' one-minute watch. */
export const ANNOUNCE_EVERY_MS = 20_000;

export type AnnouncedListener = (channel: ChannelName) => void;

/**
 * The channels' newest messages as the bus still holds them (a take-over reads where the old
 * publisher stopped): per channel of `kind` published on in the last `withinMs`, its newest
 * `count` messages named `name`, oldest first.
 */
export type RecentReader = (
  kind: string,
  name: string,
  options: { count: number; withinMs: number },
) => Promise<Map<ChannelName, NumberedLiveMessage[]>>;

/** A take-over's read that failed is tried again after this long… */
const READ_AGAIN_MS = 250;
/** …for this long at most; then the take-over goes on without it, said in the log. */
export const READ_WITHIN_MS = 15_000;

/**
 * What a publisher taking over reads from the bus or the cells (the rooms' lines, the questions
 * and 红包 left open), asked again while it fails (tried-again.ts): a read while the streams elect
 * their leaders is answered 服务器繁忙. Read once, a 竞猜 left open was lost to the take-over.
 */
export function readAtTakeOver<T>(read: () => Promise<T>): Promise<T> {
  return triedAgain(read, { withinMs: READ_WITHIN_MS, pauseMs: READ_AGAIN_MS });
}

/** Run by a gateway that takes the publisher's role over, before it publishes anything. */
export type TakeOverHook = (recent: RecentReader) => Promise<void>;

/** What the publisher answers a call another gateway hands it (`ask`): the answer, or the call's failure. */
export type Asked = (body: unknown) => Promise<unknown>;

export interface PublisherRole {
  /** This gateway's name (health answers it; shell-demo's 调试 panel shows it). */
  readonly gateway: string;
  /** True while this gateway publishes the world for the cluster. */
  holds(): boolean;
  /** The gateway that publishes now, as far as this one knows (undefined: none yet). */
  holder(): string | undefined;
  /** A channel this gateway's sockets hold: announced now, and again while `held()` says so. */
  announce(channel: ChannelName, held: () => boolean): void;
  /** The publisher hears every gateway's announcements (its own too); the others hear none. */
  onAnnounced(listener: AnnouncedListener): void;
  /**
   * A fan's call the publisher must answer (its books are the cluster's: a 竞猜 vote), handed to
   * the publisher whichever gateway the fan reached: its answer, or its ApiError thrown here.
   */
  ask(topic: string, body: unknown): Promise<unknown>;
  /** How this gateway answers `topic` while it publishes. */
  onAsked(topic: string, answer: Asked): void;
  /** `hook` runs when this gateway takes the role over from another (never alone on its bus). */
  onTakeOver(hook: TakeOverHook): void;
  close(): void;
}

/**
 * A fan's call the cluster answers in one place, the publisher's books (a 竞猜 vote, a chat line,
 * a 红包): `here` runs on this gateway while it publishes the world; elsewhere the call is handed
 * on (`ask`), checked by `parse` (it crossed the network) and run by `here` on the publisher.
 */
export function publisherCall<Asked, Result>(
  role: PublisherRole,
  topic: string,
  parse: (body: unknown) => Asked,
  here: (asked: Asked) => Answer<Result>,
): (asked: Asked) => Answer<Result> {
  role.onAsked(topic, async (body) => here(parse(body)));
  return (asked) => (role.holds() ? here(asked) : (role.ask(topic, asked) as Promise<Result>));
}

/** The role of a gateway alone on its bus: always the publisher, its announcements heard at once. */
export function soleRole(gateway = `${hostname()}#${process.pid}`): PublisherRole {
  const listeners: AnnouncedListener[] = [];
  const answers = new Map<string, Asked>();
  return {
    gateway,
    holds: () => true,
    holder: () => gateway,
    announce: (channel) => {
      for (const listener of listeners) listener(channel);
    },
    onAnnounced: (listener) => listeners.push(listener),
    ask: (topic, body) => {
      const answer = answers.get(topic);
      return answer ? answer(body) : Promise.reject(new Error(`nobody answers ${topic}`));
    },
    onAsked: (topic, answer) => answers.set(topic, answer),
    // Alone on its bus a gateway publishes from its start: nobody's streams to go on from.
    onTakeOver: () => undefined,
    close: () => listeners.splice(0),
  };
}
