/**
 * All anchors (/anchor/all-anchor): host/list, shown a page at a time (the call has no paging,
 * so the list grows by ALL_STREAMERS_PAGE_SIZE as the user scrolls: view-actions.ts). A chunk of
 * its own (anchors-store.ts).
 */
import { parseStreamerList, type Streamer } from '../../../contracts/anchors';
import type { LoadStatus } from '../../../lib/load-status';
import { resourceLoader } from '../../../platform/store/resource';
import { anchorsApi } from '../api/anchors-api';
import type { AnchorsSlice } from './initial-state';
import { ALL_STREAMERS_PAGE_SIZE } from './initial-state';

export interface AllStreamersActions {
  loadAllStreamers(): Promise<void>;
  /** One streamer, for their profile page (kept beside the list; a failure keeps what is shown). */
  loadStreamerProfile(hostId: number): Promise<void>;
}

export const createAllStreamersActions: AnchorsSlice<AllStreamersActions> = (set, get, scope) => {
  const list = resourceLoader<Streamer[]>({
    scope,
    slot: {
      get: () => get().allStreamers.list,
      set: (next) =>
        set((state) => ({
          allStreamers: {
            ...state.allStreamers,
            list: next,
            visibleCount: next.data
              ? Math.max(state.allStreamers.visibleCount, ALL_STREAMERS_PAGE_SIZE)
              : state.allStreamers.visibleCount,
          },
        })),
    },
    fetch: () => anchorsApi.hostList(undefined, { silent: true }),
    lastSeen: { name: 'anchors:all-streamers', version: 1, parse: parseStreamerList },
  });

  return {
    loadAllStreamers: () => list.load(),
    loadStreamerProfile: async (hostId) => {
      const epoch = scope.epoch();
      const setStatus = (status: LoadStatus) =>
        set((state) => ({
          allStreamers: {
            ...state.allStreamers,
            profileStatus: { ...state.allStreamers.profileStatus, [hostId]: status },
          },
        }));
      const known = (get().allStreamers.list.data ?? []).some((streamer) => streamer.id === hostId);
      if (!known) setStatus('loading');
      try {
        const streamers = await anchorsApi.hostList({ hostIds: [hostId] }, { silent: true });
        if (!scope.isCurrent(epoch)) return;
        const found = streamers.find((streamer) => streamer.id === hostId);
        set((state) => {
          const raw = state.allStreamers.list.data ?? [];
          const merged = raw.some((streamer) => streamer.id === hostId)
            ? raw.map((streamer) => (streamer.id === hostId && found ? found : streamer))
            : found
              ? [...raw, found]
              : raw;
          return {
            allStreamers: {
              ...state.allStreamers,
              // The list stays idle (the all-anchors page loads it whole); the profile's streamer sits in it.
              list: { ...state.allStreamers.list, data: merged },
              profileStatus: { ...state.allStreamers.profileStatus, [hostId]: 'ready' },
            },
          };
        });
      } catch {
        if (scope.isCurrent(epoch)) setStatus(known ? 'ready' : 'failed');
      }
    },
  };
};
