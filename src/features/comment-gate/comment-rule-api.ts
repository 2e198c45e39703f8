/** The comment rule call (its contract: src/contracts/comment-rule.ts), for every domain that takes comments. */
import { CommentRuleCalls, type CommentRule } from '../../contracts/comment-rule';
import { callApi, type CallOptions } from '../../platform/http/http-client';

export const fetchCommentRule = (options?: CallOptions): Promise<CommentRule> =>
  callApi(CommentRuleCalls.commentRule, undefined, options);
