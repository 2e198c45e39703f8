/**
 * A gateway's first requests to NATS (its own streams made, the shared epoch read) asked again
 * while NATS does not answer in time: a cluster just started, or one that lost a node, elects each
 * stream's leader first, and a request meanwhile times out (the more so on a loaded machine). A
 * gateway started with its cluster so waits for it instead of exiting. An answer that says no (a
 * stream made before with another config, JetStream not enabled) is final at once; JetStream's
 * "not now" (a 5xx) is not.
 */
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { errors } from '@nats-io/transport-node';
import { triedAgain } from '../tried-again';

/** How long a gateway waits for NATS to answer its first requests before it gives up. */
export const STARTUP_WITHIN_MS = 30_000;
const ASK_AGAIN_MS = 250;

export function whenNatsAnswers<T>(request: () => Promise<T>): Promise<T> {
  return triedAgain(request, { withinMs: STARTUP_WITHIN_MS, pauseMs: ASK_AGAIN_MS, mayRetry: notAnsweredYet });
}

/** A timeout, or JetStream's "not now": asking again may help. */
function notAnsweredYet(error: unknown): boolean {
  if (error instanceof errors.TimeoutError) return true;
  return (
    error instanceof JetStreamApiError &&
    error.status >= 500 &&
    error.code !== JetStreamApiCodes.JetStreamNotEnabledForAccount
  );
}
