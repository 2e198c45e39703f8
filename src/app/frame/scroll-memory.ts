/**
 * Scroll positions of kept-alive pages. Within one mount <Activity> keeps the page, so its
 * position comes back at once. Across a remount — the host showed its own /login and came back,
 * or the page was reloaded — the page renders afresh, so the position (kept in session storage)
 * is restored once the page has grown tall enough and none of its late parts is missing
 * (restore-holds.ts), unless the user scrolls first.
 */
import { onHoldReleased, restoreHeld } from '../../platform/scroll/restore-holds';

const STORAGE_KEY = 'sport-info:kept-scroll';
const RESTORE_TIMEOUT_MS = 5000;

function readAll(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function rememberScroll(routeId: string, scrollY: number): void {
  try {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...readAll(), [routeId]: Math.max(0, Math.round(scrollY)) }),
    );
  } catch {
    // No session storage: positions live for this mount only.
  }
}

export const rememberedScroll = (routeId: string): number => {
  const value = readAll()[routeId];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * Scrolls to `target` now if the page is tall enough and holds none of its parts back, else as
 * soon as it does; returns a cancel function.
 */
export function restoreScroll(target: number): () => void {
  const fits = () => !restoreHeld() && document.documentElement.scrollHeight - window.innerHeight >= target;
  if (target <= 0 || fits()) {
    window.scrollTo(0, target);
    return () => undefined;
  }
  let done = false;
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => tryNow()) : null;
  const stop = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    stopListening();
    clearTimeout(timer);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('wheel', stop);
  };
  const tryNow = () => {
    if (!fits()) return;
    window.scrollTo(0, target);
    stop();
  };
  const timer = setTimeout(stop, RESTORE_TIMEOUT_MS);
  observer?.observe(document.body);
  // A part arriving in a box of the same height resizes nothing: its release says it is there.
  const stopListening = onHoldReleased(tryNow);
  // The user scrolling first wins over an old position.
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('wheel', stop, { passive: true });
  return stop;
}
