/** The host's own overlays: its toast and its customer-service dialog. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ToastType } from '../../../../src/contracts/bridge-events';

export interface HostToast {
  id: number;
  type: ToastType;
  message: string;
}

interface HostUiState {
  toast: HostToast | null;
  customerServiceOpen: boolean;
  showToast(type: ToastType, message: string): void;
  dismissToast(id: number): void;
  openCustomerService(): void;
  closeCustomerService(): void;
}

let nextToastId = 1;

export const hostUiStore = createStore<HostUiState>()((set) => ({
  toast: null,
  customerServiceOpen: false,
  showToast: (type, message) => set({ toast: { id: nextToastId++, type, message } }),
  // Only the toast that is still shown may be dismissed by its own timer.
  dismissToast: (id) => set((state) => (state.toast?.id === id ? { toast: null } : state)),
  openCustomerService: () => set({ customerServiceOpen: true }),
  closeCustomerService: () => set({ customerServiceOpen: false }),
}));

export const useHostUi = <T>(selector: (state: HostUiState) => T): T => useStore(hostUiStore, selector);
