/**
 * The end-to-end files' environment: Node's, plus one playwright-core for every file of a worker.
 * Loaded once per worker, outside the files' module registries: evaluated inside each file's
 * registry, playwright's bundle cost ~1.2 s of CPU a file. The files import `playwright-core` as
 * usual: the e2e project maps it to shared-playwright.js, which hands them this one. Each file
 * still launches and closes its own Chromium (a browser kept across files would hold the worker
 * open at the end of the run).
 */
import { TestEnvironment } from 'jest-environment-node';
import * as playwright from 'playwright-core';

export default class EndToEndEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__sharedPlaywright = playwright;
  }
}
