/**
 * Comment drafts (nothing the user wrote is lost to a failed request): the
 * text being written on a tip, and whom it answers, kept on the device per tip while it is
 * typed, kept after a failed send and across a reload, removed after a successful send.
 * Storage that refuses (private mode, full quota) just means no draft after a reload.
 */
const PREFIX = 'sport-info:news:draft:';
const MAX_DRAFT_CHARS = 2000;

export interface StoredDraft {
  content: string;
  /** The comment this answers, and its author's name (for the "回复 …" chip). */
  replyTo: { id: number; name: string } | null;
}

export const EMPTY_DRAFT: StoredDraft = { content: '', replyTo: null };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(tipId: number): StoredDraft {
  const text = storage()?.getItem(`${PREFIX}${tipId}`);
  if (!text) return EMPTY_DRAFT;
  try {
    const value = JSON.parse(text) as Partial<StoredDraft>;
    const replyTo =
      value.replyTo && typeof value.replyTo.id === 'number' && typeof value.replyTo.name === 'string'
        ? { id: value.replyTo.id, name: value.replyTo.name }
        : null;
    return typeof value.content === 'string'
      ? { content: value.content.slice(0, MAX_DRAFT_CHARS), replyTo }
      : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(tipId: number, draft: StoredDraft): void {
  const store = storage();
  if (!store) return;
  try {
    if (draft.content === '' && draft.replyTo === null) store.removeItem(`${PREFIX}${tipId}`);
    else
      store.setItem(
        `${PREFIX}${tipId}`,
        JSON.stringify({ ...draft, content: draft.content.slice(0, MAX_DRAFT_CHARS) }),
      );
  } catch {
    // Quota: the draft lives in memory only.
  }
}

export function clearDraft(tipId: number): void {
  try {
    storage()?.removeItem(`${PREFIX}${tipId}`);
  } catch {
    // Nothing kept.
  }
}
