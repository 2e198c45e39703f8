/**
 * The match whose stream the fan is watching now — its room, or the mini-player that floats it —
 * and how far behind live its picture is: what the match alerts wait for (a watched match's alert
 * shows when the picture reaches it). The live room holds it while its playhead is on screen
 * (RoomPlayhead); the last holder wins, and none means the fan watches nothing.
 */
export interface WatchedStream {
  matchId: number;
  /** The room's playhead delay (rules/playhead.ts `playheadDelayMs`); null: live. */
  delayMs: number | null;
}

const holders: WatchedStream[] = [];
const listeners = new Set<() => void>();
let told = true;
/**
 * Listeners hear the outcome once, a microtask later: a holder's update (a new delay) is a
 * release and a hold in one commit, and the moment between them is no "watching nothing" — heard,
 * it would show at once the alerts that wait for the picture.
 */
const changed = () => {
  if (!told) return;
  told = false;
  queueMicrotask(() => {
    told = true;
    listeners.forEach((listener) => listener());
  });
};

/** Holds `stream` as the one watched until the returned function is called. */
export function holdWatchedStream(stream: WatchedStream): () => void {
  const held = { ...stream };
  holders.push(held);
  changed();
  return () => {
    const index = holders.indexOf(held);
    if (index < 0) return;
    holders.splice(index, 1);
    changed();
  };
}

/** Calls `listener` whenever the watched stream changes, until the returned function is called. */
export function onWatchedStreamChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const watchedStream = (): WatchedStream | null => holders.at(-1) ?? null;
