/**
 * Development builds only: a module that must not be hot-applied (hot-update-rules.ts,
 * `coldReason`) declines hot updates, so an edit of it reloads the page instead of re-running it
 * under a page that keeps the old module's state. The line goes after the code, so the source
 * map passes through unchanged. Its rule (fast-refresh.ts, `hotDeclineRule`) gives it those
 * modules only; it checks again, so it never declines a module that may be hot-applied.
 */
import type { LoaderContext } from '@rspack/core';
import { coldReason } from './hot-update-rules';

export const DECLINE = '\nif (import.meta.webpackHot) import.meta.webpackHot.decline();\n';

export default function hotDeclineLoader(this: LoaderContext<unknown>, source: string, map?: string | object): void {
  const declined = coldReason(this.resourcePath) === null ? source : `${source}${DECLINE}`;
  this.callback(null, declined, map as Parameters<LoaderContext<unknown>['callback']>[2]);
}
