/**
 * The push hub's options (`startDevServer`'s `push`) and the limits it applies when an option
 * is left out: how many sockets, how many channels a socket follows, how many unsent bytes a
 * socket may hold before it is a slow consumer.
 */
import { MAX_CHANNELS_PER_SOCKET } from '../../../src/contracts/push-protocol';
import { CHANNEL_LIMITS, CLIENT_SHARE } from './channel-store';
import type { AnyLiveBus } from './live-bus';
import type { OriginPolicy } from './origin-check';
import type { PublisherRole } from './publisher-role';
import type { SubscriptionLimits } from './subscription-quotas';

/** A socket that lets this much pile up is too slow to follow: it is cut and recovers by snapshot. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** Sockets in total (the bench opens up to 2000 from one machine). */
const MAX_CONNECTIONS = 4000;
/** Sockets per peer address other than loopback (a phone, a LAN neighbour). */
const MAX_CONNECTIONS_PER_IP = 64;
/**
 * Unsent bytes of all sockets together. Loopback peers skip the per-address cap, so 4000 slow
 * sockets of one local page could otherwise hold 4000 × 8 MB: each socket's share is this divided
 * by the open sockets (8 MB each up to 32 sockets, 128 KB each at the bench's 2000).
 */
const MAX_TOTAL_BUFFERED_BYTES = 256 * 1024 * 1024;

/** How a message is published (PushHub.publish). */
export interface PublishOptions {
  /** Which value of the stream this payload is (e.g. a host id); default '' (one value). */
  key?: string;
  /** false: not kept for the snapshot (pure events). Default true. */
  retain?: boolean;
  /**
   * false: numbered and retained but sent to nobody — a lost message. For tests of gap
   * recovery only.
   */
  deliver?: boolean;
}

/** The languages a payload is said in (the development server's names and sentences, server-sentences.ts). */
export interface PayloadLanguages {
  /** The language a socket's `lang` asks for, or undefined for the payload as published (zh-CN, or one not kept). */
  languageOf(tag: string | null): string | undefined;
  payloadIn(payload: unknown, language: string): unknown;
}

export interface PushHubOptions extends OriginPolicy {
  /** The live bus the hub publishes on and follows its sockets' channels on (default: in-process-bus.ts; `LIVE_BUS`). */
  bus?: AnyLiveBus;
  /**
   * This gateway's name and whether it publishes the world (publisher-role.ts; default: alone on
   * its bus, the publisher, named after the machine and process).
   */
  publisher?: PublisherRole;
  heartbeatMs?: number;
  /**
   * A message's payload in a socket's language (`lang` of its address, push-protocol.ts): the
   * tags a language is kept for, and the payload said in it. None: every socket reads the payload as published.
   */
  localize?: PayloadLanguages;
  /** Clock for `at` (ms since epoch). */
  now?: () => number;
  maxConnections?: number;
  /** Per peer address; loopback peers (tests, the bench, the local browser) count only towards the total. */
  maxConnectionsPerIp?: number;
  maxChannelsPerSocket?: number;
  /** Channels followed on the whole hub, once per address following each (channel-store.ts CHANNEL_LIMITS by default). */
  maxChannels?: number;
  /** (socket, channel) subscriptions on the whole hub. */
  maxSubscriptions?: number;
  /** Channels one peer address follows (default a fifth of maxChannels); loopback addresses count too, each its own. */
  maxChannelsPerIp?: number;
  /** Subscriptions of one peer address's sockets (default a fifth of maxSubscriptions). */
  maxSubscriptionsPerIp?: number;
  /** Unsent bytes beyond which a socket is a slow consumer. */
  maxBufferedBytes?: number;
  /** Unsent bytes of all sockets together: a socket's limit is at most this divided by the open sockets. */
  maxTotalBufferedBytes?: number;
}

export type PushLimits = Required<
  Pick<
    PushHubOptions,
    'maxConnections' | 'maxConnectionsPerIp' | 'maxChannelsPerSocket' | 'maxBufferedBytes' | 'maxTotalBufferedBytes'
  >
>;

export function pushLimitsOf(options: PushHubOptions): PushLimits {
  return {
    maxConnections: options.maxConnections ?? MAX_CONNECTIONS,
    maxConnectionsPerIp: options.maxConnectionsPerIp ?? MAX_CONNECTIONS_PER_IP,
    maxChannelsPerSocket: options.maxChannelsPerSocket ?? MAX_CHANNELS_PER_SOCKET,
    maxBufferedBytes: options.maxBufferedBytes ?? MAX_BUFFERED_BYTES,
    maxTotalBufferedBytes: options.maxTotalBufferedBytes ?? MAX_TOTAL_BUFFERED_BYTES,
  };
}

/** The hub's shares of channels and subscriptions (subscription-quotas.ts). */
export function subscriptionLimitsOf(options: PushHubOptions): SubscriptionLimits {
  const maxChannels = options.maxChannels ?? CHANNEL_LIMITS.maxChannels;
  const maxSubscriptions = options.maxSubscriptions ?? CHANNEL_LIMITS.maxSubscriptions;
  return {
    maxChannels,
    maxSubscriptions,
    maxChannelsPerClient: options.maxChannelsPerIp ?? Math.ceil(maxChannels * CLIENT_SHARE),
    maxSubscriptionsPerClient: options.maxSubscriptionsPerIp ?? Math.ceil(maxSubscriptions * CLIENT_SHARE),
  };
}

export function originPolicyOf(options: PushHubOptions): OriginPolicy {
  return {
    allowedOrigins: options.allowedOrigins,
    sameHostPorts: options.sameHostPorts,
    allowedHosts: options.allowedHosts,
  };
}
