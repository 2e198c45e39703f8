/** The QA contract kit (scripts/contract-check.ts) run as QA runs it, in a process of its own. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { CHECK_GROUPS } from '../../../scripts/contract-check/types';

const root = path.resolve(__dirname, '../../..');

export interface KitResult {
  group: string;
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * Each of the kit's waits in the tests: its 20 s default is a portal QA's, on a machine of its own;
 * here three kit runs, two other test files and the typecheck share 2 cores (a server-side
 * evaluation, a Node process compiling the kit's TypeScript, was killed at 20 s at load 17).
 */
const KIT_WAIT_MS = 60_000;

/** Runs the kit with `args`: its exit code and what it printed. */
export function runContractKit(args: string[]): Promise<{ code: number; stdout: string }> {
  const waits = args.includes('--timeout') ? [] : ['--timeout', String(KIT_WAIT_MS)];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/contract-check.ts'), ...waits, ...args],
      { cwd: root, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

/** Every group of the kit: a full run reports each of them. */
export const KIT_GROUPS = CHECK_GROUPS;

/** The kit's whole run against a stack, with `--json`: its exit code and results. */
export async function checkStack(urls: { host: string; manifest: string; api: string }): Promise<{
  code: number;
  results: KitResult[];
}> {
  const { code, stdout } = await runContractKit([
    '--host',
    urls.host,
    '--manifest',
    urls.manifest,
    '--api',
    urls.api,
    '--json',
  ]);
  return { code, results: JSON.parse(stdout) as KitResult[] };
}
