/**
 * The signed-in user's comment rule, one copy for every input that takes comments (a tip's
 * comments, the live room's chat): loaded once per user when an input first shows, forgotten when
 * the user changes or logs out, loaded again after a refusal that says the rule changed.
 */
import type { CommentRule } from '../../contracts/comment-rule';
import { isLoggedIn, useSessionStore } from '../../platform/session/session-store';
import type { Resource } from '../../platform/store/resource';
import { createUserResourceStore } from '../../platform/store/user-resource-store';
import { commentRuleApi } from './comment-rule-api';

export const useCommentRuleStore = createUserResourceStore('rule', {
  fetch: () => commentRuleApi.commentRule(),
  concurrency: 'latest',
  refreshFailedNotice: false,
  // A visitor has no rule: loading for one forgets it.
  loadsWhen: isLoggedIn,
});

// Another user's rule is not this user's: forgotten at once, loaded again by the next input shown.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) useCommentRuleStore.getState().clearUserData();
});

export const commentRuleSelectors = {
  rule: (state: { rule: Resource<CommentRule> }): Resource<CommentRule> => state.rule,
};
