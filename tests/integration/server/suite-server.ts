/**
 * The development server of one suite (a test file, or a describe in it): on the test's clock and
 * without the simulator (a test moves the world), started before the suite's tests and closed
 * after them.
 */
import { startDevServer, type DevServer, type DevServerOptions } from '../../../shell-demo/server/create-server';

export function suiteServer(now: () => number, options: DevServerOptions = {}): () => DevServer {
  let started: DevServer | undefined;
  beforeAll(async () => {
    started = await startDevServer({ port: 0, quiet: true, simulate: false, now, ...options });
  });
  afterAll(() => started?.close());
  return () => started!;
}
