/**
 * The comment being written on a tip, with whom it answers: read from the device when the page
 * opens, written back on every change (rules/comment-drafts), forgotten after a successful send.
 */
import { useCallback, useState } from 'react';
import { clearDraft, EMPTY_DRAFT, readDraft, writeDraft, type StoredDraft } from '../rules/comment-drafts';

export interface CommentDraftState {
  draft: StoredDraft;
  setContent(content: string): void;
  setReplyTo(replyTo: StoredDraft['replyTo']): void;
  /** After a successful send. */
  clear(): void;
}

export function useCommentDraft(tipId: number): CommentDraftState {
  const [draft, setDraft] = useState<StoredDraft>(() => readDraft(tipId));
  const update = useCallback(
    (change: (previous: StoredDraft) => StoredDraft) =>
      setDraft((previous) => {
        const next = change(previous);
        writeDraft(tipId, next);
        return next;
      }),
    [tipId],
  );
  return {
    draft,
    setContent: useCallback((content: string) => update((previous) => ({ ...previous, content })), [update]),
    setReplyTo: useCallback(
      (replyTo: StoredDraft['replyTo']) => update((previous) => ({ ...previous, replyTo })),
      [update],
    ),
    clear: useCallback(() => {
      clearDraft(tipId);
      setDraft(EMPTY_DRAFT);
    }, [tipId]),
  };
}
