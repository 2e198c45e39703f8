/**
 * When `npm start` is ready: every address answers 200. A dev server holds a request
 * until its build is done and refuses connections before it listens, so each address is asked
 * until it answers, the held request ending the moment the compile does.
 */

export interface ReadyOptions {
  intervalMs?: number;
  /** Stop asking (a process died: the caller has stopped the others). */
  cancelled?: () => boolean;
  fetch?: typeof fetch;
}

/** Resolves with the time each address first answered 200, in ms from the call; null if cancelled. */
export async function whenServed(
  addresses: readonly string[],
  options: ReadyOptions = {},
): Promise<Record<string, number> | null> {
  const started = performance.now();
  const get = options.fetch ?? fetch;
  const answered: Record<string, number> = {};
  const ask = async (address: string): Promise<boolean> => {
    for (;;) {
      if (options.cancelled?.()) return false;
      const ok = await get(address, { cache: 'no-store', signal: AbortSignal.timeout(300_000) }).then(
        async (response) => {
          await response.body?.cancel();
          return response.ok;
        },
        () => false,
      );
      if (ok) {
        answered[address] = Math.round(performance.now() - started);
        return true;
      }
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
    }
  };
  const all = await Promise.all(addresses.map(ask));
  return all.every(Boolean) ? answered : null;
}
