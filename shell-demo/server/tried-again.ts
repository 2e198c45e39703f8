/**
 * A call to a shared service (NATS) asked again while it fails: a node's loss leaves each stream
 * whose leader it held with none until the replicas elect another (4–9 s, longer on a loaded
 * machine), and a cluster just started elects its streams' leaders the same way; meanwhile a
 * request times out. The last failure is thrown once `withinMs` has passed, or at once when
 * `mayRetry` says asking again cannot help.
 */
export async function triedAgain<T>(
  call: () => Promise<T>,
  options: { withinMs: number; pauseMs: number; mayRetry?: (error: unknown) => boolean },
): Promise<T> {
  const giveUpAt = Date.now() + options.withinMs;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (Date.now() >= giveUpAt || options.mayRetry?.(error) === false) throw error;
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs).unref());
    }
  }
}
