/**
 * Development only (`npm start`): shell-demo opened while the remote's dev server is still
 * starting or compiling waits for it, and the app appears by itself when it is ready — no error
 * page, no 重试 to press. The dev server holds a request until its build is done, and refuses
 * connections before it listens: both are waited out, up to a deadline, after which the normal
 * load runs and reports what fails. A production host keeps the fallback pack's time limits
 * (federation-load.ts).
 */

export const DEV_WAIT_DEADLINE_MS = 180_000;
const RETRY_INTERVAL_MS = 500;

export interface WaitForRemoteOptions {
  deadlineMs?: number;
  intervalMs?: number;
  /** Called once when the first attempt did not answer: the remote is still starting. */
  onWaiting?: () => void;
  fetch?: typeof fetch;
}

/** Resolves once `manifestUrl` answers 200 (or the deadline has passed: the load then reports it). */
export async function waitForRemote(manifestUrl: string, options: WaitForRemoteOptions = {}): Promise<void> {
  const deadline = Date.now() + (options.deadlineMs ?? DEV_WAIT_DEADLINE_MS);
  const get = options.fetch ?? fetch;
  let told = false;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return;
    const answered = await get(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(left) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (!told) {
      told = true;
      options.onWaiting?.();
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? RETRY_INTERVAL_MS));
  }
}
