/**
 * The end-to-end files' environment: Node's, plus one playwright-core and one Chromium for every
 * file of a worker. Loaded once per worker, outside the files' module registries: evaluated inside
 * each file's registry, playwright's bundle cost ~1.2 s of CPU a file. The files import
 * `playwright-core` as usual: the e2e project maps it to shared-playwright.js, which hands them
 * this one. A file's stack takes the worker's Chromium (`__workerBrowser`: a launch read 4.3–4.9 s
 * at load 15, a file's whole stack ~17 s) and closes only its own contexts; the browser closes when
 * jest asks the worker to end, so it never holds a process open at the end of the run. In band (no
 * worker process) each file's browser closes with it.
 */
import { TestEnvironment } from 'jest-environment-node';
import * as playwright from 'playwright-core';
import type { Browser, LaunchOptions } from 'playwright-core';

/** jest-worker's message to a worker process that it is to end (CHILD_MESSAGE_END). */
const END_OF_WORKER = 2;

let kept: Promise<Browser> | null = null;

async function closeKept(): Promise<void> {
  const closing = kept;
  kept = null;
  await closing?.then((browser) => browser.close()).catch(() => undefined);
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
}

export default class EndToEndEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__sharedPlaywright = playwright;
    this.global.__workerBrowser = workerBrowser;
  }

  override async teardown(): Promise<void> {
    if (!process.send) await closeKept();
    await super.teardown();
  }
}
