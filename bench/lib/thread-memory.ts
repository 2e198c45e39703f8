/**
 * The calling thread's memory: its V8 heap in use and its buffers (a worker thread has its own
 * isolate, so the figure is this thread's alone), after a collection where `--expose-gc` allows
 * one — else an upper bound, garbage included. A socket's kernel buffers are not in it.
 */
export function threadMemoryBytes(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
