/**
 * What an input that takes comments shows instead of itself while the comment rule does not let
 * the user write (the comment gate: the tips' comments and the room's chat): the rule's text — the ban text
 * for a banned user, a threshold's text with where the user stands — the rule loading, or its
 * failure with a retry. A visitor gets the login button with the input's own words.
 */
import { Button } from '../../ui/button';
import { useMessages } from '../../platform/i18n/messages';
import { commentGateWords } from './comment-gate-messages';
import styles from './comment-rule-note.module.css';

/** The access of use-comment-access.ts, except `open` (the input itself shows). */
export type RuleNoteAccess =
  | { state: 'visitor'; login(): void }
  | { state: 'loading' }
  | { state: 'failed'; retry(): void }
  | {
      state: 'closed';
      gate: {
        reason: 'ban' | 'recharge' | 'vip';
        text: string;
        progress: { current: number; required: number } | null;
      };
    };

interface CommentRuleNoteProps {
  access: RuleNoteAccess;
  /** The visitor's login button's words (登录后参与评论). */
  loginLabel: string;
}

export function CommentRuleNote({ access, loginLabel }: CommentRuleNoteProps) {
  const words = useMessages(commentGateWords);
  switch (access.state) {
    case 'visitor':
      return (
        <Button variant="secondary" block onClick={access.login}>
          {loginLabel}
        </Button>
      );
    case 'failed':
      return (
        <Button variant="ghost" block onClick={access.retry}>
          {words.ruleFailed}
        </Button>
      );
    case 'loading':
      return (
        <p className={styles.note} role="status">
          {words.ruleLoading}
        </p>
      );
    case 'closed': {
      const { reason, text, progress } = access.gate;
      return (
        <div className={styles.blocked} role="note" data-gate={reason}>
          <p className={styles.blockedText}>{text}</p>
          {progress && (
            <p className={styles.blockedDetail}>
              {reason === 'recharge'
                ? words.rechargeProgress(progress.current, progress.required)
                : words.vipProgress(progress.current, progress.required)}
            </p>
          )}
        </div>
      );
    }
  }
}
