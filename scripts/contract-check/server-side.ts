/**
 * The server group: a portal that renders on the server (Modern.js, Next.js) evaluates its
 * remotes' modules there too. Each expose of the manifest — whatever it exposes, new ones included
 * — is loaded in a Node process of its own through `@module-federation/runtime`
 * (server-side/evaluate-expose.ts): it must evaluate without `window` or `document` (Node has
 * neither: a touch throws, and the check names the error and the file), leave no timer running and
 * export what it should; `./SportInfoApp.data`'s `fetchData` must settle there and call nothing
 * (the calls are the browser's). A development build (`npm start`) is not what a portal's server
 * runs: reported as skipped.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Evaluation } from './server-side/evaluate-expose';
import { Checks, assert, errorText } from './types';

interface Manifest {
  exposes?: { path?: unknown }[];
  metaData?: { buildInfo?: { buildMode?: unknown } };
}

/** What each expose must export (an expose not named here: anything, as long as it evaluates). */
const EXPECTED_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  './SportInfoApp': ['default: function'],
  './mount': ['mount: function'],
  './alerts': ['mount: function'],
  './bridge': ['provider: function'],
  './SportInfoApp.data': ['fetchData: function'],
};

const EVALUATOR = path.join(__dirname, 'server-side/evaluate-expose.ts');

/** Runs the evaluator in a Node process of its own. */
function evaluateInNode(root: string, manifestUrl: string, expose: string, apiUrl: string, timeoutMs: number): Promise<Evaluation> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', EVALUATOR, manifestUrl, expose, apiUrl],
      { cwd: root, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const line = stdout.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(line) as Evaluation);
        } catch {
          reject(new Error(error ? `${error.message.split('\n')[0]} ${stderr.trim().split('\n').at(-1) ?? ''}` : `no report: ${line}`));
        }
      },
    );
  });
}

export async function checkServerSide(manifestUrl: string, apiUrl: string, root: string, timeoutMs: number): Promise<Checks> {
  const checks = new Checks('server');
  let manifest: Manifest;
  try {
    manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  } catch (error) {
    checks.fail('the manifest', errorText(error));
    return checks;
  }
  if (manifest.metaData?.buildInfo?.buildMode === 'development') {
    checks.pass('exposes evaluate on a server', 'skipped: a development build (npm start) is not what a portal’s server runs');
    return checks;
  }
  const exposes = (manifest.exposes ?? []).map((item) => item.path).filter((item): item is string => typeof item === 'string');
  for (const expose of exposes) {
    let evaluation: Evaluation | null = null;
    await checks.check(`${expose} evaluates on a server (Node: no window, no document)`, async () => {
      evaluation = await evaluateInNode(root, manifestUrl, expose, apiUrl, timeoutMs);
      assert(evaluation.ok, evaluation.error ?? 'failed');
      const missing = (EXPECTED_EXPORTS[expose] ?? []).filter((item) => !evaluation!.exports.includes(item));
      assert(missing.length === 0, `exports ${evaluation.exports.join(', ') || 'nothing'}; expected ${missing.join(', ')}`);
      assert(evaluation.timersLeft === 0, `${evaluation.timersLeft} timer(s) left running by the evaluation`);
      const globals = evaluation.globalsAdded.length > 0 ? `; globals added: ${evaluation.globalsAdded.join(', ')}` : '';
      return `exports ${evaluation.exports.join(', ')}; no timer left${globals}`;
    });
    const data = (evaluation as Evaluation | null)?.fetchData;
    if (data) {
      checks.expect(
        `${expose}: fetchData() on a server settles and calls nothing`,
        data.settled && data.requests === 0 && !data.error,
        data.error ?? (data.settled ? `${data.requests} request(s)` : 'did not settle within 5 s'),
      );
    }
  }
  return checks;
}
