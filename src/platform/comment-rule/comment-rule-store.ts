/**
 * The signed-in user's comment rule, one copy for every input that takes comments (a tip's
 * comments, the live room's chat): loaded once per user when an input first shows, forgotten when
 * the user changes or logs out, loaded again after a refusal that says the rule changed.
 */
import type { CommentRule } from '../../contracts/comment-rule';
import { isLoggedIn, useSessionStore } from '../session/session-store';
import { createDomainStore, fieldSlot } from '../store/domain-store';
import { idleResource, resourceLoader, type Resource } from '../store/resource';
import { fetchCommentRule } from './comment-rule-api';

interface CommentRuleState {
  rule: Resource<CommentRule>;
}

interface CommentRuleActions {
  /** Loads the rule for the signed-in user (a visitor has none: it is forgotten). */
  loadCommentRule(): Promise<void>;
  /** The rule is forgotten (another user, logout). */
  clearUserData(): void;
}

export const useCommentRuleStore = createDomainStore<CommentRuleState, CommentRuleActions>(
  'app',
  { rule: idleResource() },
  (set, get, scope) => {
    const rule = resourceLoader<CommentRule>({
      scope,
      slot: fieldSlot(get, set, 'rule'),
      fetch: () => fetchCommentRule({ silent: true }),
      concurrency: 'latest',
      refreshFailedNotice: false,
    });
    return {
      loadCommentRule: async () => {
        if (isLoggedIn()) await rule.load();
        else rule.forget();
      },
      clearUserData: () => rule.forget(),
    };
  },
);

// Another user's rule is not this user's: forgotten at once, loaded again by the next input shown.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) useCommentRuleStore.getState().clearUserData();
});

export const commentRuleSelectors = {
  rule: (state: CommentRuleState): Resource<CommentRule> => state.rule,
};
