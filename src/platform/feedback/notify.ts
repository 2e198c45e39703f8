/**
 * One way to tell the user something (the toast types). Where it shows depends on
 * where the app runs: the native app's toast, the host's (bridge `toast` event), or the
 * built-in one. The same message within the burst window is shown once.
 */
import type { ToastType } from '../../contracts/bridge-events';
import { useToastStore } from './toast-store';

export type ToastSink = (type: ToastType, message: string) => void;

export const BURST_WINDOW_MS = 3000;

const builtInToast: ToastSink = (type, message) => {
  useToastStore.getState().show(type, message);
};

let sink: ToastSink = builtInToast;
/** When each message last showed. Only those inside the burst window matter: older ones are dropped. */
const lastShown = new Map<string, number>();

export function setToastSink(next: ToastSink | null): void {
  sink = next ?? builtInToast;
}

export function notify(type: ToastType, message: string, now: number = Date.now()): boolean {
  const key = `${type}:${message}`;
  const previous = lastShown.get(key);
  if (previous !== undefined && now - previous < BURST_WINDOW_MS) return false;
  // Messages can carry names and figures: a session's distinct ones would pile up.
  for (const [shownKey, at] of lastShown) if (now - at >= BURST_WINDOW_MS) lastShown.delete(shownKey);
  lastShown.set(key, now);
  sink(type, message);
  return true;
}

/** The message each failing read (by its path) was last told with: one failure is told once, not per retry. */
const failingReads = new Map<string, string>();

/**
 * The server's message for a read that shows its own error state: told when the read starts to
 * fail (or fails in other words), not again while it keeps failing; a success ends the failure.
 */
export function notifyFailureOnce(read: string, message: string): void {
  if (failingReads.get(read) === message) return;
  failingReads.set(read, message);
  notify('fail', message);
}

/** The read answered: its next failure is a new one, told again. */
export function readSucceeded(read: string): void {
  failingReads.delete(read);
}

/** How many messages are remembered for the burst window (tests). */
export const rememberedMessageCount = (): number => lastShown.size;

export function resetNotify(): void {
  lastShown.clear();
  failingReads.clear();
  sink = builtInToast;
}
