/**
 * The end-to-end files' environment: Node's, plus one playwright-core and one Chromium for every
 * file of a worker. Loaded once per worker, outside the files' module registries: evaluated inside
 * each file's registry, playwright's bundle cost ~1.2 s of CPU a file. The files import
 * `playwright-core` as usual: the e2e project maps it to shared-playwright.js, which hands them
 * this one. A file's stack takes the worker's Chromium (`__workerBrowser`: a launch read 4.3–4.9 s
 * at load 15, a file's whole stack ~17 s) and closes only its own contexts; a file that asks for
 * the worker's stack (`__workerKept`, support/stack.ts) gets the one its worker's first such file
 * started. Both close when jest asks the worker to end, so they never hold a process open at the
 * end of the run; in band (no worker process), when the run ends (global-teardown.ts).
 */
import { TestEnvironment } from 'jest-environment-node';
import * as playwright from 'playwright-core';
import type { Browser, LaunchOptions } from 'playwright-core';

/** jest-worker's message to a worker process that it is to end (CHILD_MESSAGE_END). */
const END_OF_WORKER = 2;

let kept: Promise<Browser> | null = null;

/** What the worker's files share besides the browser, by name, with how each closes. */
const keptByName = new Map<string, { value: Promise<unknown>; close: (value: unknown) => Promise<void> }>();

async function closeKept(): Promise<void> {
  // The stacks first: their pages live in the browser.
  const others = [...keptByName.values()];
  keptByName.clear();
  await Promise.all(others.map(({ value, close }) => value.then(close).catch(() => undefined)));
  const closing = kept;
  kept = null;
  await closing?.then((browser) => browser.close()).catch(() => undefined);
}

/** The worker's `name`, started by the first file that asks and closed with the worker. */
function workerKept<T>(name: string, start: () => Promise<T>, close: (value: T) => Promise<void>): Promise<T> {
  let entry = keptByName.get(name);
  if (!entry) {
    const value = start();
    // One that failed to start is not kept: the next file starts its own.
    value.catch(() => keptByName.delete(name));
    entry = { value, close: close as (value: unknown) => Promise<void> };
    keptByName.set(name, entry);
  }
  return entry.value as Promise<T>;
}

/** The worker's Chromium, launched by the first file that asks (again if it was lost). */
async function workerBrowser(options: LaunchOptions): Promise<Browser> {
  if (kept && !(await kept.then((browser) => browser.isConnected()).catch(() => false))) kept = null;
  kept ??= playwright.chromium.launch(options);
  return kept;
}

if (process.send) {
  const onMessage = (message: unknown) => {
    if (!Array.isArray(message) || message[0] !== END_OF_WORKER) return;
    // Ours gone too, or the channel would hold the process open.
    process.removeListener('message', onMessage);
    void closeKept();
  };
  process.on('message', onMessage);
} else {
  // In band the files run in jest's own process, where the global teardown runs after the last.
  (globalThis as { __closeWorkerKept?: () => Promise<void> }).__closeWorkerKept = closeKept;
}

export default class EndToEndEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__sharedPlaywright = playwright;
    this.global.__workerBrowser = workerBrowser;
    this.global.__workerKept = workerKept;
  }
}
