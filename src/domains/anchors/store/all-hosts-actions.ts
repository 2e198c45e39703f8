/**
 * All anchors (/anchor/all-anchor): host/list, shown a page at a time (the call has no paging,
 * so the list grows by ALL_HOSTS_PAGE_SIZE as the user scrolls).
 */
import { notify } from '../../../platform/feedback/notify';
import { fetchHostList } from '../api/anchors-api';
import { messages } from '../messages';
import { withDisplay } from './derive';
import { ALL_HOSTS_PAGE_SIZE, type LoadStatus } from './initial-state';
import { isCancelled, type Slice } from './store-kit';

export interface AllHostsActions {
  loadAllHosts(): Promise<void>;
  /** Shows the next page of the loaded list. */
  showMoreHosts(): void;
  /** One host, for their profile page (kept beside the list; a failure keeps what is shown). */
  loadHostProfile(hostId: number): Promise<void>;
}

export const createAllHostsActions: Slice<AllHostsActions> = (set, get, scope) => ({
  loadAllHosts: async () => {
    const epoch = scope.epoch();
    const hadData = get().allHosts.status === 'ready';
    if (!hadData) set((state) => ({ allHosts: { ...state.allHosts, status: 'loading' } }));
    try {
      const raw = await fetchHostList({}, { silent: true });
      if (!scope.isCurrent(epoch)) return;
      set((state) =>
        withDisplay({
          ...state,
          allHosts: {
            ...state.allHosts,
            status: 'ready',
            raw,
            visibleCount: Math.max(state.allHosts.visibleCount, ALL_HOSTS_PAGE_SIZE),
          },
        }),
      );
    } catch (error) {
      if (!scope.isCurrent(epoch)) return;
      if (hadData) {
        if (!isCancelled(error)) notify('fail', messages.refreshFailed);
      } else {
        set((state) => ({ allHosts: { ...state.allHosts, status: 'failed' } }));
      }
    }
  },
  loadHostProfile: async (hostId) => {
    const epoch = scope.epoch();
    const setStatus = (status: LoadStatus) =>
      set((state) => ({
        allHosts: { ...state.allHosts, profileStatus: { ...state.allHosts.profileStatus, [hostId]: status } },
      }));
    const hadData = get().allHosts.raw.some((host) => host.id === hostId);
    if (!hadData) setStatus('loading');
    try {
      const hosts = await fetchHostList({ hostIds: [hostId] }, { silent: true });
      if (!scope.isCurrent(epoch)) return;
      const found = hosts.find((host) => host.id === hostId);
      set((state) => {
        const raw = state.allHosts.raw.some((host) => host.id === hostId)
          ? state.allHosts.raw.map((host) => (host.id === hostId && found ? found : host))
          : found
            ? [...state.allHosts.raw, found]
            : state.allHosts.raw;
        return withDisplay({
          ...state,
          allHosts: { ...state.allHosts, raw, profileStatus: { ...state.allHosts.profileStatus, [hostId]: 'ready' } },
        });
      });
    } catch {
      if (scope.isCurrent(epoch)) setStatus(hadData ? 'ready' : 'failed');
    }
  },
  showMoreHosts: () =>
    set((state) => ({
      allHosts: {
        ...state.allHosts,
        visibleCount: Math.min(state.allHosts.hosts.length, state.allHosts.visibleCount + ALL_HOSTS_PAGE_SIZE),
      },
    })),
});
