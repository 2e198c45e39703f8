/**
 * The comments of tips: a tip's comments and the user's own, publishing (replies one level deep,
 * photos as comma-separated generated file ids), likes, reports with their categories (a report
 * with `roomId` names a live room's chat line: routes/room-crowd.ts), and the comment rule that
 * gates publishing (../comment-rule.ts, which the room's chat obeys too).
 */
import { CommentRuleCalls } from '../../../src/contracts/comment-rule';
import { FILE_PATH_PREFIX } from '../../../src/contracts/http';
import { type CommentPage, type ReportCategory } from '../../../src/contracts/news';
import { MAX_COMMENT_CHARS, NewsCalls } from '../../../src/contracts/news-calls';
import { idParam } from '../../../src/contracts/request';
import { badParams, noSuch } from '../api-error';
import { CommentQuotas, COMMENT_LIMITS } from '../comment-quotas';
import { parseFileId } from '../files/file-names';
import { clientOfRequest, requireSession } from '../router';
import { avatarPathOf } from '../sessions';
import { paginate } from '../world/queries/paginate';
import { addTipComment, tipCommentList } from '../world/queries/news';
import type { TipComment } from '../world/people/people-types';
import type { World } from '../world/types';
import { commentRuleOf, commentRuleRefusal } from '../comment-rule';
import { requireTip, uidOf } from './news-params';
import { setMembership, setOf, type NewsRoom } from './news-state';
import { reportChatLine } from './room-crowd';
import { commentWire } from './news-view';

const MAX_PHOTOS = 9;

const REPORT_CATEGORIES: readonly ReportCategory[] = [
  { id: 1, name: '垃圾广告' },
  { id: 2, name: '色情低俗' },
  { id: 3, name: '人身攻击' },
  { id: 4, name: '违法违规' },
  { id: 5, name: '虚假信息' },
  { id: 6, name: '其他' },
];

/** Any comment of any tip, replies included, by id. */
function findComment(world: World, commentId: number): TipComment | undefined {
  for (const list of world.comments.values()) {
    for (const comment of list) {
      if (comment.id === commentId) return comment;
      const reply = comment.subComments.find((candidate) => candidate.id === commentId);
      if (reply) return reply;
    }
  }
  return undefined;
}

/** Every comment of a tip, newest first, as the tip's list. */
const allComments = (world: World, tipId: number): TipComment[] =>
  tipCommentList(world, tipId, { page: 1, size: Number.MAX_SAFE_INTEGER }).list;

export const registerCommentCalls: NewsRoom = (router, server, state) => {
  const world = () => server.world();
  // Publishing's quotas (comment-quotas.ts); a comment taken away to make room leaves its author's records too.
  const quotas = new CommentQuotas(server.now, world, server.commentLimits ?? COMMENT_LIMITS, (comment, uid) => {
    state.authors.delete(comment.id);
    const own = state.ownComments.get(`${uid}:${comment.tipId}`);
    own?.delete(comment.id);
    if (own?.size === 0) state.ownComments.delete(`${uid}:${comment.tipId}`);
  });

  const commentPage = (
    comments: readonly TipComment[],
    { page, size }: { page: number; size: number },
    uid: string | null,
  ): CommentPage => {
    const result = paginate(comments, page, size);
    return { ...result, list: result.list.map((comment) => commentWire(state, world(), comment, uid)) };
  };

  router.handle(NewsCalls.commentList, (request, params) => {
    const tip = requireTip(world(), params.messageId);
    return commentPage(allComments(world(), tip.id), params, uidOf(request));
  });

  router.handle(NewsCalls.myComments, (request, params) => {
    const session = requireSession(request);
    const tip = requireTip(world(), params.messageId);
    const ids = state.ownComments.get(`${session.uid}:${tip.id}`);
    const mine = ids ? allComments(world(), tip.id).filter((comment) => ids.has(comment.id)) : [];
    return commentPage(mine, params, session.uid);
  });

  router.handle(NewsCalls.commentPublish, (request, params) => {
    const session = requireSession(request);
    const tip = requireTip(world(), params.messageId);
    const content = params.content.trim();
    if (content === '' || Array.from(content).length > MAX_COMMENT_CHARS) {
      throw badParams(`content 应为 1 到 ${MAX_COMMENT_CHARS} 个字符`);
    }
    const photos = (params.photos ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (photos.length > MAX_PHOTOS || photos.some((photo) => parseFileId(photo) === null)) {
      throw badParams(`photos 应为最多 ${MAX_PHOTOS} 个以逗号分隔的文件 id`);
    }
    const { parentId } = params;
    const refusal = commentRuleRefusal(commentRuleOf(session.username, server.now()));
    if (refusal) throw refusal;
    const client = clientOfRequest(request);
    quotas.admit(session.uid, client, tip.id);
    const added = addTipComment(world(), tip.id, {
      userId: 0,
      nickName: session.username,
      // A file id, as every comment's headUrl (the session's is a path).
      headUrl: decodeURIComponent(avatarPathOf(session.uid, session.username).slice(FILE_PATH_PREFIX.length)),
      content,
      photos: photos.join(','),
      parentId: parentId ?? null,
    });
    if (!added) throw noSuch('评论', parentId ?? 0);
    quotas.keep(added, session.uid, client);
    state.authors.set(added.id, session.uid);
    if (added.parentId === null) setOf(state.ownComments, `${session.uid}:${tip.id}`).add(added.id);
    return commentWire(state, world(), added, session.uid);
  });

  router.handle(NewsCalls.commentLike, (request, { commentId, isLiked }) => {
    const session = requireSession(request);
    const liked = isLiked === 1;
    const comment = findComment(world(), commentId);
    if (!comment) throw noSuch('评论', commentId);
    // Idempotent: a second like (or take-back) changes nothing.
    if (setMembership(state.likes, session.uid, commentId, liked)) {
      comment.likeCount = Math.max(0, comment.likeCount + (liked ? 1 : -1));
    }
    return { commentId, likeCount: comment.likeCount, isLiked: liked };
  });

  router.handle(NewsCalls.reportCategories, () => REPORT_CATEGORIES.map((item) => ({ ...item })));

  router.handle(NewsCalls.reportAdd, (request, { cateId, content = '', roomId, commentId: named }) => {
    const session = requireSession(request);
    if (!REPORT_CATEGORIES.some((item) => item.id === cateId)) throw badParams('cateId 不是举报分类');
    if (Array.from(content).length > MAX_COMMENT_CHARS) throw badParams(`content 最多 ${MAX_COMMENT_CHARS} 个字符`);
    if (roomId !== undefined) return reportChatLine(server, session, clientOfRequest(request), roomId, named);
    // A comment of a tip is named by its id.
    const commentId = idParam(named, 'commentId');
    if (!findComment(world(), commentId)) throw noSuch('评论', commentId);
    setOf(state.reports, session.uid).add(commentId);
    return null;
  });

  router.handle(CommentRuleCalls.commentRule, (request) =>
    commentRuleOf(requireSession(request).username, server.now()),
  );
};
