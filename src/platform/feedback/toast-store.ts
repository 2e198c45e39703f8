/** The built-in toast (used standalone; in a host or the native app they show their own). */
import { create } from 'zustand';
import type { ToastType } from '../../contracts/bridge-events';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

interface ToastState {
  toasts: ToastItem[];
  show(type: ToastType, message: string): number;
  dismiss(id: number): void;
  reset(): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (type, message) => {
    const id = nextId++;
    // At most three on screen: a burst never fills the phone.
    set((state) => ({ toasts: [...state.toasts.slice(-2), { id, type, message }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  reset: () => set({ toasts: [] }),
}));
