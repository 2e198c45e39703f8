/**
 * The system Chromium with a remote debugging port, started with the flags of scripts/chromium.ts
 * (no chrome-launcher needed): what Lighthouse's CLI attaches to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../scripts/chromium';
import { requireChromium } from './stack';

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

const LAUNCH_TIMEOUT_MS = 15_000;

export function startChromium(extraArgs: readonly string[]): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const child: ChildProcess = spawn(
    requireChromium(),
    [...CHROMIUM_ARGS, ...extraArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // A process group of its own: stopping it stops Chromium's helper processes too, which
    // otherwise go on writing to the profile after the browser has exited.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const signalAll = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Out of the terminal's group, it would outlive a bench stopped half-way.
  const killOnExit = () => signalAll('SIGKILL');
  process.once('exit', killOnExit);
  const close = async () => {
    process.removeListener('exit', killOnExit);
    if (running()) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalAll('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
    signalAll('SIGKILL');
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // A temporary profile left behind is not a failed measurement.
      console.warn(`bench: the Lighthouse profile ${profile} stays (${String(error)})`);
    }
  };
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`Chromium did not open a debugging port in ${LAUNCH_TIMEOUT_MS} ms:\n${stderr}`));
    }, LAUNCH_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        resolve({ port: Number(match[1]), close });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before its debugging port opened:\n${stderr}`));
    });
  });
}
