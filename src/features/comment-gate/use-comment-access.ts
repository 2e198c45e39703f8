/**
 * What an input that takes comments may do for the current user (the comment rule, shared by
 * every such input): a visitor is asked to log in with the way back to `returnPath`; a user's
 * rule loads once; then the input is open, or closed with the rule's words (comment-gate.ts).
 */
import { useEffect } from 'react';
import { useNavigation } from '../../platform/bridge/navigation-context';
import { sessionSelectors, useSessionStore } from '../../platform/session/session-store';
import { commentGate, type CommentGate } from './comment-gate';
import { commentRuleSelectors, useCommentRuleStore } from './comment-rule-store';

export type CommentAccess =
  | { state: 'visitor'; login(): void }
  | { state: 'loading' }
  | { state: 'failed'; retry(): void }
  | { state: 'open' }
  | { state: 'closed'; gate: Extract<CommentGate, { open: false }> };

export function useCommentAccess(returnPath: string): CommentAccess {
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const rule = useCommentRuleStore(commentRuleSelectors.rule);
  const loadCommentRule = useCommentRuleStore((state) => state.load);
  const { login } = useNavigation();

  useEffect(() => {
    if (loggedIn && rule.status === 'idle') void loadCommentRule();
  }, [loggedIn, rule.status, loadCommentRule]);

  if (!loggedIn) return { state: 'visitor', login: () => void login(returnPath) };
  if (rule.status === 'failed') return { state: 'failed', retry: () => void loadCommentRule() };
  if (!rule.data) return { state: 'loading' };
  const gate = commentGate(rule.data);
  return gate.open ? { state: 'open' } : { state: 'closed', gate };
}
