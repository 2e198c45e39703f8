/**
 * The comment rule call (its contract: src/contracts/comment-rule.ts), for every domain that takes
 * comments. Quiet by default: a rule that could not be read offers a retry, not a toast.
 */
import { CommentRuleCalls } from '../../contracts/comment-rule';
import { callFunctions } from '../../platform/http/call-functions';

export const commentRuleApi = callFunctions(CommentRuleCalls, { silent: true });
