/** A vote tap on a page: a visitor is sent to log in (with the way back to `returnPath`), a user votes. */
import { useCallback } from 'react';
import type { VoteAction } from '../../../contracts/ranking';
import { useLoginGate } from '../../../platform/session/use-login-gate';
import { useRankingStore } from '../store/ranking-store';

export function useVote(returnPath: string): (reportId: number, action: VoteAction) => void {
  const gate = useLoginGate(returnPath);
  const vote = useRankingStore((state) => state.vote);
  return useCallback((reportId, action) => void gate(() => vote(reportId, action)), [gate, vote]);
}
