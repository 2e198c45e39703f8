/** The weekly host ranking (host/rank): the week-rank page and the live room's ranking tab. */
import type { HostRankItem } from '../../../contracts/anchors';
import { resourceLoader } from '../../../platform/store/resource';
import { fetchHostRank } from '../api/anchors-api';
import type { AnchorsSlice } from './anchors-store';

export interface RankActions {
  /** Loads the ranking; a failed refresh keeps the ranking shown. */
  loadRank(): Promise<void>;
}

const isRankList = (value: unknown): value is HostRankItem[] =>
  Array.isArray(value) && value.every((item: HostRankItem) => typeof item?.id === 'number' && typeof item.rank === 'number');

export const createRankActions: AnchorsSlice<RankActions> = (set, get, scope) => {
  const rank = resourceLoader<HostRankItem[]>({
    scope,
    slot: { get: () => get().rank, set: (next) => set({ rank: next }) },
    fetch: () => fetchHostRank({ silent: true }),
    lastSeen: { name: 'anchors:week-rank', version: 1, accept: isRankList },
  });
  return { loadRank: () => rank.load() };
};
