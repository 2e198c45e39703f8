/**
 * @jest-environment node
 */
import { threadCpuMs } from '../../../bench/lib/thread-cpu';

describe('threadCpuMs', () => {
  it("counts the thread's own work and not the time it waits", async () => {
    expect(threadCpuMs()).not.toBeNull();
    // Waiting costs no CPU (a tick or two of the timer's bookkeeping at most). The thread is a
    // jest worker's: a collection of an earlier file's garbage can land in one wait (450 ms once,
    // in a clean-clone run), so the quietest of three waits is judged.
    const waitCosts: number[] = [];
    for (let wait = 0; wait < 3; wait += 1) {
      const before = threadCpuMs()!;
      await new Promise((resolve) => setTimeout(resolve, 300));
      waitCosts.push(threadCpuMs()! - before);
    }
    expect(Math.min(...waitCosts)).toBeLessThan(100);
    const afterWaiting = threadCpuMs()!;

    // Work until the counter moves (however slowly a loaded machine lets it).
    const wallStart = Date.now();
    let sum = 0;
    while (threadCpuMs()! - afterWaiting < 100 && Date.now() - wallStart < 20_000) {
      for (let index = 0; index < 1e6; index += 1) sum += index;
    }
    expect(sum).toBeGreaterThan(0);
    expect(threadCpuMs()! - afterWaiting).toBeGreaterThanOrEqual(100);
  }, 30_000);
});
