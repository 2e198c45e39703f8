/** The weekly streamer ranking (host/rank): the week-rank page and the live room's ranking tab. */
import { parseStreamerRank, type StreamerRankItem } from '../../../contracts/anchors-rank';
import { resourceLoader } from '../../../platform/store/resource';
import { anchorRankApi } from '../api/anchors-rank-api';
import type { AnchorsSlice } from './initial-state';
import { fieldSlot } from '../../../platform/store/domain-store';

export interface RankActions {
  /** Loads the ranking; a failed refresh keeps the ranking shown. */
  loadRank(): Promise<void>;
}

export const createRankActions: AnchorsSlice<RankActions> = (set, get, scope) => {
  const rank = resourceLoader<StreamerRankItem[]>({
    scope,
    slot: fieldSlot(get, set, 'rank'),
    fetch: () => anchorRankApi.hostRank(undefined, { silent: true }),
    lastSeen: { name: 'anchors:week-rank', version: 1, parse: parseStreamerRank },
  });
  return { loadRank: () => rank.load() };
};
