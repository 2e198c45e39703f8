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
export async function startTestServer(options: DevServerOptions = {}): Promise<DevServer> {
  let scripts: KeptScripts | undefined;
  const answers = answerChecker();
  const serverOptions: DevServerOptions = { onAnswer: answers.onAnswer, ...options };
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
    async close() {
      scripts?.keep();
      await server.close();
      const violations = answers.violations();
      if (violations.length > 0) {
        throw new Error(`answers outside the contract documents:\n${violations.join('\n')}`);
      }
    },
  };
}
