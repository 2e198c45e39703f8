/**
 * Votes on reports and the 跟单 switch: optimistic — every copy on screen changes at once — then
 * the server's counts, or back to what was shown if the call fails (the HTTP client says why).
 * Both change the user's state: the loading overlay catches taps until the call settles.
 */
import type { VoteAction } from '../../../contracts/ranking';
import { mutation } from '../../../platform/store/mutation';
import { rankingApi } from '../api/ranking-api';
import { rankingWords } from '../ranking-messages';
import { wordsNow } from '../../../platform/i18n/messages';
import { applyVote } from '../rules/votes';
import type { RankingSlice } from './initial-state';
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

type Pending = 'votePending' | 'followPending';
const pendingFlag = (field: Pending, id: number, busy: boolean) => (state: RankingState) => {
  const next = { ...state[field] };
  if (busy) next[id] = true;
  else delete next[id];
  return { [field]: next };
};

export const createVoteActions: RankingSlice<VoteActions> = (set, get, scope) => {
  // Votes and follows are the user's: an answer after logout lands nowhere (the kit's guard).
  const voting = mutation({
    scope,
    keyOf: ({ reportId }: { reportId: number; action: VoteAction }) => reportId,
    busy: (key, busy) => set(pendingFlag('votePending', Number(key), busy)),
    apply: ({ reportId, action }) => {
      const before = findReport(get(), reportId)!;
      const shown = { like: before.like, disLike: before.disLike, voteStatus: before.voteStatus };
      set((current) => patchReport(current, reportId, withCounts(applyVote(shown, action))));
      return shown;
    },
    overlay: true,
    call: ({ reportId, action }, request) => rankingApi[action]({ reportId }, request),
    confirm: (answer, { reportId }) =>
      set((current) =>
        patchReport(
          current,
          reportId,
          withCounts({ like: answer.like, disLike: answer.disLike, voteStatus: answer.voteStatus }),
        ),
      ),
    rollback: (shown, { reportId }) => set((current) => patchReport(current, reportId, withCounts(shown))),
  });

  const following = mutation({
    scope,
    keyOf: ({ userId }: { userId: number; follow: boolean }) => userId,
    busy: (key, busy) => set(pendingFlag('followPending', Number(key), busy)),
    apply: ({ userId, follow }) => {
      const title = findRecordTitle(get(), userId)!;
      const shown = { isFollowBet: title.isFollowBet, followBetCount: title.followBetCount };
      set((current) =>
        patchBettor(current, userId, {
          isFollowBet: follow ? 1 : 0,
          followBetCount: Math.max(0, shown.followBetCount + (follow ? 1 : -1)),
        }),
      );
      return shown;
    },
    overlay: true,
    call: ({ userId, follow }, request) => rankingApi.switch({ userId, follow: follow ? 1 : 0 }, request),
    confirm: (answer, { userId }) => set((current) => patchBettor(current, userId, answer)),
    rollback: (shown, { userId }) => set((current) => patchBettor(current, userId, shown)),
    success: (_answer, { follow }) => wordsNow(rankingWords)[follow ? 'followedBet' : 'unfollowedBet'],
  });

  return {
    vote: async (reportId, action) => {
      if (!findReport(get(), reportId)) return;
      await voting.run({ reportId, action });
    },

    followBet: async (userId, follow) => {
      const title = findRecordTitle(get(), userId);
      if (!title || (title.isFollowBet === 1) === follow) return false;
      return (await following.run({ userId, follow })).kind === 'done';
    },

    clearUserData: () => {
      // The lists stay (they are everyone's); the user's marks go, and the next load brings the new user's.
      set((state): Partial<RankingState> => {
        const lists: Record<string, RankingState['lists'][string]> = {};
        for (const [key, resource] of Object.entries(state.lists)) {
          lists[key] = resource.data
            ? { ...resource, data: { ...resource.data, entries: withoutUserVotes(resource.data.entries) } }
            : resource;
        }
        return { lists, records: {}, feeds: {}, votePending: {}, followPending: {} };
      });
    },
  };
};
