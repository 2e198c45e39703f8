/**
 * A mutation: the one way an action changes server state — follow, book, like,
 * vote, comment, buy, report.
 *
 * 1. In-flight guard: while a call for a key (this tip, this report) is on its way, another
 *    call for it sends nothing (`busy`) — rapid taps send once.
 * 2. Optimistic apply (optional): what the user sees changes at once.
 * 3. The call, with the loading overlay where the action moves money or the user's state.
 * 4. Confirm with the server's values, or roll back and say so (a toast; not for an ended
 *    session or a cancelled call, which were already told or meant). A refusal says the server's
 *    words (the spec's error toast with the server's message), whatever the action's own words
 *    for a failure the server did not explain.
 * One guard for every late answer: an answer that arrives after a reset or after the user's data
 * was forgotten (logout, another user) lands nowhere — no confirm, no rollback, no toast.
 * Money moves once because the callers keep their idempotency keys in `args`.
 */
import { notify } from '../feedback/notify';
import { isHttpError, isRefusal, type HttpError } from '../http/http-error';
import type { StoreScope } from './store-scope';

/** What the call is asked for: the overlay, and whether the http client stays quiet on failure. */
export interface MutationRequest {
  loading?: true;
  silent?: true;
}

export interface MutationOptions<Args, Result, Undo = void> {
  scope: StoreScope;
  /** Taps with the same key are one action (default: one key, `''`, for every call). */
  keyOf?(args: Args): string | number;
  /** The optimistic change; returns what a rollback needs. */
  apply?(args: Args): Undo;
  call(args: Args, request: MutationRequest): Promise<Result>;
  /** The server agreed (still the same user): its values replace the optimistic ones. */
  confirm?(result: Result, args: Args): void;
  /** The call failed (still the same user): back to what was shown. */
  rollback?(undo: Undo, args: Args, error: unknown): void;
  /** A busy flag in the store for the key (a spinner on the button, a disabled control). */
  busy?(key: string, busy: boolean): void;
  /** The loading overlay catches taps until the call settles (money, the user's state). */
  overlay?: boolean;
  /**
   * The toast on a failure the server did not explain (no answer, an unreadable one): these
   * words, or words made from the error (null: none). A refusal shows the server's message
   * instead, unless `ownsRefusal` takes it. Without `failure` the call is not silent and the
   * http client says why, refusal or not.
   */
  failure?: string | ((error: unknown, args: Args) => string | null);
  /** A refusal the action shows itself (a dialog: not enough gold): no toast for it here. */
  ownsRefusal?(error: HttpError): boolean;
  /** The toast on success. */
  success?: string | ((result: Result, args: Args) => string | null);
}

export type MutationOutcome<Result> =
  | { kind: 'done'; result: Result }
  | { kind: 'failed'; error: unknown }
  /** The same key was on its way: nothing sent. */
  | { kind: 'busy' }
  /** Answered after a reset or for a previous user: it landed nowhere. */
  | { kind: 'gone' };

export interface Mutation<Args, Result> {
  run(args: Args): Promise<MutationOutcome<Result>>;
  /** A call for the key is on its way. */
  isBusy(key: string | number): boolean;
}

/** An ended session was already told (and asked to log in); a cancelled call was meant. */
const alreadyTold = (error: unknown) =>
  isHttpError(error) && (error.kind === 'session-ended' || error.kind === 'cancelled');

export function mutation<Args, Result, Undo = void>(
  options: MutationOptions<Args, Result, Undo>,
): Mutation<Args, Result> {
  const { scope } = options;
  const keyOf = (args: Args) => String(options.keyOf ? options.keyOf(args) : '');
  /** Calls on their way by key; a reset forgets them (their answers land nowhere). */
  const inFlight = new Map<string, object>();
  scope.onReset(() => inFlight.clear());
  scope.onForgetUser(() => inFlight.clear());

  const request: MutationRequest = {
    ...(options.overlay && { loading: true }),
    ...(options.failure !== undefined && { silent: true }),
  };
  const say = (type: 'success' | 'fail', words: string | null | undefined) => {
    if (words) notify(type, words);
  };
  const failureWords = (error: unknown, args: Args): string | null | undefined => {
    const { failure } = options;
    if (failure === undefined) return null;
    if (isRefusal(error)) return options.ownsRefusal?.(error) ? null : error.message;
    return typeof failure === 'function' ? failure(error, args) : failure;
  };

  return {
    isBusy: (key) => inFlight.has(String(key)),
    run: async (args) => {
      const key = keyOf(args);
      if (inFlight.has(key)) return { kind: 'busy' };
      const token = {};
      inFlight.set(key, token);
      const isCurrent = scope.userTicket();
      options.busy?.(key, true);
      const undo = options.apply?.(args) as Undo;
      try {
        const result = await options.call(args, request);
        if (!isCurrent()) return { kind: 'gone' };
        options.confirm?.(result, args);
        say('success', typeof options.success === 'function' ? options.success(result, args) : options.success);
        return { kind: 'done', result };
      } catch (error) {
        if (!isCurrent()) return { kind: 'gone' };
        options.rollback?.(undo, args, error);
        if (!alreadyTold(error)) say('fail', failureWords(error, args));
        return { kind: 'failed', error };
      } finally {
        // Only while the key is still this call's: a reset or a forgotten user forgets every key.
        if (inFlight.get(key) === token) {
          inFlight.delete(key);
          options.busy?.(key, false);
        }
      }
    },
  };
}
