/**
 * The push connection of the mounted app. Domains register their handlers here in their
 * descriptor's `start()` (the one way: docs/adding-a-domain.md) and hold channels while shown;
 * the app runtime opens the
 * connection once the domain list names the push address and closes it on unmount. A
 * subscription made while no connection is open is kept and sent when one opens.
 *
 * The client's code (push-client and its lifecycle, subscriptions, gap repair and batching) is a
 * chunk of its own, fetched when the connection opens: the socket waits for the domain list
 * anyway, so the first screen's chunk does not carry it. Handlers and subscriptions
 * made before it arrives are kept here, as for a connection not yet open.
 */
import type { ChannelName, PushAddress, PushMessageType } from '../../contracts/push';
import { report } from '../feedback/monitor';
import type { PushClient, PushClientOptions } from './push-client';
import type { PushHandler } from './push-handlers';
import { useSocketStore } from './socket-store';

interface Registration {
  message: PushMessageType<unknown>;
  handler: PushHandler<unknown>;
  /** Removes the handler from the open connection's client (set when one is open). */
  unregisterFromClient?: () => void;
}

/**
 * A subscribeChannels() call's channels. Who holds a channel how often is counted once, by the
 * client (channel-subscriptions.ts): each holding subscribes on every client that opens while
 * it lasts, and lets its channels go there when released.
 */
interface Holding {
  channels: readonly ChannelName[];
  /** Lets the channels go on the open connection's client (set when one is open). */
  releaseOnClient?: () => void;
}

/** An expectPushMessage() call's message. */
interface Expectation {
  address: PushAddress;
  forgetOnClient?: () => void;
}

const registrations = new Set<Registration>();
const expectations = new Set<Expectation>();
const holdings = new Set<Holding>();
let client: PushClient | null = null;
/** Counts opens and closes: a client whose code arrives after a later open or a close is not started. */
let generation = 0;
/** The socket's language (`lang` of its address, push-protocol.ts): the server's pushed sentences are said in it. */
let language: string | undefined;
/** What the open connection was opened with, to open it again in another language. */
let opened: { url: string; options: PushClientOptions } | undefined;

const addressIn = (url: string, lang: string | undefined) =>
  lang ? `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : url;

/**
 * The language the next socket asks for (the calls' `language` header). A socket keeps its
 * language for its life, so an open one is opened again: its channels are held on the new one,
 * which repairs from their snapshots as after any reconnect.
 */
export function setPushLanguage(next: string | undefined): void {
  if (next === language) return;
  language = next;
  if (opened) void openPushConnection(opened.url, opened.options);
}

/**
 * Routes a declared message (src/contracts/<domain>-push.ts) to `handler`, on this and every later
 * connection, until the returned function is called. Called in a descriptor's `start()`; two
 * domains that show one message each register their own handler.
 */
export function registerPushHandler<T>(message: PushMessageType<T>, handler: PushHandler<T>): () => void {
  const registration = { message, handler } as Registration;
  registrations.add(registration);
  registration.unregisterFromClient = client?.registerHandler(registration.message, registration.handler);
  return () => {
    registrations.delete(registration);
    registration.unregisterFromClient?.();
    registration.unregisterFromClient = undefined;
  };
}

/**
 * A declared message whose handler a lazily loaded store's chunk registers (with the message's
 * schema, which so stays off the first screen): until then the client drops it quietly, on this
 * and every later connection, until the returned function is called. Called in a descriptor's
 * `start()`, beside the handle's `whileProvided` that registers the handler.
 */
export function expectPushMessage(address: PushAddress): () => void {
  const expectation: Expectation = { address, forgetOnClient: client?.expectMessage(address) };
  expectations.add(expectation);
  return () => {
    expectations.delete(expectation);
    expectation.forgetOnClient?.();
    expectation.forgetOnClient = undefined;
  };
}

/** Holds channels until the returned function is called (safe to call before the connection opens). */
export function subscribeChannels(channels: readonly ChannelName[]): () => void {
  const holding: Holding = { channels, releaseOnClient: client?.subscribe(channels) };
  holdings.add(holding);
  return () => {
    if (!holdings.delete(holding)) return;
    holding.releaseOnClient?.();
    holding.releaseOnClient = undefined;
  };
}

/**
 * Fetches the client's chunk, then connects; resolves with the client, or null when the
 * connection was closed or opened again meanwhile (or the chunk could not be loaded).
 */
export async function openPushConnection(url: string, options: PushClientOptions = {}): Promise<PushClient | null> {
  closePushConnection();
  opened = { url, options };
  const opening = generation;
  let PushClientClass: typeof PushClient;
  try {
    ({ PushClient: PushClientClass } = await import(/* webpackChunkName: "push-client" */ './push-client'));
  } catch (error) {
    report({ code: 'push-client-load-failed', message: String(error) });
    return null;
  }
  if (opening !== generation) return null;
  const next = new PushClientClass(options);
  for (const registration of registrations) {
    registration.unregisterFromClient = next.registerHandler(registration.message, registration.handler);
  }
  for (const expectation of expectations) expectation.forgetOnClient = next.expectMessage(expectation.address);
  next.connect(addressIn(url, language));
  for (const holding of holdings) holding.releaseOnClient = next.subscribe(holding.channels);
  client = next;
  return next;
}

export function closePushConnection(): void {
  generation += 1;
  opened = undefined;
  client?.dispose();
  client = null;
  for (const holding of holdings) holding.releaseOnClient = undefined;
  useSocketStore.getState().reset();
}

/** The manual retry offered once reconnecting gave up. */
export const retryPushConnection = (): void => client?.retry();

export const currentPushClient = (): PushClient | null => client;
