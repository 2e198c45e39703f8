/** The ranking tests start from the app's known world (tests/support/app-world), with parsed fixtures at hand. */
import { parseRankingConfigList, type RankingDate, type UserBettingList } from '@src/contracts/ranking';
import { useRankingStore } from '@src/domains/ranking/store/ranking-store';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { setUpAppWorld } from '@tests/support/app-world';
import { wireConfig, wireList } from './fixtures';
import { RankingCalls } from '@src/contracts/ranking-calls';
import { readAnswer } from '@src/contracts/http';

export function setUpRankingWorld(options?: Parameters<typeof setUpAppWorld>[0]): void {
  setUpAppWorld(options);
  clearAllLastSeen();
  window.localStorage.clear();
  useRankingStore.getState().reset();
}

export const ranking = () => useRankingStore.getState();

export const configs = () => parseRankingConfigList(wireConfig());

export const rankingDate = (...args: Parameters<typeof wireList>): RankingDate =>
  readAnswer(RankingCalls.list, wireList(...args));

export const bettingPage = (data: Record<string, unknown>): UserBettingList =>
  readAnswer(RankingCalls.bettingList, data);
