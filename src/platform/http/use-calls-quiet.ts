/**
 * For what a screen can show a moment later (a live card's sparkline: its code and its call):
 * false until the page's calls were first quiet (`whenCallsQuiet`), so on a slow link the screen's
 * data and pictures come first; true at once on every mount after that.
 */
import { useEffect, useState } from 'react';
import { whenCallsQuiet } from './http-client';

let firstQuietSeen = false;

export function useCallsQuiet(): boolean {
  const [quiet, setQuiet] = useState(firstQuietSeen);
  useEffect(() => {
    if (quiet) return;
    const mounted = new AbortController();
    void whenCallsQuiet(mounted.signal).then(() => {
      if (mounted.signal.aborted) return;
      firstQuietSeen = true;
      setQuiet(true);
    });
    return () => mounted.abort();
  }, [quiet]);
  return quiet;
}

/** Tests: the next mount waits for quiet calls again. */
export function forgetCallsQuiet(): void {
  firstQuietSeen = false;
}
