/**
 * All anchors (/anchor/all-anchor): host/list, shown a page at a time (the call has no paging,
 * so the list grows by ALL_HOSTS_PAGE_SIZE as the user scrolls).
 */
import type { Host } from '../../../contracts/anchors';
import type { LoadStatus } from '../../../lib/load-status';
import { resourceLoader } from '../../../platform/store/resource';
import { fetchHostList } from '../api/anchors-api';
import type { AnchorsSlice } from './anchors-store';
import { derivedSlot, withDisplay } from './derive';
import { ALL_HOSTS_PAGE_SIZE } from './initial-state';

export interface AllHostsActions {
  loadAllHosts(): Promise<void>;
  /** Shows the next page of the loaded list. */
  showMoreHosts(): void;
  /** One host, for their profile page (kept beside the list; a failure keeps what is shown). */
  loadHostProfile(hostId: number): Promise<void>;
}

const isHostList = (value: unknown): value is Host[] =>
  Array.isArray(value) && value.every((host: Host) => typeof host?.id === 'number' && Array.isArray(host.liveSchedule));

export const createAllHostsActions: AnchorsSlice<AllHostsActions> = (set, get, scope) => {
  const list = resourceLoader<Host[]>({
    scope,
    slot: derivedSlot(
      set,
      get,
      (state) => state.allHosts.list,
      (state, next) => ({
        ...state,
        allHosts: {
          ...state.allHosts,
          list: next,
          visibleCount: next.data ? Math.max(state.allHosts.visibleCount, ALL_HOSTS_PAGE_SIZE) : state.allHosts.visibleCount,
        },
      }),
    ),
    fetch: () => fetchHostList({}, { silent: true }),
    lastSeen: { name: 'anchors:all-hosts', version: 1, accept: isHostList },
  });

  return {
    loadAllHosts: () => list.load(),
    loadHostProfile: async (hostId) => {
      const epoch = scope.epoch();
      const setStatus = (status: LoadStatus) =>
        set((state) => ({
          allHosts: { ...state.allHosts, profileStatus: { ...state.allHosts.profileStatus, [hostId]: status } },
        }));
      const known = (get().allHosts.list.data ?? []).some((host) => host.id === hostId);
      if (!known) setStatus('loading');
      try {
        const hosts = await fetchHostList({ hostIds: [hostId] }, { silent: true });
        if (!scope.isCurrent(epoch)) return;
        const found = hosts.find((host) => host.id === hostId);
        set((state) => {
          const raw = state.allHosts.list.data ?? [];
          const merged = raw.some((host) => host.id === hostId)
            ? raw.map((host) => (host.id === hostId && found ? found : host))
            : found
              ? [...raw, found]
              : raw;
          return withDisplay({
            ...state,
            allHosts: {
              ...state.allHosts,
              // The list stays idle (the all-anchors page loads it whole); the profile's host sits in it.
              list: { ...state.allHosts.list, data: merged },
              profileStatus: { ...state.allHosts.profileStatus, [hostId]: 'ready' },
            },
          });
        });
      } catch {
        if (scope.isCurrent(epoch)) setStatus(known ? 'ready' : 'failed');
      }
    },
    showMoreHosts: () =>
      set((state) => ({
        allHosts: {
          ...state.allHosts,
          visibleCount: Math.min(state.allHosts.hosts.length, state.allHosts.visibleCount + ALL_HOSTS_PAGE_SIZE),
        },
      })),
  };
};
