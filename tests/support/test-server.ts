/**
 * The development server a test starts in-process, its world built with the match scripts an
 * earlier world of the run drew (kept-scripts.ts).
 */
import { startDevServer, type DevServer, type DevServerOptions } from '../../shell-demo/server/create-server';
import { DEFAULT_WORLD_SEED } from '../../shell-demo/server/world/create-world';
import { answerChecker } from './answer-validation';
import { keptScripts, type KeptScripts } from './kept-scripts';

/**
 * startDevServer with the kept scripts of its world's seed and day, every answer it sends checked
 * against the contract documents (answer-validation.ts): close() fails on an answer that broke them. They are opened when the
 * server builds its world (it reads its `drawnScripts` then, on first use), on the world's clock
 * of that moment: a server that builds none reads no file. What its world drew is kept when it
 * closes (the simulator's kickoffs too).
 */
export interface TestServer extends DevServer {
  /** The answers outside the contract documents since the last call (a server several files share). */
  takeAnswerViolations(): string[];
}

export async function startTestServer(options: DevServerOptions = {}): Promise<TestServer> {
  let scripts: KeptScripts | undefined;
  const answers = answerChecker();
  let taken = 0;
  // violations() lists each once, in the order found: the new ones are past those taken.
  const takeAnswerViolations = () => {
    const fresh = answers.violations().slice(taken);
    taken += fresh.length;
    return fresh;
  };
  // A test's server listens on a free port and keeps its log to itself, unless the test says otherwise.
  const serverOptions: DevServerOptions = { port: 0, quiet: true, onAnswer: answers.onAnswer, ...options };
  if (!options.drawnScripts) {
    Object.defineProperty(serverOptions, 'drawnScripts', {
      get: () => {
        scripts ??= keptScripts(options.seed ?? DEFAULT_WORLD_SEED, (options.worldNow ?? options.now ?? Date.now)());
        return scripts.drawn;
      },
    });
  }
  const server = await startDevServer(serverOptions);
  return {
    ...server,
    takeAnswerViolations,
    async close() {
      scripts?.keep();
      await server.close();
      const violations = takeAnswerViolations();
      if (violations.length > 0) {
        throw new Error(`answers outside the contract documents:\n${violations.join('\n')}`);
      }
    },
  };
}
