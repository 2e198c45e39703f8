/** The weekly host ranking (host/rank): the week-rank page and the live room's ranking tab. */
import { notify } from '../../../platform/feedback/notify';
import { fetchHostRank } from '../api/anchors-api';
import { messages } from '../messages';
import { isCancelled, type Slice } from './store-kit';

export interface RankActions {
  /** Loads the ranking; a failed refresh keeps the ranking shown. */
  loadRank(): Promise<void>;
}

export const createRankActions: Slice<RankActions> = (set, get, scope) => ({
  loadRank: async () => {
    const epoch = scope.epoch();
    const hadData = get().rank.status === 'ready';
    if (!hadData) set({ rank: { status: 'loading', items: [] } });
    try {
      const items = await fetchHostRank({ silent: true });
      if (scope.isCurrent(epoch)) set({ rank: { status: 'ready', items } });
    } catch (error) {
      if (!scope.isCurrent(epoch)) return;
      if (hadData) {
        if (!isCancelled(error)) notify('fail', messages.refreshFailed);
      } else {
        set({ rank: { status: 'failed', items: [] } });
      }
    }
  },
});
