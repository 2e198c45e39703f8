/**
 * The input bar fixed at the bottom of a tip (the route pads for it). A visitor is asked to log
 * in; the comment rule — the one every input that takes comments shares (features/comment-gate)
 * — gates the input (the ban text, or the recharge / VIP threshold and how far the user is);
 * otherwise the draft — kept on the device as it is typed — is sent, and removed
 * only once the server has it. A failed send keeps it, across a reload too.
 *
 * No photo is attached (decided): `comment/publish` carries `photos` as file ids,
 * but the spec names no call that turns a picked picture into a file id, and an upload call of
 * our own would be one no production backend answers (and a user's pictures sent to a server we
 * invented). The comments list shows the photos others' comments carry.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { useCommentAccess } from '../../../features/comment-gate/use-comment-access';
import { Button } from '../../../ui/button';
import { CommentRuleNote } from '../../../features/comment-gate/comment-rule-note';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { useNewsStore } from '../store/news-store';
import styles from './comment-composer.module.css';
import type { CommentDraftState } from './use-comment-draft';

const MAX_CHARS = 500;

interface CommentComposerProps {
  tipId: number;
  returnPath: string;
  draft: CommentDraftState;
  /** Moves focus into the input (a reply was chosen). */
  focusSignal: number;
}

export function CommentComposer({ tipId, returnPath, draft, focusSignal }: CommentComposerProps) {
  const messages = useMessages(newsWords);
  const access = useCommentAccess(returnPath);
  const publish = useNewsStore((state) => state.publish);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focusSignal > 0) inputRef.current?.focus();
  }, [focusSignal]);

  if (access.state !== 'open') {
    return (
      <div className={styles.bar}>
        <CommentRuleNote access={access} loginLabel={messages.loginToComment} />
      </div>
    );
  }

  const { content, replyTo } = draft.draft;
  const text = content.trim();
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (text === '') return;
    const outcome = await publish(tipId, { content: text, parentId: replyTo?.id });
    // Only a comment the server has takes the draft away; a failure leaves it where it is.
    if (outcome.kind === 'published') draft.clear();
  };

  return (
    <form className={styles.bar} onSubmit={(event) => void send(event)}>
      <div className={styles.field}>
        {replyTo && (
          <span className={styles.replyChip}>
            {messages.replyTo(replyTo.name)}
            <button
              type="button"
              className={styles.cancelReply}
              aria-label={messages.cancelReply}
              onClick={() => draft.setReplyTo(null)}
            >
              ×
            </button>
          </span>
        )}
        <textarea
          ref={inputRef}
          className={styles.input}
          rows={1}
          maxLength={MAX_CHARS}
          aria-label={messages.composerLabel}
          placeholder={replyTo ? messages.replyPlaceholder(replyTo.name) : messages.composerPlaceholder}
          value={content}
          onChange={(event) => draft.setContent(event.target.value)}
        />
      </div>
      <Button type="button" size="s" disabled={text === ''} onClick={() => send()}>
        {messages.send}
      </Button>
    </form>
  );
}
