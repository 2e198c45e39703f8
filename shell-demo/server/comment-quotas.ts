/**
 * The comments users publish on tips, counted fairly (fair-share.ts). A publish is refused (HTTP
 * 429) beyond a user's window, a client address's window, or what one user may publish on one
 * tip. What is kept is bounded per tip and in all; at either bound the oldest comment of the
 * client keeping the most there makes room, with its author's own replies — other users' replies
 * stay, under the comment emptied in place (该评论已删除) until the last of them goes — so a flood
 * from one address never refuses anybody else's comment, never takes another user's words with
 * its own, and fills nothing for good. Every count goes down with the comments it counts.
 */
import { ApiError, DevServerCode } from './api-error';
import { ExpiringMap } from './expiring-map';
import { FairShare } from './fair-share';
import type { TipComment } from './world/people/people-types';
import { emptyTipComment, removeTipComment } from './world/queries/news';
import type { World } from './world/types';

export interface CommentLimits {
  /** Publishes per user per window. */
  perUserWindow: number;
  /** Publishes per client address per window, all its users together. */
  perClientWindow: number;
  windowMs: number;
  /** Comments one user may have on one tip (replies included). */
  perUserTip: number;
  /** Comments published through the calls a tip keeps. */
  perTip: number;
  /** Comments published through the calls the server keeps. */
  total: number;
}

export const COMMENT_LIMITS: Readonly<CommentLimits> = {
  perUserWindow: 20,
  perClientWindow: 100,
  windowMs: 60_000,
  perUserTip: 200,
  perTip: 500,
  total: 20_000,
};
/** Users and clients whose windows are kept: a bound on the counters' own memory. */
const WINDOWS_KEPT = 10_000;

const tooMany = (message: string) => new ApiError(DevServerCode.TooManyRequests, message, 429);

interface Kept {
  comment: TipComment;
  uid: string;
}

export class CommentQuotas {
  private readonly userWindows: ExpiringMap<string, number>;
  private readonly clientWindows: ExpiringMap<string, number>;
  private readonly kept = new Map<number, Kept>();
  /** Comment ids by client: in all, and per tip. */
  private readonly all: FairShare<number>;
  private readonly perTip = new Map<number, FairShare<number>>();
  /** Per `${uid}:${tipId}`. */
  private readonly perUserTip = new Map<string, number>();
  /** Comments emptied in place while other users' replies hang on them: counted for nobody, gone with their last reply. */
  private readonly emptied = new Map<number, TipComment>();

  constructor(
    now: () => number,
    private readonly world: () => World,
    readonly limits: Readonly<CommentLimits> = COMMENT_LIMITS,
    /** Told of every comment taken away to make room (its author's own records go with it). */
    private readonly onRemoved: (comment: TipComment, uid: string) => void = () => undefined,
  ) {
    const windows = { ttlMs: limits.windowMs, maxEntries: WINDOWS_KEPT };
    this.userWindows = new ExpiringMap(now, windows);
    this.clientWindows = new ExpiringMap(now, windows);
    this.all = new FairShare({ perHolder: limits.total, total: limits.total });
  }

  /** Comments kept in all, and on one tip. */
  count(tipId?: number): number {
    return tipId === undefined ? this.all.size : (this.perTip.get(tipId)?.size ?? 0);
  }

  /**
   * Refuses a publish beyond the user's or the client's quotas; else counts it in their windows
   * and makes room for it on the tip and in all.
   */
  admit(uid: string, client: string, tipId: number): void {
    const { limits } = this;
    const byUser = (this.userWindows.get(uid) ?? 0) + 1;
    const byClient = (this.clientWindows.get(client) ?? 0) + 1;
    if (byUser > limits.perUserWindow || byClient > limits.perClientWindow) throw tooMany('评论太频繁，请稍后再试');
    if ((this.perUserTip.get(`${uid}:${tipId}`) ?? 0) >= limits.perUserTip) {
      throw tooMany(`每条爆料最多发表 ${limits.perUserTip} 条评论`);
    }
    this.userWindows.setKeepingExpiry(uid, byUser);
    this.clientWindows.setKeepingExpiry(client, byClient);
    for (const share of [this.tipShare(tipId), this.all]) {
      const displaced = share.displaced(client);
      if (displaced !== undefined) this.remove(displaced);
    }
  }

  /** Counts a comment just published by `uid` from `client`. */
  keep(comment: TipComment, uid: string, client: string): void {
    this.kept.set(comment.id, { comment, uid });
    this.all.add(client, comment.id);
    this.tipShare(comment.tipId).add(client, comment.id);
    const key = `${uid}:${comment.tipId}`;
    this.perUserTip.set(key, (this.perUserTip.get(key) ?? 0) + 1);
  }

  private tipShare(tipId: number): FairShare<number> {
    let share = this.perTip.get(tipId);
    if (!share) {
      share = new FairShare({ perHolder: this.limits.perTip, total: this.limits.perTip });
      this.perTip.set(tipId, share);
    }
    return share;
  }

  /**
   * Takes a kept comment off its tip with its author's own replies, and stops counting them. Other
   * users' replies stay: the comment is emptied in place under them. A reply that was the last on
   * an emptied comment takes the empty row with it.
   */
  private remove(commentId: number): void {
    const kept = this.kept.get(commentId);
    if (!kept) return;
    const { comment, uid } = kept;
    const world = this.world();
    const others = comment.subComments.filter((reply) => this.kept.get(reply.id)?.uid !== uid);
    const own = comment.subComments.filter((reply) => !others.includes(reply));
    if (others.length === 0) removeTipComment(world, comment);
    else {
      emptyTipComment(world, comment, others);
      this.emptied.set(comment.id, comment);
    }
    for (const gone of [comment, ...own]) this.release(gone.id);
    const parent = comment.parentId === null ? undefined : this.emptied.get(comment.parentId);
    if (parent?.subComments.length === 0) {
      removeTipComment(world, parent);
      this.emptied.delete(parent.id);
    }
  }

  private release(commentId: number): void {
    const kept = this.kept.get(commentId);
    if (!kept) return;
    const { comment, uid } = kept;
    this.kept.delete(commentId);
    this.all.release(commentId);
    const tipShare = this.perTip.get(comment.tipId);
    tipShare?.release(commentId);
    if (tipShare?.size === 0) this.perTip.delete(comment.tipId);
    const key = `${uid}:${comment.tipId}`;
    const left = (this.perUserTip.get(key) ?? 1) - 1;
    if (left > 0) this.perUserTip.set(key, left);
    else this.perUserTip.delete(key);
    this.onRemoved(comment, uid);
  }
}
