/**
 * Socket state: isConnected, message, reconnectError, subscribeList. Written
 * only by the PushClient; components read it (a "live" badge, the reconnect banner with its
 * manual retry) through selectors.
 */
import { create } from 'zustand';
import type { ChannelName } from '../../contracts/push';

/**
 * idle: not started · connecting: a socket is opening · open: connected ·
 * reconnecting: waiting for the next attempt · failed: attempts exhausted (retry() starts
 * again) · closed: disposed, for good.
 */
export type PushStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

export interface SubscribeListItem {
  channelName: ChannelName;
  isSubscribed: boolean;
}

/** The last message routed: enough to show "updated 2 s ago" or to debug, not the payload. */
export interface PushMessageSummary {
  channel: ChannelName;
  namespace: string;
  name: string;
  seq: number;
  at: number;
}

export interface SocketState {
  status: PushStatus;
  isConnected: boolean;
  message: PushMessageSummary | null;
  /** The reconnect attempts are exhausted: the user is offered a manual retry. */
  reconnectError: boolean;
  /** A socket was open once since the connection started: a status other than open now means the push is down. */
  everOpen: boolean;
  /**
   * An attempt failed since the connection started (a socket that never opened, or one lost): a
   * network that refuses WebSockets from the first try has the push down as much as one that drops it.
   */
  everFailed: boolean;
  subscribeList: SubscribeListItem[];
}

interface SocketActions {
  setStatus(status: PushStatus): void;
  setMessage(message: PushMessageSummary): void;
  setSubscribeList(subscribeList: SubscribeListItem[]): void;
  reset(): void;
}

export const initialSocketState: SocketState = {
  status: 'idle',
  isConnected: false,
  message: null,
  reconnectError: false,
  everOpen: false,
  everFailed: false,
  subscribeList: [],
};

export const useSocketStore = create<SocketState & SocketActions>()((set) => ({
  ...initialSocketState,
  setStatus: (status) =>
    set((state) => ({
      status,
      isConnected: status === 'open',
      reconnectError: status === 'failed',
      everOpen: state.everOpen || status === 'open',
      everFailed: state.everFailed || status === 'reconnecting' || status === 'failed',
    })),
  setMessage: (message) => set({ message }),
  setSubscribeList: (subscribeList) => set({ subscribeList }),
  reset: () => set({ ...initialSocketState }),
}));

export type SocketStoreApi = Pick<typeof useSocketStore, 'getState'>;

export const socketSelectors = {
  isConnected: (state: SocketState): boolean => state.isConnected,
  reconnectError: (state: SocketState): boolean => state.reconnectError,
  /**
   * The push is down (a socket found dead, reconnecting, or given up — after being open, or
   * refused from the first attempt on): live pages poll instead (platform/loop). Not while the
   * first attempt is still on its way, nor once closed for good.
   */
  pushDown: (state: SocketState): boolean =>
    (state.everOpen || state.everFailed) && state.status !== 'open' && state.status !== 'closed',
  status: (state: SocketState): PushStatus => state.status,
  isSubscribed:
    (channel: ChannelName) =>
    (state: SocketState): boolean =>
      state.subscribeList.some((item) => item.channelName === channel && item.isSubscribed),
};
