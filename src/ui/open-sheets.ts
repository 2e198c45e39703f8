/**
 * How many dialogs and sheets are open (ModalLayer counts itself): the frame hides its
 * customer-service float while one is, so the float never sits over a sheet or its backdrop;
 * what lies behind a sheet may hold its live values until the last one closes
 * (`useHeldWhileCovered`), while what is inside a sheet (`InSheetContext`) stays live.
 */
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';

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

/** True inside a dialog's or sheet's panel (ModalLayer provides it). */
export const InSheetContext = createContext(false);

export interface WatchedStore<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

/**
 * The store as seen from behind the sheets: its changes are not told while any sheet is open,
 * and told once, with the newest state, when the last one closes (if any came meanwhile).
 */
export function heldWhileSheetOpen<S>(store: WatchedStore<S>): WatchedStore<S> {
  return {
    getState: () => store.getState(),
    subscribe: (listener) => {
      let missed = false;
      const offStore = store.subscribe((state) => {
        if (openCount > 0) missed = true;
        else listener(state);
      });
      const offSheets = subscribe(() => {
        if (openCount > 0 || !missed) return;
        missed = false;
        listener(store.getState());
      });
      return () => {
        offStore();
        offSheets();
      };
    },
  };
}

/**
 * The store a component reads its live values through: held while a sheet covers it
 * (no re-render per change), the store itself inside a sheet. Stable while that does not change.
 */
export function useHeldWhileCovered<S>(store: WatchedStore<S>): WatchedStore<S> {
  const inSheet = useContext(InSheetContext);
  return useMemo(() => (inSheet ? store : heldWhileSheetOpen(store)), [inSheet, store]);
}
