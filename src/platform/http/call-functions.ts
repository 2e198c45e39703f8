/**
 * The app's call functions, made from the declarations: one per call of a table, sending it with
 * the parameters its declaration types and reading the answer by its schema (callApi). Who may
 * make it, what it refuses and whether a backend may lack it come from the declaration too; an
 * api file writes no function per call, and no parameter type of its own.
 */
import type { AnswerOf, Call, RequestOf } from '../../contracts/http';
import { callApi, type CallOptions, type CallParams } from './http-client';

/** Its parameters (left out when the call requires none) and the caller's options. */
type CallArgs<C extends Call> =
  Record<never, never> extends RequestOf<C>
    ? [params?: CallParams<C>, options?: CallOptions]
    : [params: CallParams<C>, options?: CallOptions];

export type CallFunction<C extends Call> = (...args: CallArgs<C>) => Promise<AnswerOf<C>>;

export type CallFunctions<T extends Readonly<Record<string, Call>>> = { readonly [K in keyof T]: CallFunction<T[K]> };

/** The call function of one declared call; `defaults` are its options, a caller's own over them. */
export const callFunction =
  <C extends Call>(call: C, defaults: CallOptions = {}): CallFunction<C> =>
  (...[params, options]: CallArgs<C>) =>
    callApi(call, params as CallParams<C>, { ...defaults, ...options });

/** The call functions of a table of declared calls, by the table's names (`news.tipDetail({ id })`). */
export const callFunctions = <T extends Readonly<Record<string, Call>>>(
  calls: T,
  defaults: CallOptions = {},
): CallFunctions<T> =>
  Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, callFunction(call, defaults)]),
  ) as unknown as CallFunctions<T>;
