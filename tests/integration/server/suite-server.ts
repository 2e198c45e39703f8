/**
 * The development server of one suite (a test file, or a describe in it): on the test's clock and
 * without the simulator (a test moves the world), started before the suite's tests and closed
 * after them; its world takes the match scripts kept by the run's first (tests/support/test-server.ts).
 */
import type { DevServer, DevServerOptions } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';

export function suiteServer(now: () => number, options: DevServerOptions = {}): () => DevServer {
  let started: DevServer | undefined;
  beforeAll(async () => {
    started = await startTestServer({ simulate: false, now, ...options });
  });
  afterAll(() => started?.close());
  return () => started!;
}
