/**
 * The server group: a portal that renders on the server (Modern.js, Next.js) evaluates its
 * remotes' modules there too. Each expose of the build's federation options
 * (scripts/build-plugins/federation-options.ts: new ones included, none listed by hand) must be in
 * the manifest, and each is loaded in a Node process of its own through `@module-federation/runtime`
 * (server-side/evaluate-expose.ts): it must evaluate without `window` or `document` (Node has
 * neither: a touch throws, and the check names the error and the file), leave no timer running and
 * export what it should; `./SportInfoApp.data`'s `fetchData` must settle there and call nothing
 * (the calls are the browser's). The process runs in KIT_TIME_ZONE, half a day from China: the
 * remote's code must read no time in the server's own zone (its times are China's wherever it runs). A development build (`npm start`) is not what a portal's server
 * runs: reported as skipped.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { KIT_TIME_ZONE } from './browser-session';
import { EXPOSED_MODULES } from './manifest';
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

/** Runs the evaluator in a Node process of its own, in the kit's zone. */
function evaluateInNode(
  root: string,
  manifestUrl: string,
  expose: string,
  apiUrl: string,
  timeoutMs: number,
): Promise<Evaluation> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', EVALUATOR, manifestUrl, expose, apiUrl],
      { cwd: root, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, env: { ...process.env, TZ: KIT_TIME_ZONE } },
      (error, stdout, stderr) => {
        const line = stdout.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(line) as Evaluation);
        } catch {
          reject(
            new Error(
              error
                ? `${error.message.split('\n')[0]} ${stderr.trim().split('\n').at(-1) ?? ''}`
                : `no report: ${line}`,
            ),
          );
        }
      },
    );
  });
}

export async function checkServerSide(
  manifestUrl: string,
  apiUrl: string,
  root: string,
  timeoutMs: number,
): Promise<Checks> {
  const checks = new Checks('server');
  let manifest: Manifest;
  try {
    manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  } catch (error) {
    checks.fail('the manifest', errorText(error));
    return checks;
  }
  if (manifest.metaData?.buildInfo?.buildMode === 'development') {
    checks.pass(
      'exposes evaluate on a server',
      'skipped: a development build (npm start) is not what a portal’s server runs',
    );
    return checks;
  }
  const listed = (manifest.exposes ?? [])
    .map((item) => item.path)
    .filter((item): item is string => typeof item === 'string');
  for (const expose of EXPOSED_MODULES.filter((item) => !listed.includes(item))) {
    checks.fail(
      `${expose} evaluates on a server (Node: no window, no document)`,
      `not in the manifest; it lists ${listed.join(', ') || 'nothing'}`,
    );
  }
  for (const expose of listed) {
    let evaluation: Evaluation | null = null;
    await checks.check(`${expose} evaluates on a server (Node: no window, no document)`, async () => {
      evaluation = await evaluateInNode(root, manifestUrl, expose, apiUrl, timeoutMs);
      assert(evaluation.ok, evaluation.error ?? 'failed');
      const missing = (EXPECTED_EXPORTS[expose] ?? []).filter((item) => !evaluation!.exports.includes(item));
      assert(
        missing.length === 0,
        `exports ${evaluation.exports.join(', ') || 'nothing'}; expected ${missing.join(', ')}`,
      );
      assert(evaluation.timersLeft === 0, `${evaluation.timersLeft} timer(s) left running by the evaluation`);
      const globals =
        evaluation.globalsAdded.length > 0 ? `; globals added: ${evaluation.globalsAdded.join(', ')}` : '';
      return `exports ${evaluation.exports.join(', ')}; no timer left${globals}`;
    });
    const reads = (evaluation as Evaluation | null)?.localZoneReads;
    if (reads) {
      checks.expect(
        `${expose}: times read in China time, the server in ${KIT_TIME_ZONE}`,
        reads.length === 0,
        reads.length === 0
          ? 'no read of the server’s own zone'
          : `read in the server's zone: ${[...new Set(reads)].slice(0, 5).join('; ')}`,
      );
    }
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
