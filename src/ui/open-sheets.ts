/**
 * How many dialogs and sheets are open (ModalLayer counts itself): the frame hides its
 * customer-service float while one is, so the float never sits over a sheet or its backdrop.
 */
import { useEffect, useSyncExternalStore } from 'react';

let openCount = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  openCount += by;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Counts the caller as an open sheet while `open`. */
export function useCountOpenSheet(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    change(1);
    return () => change(-1);
  }, [open]);
}

/** Is any dialog or sheet open? */
export const useAnySheetOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
