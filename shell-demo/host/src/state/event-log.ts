/** Every bridge event that crossed the host boundary, newest first, for the debug panel. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type EventDirection = 'remote-to-host' | 'host-to-remote' | 'native-call' | 'native-message' | 'host';

export interface EventLogEntry {
  id: number;
  /** ms since epoch */
  at: number;
  direction: EventDirection;
  name: string;
  payload: unknown;
  /** What the host made of it, e.g. a refused navigation. */
  note?: string;
}

export const EVENT_LOG_LIMIT = 200;

interface EventLogState {
  entries: EventLogEntry[];
  /** Entries appended since the panel was last opened. */
  unread: number;
  append(entry: Omit<EventLogEntry, 'id' | 'at'>): void;
  markRead(): void;
  clear(): void;
}

let nextId = 1;

export const eventLogStore = createStore<EventLogState>()((set) => ({
  entries: [],
  unread: 0,
  append: (entry) =>
    set((state) => ({
      entries: [
        { ...entry, payload: maskSecrets(entry.payload), id: nextId++, at: Date.now() },
        ...state.entries,
      ].slice(0, EVENT_LOG_LIMIT),
      unread: state.unread + 1,
    })),
  markRead: () => set({ unread: 0 }),
  clear: () => set({ entries: [], unread: 0 }),
}));

export const useEventLog = <T>(selector: (state: EventLogState) => T): T => useStore(eventLogStore, selector);

export function logEvent(direction: EventDirection, name: string, payload: unknown, note?: string): void {
  eventLogStore.getState().append({ direction, name, payload, note });
}

/** Tokens stay out of logs: only their first characters are shown. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'token' && typeof child === 'string' ? `${child.slice(0, 4)}…` : maskSecrets(child),
    ]),
  );
}
