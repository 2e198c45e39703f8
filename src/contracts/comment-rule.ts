/**
 * The comment rule (spec: `user/chat/get/comment/rule`): who may write — the tips' comments and
 * the live room's chat both read this one declaration, and the development server answers both
 * from one source. A user below the recharge or VIP threshold, or banned, is refused with
 * CommentRuleCode.Forbidden and the rule's text.
 */
import { postFormCall } from './http';
import { asBoolean, booleanOrFalse, numberOr0, stringOrEmpty } from './parse';
import { answer, object, sameFields, type Infer } from './schema';

/** The refusal of a comment or a chat message by the rule (banned, recharge or VIP threshold). */
export const CommentRuleCode = {
  Forbidden: 30004,
} as const;

/**
 * A threshold of the comment rule, the same four fields for recharge and VIP under their prefix:
 * the user's value, whether it meets the limit, the limit and the text that says it.
 */
const threshold = <const P extends string>(prefix: P) => ({
  ...sameFields([`${prefix}CurrentVal`, `${prefix}LimitVal`] as const, numberOr0),
  ...sameFields([`${prefix}LimitIsAccord`] as const, booleanOrFalse),
  ...sameFields([`${prefix}LimitText`] as const, stringOrEmpty),
});

/** Spec "Comment rule". */
const commentRule = object({
  isAvailable: asBoolean,
  rechargeLimitRule: object(threshold('recharge')),
  ...threshold('vip'),
  isBan: booleanOrFalse,
  banText: stringOrEmpty,
});
export type CommentRule = Infer<typeof commentRule>;
export const parseCommentRule = answer(commentRule);

export const CommentRuleCalls = {
  /** The user's comment rule. */
  commentRule: postFormCall('/api/forehead/user/chat/get/comment/rule', {}, commentRule, { auth: 'login' }),
} as const;
