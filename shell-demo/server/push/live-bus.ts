/**
 * The live bus: where the push path's messages go through, between what produces them (the
 * simulator, the crowd, the 竞猜) and the push gateway that fans them out to its sockets
 * (push-hub.ts). The bus numbers each channel's messages, keeps the latest value of each keyed
 * stream for the snapshot call and remembers when recent messages were published; the gateway
 * only holds its sockets and follows, on the bus, the channels they hold.
 *
 * Two implementations can stand behind it: in-process-bus.ts (one process, no install: what
 * `npm start` runs) and a networked one whose streams outlive a process. Both must pass the same
 * conformance tests (tests/unit/server/live-bus-conformance.ts).
 */
import type { ChannelName } from '../../../src/contracts/push';
import type { PushSnapshot } from '../../../src/contracts/push-protocol';

/** One message as its producer publishes it. */
export interface LiveMessage {
  namespace: string;
  name: string;
  payload: unknown;
  /** ms since epoch. */
  at: number;
  /** Which value of the stream this payload is (kept for the snapshot); undefined: an event, not kept. */
  key: string | undefined;
}

/** A message as the bus hands it on: numbered on its channel. */
export interface NumberedLiveMessage extends LiveMessage {
  channel: ChannelName;
  seq: number;
}

export type LiveListener = (message: NumberedLiveMessage) => void;

export interface LiveBus {
  /** Names this bus's numbering: a bus that starts its sequence numbers again has another. */
  readonly epoch: string;
  /**
   * Numbers the message on its channel (the channel's seq goes up by one; the first is 1), keeps
   * it as the latest value of (namespace, name, key) when it has a key, and hands it to the
   * channel's listeners in seq order — unless `deliver` is false (numbered and kept, handed to
   * nobody: a lost message, for tests of gap repair). Answers the seq.
   */
  publish(channel: ChannelName, message: LiveMessage, options?: { deliver?: boolean }): number;
  /**
   * `listener` hears every message published on the channel after seq `after`, none before;
   * answers how to stop. Left out, `after` is the channel's seq now. A bus that answers at once
   * may ignore it: whoever read the seq did so in the same turn, so it is the seq now.
   */
  subscribe(channel: ChannelName, listener: LiveListener, after?: number): () => void;
  /** The values kept that were published after `sinceSeq`, in seq order (everything for a `sinceSeq` ahead of the channel). */
  snapshot(channel: ChannelName, sinceSeq: number): PushSnapshot;
  /** The channel's last seq; 0 before its first message. */
  currentSeq(channel: ChannelName): number;
  /**
   * Where a client that read the channel's data at `time` needs its snapshot from: the seq of the
   * last message published by then — 0 when nothing was, or when `time` is older than the recent
   * messages reach — or the current seq when only events came since (a snapshot brings nothing).
   */
  seqAt(channel: ChannelName, time: number): number;
  /** Channels something was published on (what the bus holds). */
  channelCount(): number;
  /** Forgets every channel and listener. */
  close(): void;
}

/**
 * The same calls answered once the network has: a bus whose streams live in another process
 * (nats-bus.ts). Subscribing and closing still answer at once. The conformance tests await every
 * answer, so both kinds pass the same tests.
 */
export type LiveBusAnsweringLater = Pick<LiveBus, 'epoch' | 'subscribe' | 'close'> & {
  [Call in 'publish' | 'snapshot' | 'currentSeq' | 'seqAt' | 'channelCount']: (
    ...args: Parameters<LiveBus[Call]>
  ) => Promise<ReturnType<LiveBus[Call]>>;
};

/** What a bus answers: at once (LiveBus) or later (LiveBusAnsweringLater). */
export type Answer<T> = T | Promise<T>;

/** Either kind of bus: the push hub waits for an answer only when it comes later. */
export type AnyLiveBus = LiveBus | LiveBusAnsweringLater;

/** Runs `next` on an answer: in the same turn when it came at once, once it comes otherwise. */
export function onAnswer<T, R>(answer: Answer<T>, next: (value: T) => Answer<R>): Answer<R> {
  return answer instanceof Promise ? answer.then(next) : next(answer);
}

/** The answers together: at once when every one came at once. */
export function allAnswers<T>(answers: readonly Answer<T>[]): Answer<T[]> {
  return answers.some((answer) => answer instanceof Promise) ? Promise.all(answers) : (answers as T[]);
}
