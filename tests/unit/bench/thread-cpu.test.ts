/**
 * @jest-environment node
 */
import { threadCpuMs } from '../../../bench/lib/thread-cpu';

describe('threadCpuMs', () => {
  it("counts the thread's own work and not the time it waits", async () => {
    const before = threadCpuMs();
    expect(before).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterWaiting = threadCpuMs()!;
    // Waiting costs no CPU (a tick or two of the timer's bookkeeping at most).
    expect(afterWaiting - before!).toBeLessThan(100);

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
