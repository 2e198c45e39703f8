/** Calls of the HTTP client's own tests: a path the tests make up, any parameters. */
import type { ParamValue } from '@src/contracts/form-encoding';
import type { Call, CallEdges, CallSpec } from '@src/contracts/http';
import { params, type ParamRead } from '@src/contracts/request';
import type { Read } from '@src/contracts/schema';

type AnyParams = Record<string, ParamRead<ParamValue, ParamValue>>;

/** `spec` as a declared call taking any parameters; its answer as it comes, or read by `answer`. */
export const testCall = <T = unknown>(
  spec: CallSpec & Partial<CallEdges>,
  answer: Read<T> = (data) => data as T,
): Call<AnyParams, Read<T>> => ({
  auth: 'visitor',
  refusals: [],
  optional: false,
  ...spec,
  request: params({} as AnyParams),
  answer,
});
