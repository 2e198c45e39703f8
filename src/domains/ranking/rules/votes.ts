/** A vote on a report, applied at once (optimistic); the server's answer or a rollback follows. */
import { voteTransition, type BettingReport, type VoteAction } from '../../../contracts/ranking';

export type VoteCounts = Pick<BettingReport, 'like' | 'disLike' | 'voteStatus'>;

export function applyVote(counts: VoteCounts, action: VoteAction): VoteCounts {
  const change = voteTransition(counts.voteStatus, action);
  return {
    like: Math.max(0, counts.like + change.like),
    disLike: Math.max(0, counts.disLike + change.disLike),
    voteStatus: change.next,
  };
}
