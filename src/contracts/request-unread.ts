/**
 * The request kit (request.ts) as the app's own builds take it (webpack.config.ts puts this file
 * in its place): the same names and types, none of the reading. The app only sends a call's
 * parameters, typed by the declaration; the development server reads them, with request.ts. So
 * the readers and their words stay out of the first screen. Each export is typed by its
 * counterpart, and a test holds the two export lists equal.
 */
import type * as Kit from './request';

export class BadParamError extends Error {
  override readonly name = 'BadParamError';
}

/** Every reader and every combinator's result: reading a request here is a wiring mistake. */
const unread = (): never => {
  throw new Error('the app does not read a request: the server does (contracts/request.ts)');
};
const reads = () => unread;

export const params: typeof Kit.params = (fields) => Object.assign(() => unread(), { fields });
export const textParam: typeof Kit.textParam = unread;
export const sentTextParam: typeof Kit.sentTextParam = unread;
export const numberParam: typeof Kit.numberParam = unread;
export const unreadParam: typeof Kit.unreadParam = reads;
export const required: typeof Kit.required = reads;
export const withFallback: typeof Kit.withFallback = reads;
export const refine: typeof Kit.refine = reads;
export const alwaysSent: typeof Kit.alwaysSent = reads;
export const integerParam: typeof Kit.integerParam = reads;
export const idParam: typeof Kit.idParam = unread;
export const optionalIdParam: typeof Kit.optionalIdParam = unread;
export const codeParam: typeof Kit.codeParam = reads;
export const flagParam: typeof Kit.flagParam = unread;
export const requiredFlag: typeof Kit.requiredFlag = unread;
export const choiceParam: typeof Kit.choiceParam = reads;
export const switchParam: typeof Kit.switchParam = unread;
export const booleanParam: typeof Kit.booleanParam = unread;
export const keyPattern: typeof Kit.keyPattern = (min, max) => new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`);
export const keyParam: typeof Kit.keyParam = reads;
export const idempotencyKeyParam: typeof Kit.idempotencyKeyParam = unread;
export const MAX_PAGE: typeof Kit.MAX_PAGE = 10_000;
export const pageParam: typeof Kit.pageParam = unread;
export const sizeParam: typeof Kit.sizeParam = reads;
export const pageRequest: typeof Kit.pageRequest = () => ({ page: unread, size: unread });
export const MAX_LIST_ITEMS: typeof Kit.MAX_LIST_ITEMS = 100;
export const idListParam: typeof Kit.idListParam = reads;
