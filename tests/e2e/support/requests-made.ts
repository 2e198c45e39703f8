/** What a page asks the network for, recorded by the end-to-end tests that judge it. */
import type { Page, Request } from 'playwright-core';

/** Every request `page` makes from now on, in order: a list that grows as the page asks (read it when the test needs it). */
export function requestsMade(page: Page): Request[] {
  const made: Request[] = [];
  page.on('request', (request) => made.push(request));
  return made;
}
