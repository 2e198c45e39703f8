/**
 * The comment lists after a change: a new top-level comment joins the top of the
 * lists it belongs to (my comments, all comments); a reply is appended to its parent's
 * subComments wherever the parent is shown; a like changes one comment wherever it is shown.
 */
import type { TipComment } from '../../../contracts/news';

/** A reply goes under its parent; a top-level comment goes first. */
export function withPublished(list: readonly TipComment[], comment: TipComment): TipComment[] {
  if (comment.parentId === null) return list.some((item) => item.id === comment.id) ? [...list] : [comment, ...list];
  return list.map((item) =>
    item.id === comment.parentId && !item.subComments.some((reply) => reply.id === comment.id)
      ? { ...item, subComments: [...item.subComments, comment] }
      : item,
  );
}

/** Changes one comment (top-level or reply) by id. */
export function updateComment(
  list: readonly TipComment[],
  commentId: number,
  update: (comment: TipComment) => TipComment,
): TipComment[] {
  return list.map((item) => {
    if (item.id === commentId) return update(item);
    if (!item.subComments.some((reply) => reply.id === commentId)) return item;
    return { ...item, subComments: item.subComments.map((reply) => (reply.id === commentId ? update(reply) : reply)) };
  });
}

export function findComment(list: readonly TipComment[], commentId: number): TipComment | undefined {
  for (const item of list) {
    if (item.id === commentId) return item;
    const reply = item.subComments.find((candidate) => candidate.id === commentId);
    if (reply) return reply;
  }
  return undefined;
}

/** A like or its take-back, applied at once (rolled back with the same function if the call fails). */
export const withLike = (comment: TipComment, liked: boolean): TipComment =>
  comment.isLiked === liked
    ? comment
    : { ...comment, isLiked: liked, likeCount: Math.max(0, comment.likeCount + (liked ? 1 : -1)) };
