/**
 * Votes on reports and the 跟单 switch: optimistic — every copy on screen changes at once — then
 * the server's counts, or back to what was shown if the call fails (the HTTP client says why).
 * Both change the user's state: the loading overlay catches taps until the call settles.
 */
import type { VoteAction } from '../../../contracts/ranking';
import { notify } from '../../../platform/feedback/notify';
import { setFollowBet, voteOnReport } from '../api/ranking-api';
import { messages } from '../messages';
import { applyVote } from '../rules/votes';
import type { RankingSlice } from './ranking-store';
import { findRecordTitle } from './selectors';
import { findReport, patchBettor, patchReport, withCounts, withoutUserVotes } from './report-patches';
import type { RankingState } from './initial-state';

export interface VoteActions {
  /** A like or dislike tap (the page asks a visitor to log in first). Resolves when settled. */
  vote(reportId: number, action: VoteAction): Promise<void>;
  /** Following a bettor's bets on or off. Resolves true when the server agreed. */
  followBet(userId: number, follow: boolean): Promise<boolean>;
  /** Logout or another user: the user's votes and follows leave what is shown. */
  clearUserData(): void;
}

const without = <T extends Record<number, true>>(record: T, id: number): T => {
  const next = { ...record };
  delete next[id];
  return next;
};

export const createVoteActions: RankingSlice<VoteActions> = (set, get, scope) => ({
  vote: async (reportId, action) => {
    const state = get();
    const before = findReport(state, reportId);
    if (!before || state.votePending[reportId]) return;
    const shown = { like: before.like, disLike: before.disLike, voteStatus: before.voteStatus };
    // Votes and follows are the user's: an answer after logout is not.
    const isCurrent = scope.userTicket();
    set((current) => ({
      ...patchReport(current, reportId, withCounts(applyVote(shown, action))),
      votePending: { ...current.votePending, [reportId]: true },
    }));
    try {
      const answer = await voteOnReport(reportId, action, { loading: true });
      if (!isCurrent()) return;
      const counts = { like: answer.like, disLike: answer.disLike, voteStatus: answer.voteStatus };
      set((current) => patchReport(current, reportId, withCounts(counts)));
    } catch {
      if (!isCurrent()) return;
      set((current) => patchReport(current, reportId, withCounts(shown)));
    } finally {
      if (isCurrent()) set((current) => ({ votePending: without(current.votePending, reportId) }));
    }
  },

  followBet: async (userId, follow) => {
    const state = get();
    const title = findRecordTitle(state, userId);
    if (!title || state.followPending[userId] || (title.isFollowBet === 1) === follow) return false;
    const shown = { isFollowBet: title.isFollowBet, followBetCount: title.followBetCount };
    // Votes and follows are the user's: an answer after logout is not.
    const isCurrent = scope.userTicket();
    set((current) => ({
      ...patchBettor(current, userId, {
        isFollowBet: follow ? 1 : 0,
        followBetCount: Math.max(0, shown.followBetCount + (follow ? 1 : -1)),
      }),
      followPending: { ...current.followPending, [userId]: true },
    }));
    try {
      const answer = await setFollowBet(userId, follow, { loading: true });
      if (!isCurrent()) return false;
      set((current) => patchBettor(current, userId, answer));
      notify('success', follow ? messages.followedBet : messages.unfollowedBet);
      return true;
    } catch {
      if (isCurrent()) set((current) => patchBettor(current, userId, shown));
      return false;
    } finally {
      if (isCurrent()) set((current) => ({ followPending: without(current.followPending, userId) }));
    }
  },

  clearUserData: () => {
    // The lists stay (they are everyone's); the user's marks go, and the next load brings the new user's.
    set((state): Partial<RankingState> => {
      const lists: RankingState['lists'] = {};
      for (const [key, resource] of Object.entries(state.lists) as [
        keyof RankingState['lists'],
        NonNullable<RankingState['lists'][keyof RankingState['lists']]>,
      ][]) {
        lists[key] = resource.data
          ? { ...resource, data: { ...resource.data, entries: withoutUserVotes(resource.data.entries) } }
          : resource;
      }
      return { lists, records: {}, feeds: {}, votePending: {}, followPending: {} };
    });
  },
});
