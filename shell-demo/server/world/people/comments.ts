/**
 * Comments on tips, drawn on first access (5000 tips × their comments would only slow the
 * build): `commentCount` of a tip is fixed at build, and the list drawn later matches it.
 */
import { COMMENT_TEXTS, REPLY_TEXTS } from '../data/texts';
import { COMMENT_ID_BASE, RANKING_USER_ID_BASE, TIP_ID_BASE } from '../ids';
import { rngFor } from '../random';
import { RANKING_USER_COUNT } from './ranking-users';
import type { TipComment } from './people-types';
import type { World } from '../types';

const IDS_PER_TIP = 40;
/** One top-level comment in this many carries a photo (photos, comma-separated file ids). */
const PHOTO_EVERY = 5;

/** A comment's photo: a generated picture (files/svg-art 'cover'), by the comment's id — no dice, so the rest of the draw stays as it was. */
const commentPhotos = (commentId: number, parentId: number | null): string =>
  parentId === null && commentId % PHOTO_EVERY === 0 ? `cover-comment${commentId}.svg` : '';

export function tipComments(world: World, tipId: number): TipComment[] {
  const cached = world.comments.get(tipId);
  if (cached) return cached;
  const tip = world.tips.get(tipId);
  if (!tip) return [];
  const rng = rngFor(world.seed, 'comments', tipId);
  const total = Math.min(tip.commentCount, IDS_PER_TIP - 1);
  const replies = Math.floor(total * 0.3);
  const topLevel = total - replies;
  const firstId = COMMENT_ID_BASE + (tipId - TIP_ID_BASE) * IDS_PER_TIP;
  const span = Math.max(60_000, world.builtAt - tip.publishTime);
  let nextId = firstId;
  const comment = (parentId: number | null, after: number): TipComment => {
    const userId = RANKING_USER_ID_BASE + rng.int(0, RANKING_USER_COUNT - 1);
    const user = world.rankingUsers.get(userId);
    nextId += 1;
    return {
      id: nextId,
      tipId,
      parentId,
      userId,
      nickName: user?.nickName ?? '球迷',
      headUrl: user?.headUrl ?? '',
      content: rng.pick(parentId === null ? COMMENT_TEXTS : REPLY_TEXTS),
      photos: commentPhotos(nextId, parentId),
      likeCount: rng.int(0, 40),
      createDate: Math.round(after + rng.float(0, 1) * (world.builtAt - after)),
      subComments: [],
    };
  };
  const comments = Array.from({ length: topLevel }, () => comment(null, tip.publishTime + rng.float(0, 0.5) * span));
  for (let index = 0; index < replies && comments.length > 0; index += 1) {
    const parent = rng.pick(comments);
    parent.subComments.push(comment(parent.id, parent.createDate));
  }
  for (const parent of comments) parent.subComments.sort((a, b) => a.createDate - b.createDate);
  comments.sort((a, b) => b.createDate - a.createDate);
  world.comments.set(tipId, comments);
  return comments;
}
