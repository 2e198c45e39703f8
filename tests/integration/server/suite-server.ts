/**
 * The development server of one suite (a test file, or a describe in it): on the test's clock and
 * without the simulator (a test moves the world), started before the suite's tests and closed
 * after them.
 */
import { startDevServer, type DevServer } from '../../../shell-demo/server/create-server';

export function suiteServer(now: () => number): () => DevServer {
  let started: DevServer | undefined;
  beforeAll(async () => {
    started = await startDevServer({ port: 0, quiet: true, simulate: false, now });
  });
  afterAll(() => started?.close());
  return () => started!;
}
